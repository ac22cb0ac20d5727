// Scroll, resize and re-measure: one passive listener each, scroll read once per frame, resize and section
// changes settled 200 ms after the last one.
import { describe, expect, it, vi } from 'vitest';
import { FakeIO, box, freshScheduler, useStubbedBrowser } from './fakes';

const h = useStubbedBrowser();

const scrollTo = (y: number) => {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
};

describe('scroll', () => {
  it('adds one passive scroll listener however many subscribe', async () => {
    const { onScroll } = await freshScheduler();
    for (let i = 0; i < 20; i++) onScroll(() => {});
    const scroll = h.listeners.filter(([, type]) => type === 'scroll');
    expect(scroll).toHaveLength(1);
    expect(scroll[0][0]).toBe(window);
    expect(scroll[0][2]).toMatchObject({ passive: true });
  });

  it('reads the position once per frame and calls subscribers in the update phase', async () => {
    const { onScroll, frameModule, viewport } = await freshScheduler();
    const seen: [number, string | null][] = [];
    onScroll((y) => seen.push([y, frameModule.currentPhase]));
    onScroll((y) => seen.push([y, frameModule.currentPhase]));
    scrollTo(100);
    scrollTo(300);
    scrollTo(450);
    expect(h.rafs).toHaveLength(1);
    expect(seen).toEqual([]);
    h.frame();
    expect(seen).toEqual([[450, 'update'], [450, 'update']]);
    expect(viewport.scrollY).toBe(450);
  });

  it('lets the loop sleep between scrolls: subscribers alone keep nothing running', async () => {
    const { onScroll } = await freshScheduler();
    let calls = 0;
    onScroll(() => calls++);
    expect(h.rafs).toHaveLength(0);
    scrollTo(10);
    h.frame();
    h.frame();
    expect(h.rafs).toHaveLength(0);
    expect(calls).toBe(1);
  });

  it('stops calling an unsubscribed function, and survives a throwing one', async () => {
    const { onScroll } = await freshScheduler();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ys: number[] = [];
    onScroll(() => {
      throw new Error('broken module');
    });
    const off = onScroll((y) => ys.push(y));
    scrollTo(5);
    h.frame();
    off();
    scrollTo(6);
    h.frame();
    expect(ys).toEqual([5]);
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });
});

describe('resize', () => {
  it('has one passive resize listener and calls subscribers once, 200 ms after the last resize', async () => {
    const { onResizeEnd, viewport } = await freshScheduler();
    const sizes: [number, number][] = [];
    onResizeEnd((w, hh) => sizes.push([w, hh]));
    onResizeEnd(() => {});
    const resize = h.listeners.filter(([, type]) => type === 'resize');
    expect(resize).toHaveLength(1);
    expect(resize[0][2]).toMatchObject({ passive: true });
    vi.stubGlobal('innerWidth', 700);
    vi.stubGlobal('innerHeight', 500);
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(150);
    }
    expect(sizes).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(sizes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sizes).toEqual([[700, 500]]);
    expect(viewport).toMatchObject({ width: 700, height: 500 });
    expect(h.rafs).toHaveLength(0);
  });
});

describe('re-measure when hidden sections show', () => {
  const page = () => {
    document.body.innerHTML = `<div class="et_builder_inner_content">
      <div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="inner"></div></div></div>
      <div class="et_pb_section et_pb_section_1" style="display:none"></div></div>`;
    return document.querySelectorAll<HTMLElement>('.et_pb_section');
  };
  const microtasks = () => new Promise<void>((r) => queueMicrotask(r));

  it('settles 200 ms after a section style or class change: geometry dropped, resize subscribers, waypoints re-read', async () => {
    const sections = page();
    const s = await freshScheduler();
    s.initViewport();
    let resized = 0;
    s.onResizeEnd(() => resized++);
    // A cached box and a waypoint, to see both renewed.
    const rect = vi.spyOn(sections[0], 'getBoundingClientRect').mockReturnValue(box(100) as DOMRect);
    s.geometry(sections[0]);
    s.waypoint(sections[1], '100%', () => {}, { once: false });
    const io = FakeIO.all[0];
    const observedBefore = io.observed.length;

    sections[1].style.display = 'block';
    await microtasks();
    sections[1].classList.add('et_pb_section_visible');
    await microtasks();
    vi.advanceTimersByTime(199);
    expect(resized).toBe(0);
    vi.advanceTimersByTime(1);
    expect(resized).toBe(1);
    s.geometry(sections[0]);
    expect(rect).toHaveBeenCalledTimes(2);
    // Waypoints are re-read 100 ms after that.
    vi.advanceTimersByTime(99);
    expect(io.observed.length).toBe(observedBefore);
    vi.advanceTimersByTime(1);
    expect(io.observed.length).toBe(observedBefore + 1);
  });

  it('ignores writes that leave the attribute as it was, and changes inside sections', async () => {
    const sections = page();
    const s = await freshScheduler();
    s.initViewport();
    let resized = 0;
    s.onResizeEnd(() => resized++);
    sections[0].classList.add('et_pb_section_0'); // already there
    sections[0].querySelector('.inner')!.classList.add('et-animated');
    await microtasks();
    vi.advanceTimersByTime(1000);
    expect(resized).toBe(0);
  });

  it('re-measures when a section is added, and watches the new one', async () => {
    page();
    const s = await freshScheduler();
    s.initViewport();
    let resized = 0;
    s.onResizeEnd(() => resized++);
    const added = document.createElement('div');
    added.className = 'et_pb_section';
    added.style.display = 'none';
    document.querySelector('.et_builder_inner_content')!.append(added);
    await microtasks();
    vi.advanceTimersByTime(200);
    expect(resized).toBe(1);
    added.style.display = '';
    await microtasks();
    vi.advanceTimersByTime(200);
    expect(resized).toBe(2);
  });

  it('is also available to modules as scheduler.remeasure()', async () => {
    const s = await freshScheduler();
    let resized = 0;
    s.scheduler.onResizeEnd(() => resized++);
    s.scheduler.remeasure();
    s.scheduler.remeasure();
    vi.advanceTimersByTime(200);
    expect(resized).toBe(1);
  });
});
