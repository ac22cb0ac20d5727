// The header height for scroll offsets: cached from a ResizeObserver, changes settled 200 ms after the last.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRO, freshScheduler, stubBrowser, type Harness } from './fakes';

let h: Harness;
beforeEach(() => {
  h = stubBrowser();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.body.innerHTML = '<div id="top-header"></div><header id="main-header"></header><div class="et_pb_section"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  h.restore();
  document.body.innerHTML = '';
});

describe('header height', () => {
  it('serves the observed height from the first report on, observing both header parts', async () => {
    const { headerHeight, initViewport } = await freshScheduler();
    initViewport();
    const main = document.getElementById('main-header')!;
    const ro = FakeRO.all.find((r) => r.targets.has(main))!;
    expect(ro.targets.has(document.getElementById('top-header')!)).toBe(true);
    ro.fire([main, 80]);
    expect(headerHeight()).toBe(80);
  });

  it('announces a change once, 200 ms after the last resize, with #top-header included', async () => {
    const { headerHeight, onHeaderResize } = await freshScheduler();
    const heights: number[] = [];
    onHeaderResize((hh) => heights.push(hh));
    const ro = FakeRO.all[0];
    const main = document.getElementById('main-header')!;
    const top = document.getElementById('top-header')!;
    ro.fire([top, 30], [main, 80]); // on load: not a change
    vi.advanceTimersByTime(500);
    expect(heights).toEqual([]);
    expect(headerHeight()).toBe(110);
    // The fixed header shrinks with a transition: many reports, one announcement.
    for (const hh of [74, 66, 58, 50, 44, 40]) {
      ro.fire([main, hh]);
      vi.advanceTimersByTime(50);
    }
    expect(heights).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(heights).toEqual([70]);
    expect(headerHeight()).toBe(70);
  });

  it('says nothing when the height settles back where it was', async () => {
    const { onHeaderResize } = await freshScheduler();
    const heights: number[] = [];
    onHeaderResize((hh) => heights.push(hh));
    const ro = FakeRO.all[0];
    const main = document.getElementById('main-header')!;
    ro.fire([main, 80]);
    ro.fire([main, 60]);
    ro.fire([main, 80]);
    vi.advanceTimersByTime(500);
    expect(heights).toEqual([]);
  });

  it('is 0 on a page without a header', async () => {
    document.body.innerHTML = '';
    const { headerHeight } = await freshScheduler();
    expect(headerHeight()).toBe(0);
  });
});
