// Cached geometry: document coordinates, measured once, dropped only when the element or the page resizes
// or the layout settles, never re-read because the page scrolled.
import { describe, expect, it, vi } from 'vitest';
import { FakeRO, box, freshScheduler, useStubbedBrowser } from './fakes';

const h = useStubbedBrowser();

function measured(top: number, height = 100) {
  const el = document.createElement('div');
  const rect = vi.spyOn(el, 'getBoundingClientRect').mockImplementation(() => box(top - window.scrollY, height) as DOMRect);
  return { el, rect };
}

describe('geometry', () => {
  it('returns the box in document coordinates', async () => {
    const { geometry } = await freshScheduler();
    vi.stubGlobal('scrollY', 500);
    const { el } = measured(1500, 120);
    expect(geometry(el)).toEqual({ top: 1500, left: 0, width: 300, height: 120 });
  });

  it('measures once, however much the page scrolls', async () => {
    const { geometry, onScroll, frame } = await freshScheduler();
    const els = Array.from({ length: 20 }, (_, i) => measured(i * 300));
    const tops: number[] = [];
    // A parallax-like subscriber: geometry in the read phase on every scroll frame.
    onScroll(() => frame.read(() => els.forEach(({ el }) => tops.push(geometry(el).top))));
    for (let y = 0; y < 2000; y += 37) {
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
      h.frame();
      h.frame();
    }
    expect(tops.length).toBeGreaterThan(20 * 50);
    expect(tops.slice(-20)).toEqual(els.map((_, i) => i * 300));
    for (const { rect } of els) expect(rect).toHaveBeenCalledTimes(1);
  });

  it("re-measures an element after its ResizeObserver reports a change (not the first report)", async () => {
    const { geometry } = await freshScheduler();
    const { el, rect } = measured(100);
    geometry(el);
    const ro = FakeRO.all[0];
    expect(ro.targets.has(el)).toBe(true);
    expect(ro.targets.has(document.documentElement)).toBe(true);
    ro.fire([el, 100]); // the report every observation starts with
    geometry(el);
    expect(rect).toHaveBeenCalledTimes(1);
    ro.fire([el, 180]);
    geometry(el);
    expect(rect).toHaveBeenCalledTimes(2);
    // Observed once: a re-measure does not observe again (which would report again).
    geometry(el);
    expect(rect).toHaveBeenCalledTimes(2);
  });

  it('tells size subscribers about changes after the first report, on the same one observer, until unsubscribed', async () => {
    const { onSizeChange, geometry } = await freshScheduler();
    const { el } = measured(100);
    const other = measured(400).el;
    geometry(other);
    const fn = vi.fn();
    const off = onSizeChange(el, fn);
    expect(FakeRO.all).toHaveLength(1);
    const ro = FakeRO.all[0];
    ro.fire([el, 100]); // the report every observation starts with
    expect(fn).not.toHaveBeenCalled();
    ro.fire([el, 140]);
    ro.fire([other, 30]);
    expect(fn).toHaveBeenCalledTimes(1);
    off();
    ro.fire([el, 160]);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops every box when the document resizes', async () => {
    const { geometry } = await freshScheduler();
    const a = measured(100);
    const b = measured(900);
    geometry(a.el);
    geometry(b.el);
    const ro = FakeRO.all[0];
    ro.fire([document.documentElement, 5000]); // first report
    geometry(a.el);
    expect(a.rect).toHaveBeenCalledTimes(1);
    ro.fire([document.documentElement, 5400]); // content above grew
    geometry(a.el);
    geometry(b.el);
    expect(a.rect).toHaveBeenCalledTimes(2);
    expect(b.rect).toHaveBeenCalledTimes(2);
  });

  it('drops every box when a resize settles', async () => {
    const { geometry, initViewport } = await freshScheduler();
    initViewport();
    const { el, rect } = measured(100);
    geometry(el);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    geometry(el);
    expect(rect).toHaveBeenCalledTimes(2);
  });

  it('forget() stops observing and drops the box', async () => {
    const { geometry, forget } = await freshScheduler();
    const { el, rect } = measured(100);
    geometry(el);
    forget(el);
    expect(FakeRO.all[0].targets.has(el)).toBe(false);
    geometry(el);
    expect(rect).toHaveBeenCalledTimes(2);
    expect(FakeRO.all[0].targets.has(el)).toBe(true);
  });

  it('is reported by the development check when measured in a write phase', async () => {
    const { geometry, frame } = await freshScheduler();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    frame.write(() => geometry(el));
    h.frame();
    expect(err).toHaveBeenCalledWith(expect.stringContaining('getBoundingClientRect()'));
    err.mockRestore();
  });
});
