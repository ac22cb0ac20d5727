// Waypoints: the theme's three offsets on shared IntersectionObservers, once or every time, elements
// scrolled past on load, and the re-read 100 ms after the layout settles.
import { describe, expect, it, vi } from 'vitest';
import { FakeIO, box, freshScheduler, useStubbedBrowser } from './fakes';

useStubbedBrowser();

const VIEW = 800; // viewport height in these tests
const el = () => document.createElement('div');
const ioFor = (margin: string) => FakeIO.all.find((io) => io.options.rootMargin === margin)!;

describe('waypoint offsets', () => {
  it("'100%' fires when the top edge reaches the bottom of the viewport", async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    waypoint(e, '100%', cb);
    const io = ioFor('99999px 0px 0px');
    expect(io.options.threshold).toBe(0);
    io.fire(e, box(VIEW + 1)); // just below the fold
    expect(cb).not.toHaveBeenCalled();
    io.fire(e, box(VIEW - 1), { top: -99999, bottom: VIEW });
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it("'80%' fires at 80 % of the viewport height", async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    waypoint(e, '80%', cb);
    const io = ioFor('99999px 0px -20%');
    const line = { top: -99999, bottom: VIEW * 0.8 };
    io.fire(e, box(700), line);
    expect(cb).not.toHaveBeenCalled();
    io.fire(e, box(630), line);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it("'bottom-in-view' fires when the bottom edge reaches the viewport bottom, also for an element taller than the viewport", async () => {
    const { waypoint } = await freshScheduler();
    const small = el();
    const tall = el();
    const cbSmall = vi.fn();
    const cbTall = vi.fn();
    waypoint(small, 'bottom-in-view', cbSmall);
    waypoint(tall, 'bottom-in-view', cbTall);
    const io = FakeIO.all.find((o) => o.options.threshold === 1)!;
    expect(io.options.rootMargin).toBe('99999px 0px 0px');
    io.fire(small, box(750, 100)); // top in view, bottom not
    expect(cbSmall).not.toHaveBeenCalled();
    io.fire(small, box(690, 100));
    expect(cbSmall).toHaveBeenCalledTimes(1);

    io.fire(tall, box(0, 2000)); // fills the viewport, bottom far below
    io.fire(tall, box(-1000, 2000));
    expect(cbTall).not.toHaveBeenCalled();
    io.fire(tall, box(-1200, 2000)); // bottom at 800
    expect(cbTall).toHaveBeenCalledTimes(1);
  });

  it('counts an element already scrolled past on load as reached', async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    waypoint(e, '80%', cb);
    ioFor('99999px 0px -20%').fire(e, box(-5000), { top: -99999, bottom: 640 });
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('does not count a hidden element (empty box) as reached', async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    waypoint(e, '100%', cb);
    ioFor('99999px 0px 0px').fire(e, { top: 0, bottom: 0, width: 0, height: 0 });
    expect(cb).not.toHaveBeenCalled();
  });

  it('falls back to the window height when the observer gives no root bounds', async () => {
    const { waypoint } = await freshScheduler();
    vi.stubGlobal('innerHeight', 1000);
    const e = el();
    const cb = vi.fn();
    waypoint(e, '80%', cb);
    const io = ioFor('99999px 0px -20%');
    io.fire(e, box(850), null);
    expect(cb).not.toHaveBeenCalled();
    io.fire(e, box(790), null);
    expect(cb).toHaveBeenCalledTimes(1);
  });
});

describe('once or every time', () => {
  it('fires once by default and stops observing', async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    waypoint(e, '100%', cb);
    const io = ioFor('99999px 0px 0px');
    io.fire(e, box(100));
    expect(io.targets.has(e)).toBe(false);
    io.fire(e, box(900));
    io.fire(e, box(100));
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('with once: false, fires again on every re-entry, and not while it stays reached', async () => {
    const { waypoint } = await freshScheduler();
    const e = el();
    const cb = vi.fn();
    const stop = waypoint(e, '100%', cb, { once: false });
    const io = ioFor('99999px 0px 0px');
    io.fire(e, box(100)); // reached
    io.fire(e, box(-500)); // scrolled further past: still reached
    expect(cb).toHaveBeenCalledTimes(1);
    io.fire(e, box(900)); // scrolled back above it
    io.fire(e, box(300)); // and down again
    expect(cb).toHaveBeenCalledTimes(2);
    io.fire(e, box(1200));
    io.fire(e, box(700));
    expect(cb).toHaveBeenCalledTimes(3);
    stop();
    expect(io.targets.has(e)).toBe(false);
  });
});

describe('shared observers and re-init', () => {
  it('uses one IntersectionObserver per offset for any number of waypoints', async () => {
    const { waypoint } = await freshScheduler();
    for (let i = 0; i < 30; i++) {
      waypoint(el(), '100%', () => {});
      waypoint(el(), '80%', () => {});
      waypoint(el(), 'bottom-in-view', () => {});
    }
    expect(FakeIO.all).toHaveLength(3);
  });

  it('re-reads every live waypoint 100 ms after the layout settles (debounced), without firing again', async () => {
    const s = await freshScheduler();
    const a = el();
    const b = el();
    const cbA = vi.fn();
    const cbB = vi.fn();
    s.waypoint(a, '100%', cbA, { once: false });
    s.waypoint(b, '100%', cbB);
    const io = ioFor('99999px 0px 0px');
    io.fire(a, box(100));
    const before = io.observed.length;
    s.remeasure();
    vi.advanceTimersByTime(200); // settled
    vi.advanceTimersByTime(99);
    expect(io.observed.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(io.observed.slice(before)).toEqual([a, b]);
    // The fresh report for a still-reached waypoint is not a new arrival.
    io.fire(a, box(100));
    expect(cbA).toHaveBeenCalledTimes(1);
    // The re-read finds b reached now (the layout moved it up).
    io.fire(b, box(500));
    expect(cbB).toHaveBeenCalledTimes(1);
  });

  it('debounces the re-read: one, 100 ms after the last request', async () => {
    const s = await freshScheduler();
    const { reinitWaypoints } = await import('../../../src/scheduler/waypoint');
    const a = el();
    s.waypoint(a, '80%', () => {}, { once: false });
    const io = ioFor('99999px 0px -20%');
    const before = io.observed.length;
    for (let i = 0; i < 3; i++) {
      reinitWaypoints();
      vi.advanceTimersByTime(60);
    }
    expect(io.observed.length).toBe(before);
    vi.advanceTimersByTime(40);
    expect(io.observed.length).toBe(before + 1);
    vi.advanceTimersByTime(1000);
    expect(io.observed.length).toBe(before + 1);
  });

  it('does not re-observe a waypoint that fired once or was cleaned up', async () => {
    const s = await freshScheduler();
    const a = el();
    const b = el();
    s.waypoint(a, '100%', () => {});
    const stopB = s.waypoint(b, '100%', () => {});
    const io = ioFor('99999px 0px 0px');
    io.fire(a, box(0));
    stopB();
    s.remeasure();
    vi.advanceTimersByTime(300);
    expect(io.targets.size).toBe(0);
  });
});
