import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swing } from '../../../src/scheduler/tween';

// A fresh frame loop per test (it is a singleton), driven by a stubbed requestAnimationFrame, handed to the
// chunk as the runtime hands it over (core/context's navigate()).
async function load() {
  vi.resetModules();
  const m = await import('../../../src/core/smooth-scroll');
  m.useScheduler((await import('../../../src/scheduler')).scheduler);
  return m;
}

let rafs: FrameRequestCallback[] = [];
/** Run frames at the given timestamps. */
const frames = (...times: number[]) => times.forEach((t) => rafs.splice(0).forEach((cb) => cb(t)));
const height = (id: string, h: number) => {
  const el = document.createElement('div');
  el.id = id;
  Object.defineProperty(el, 'offsetHeight', { value: h });
  document.body.append(el);
};

beforeEach(() => {
  rafs = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb));
  window.scrollTo(0, 0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('scroll offset (theme: 50 px + fixed header + admin bar)', () => {
  it('counts the fixed header only on desktop with et_fixed_nav, and the admin bar above 600 px', async () => {
    const { scrollOffset } = await load();
    height('top-header', 30);
    height('main-header', 80);
    height('wpadminbar', 32);
    document.body.className = 'et_fixed_nav';
    expect(scrollOffset(1280)).toBe(50 + 30 + 80 - 1 + 32);
    expect(scrollOffset(981)).toBe(50 + 30 + 80 - 1 + 32);
    expect(scrollOffset(980)).toBe(50 + 32);
    expect(scrollOffset(601)).toBe(50 + 32);
    expect(scrollOffset(600)).toBe(50);
    document.body.className = 'et_non_fixed_nav';
    expect(scrollOffset(1280)).toBe(50 + 32);
  });

  it('is 50 px on a page without header or admin bar', async () => {
    const { scrollOffset } = await load();
    expect(scrollOffset(1280)).toBe(50);
  });
});

describe('durations', () => {
  it('takes 1600 ms for a target more than 4000 px down, else 800 ms', async () => {
    const { loadScrollDuration } = await load();
    expect(loadScrollDuration(4000)).toBe(800);
    expect(loadScrollDuration(4001)).toBe(1600);
    expect(loadScrollDuration(0)).toBe(800);
  });
});

describe('scrollWindowTo', () => {
  it('eases with swing over the duration, one position per frame, and ends on the target', async () => {
    const { scrollWindowTo } = await load();
    const done = vi.fn();
    void scrollWindowTo(1000, 800).then(done);
    frames(1000); // first frame: start
    expect(window.scrollY).toBe(0);
    frames(1400); // half way in time
    expect(window.scrollY).toBe(Math.round(1000 * swing(0.5)));
    expect(window.scrollY).toBe(500);
    frames(1600);
    expect(window.scrollY).toBe(Math.round(1000 * swing(600 / 800)));
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    frames(1800);
    expect(window.scrollY).toBe(1000);
    await Promise.resolve();
    expect(done).toHaveBeenCalledWith(true);
    frames(1816);
    expect(rafs).toEqual([]); // nothing more queued: the loop sleeps again
  });

  it('jumps in one frame with reduced motion', async () => {
    const { scrollWindowTo } = await load();
    void scrollWindowTo(1200, 800, true);
    frames(1000);
    expect(window.scrollY).toBe(1200);
  });

  it('a newer scroll takes over: the older one resolves false and stops writing', async () => {
    const { scrollWindowTo } = await load();
    const first = scrollWindowTo(2000, 800);
    frames(0, 400);
    const mid = window.scrollY;
    expect(mid).toBe(1000);
    const second = scrollWindowTo(0, 800);
    await expect(first).resolves.toBe(false);
    frames(500, 900, 1300);
    expect(window.scrollY).toBe(0);
    await expect(second).resolves.toBe(true);
  });

  it('reads a function target and duration in the first frame', async () => {
    const { scrollWindowTo } = await load();
    let target = 100;
    const duration = vi.fn(() => 100);
    void scrollWindowTo(() => target, duration);
    target = 300;
    frames(0, 100);
    expect(duration).toHaveBeenCalledWith(300);
    expect(window.scrollY).toBe(300);
  });
});

describe('scrollToElement', () => {
  it('stops the offset above the element, then re-aims once if the element moved meanwhile', async () => {
    const { scrollToElement } = await load();
    const el = document.createElement('h2');
    document.body.append(el);
    let docTop = 2050;
    el.getBoundingClientRect = () => ({ top: docTop - window.scrollY } as DOMRect);
    const done = scrollToElement(el, 800, false, 40);
    frames(0, 400, 800);
    expect(window.scrollY).toBe(2000); // 2050 - 50
    docTop = 2150; // a header became fixed, or an image loaded above
    for (let t = 816; t < 1000; t += 16) {
      await Promise.resolve(); // the correction starts once the first scroll has resolved
      frames(t);
    }
    await expect(done).resolves.toBe(true);
    expect(window.scrollY).toBe(2100);
  });
});
