// True parallax: the theme's formulas, and the per-frame shape on the real scheduler (geometry read
// only in the read phase and only when invalidated, writes only in the write phase, off-screen
// backgrounds culled), run in __DEV__ so the scheduler's layout-read check is on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bgHeight, bgOffset, translate } from '../../../src/modules/parallax/math';
import { mount } from '../../../src/modules/parallax/index';
import type { ModuleContext } from '../../../src/core/types';
import { FakeIO, FakeRO, box, freshScheduler, stubBrowser, type Harness } from '../scheduler/fakes';

describe('parallax formulas', () => {
  it('grows the background by 0.3 of the window height', () => {
    expect(bgHeight(800, 400)).toBe(640);
    expect(bgHeight(0, 400)).toBe(400);
  });

  it('offsets it by (scrollTop + windowHeight − top) × 0.3: 0 when the top meets the viewport bottom', () => {
    expect(bgOffset(200, 800, 1000)).toBe(0);
    expect(bgOffset(1000, 800, 1000)).toBeCloseTo(240);
    expect(bgOffset(0, 800, 1000)).toBeCloseTo(-60);
  });

  it('writes a translate3d rounded to hundredths of a pixel', () => {
    expect(translate(12.3456)).toBe('translate3d(0,12.35px,0)');
    expect(translate(-60)).toBe('translate3d(0,-60px,0)');
  });

  it('keeps the wrap covered at every scroll position where any of it is on screen', () => {
    // The background is bottom-aligned in the wrap: it spans [H − height + y, H + y] in wrap coordinates.
    for (const winH of [560, 800, 1100]) {
      for (const H of [200, 600, 1500]) {
        const top = 2000;
        for (let scroll = top - winH; scroll <= top + H; scroll += 25) {
          const height = bgHeight(winH, H);
          const y = bgOffset(scroll, winH, top);
          const visibleFrom = Math.max(0, scroll - top);
          const visibleTo = Math.min(H, scroll + winH - top);
          expect(H - height + y).toBeLessThanOrEqual(visibleFrom + 1e-9);
          expect(H + y).toBeGreaterThanOrEqual(visibleTo - 1e-9);
        }
      }
    }
  });
});

describe('parallax on the frame loop', () => {
  let h: Harness;
  beforeEach(() => {
    h = stubBrowser();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('scrollY', 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    h.restore();
    document.body.innerHTML = '';
  });

  async function setup({ reducedMotion = false, top = 1000, height = 400 } = {}) {
    const s = await freshScheduler();
    const loop = await import('../../../src/scheduler/frame'); // the live binding of the current phase
    document.body.innerHTML = '<div class="et_pb_section et_pb_section_parallax"><span class="et_parallax_bg_wrap"><span class="et_parallax_bg"></span></span></div>';
    const bg = document.querySelector<HTMLElement>('.et_parallax_bg')!;
    const wrap = bg.parentElement!;
    const geo = { top, height };
    const rect = vi.spyOn(wrap, 'getBoundingClientRect').mockImplementation(() => box(geo.top - window.scrollY, geo.height) as DOMRect);
    // Record the phase of every style write on the background.
    const writes: string[] = [];
    const style = bg.style;
    vi.spyOn(bg, 'style', 'get').mockImplementation(() => new Proxy(style, {
      set(target, prop, value) {
        writes.push(`${String(prop)}@${loop.currentPhase}`);
        return Reflect.set(target, prop, value);
      },
    }));
    const ctx = { reducedMotion, scheduler: s.scheduler, builder: false } as unknown as ModuleContext;
    const cleanup = mount(bg, ctx);
    const io = () => FakeIO.all.find((o) => o.targets.has(bg))!;
    const intersect = (isIntersecting: boolean) =>
      io().cb([{ target: bg, isIntersecting } as unknown as IntersectionObserverEntry]);
    const scroll = (y: number) => {
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
      h.frame();
    };
    return { s, bg, wrap, geo, rect, writes, cleanup, intersect, scroll, style };
  }

  it('places a visible background from one measurement, then follows the scroll without reading layout', async () => {
    const { s, rect, writes, intersect, scroll, style } = await setup();
    const before = s.readsInWrite();
    intersect(true);
    h.frame();
    expect(style.height).toBe('640px');
    expect(style.transform).toBe('translate3d(0,-60px,0)');
    for (let y = 0; y <= 1400; y += 50) {
      scroll(y);
      expect(style.transform).toBe(translate(bgOffset(y, 800, 1000)));
    }
    h.frame(); // the trailing re-check after the last scroll frame
    expect(rect).toHaveBeenCalledTimes(1);
    expect(writes.every((w) => w.endsWith('@write'))).toBe(true);
    expect(s.readsInWrite()).toBe(before);
    // Nothing left to do: the loop sleeps.
    expect(h.rafs.length).toBe(0);
  });

  it('does not move a background while it is culled, and places it on the way back', async () => {
    const { intersect, scroll, style, writes } = await setup();
    intersect(true);
    h.frame();
    intersect(false);
    const count = writes.length;
    scroll(300);
    scroll(600);
    expect(writes.length).toBe(count);
    intersect(true);
    h.frame();
    expect(style.transform).toBe(translate(bgOffset(600, 800, 1000)));
  });

  it('picks up a layout change above within a frame of scrolling, and a new window height on resize end', async () => {
    const { s, wrap, geo, rect, intersect, scroll, style } = await setup();
    intersect(true);
    h.frame();
    // An accordion above opened: the wrap moved down 200 px and its ResizeObserver entry invalidated it.
    geo.top = 1200;
    const ro = FakeRO.all[0];
    ro.fire([wrap, 400]); // the first report of any observation is not a change
    ro.fire([document.documentElement, 1000]);
    ro.fire([document.documentElement, 1200]);
    scroll(500);
    h.frame();
    expect(rect).toHaveBeenCalledTimes(2);
    expect(style.transform).toBe(translate(bgOffset(500, 800, 1200)));
    vi.stubGlobal('innerHeight', 600);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    h.frame();
    expect(s.viewport.height).toBe(600);
    expect(style.height).toBe(bgHeight(600, 400) + 'px');
    expect(style.transform).toBe(translate(bgOffset(500, 600, 1200)));
  });

  it('does nothing for reduced motion or on a touch device', async () => {
    const reduced = await setup({ reducedMotion: true });
    expect(reduced.cleanup).toBeUndefined();
    expect(FakeIO.all.some((o) => o.targets.has(reduced.bg))).toBe(false);
    reduced.scroll(300);
    expect(reduced.writes).toEqual([]);

    const matchMedia = vi.fn((q: string) => ({ matches: q === '(pointer: coarse)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    const touch = await setup();
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
    expect(touch.cleanup).toBeUndefined();
    touch.scroll(300);
    expect(touch.writes).toEqual([]);
  });

  it('cleans up: no more writes, styles reset, element forgotten', async () => {
    const { cleanup, intersect, scroll, style, writes, bg } = await setup();
    intersect(true);
    h.frame();
    cleanup!();
    expect(style.transform).toBe('');
    expect(style.height).toBe('');
    expect(FakeIO.all.some((o) => o.targets.has(bg))).toBe(false);
    const count = writes.length;
    scroll(400);
    h.frame();
    expect(writes.length).toBe(count);
  });
});
