// Countdown timers in Chromium: the time shown is the time left to data-end-timestamp (Unix seconds),
// padded, in the zero state once it has passed, with short or long labels by width, all ticking on one
// clock, and right again at once after the page was frozen and hidden.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/countdown/';

interface TimerState {
  end: number;
  values: string[];
  labels: string[];
  zero: string[];
  /** Seconds left by the page's clock, when read. */
  expected: number;
}

/** Every timer: its values, labels and zero-state sections, and the seconds left by the page clock. */
const timers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.et_pb_countdown_timer')].map((t) => {
      const end = Number(t.dataset.endTimestamp);
      return {
        end,
        values: [...t.querySelectorAll('.value')].map((v) => v.textContent!),
        labels: [...t.querySelectorAll('.label')].map((v) => v.textContent!),
        zero: [...t.querySelectorAll('.section.zero')].map((s) => s.className.split(' ')[0]),
        expected: Math.max(0, Math.floor((end * 1000 - Date.now()) / 1000)),
      } satisfies TimerState;
    }),
  );

const shown = (values: string[]) => values.map(Number).reduce((s, v, i) => s + v * [86400, 3600, 60, 1][i], 0);

async function ready(page: Page) {
  await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer .seconds .value')?.textContent !== '');
}

describe('countdown timer', () => {
  it('shows the time left, padded, ticking every second; the ended timer is in the zero state', async () => {
    const { page, errors, requested } = await demo.open(PAGE);
    await ready(page);
    expect(requested(/\/dist\/frontend\/modules\/countdown\.js$/)).toBe(true);
    const [launch, ended, comet] = await timers(page);

    // The shown time is the time left by the page's clock (a tick may fall between the two readings).
    expect(Math.abs(shown(launch.values) - launch.expected)).toBeLessThanOrEqual(1);
    expect(launch.values.map((v) => v.length)).toEqual([3, 2, 2, 2]);
    expect(launch.values[0]).toBe('003');
    expect(comet.values[0]).toBe('1234'); // more than three digits when needed
    expect(comet.values.slice(1).map((v) => v.length)).toEqual([2, 2, 2]);
    expect(launch.zero).toEqual([]);

    // Past its end: zeros everywhere, and every unit and the separator after each marked zero.
    expect(ended.values).toEqual(['000', '00', '00', '00']);
    expect(ended.zero).toEqual(['days', 'sep', 'hours', 'sep', 'minutes', 'sep', 'seconds']);

    // It ticks: the seconds change, and the display still matches the clock.
    const before = launch.values[3];
    await page.waitForFunction((s) => document.querySelector('.et_pb_countdown_timer .seconds .value')!.textContent !== s, before);
    const [later] = await timers(page);
    expect(Math.abs(shown(later.values) - later.expected)).toBeLessThanOrEqual(1);
    expect(shown(later.values)).toBeLessThan(shown(launch.values));
    expect(errors).toEqual([]);
  });

  it('ticks every timer on the page together, on the wall-clock second', async () => {
    const { page } = await demo.open(PAGE, {
      init: () => {
        const w = window as unknown as { __batches: { timers: number[]; ms: number }[] };
        w.__batches = [];
        addEventListener('DOMContentLoaded', () => {
          const all = [...document.querySelectorAll('.et_pb_countdown_timer')];
          // The registry mounts one root per task, so the timers' first paints (and, on a loaded machine, a
          // tick of the first timer alone) come before the last one has joined the clock: count from the
          // moment every timer is mounted.
          let mounts = 0;
          document.addEventListener('lightpage:mount', (e) => {
            if ((e as CustomEvent<{ name: string }>).detail.name === 'countdown' && ++mounts === all.length) w.__batches = [];
          });
          // One batch per frame that changed any timer's seconds.
          const mo = new MutationObserver((records) => {
            const timers = [...new Set(records.map((r) => all.findIndex((t) => t.contains(r.target))))].sort();
            w.__batches.push({ timers, ms: Date.now() % 1000 });
          });
          all.forEach((t) => mo.observe(t.querySelector('.seconds .value')!, { subtree: true, childList: true, characterData: true }));
        });
      },
    });
    await ready(page);
    // Four ticks after the last timer's first paint.
    await page.waitForFunction(() => (window as unknown as { __batches: unknown[] }).__batches.length >= 5, undefined, { timeout: 20_000 });
    const batches = await page.evaluate(() => (window as unknown as { __batches: { timers: number[]; ms: number }[] }).__batches.slice(1));
    // Both running timers (0 and 2) change in the same frame every time; the ended one never changes.
    for (const b of batches) expect(b.timers).toEqual([0, 2]);
    const ms = batches.map((b) => b.ms).sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(250);
  });

  it('switches between long and short labels when the container width crosses 400 px', async () => {
    const { page } = await demo.open(PAGE);
    await ready(page);
    const labels = async () => (await timers(page)).map((t) => t.labels.join(' '));
    // The narrow column's timer mounts in a later task than the first, and takes its short labels a frame
    // after its values (once its width is known).
    await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer_2 .days .label')!.textContent === 'Day');
    expect(await labels()).toEqual(['Day(s) Hour(s) Minute(s) Second(s)', 'Day(s) Hour(s) Minute(s) Second(s)', 'Day Hrs Min Sec']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer .days .label')!.textContent === 'Day');
    expect(await labels()).toEqual(['Day Hrs Min Sec', 'Day Hrs Min Sec', 'Day Hrs Min Sec']);

    // At 600 px the rows are 480 px wide: the full timers have room again, the 1/4 column one does not.
    await page.setViewportSize({ width: 600, height: 844 });
    await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer .days .label')!.textContent === 'Day(s)');
    const containerWidth = await page.evaluate(() => document.querySelector('.et_pb_countdown_timer_container')!.clientWidth);
    expect(containerWidth).toBeGreaterThan(400);
    expect(await labels()).toEqual(['Day(s) Hour(s) Minute(s) Second(s)', 'Day(s) Hour(s) Minute(s) Second(s)', 'Day Hrs Min Sec']);
  });

  it('is right again at once after the page was hidden and its timers held up', async () => {
    const { page, errors } = await demo.open(PAGE, {
      init: () => {
        // Headless Chromium never hides a page: emulate the visibility, and hold its JavaScript for real below.
        const w = window as unknown as { __vis: DocumentVisibilityState; __ticks: { t: number; values: string[] }[] };
        w.__vis = 'visible';
        Object.defineProperty(Document.prototype, 'visibilityState', { get: () => w.__vis, configurable: true });
        Object.defineProperty(Document.prototype, 'hidden', { get: () => w.__vis === 'hidden', configurable: true });
        w.__ticks = [];
        addEventListener('DOMContentLoaded', () => {
          const timer = document.querySelector('.et_pb_countdown_timer')!;
          new MutationObserver(() => w.__ticks.push({ t: Date.now(), values: [...timer.querySelectorAll('.value')].map((v) => v.textContent!) })).observe(
            timer.querySelector('.seconds .value')!,
            { childList: true, characterData: true, subtree: true },
          );
        });
      },
    });
    await ready(page);
    await page.waitForFunction(() => (window as unknown as { __ticks: unknown[] }).__ticks.length >= 2);
    const end = (await timers(page))[0].end;

    await page.evaluate(() => {
      (window as unknown as { __vis: string }).__vis = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // A hidden tab's timers are throttled (to once a minute after a while). Hold the page's JavaScript
    // harder than that: the debugger stops it at the next statement, so the next tick starts only after
    // the hidden spell. (Page.setWebLifecycleState 'frozen' does not hold a visible page here.)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.pause');
    const frozenAt = Date.now();
    // The hidden spell itself: nothing in the page runs, so there is no condition to wait for.
    await new Promise((r) => setTimeout(r, 3200));
    const resumedAt = Date.now();
    await cdp.send('Debugger.resume');
    await cdp.send('Debugger.disable');
    await page.evaluate(() => {
      (window as unknown as { __vis: string }).__vis = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction((t) => (window as unknown as { __ticks: { t: number }[] }).__ticks.some((k) => k.t >= t), resumedAt);
    const ticks = await page.evaluate(() => (window as unknown as { __ticks: { t: number; values: string[] }[] }).__ticks);
    const before = ticks.filter((k) => k.t < frozenAt).at(-1)!;
    const after = ticks.find((k) => k.t >= resumedAt)!;
    // Nothing ticked while held...
    expect(ticks.some((k) => k.t > frozenAt + 100 && k.t < resumedAt)).toBe(false);
    // ...and the first paint after it jumps straight to the time left, not one tick on.
    expect(shown(before.values) - shown(after.values)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(shown(after.values) - Math.floor((end * 1000 - after.t) / 1000))).toBeLessThanOrEqual(1);
    expect(after.t - resumedAt).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });

  it('works on a phone, with short labels in the narrow container', async () => {
    const { page, errors } = await demo.open(PAGE, PHONE);
    await ready(page);
    // The labels follow the container's width, which its ResizeObserver reports (a frame or so after mount).
    await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer .days .label')?.textContent === 'Day');
    const [launch] = await timers(page);
    expect(launch.labels).toEqual(['Day', 'Hrs', 'Min', 'Sec']);
    expect(Math.abs(shown(launch.values) - launch.expected)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('runs the same in the builder preview on real React', async () => {
    const { page, errors, requested } = await demo.open(`${PAGE}?et_fb=1`);
    await ready(page);
    expect(requested(/\/dist\/builder\/modules\/countdown\.js$/)).toBe(true);
    const [launch, ended] = await timers(page);
    expect(Math.abs(shown(launch.values) - launch.expected)).toBeLessThanOrEqual(1);
    expect(ended.zero).toHaveLength(7);
    expect(errors).toEqual([]);
  });

  it('warns about a broken end time and keeps the other timers running', async () => {
    const { page, errors, warnings } = await demo.open(PAGE, {
      init: () => addEventListener('DOMContentLoaded', () => document.querySelector('.et_pb_countdown_timer_2')!.setAttribute('data-end-timestamp', 'next week')),
    });
    await ready(page);
    await expect.poll(() => warnings.some((w) => w.includes('countdown') && w.includes('data-end-timestamp'))).toBe(true);
    const [launch, , broken] = await timers(page);
    expect(broken.values).toEqual(['', '', '', '']); // left as the server printed it
    expect(Math.abs(shown(launch.values) - launch.expected)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
