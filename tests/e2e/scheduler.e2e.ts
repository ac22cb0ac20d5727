// The scheduler in real Chromium: an idle page asks for no animation frame, 1,000 subscribers share one
// rAF per frame, the runtime's scroll/touch/wheel listeners are all passive (one scroll listener), and
// waypoints, cached geometry, the section re-measure and the header height behave on a real layout.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, PHONE, useDemo } from './harness';
import type { Scheduler } from '../../src/scheduler';

const demo = useDemo();

type Win = Window & {
  __raf: { all: number; ours: number; last: number };
  __lp: Scheduler;
  __listeners: { type: string; passive: boolean; target: string; live: boolean }[];
};

/** Counts requestAnimationFrame calls, and those made by our scripts (/dist/ in the stack). */
const countRaf = () => {
  const w = window as unknown as Win;
  w.__raf = { all: 0, ours: 0, last: 0 };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => {
    w.__raf.all++;
    if (new Error().stack?.includes('/dist/')) {
      w.__raf.ours++;
      w.__raf.last = performance.now();
    }
    return raf(cb);
  };
};

/** Records every listener our scripts add: type, whether it is passive, and on what. */
/** Records every listener our scripts add, and marks the ones they remove again (live: false). */
const recordListeners = () => {
  const w = window as unknown as Win;
  w.__listeners = [];
  const ours: { self: EventTarget; type: string; fn: unknown; entry: Win['__listeners'][number] }[] = [];
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, fn: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (new Error().stack?.includes('/dist/')) {
      const target = this === window ? 'window' : this === document ? 'document' : (this as Element).tagName ?? String(this);
      const entry = { type, passive: typeof options === 'object' && options?.passive === true, target, live: true };
      w.__listeners.push(entry);
      ours.push({ self: this, type, fn, entry });
    }
    return add.call(this, type, fn, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, fn: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    const i = ours.findIndex((l) => l.self === this && l.type === type && l.fn === fn);
    if (i >= 0) ours.splice(i, 1)[0].entry.live = false;
    return remove.call(this, type, fn, options);
  };
};

/**
 * The page's own scheduler instance (the runtime module is shared with the page's boot), with its watchers
 * (waypoints, the clock) handed over as when a module that brings them mounts: the countdown's chunk.
 */
async function attachScheduler(page: Page): Promise<void> {
  await page.addScriptTag({
    type: 'module',
    content: `import { createRuntime } from '/dist/frontend/runtime.js';
      import { watchers } from '/dist/frontend/modules/countdown.js';
      const rt = createRuntime();
      await rt.mount(document.createElement('div'), [{ name: 'probe' }], [{ watchers, mount() {} }], []);
      window.__lp = rt.ctx.scheduler;`,
  });
  await page.waitForFunction(() => !!(window as unknown as Win).__lp, undefined, { polling: 50 });
}

const frames = (page: Page, n = 2) =>
  page.evaluate((n) => new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(n);
  }), n);

async function expectIdle(page: Page): Promise<void> {
  // Settled: load done, modules in view mounted, and our scripts quiet for half a second.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => performance.now() - (window as unknown as Win).__raf.last > 500, undefined, { polling: 100, timeout: 15_000 });
  const before = await page.evaluate(() => ({ ...(window as unknown as Win).__raf }));
  await page.waitForTimeout(2000); // the measurement window itself
  const after = await page.evaluate(() => ({ ...(window as unknown as Win).__raf }));
  expect(after.all - before.all).toBe(0);
}

describe('scheduler in Chromium', () => {
  it('schedules no requestAnimationFrame for 2 s on an idle kitchen-sink page', async () => {
    const { page, errors } = await demo.open('/kitchen-sink/', { init: countRaf });
    await mounted(page, 'tabs');
    await expectIdle(page);
    // It did run frames while loading, so the counter works.
    expect(await page.evaluate(() => (window as unknown as Win).__raf.ours)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('schedules no requestAnimationFrame for 2 s on an idle page with the scroll-top button, also after a scroll', async () => {
    const { page } = await demo.open('/modules/scroll-top/', { init: countRaf });
    await page.evaluate(() => scrollTo(0, 1200));
    await mounted(page, 'scroll-top');
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-visible'), undefined, { polling: 50 });
    await expectIdle(page);
  });

  it('runs 1,000 keep-alive subscribers on one requestAnimationFrame per frame, then sleeps', async () => {
    const { page } = await demo.open('/modules/scroll-top/', { init: countRaf });
    await attachScheduler(page);
    const r = await page.evaluate(() => new Promise<{ frames: number; rafs: number; runs: number }>((resolve) => {
      const w = window as unknown as Win;
      const { frame } = w.__lp;
      const FRAMES = 30;
      let runs = 0;
      let count = 0;
      const cancels = Array.from({ length: 1000 }, () => frame.update(() => runs++, true));
      const before = w.__raf.ours - 1; // the request just made for the first frame
      const last = frame.write(() => {
        if (++count < FRAMES) return;
        cancels.forEach((c) => c());
        last();
        resolve({ frames: count, rafs: w.__raf.ours - before, runs });
      }, true);
    }));
    expect(r.runs).toBe(1000 * r.frames);
    expect(r.rafs).toBe(r.frames);
    const after = await page.evaluate(() => (window as unknown as Win).__raf.ours);
    await frames(page, 10);
    expect(await page.evaluate(() => (window as unknown as Win).__raf.ours)).toBe(after);
  });

  it('registers no non-passive touch, wheel or scroll listener, and one scroll listener, on a phone after scrolling through the kitchen sink', async () => {
    const { page, errors } = await demo.open('/kitchen-sink/', { ...PHONE, init: recordListeners });
    await page.waitForLoadState('load');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((y) => scrollTo(0, y), y);
      await frames(page, 2);
    }
    await page.waitForLoadState('networkidle');
    const listeners = await page.evaluate(() => (window as unknown as Win).__listeners);
    // The runtime and its modules did add listeners (the recorder works).
    expect(listeners.length).toBeGreaterThan(0);
    const blocking = listeners.filter((l) => ['touchstart', 'touchmove', 'wheel', 'mousewheel', 'scroll'].includes(l.type) && !l.passive);
    expect(blocking).toEqual([]);
    // One scroll listener left: the scheduler's (boot's one-shot trigger for the back-to-top button removed itself).
    expect(listeners.filter((l) => l.type === 'scroll' && l.live)).toEqual([{ type: 'scroll', passive: true, target: 'window', live: true }]);
    expect(errors).toEqual([]);
  });
});

describe('waypoints, geometry, re-measure and header on a real layout', () => {
  /** A tall page of absolutely placed targets; returns the viewport height. */
  async function tallPage(page: Page): Promise<number> {
    await attachScheduler(page);
    return page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'lp-test';
      host.style.cssText = 'position:relative;height:8000px';
      host.innerHTML = [
        ['a', 1500, 100], ['b', 1500, 100], ['tall', 1500, 2000], ['small', 1500, 200], ['again', 4000, 100], ['early', 100, 100],
      ].map(([id, top, h]) => `<div id="wp-${id}" style="position:absolute;left:0;width:50px;top:${top}px;height:${h}px"></div>`).join('');
      document.body.append(host);
      return innerHeight;
    });
  }
  const scrollAndSettle = async (page: Page, y: number) => {
    await page.evaluate((y) => scrollTo(0, y), y);
    await page.waitForFunction((y) => scrollY === y, y, { polling: 50 });
    await frames(page, 3);
  };
  const fired = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __fired: Record<string, number> }).__fired }));

  it("fires '100%', '80%' and 'bottom-in-view' (tall and short) at the theme's lines, once or on every re-entry", async () => {
    const { page } = await demo.open('/modules/scroll-top/', { viewport: { width: 800, height: 800 } });
    const vh = await tallPage(page);
    expect(vh).toBe(800);
    await page.evaluate(() => {
      const w = window as unknown as Win & { __fired: Record<string, number> };
      w.__fired = {};
      const hit = (k: string) => () => (w.__fired[k] = (w.__fired[k] ?? 0) + 1);
      const el = (id: string) => document.getElementById('wp-' + id)!;
      w.__lp.waypoint(el('a'), '100%', hit('a'));
      w.__lp.waypoint(el('b'), '80%', hit('b'));
      w.__lp.waypoint(el('tall'), 'bottom-in-view', hit('tall'));
      w.__lp.waypoint(el('small'), 'bottom-in-view', hit('small'));
      w.__lp.waypoint(el('again'), '100%', hit('again'), { once: false });
    });
    // Document tops: host at its offset; every line is relative to it.
    const base = await page.evaluate(() => document.getElementById('lp-test')!.getBoundingClientRect().top + scrollY);
    const at = (top: number) => Math.round(base + top);

    await scrollAndSettle(page, at(1500) - 800 - 20); // a's top 20 px below the fold
    expect(await fired(page)).toEqual({});
    await scrollAndSettle(page, at(1500) - 800 + 20); // a's top in view
    await expect.poll(() => fired(page)).toEqual({ a: 1 });
    await scrollAndSettle(page, at(1500) - 640 + 20); // b's top above 80 %
    await expect.poll(() => fired(page)).toEqual({ a: 1, b: 1 });
    await scrollAndSettle(page, at(1700) - 800 + 20); // small's bottom (1700) in view
    await expect.poll(() => fired(page)).toEqual({ a: 1, b: 1, small: 1 });
    await scrollAndSettle(page, at(3500) - 800 - 50); // tall fills the viewport; its bottom not yet in view
    expect(await fired(page)).toEqual({ a: 1, b: 1, small: 1 });
    await scrollAndSettle(page, at(3500) - 800 + 10); // tall's bottom edge reached the viewport bottom
    await expect.poll(() => fired(page)).toEqual({ a: 1, b: 1, small: 1, tall: 1 });

    // Every time: down past 'again', back above it, down again.
    await scrollAndSettle(page, at(4000) - 700);
    await expect.poll(() => fired(page)).toMatchObject({ again: 1 });
    await scrollAndSettle(page, at(4000) - 1200);
    await scrollAndSettle(page, at(4000) - 700);
    await expect.poll(() => fired(page)).toMatchObject({ again: 2 });
    // Once means once: back to the top and down again fires nothing more.
    await scrollAndSettle(page, 0);
    await scrollAndSettle(page, at(4000));
    await expect.poll(() => fired(page)).toEqual({ a: 1, b: 1, small: 1, tall: 1, again: 3 });
  });

  it('counts an element already scrolled past as reached when the waypoint is set', async () => {
    const { page } = await demo.open('/modules/scroll-top/');
    await tallPage(page);
    const base = await page.evaluate(() => Math.round(document.getElementById('lp-test')!.getBoundingClientRect().top + scrollY));
    await scrollAndSettle(page, base + 5000); // past early (100) and tall's bottom (3500), both above the viewport
    await page.evaluate(() => {
      const w = window as unknown as Win & { __fired: Record<string, number> };
      w.__fired = {};
      w.__lp.waypoint(document.getElementById('wp-early')!, '80%', () => (w.__fired.early = 1));
      w.__lp.waypoint(document.getElementById('wp-tall')!, 'bottom-in-view', () => (w.__fired.tall = 1));
    });
    await expect.poll(() => fired(page)).toEqual({ early: 1, tall: 1 });
  });

  it('reads geometry once while scrolling, and again after the element resizes', async () => {
    const { page } = await demo.open('/modules/scroll-top/', {
      init: () => {
        const w = window as unknown as { __rects: number };
        w.__rects = 0;
        const rect = Element.prototype.getBoundingClientRect;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          if (new Error().stack?.includes('/dist/')) w.__rects++;
          return rect.call(this);
        };
      },
    });
    await tallPage(page);
    await page.evaluate(() => {
      const w = window as unknown as Win & { __tops: number[]; __h: number };
      const els = [...document.querySelectorAll('#lp-test > div')];
      w.__tops = [];
      // A parallax-like subscriber: geometry in the read phase after every scroll.
      w.__lp.onScroll(() => w.__lp.frame.read(() => {
        w.__tops = els.map((el) => w.__lp.geometry(el).top);
        w.__h = w.__lp.geometry(els[0]).height;
      }));
    });
    const rects = () => page.evaluate(() => (window as unknown as { __rects: number }).__rects);
    await scrollAndSettle(page, 10);
    const first = await rects();
    expect(first).toBeGreaterThanOrEqual(6);
    for (let y = 50; y < 3000; y += 150) await scrollAndSettle(page, y);
    expect(await rects()).toBe(first);
    const tops = await page.evaluate(() => (window as unknown as { __tops: number[] }).__tops);
    const base = await page.evaluate(() => document.getElementById('lp-test')!.getBoundingClientRect().top + scrollY);
    expect(tops.slice(0, 3).map((t) => Math.round(t - base))).toEqual([1500, 1500, 1500]);

    await page.evaluate(() => ((document.querySelector('#wp-a') as HTMLElement).style.height = '333px'));
    await frames(page, 2); // ResizeObserver reports after layout
    await scrollAndSettle(page, 3100);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __h: number }).__h)).toBe(333);
    expect(await rects()).toBeGreaterThan(first);
  });

  it('re-measures 200 ms after a hidden section is shown, and reports the header height', async () => {
    const { page } = await demo.open('/modules/scroll-top/');
    await attachScheduler(page);
    const headerH = await page.evaluate(() => document.getElementById('main-header')!.offsetHeight);
    expect(headerH).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as Win).__lp.headerHeight())).toBe(headerH);

    const delay = await page.evaluate(() => new Promise<number>((resolve) => {
      const w = window as unknown as Win;
      const section = document.querySelector('.et_pb_section') as HTMLElement;
      section.style.display = 'none';
      // Let that change's own re-measure pass, then time the next one.
      setTimeout(() => {
        let t0 = 0;
        const off = w.__lp.onResizeEnd(() => {
          off();
          resolve(performance.now() - t0);
        });
        t0 = performance.now();
        section.style.display = '';
      }, 400);
    }));
    expect(delay).toBeGreaterThanOrEqual(199);

    const announced = await page.evaluate(() => new Promise<number>((resolve) => {
      const w = window as unknown as Win;
      w.__lp.onHeaderResize(resolve);
      document.getElementById('main-header')!.style.height = '120px';
    }));
    expect(announced).toBe(await page.evaluate(() => document.getElementById('main-header')!.offsetHeight));
    expect(await page.evaluate(() => (window as unknown as Win).__lp.headerHeight())).toBe(announced);
  });
});
