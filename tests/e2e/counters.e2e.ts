// Number, circle and bar counters in Chromium: nothing moves until the counter reaches its waypoint, then
// it animates to its value in 1800 ms (at once with reduced motion and in the builder preview); rings are
// drawn on a canvas the size of the element, in the colours of the device mode and of hover.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/counters/';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const DESKTOP_BAR = rgb('#2ea3f2');
const TABLET_BAR = rgb('#e09900');
const PHONE_BAR = rgb('#7cda24');
const HOVER_BAR = rgb('#e02b20');

/** RGBA of the ring of circle counter `n` at `deg` degrees clockwise from the top, in the middle of the line. */
const ringPixel = (page: Page, n: number, deg: number) =>
  page.evaluate(([n, deg]) => {
    const canvas = document.querySelector(`.et_pb_circle_counter_${n} canvas`) as HTMLCanvasElement | null;
    if (!canvas) return null;
    const size = parseFloat(canvas.style.width);
    const scale = canvas.width / size;
    const r = (size - 5) / 2;
    const a = (deg * Math.PI) / 180;
    const x = Math.round((size / 2 + r * Math.sin(a)) * scale);
    const y = Math.round((size / 2 - r * Math.cos(a)) * scale);
    return [...canvas.getContext('2d')!.getImageData(x, y, 1, 1).data];
  }, [n, deg]);

const isColor = (px: number[] | null, color: number[]) => !!px && px[3] === 255 && px.slice(0, 3).every((c, i) => Math.abs(c - color[i]) <= 2);

async function waitForRing(page: Page, n: number, deg: number, color: number[]) {
  await expect.poll(async () => isColor(await ringPixel(page, n, deg), color), { timeout: 15_000 }).toBe(true);
}

const text = (page: Page, sel: string) => page.evaluate((sel) => document.querySelector(sel)!.textContent!, sel);
const frames = (page: Page, n = 3) => page.evaluate((n) => new Promise<void>((done) => {
  const step = () => (--n ? requestAnimationFrame(step) : done());
  requestAnimationFrame(step);
}), n);
const scrollToEl = (page: Page, sel: string) => page.evaluate((sel) => document.querySelector(sel)!.scrollIntoView({ block: 'center' }), sel);

/** Records every text a percent-value takes, with the time, from before the runtime starts. */
const recordValues = (selectors: string[]) => `
  window.__values = {};
  addEventListener('DOMContentLoaded', () => {
    for (const sel of ${JSON.stringify(selectors)}) {
      const el = document.querySelector(sel);
      const log = (window.__values[sel] = []);
      new MutationObserver(() => log.push({ t: performance.now(), v: el.textContent })).observe(el, { childList: true, characterData: true, subtree: true });
    }
  });`;
const values = (page: Page, sel: string) =>
  page.evaluate((sel) => (window as unknown as { __values: Record<string, { t: number; v: string }[]> }).__values[sel], sel);

const N0 = '.et_pb_number_counter_0 .percent-value';
const C0 = '.et_pb_circle_counter_0 .percent-value';

describe('number counter', () => {
  it('waits at 0 until its waypoint, then counts to 1,234,567 in 1800 ms without changing width', async () => {
    const { page, errors, requested } = await demo.open(PAGE, { init: recordValues([N0]) });
    // The chunk loads a viewport ahead: mounted, showing 0, not started.
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent !== '', N0);
    expect(requested(/\/dist\/frontend\/modules\/number-counter\.js$/)).toBe(true);
    await frames(page);
    expect((await text(page, N0)).trim()).toBe('0');
    expect(await page.locator('.et_pb_number_counter_0').getAttribute('class')).not.toContain('active');

    // The count cannot start before the scroll that brings it into view: timed from there, a late first
    // frame (a busy machine) does not shorten the measured count, as timing from the first value did.
    const scrolled = await page.evaluate((sel) => (document.querySelector(sel)!.scrollIntoView({ block: 'center' }), performance.now()), '.et_pb_number_counter_0');
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '1,234,567', N0, { timeout: 15_000 });
    expect(await page.locator('.et_pb_number_counter_0').getAttribute('class')).toContain('active');
    expect(await text(page, '.et_pb_number_counter_1 .percent-value')).toBe('87');
    await page.waitForFunction(() => document.querySelector('.et_pb_number_counter_2 .percent-value')!.textContent === '2500');

    const log = await values(page, N0);
    const counting = log.slice(1); // after the 0 written at mount
    const numbers = counting.map((e) => Number(e.v.replace(/\D/g, '')));
    expect(new Set(numbers).size).toBeGreaterThan(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Every step is as long as the final value (padded), so the centred text never moves.
    expect(counting.every((e) => e.v.length === '1,234,567'.length)).toBe(true);
    const took = counting.at(-1)!.t - scrolled;
    expect(counting[0].t).toBeGreaterThan(scrolled);
    expect(took).toBeGreaterThanOrEqual(1700);
    expect(took).toBeLessThan(3000);
    expect(errors).toEqual([]);
  });

  it("starts the last row of the last section only once its bottom is in view ('bottom-in-view')", async () => {
    const { page, errors } = await demo.open(PAGE);
    const last = '.et_pb_number_counter_3';
    await page.waitForFunction(() => document.querySelector('.et_pb_counters'));
    // Its top 30 px inside the window, its bottom below it.
    await page.evaluate((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      scrollTo(0, scrollY + r.top - innerHeight + 30);
    }, last);
    await page.waitForFunction(() => document.querySelector('.et_pb_counter_amount')!.getAttribute('style')?.includes('width'));
    await page.waitForFunction((sel) => document.querySelector(`${sel} .percent-value`)!.textContent !== '', last);
    await frames(page, 4);
    expect(await page.locator(last).getAttribute('class')).not.toContain('active');

    await page.evaluate((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      scrollTo(0, scrollY + r.bottom - innerHeight + 10);
    }, last);
    await page.waitForFunction((sel) => document.querySelector(sel)!.classList.contains('active'), last);
    await page.waitForFunction((sel) => document.querySelector(`${sel} .percent-value`)!.textContent === '100.000', last, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});

describe('circle counter', () => {
  it('draws its track on a canvas the size of the element, and fills the ring to 75 % from its waypoint', async () => {
    const { page, errors } = await demo.open(PAGE, { init: recordValues([C0]) });
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    const box = await page.evaluate(() => {
      const inner = document.querySelector('.et_pb_circle_counter_0 .et_pb_circle_counter_inner') as HTMLElement;
      const canvas = inner.querySelector('canvas')!;
      return { inner: inner.clientWidth, width: canvas.width, height: canvas.height, css: canvas.getBoundingClientRect().width };
    });
    expect(box).toEqual({ inner: 225, width: 225, height: 225, css: 225 });
    await frames(page);
    // Before the waypoint: only the track (black at alpha 0.1), no bar.
    const track = await ringPixel(page, 0, 5);
    expect(track![3]).toBeGreaterThan(15);
    expect(track![3]).toBeLessThan(40);
    expect((await text(page, C0)).trim()).toBe('0');

    await scrollToEl(page, '.et_pb_circle_counter_0');
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '75', C0, { timeout: 15_000 });
    await waitForRing(page, 0, 5, DESKTOP_BAR); // the top of the arc
    expect(isColor(await ringPixel(page, 0, 250), DESKTOP_BAR)).toBe(true); // 75 % reaches past 250°
    expect((await ringPixel(page, 0, 300))![3]).toBeLessThan(40); // but not 300°
    const steps = (await values(page, C0)).slice(1).map((e) => Number(e.v.trim()));
    expect(new Set(steps).size).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  it('fits the number to the ring (width / 3) where the theme\'s fit-text helper is on the page, and only there', async () => {
    const fontSize = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('.et_pb_circle_counter_0 .percent p')!.style.fontSize);
    const withHelper = await demo.open(PAGE, { init: () => ((window as unknown as { jQuery: unknown }).jQuery = { fn: { fitText() {} } }) });
    await withHelper.page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    expect(await fontSize(withHelper.page)).toBe('75px');
    const without = await demo.open(PAGE);
    await without.page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    expect(await fontSize(without.page)).toBe('');
  });

  it('draws the hover colour while the pointer is on it, and the device colour again after', async () => {
    const { page, errors } = await demo.open(PAGE);
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    await scrollToEl(page, '.et_pb_circle_counter_0');
    await waitForRing(page, 0, 5, DESKTOP_BAR);
    await page.hover('.et_pb_circle_counter_0 .percent');
    await waitForRing(page, 0, 5, HOVER_BAR);
    await page.mouse.move(5, 5);
    await waitForRing(page, 0, 5, DESKTOP_BAR);
    expect(errors).toEqual([]);
  });

  it('takes the tablet and phone colours when the window narrows', async () => {
    const { page, errors } = await demo.open(PAGE);
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    await scrollToEl(page, '.et_pb_circle_counter_0');
    await waitForRing(page, 0, 5, DESKTOP_BAR);
    await page.setViewportSize({ width: 800, height: 800 });
    await waitForRing(page, 0, 5, TABLET_BAR);
    await page.setViewportSize({ width: 390, height: 800 });
    await scrollToEl(page, '.et_pb_circle_counter_0');
    await waitForRing(page, 0, 5, PHONE_BAR);
    expect(errors).toEqual([]);
  });

  it('on a phone: phone colours at the screen resolution, and a tap shows the hover colour', async () => {
    const { page, errors } = await demo.open(PAGE, PHONE);
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_0 canvas'));
    const box = await page.evaluate(() => {
      const inner = document.querySelector('.et_pb_circle_counter_0 .et_pb_circle_counter_inner') as HTMLElement;
      return { inner: inner.clientWidth, width: inner.querySelector('canvas')!.width };
    });
    expect(box.width).toBe(box.inner * 2); // devicePixelRatio 2
    await scrollToEl(page, '.et_pb_circle_counter_0');
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '75', C0, { timeout: 15_000 });
    await waitForRing(page, 0, 5, PHONE_BAR);
    // Circle 1 sets its track colour for phones (#e09900 at alpha 0.3), seen where the bar is not.
    await scrollToEl(page, '.et_pb_circle_counter_1');
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter_1 .percent-value')!.textContent === '50', undefined, { timeout: 15_000 });
    const trackPx = (await ringPixel(page, 1, 270))!;
    expect(trackPx.slice(0, 3).map((c, i) => Math.abs(c - TABLET_BAR[i]) <= 3)).toEqual([true, true, true]);
    expect(Math.abs(trackPx[3] - 0.3 * 255)).toBeLessThan(4);

    await scrollToEl(page, '.et_pb_circle_counter_0');
    await page.tap('.et_pb_circle_counter_0 .percent');
    await waitForRing(page, 0, 5, HOVER_BAR);
    expect(errors).toEqual([]);
  });
});

describe('bar counters', () => {
  it('stay empty until their waypoint, then grow to data-width, revealed from the left', async () => {
    const { page, errors, requested } = await demo.open(PAGE, {
      init: () =>
        addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { __clips: string[] };
          w.__clips = [];
          const bar = document.querySelector('.et_pb_counter_amount') as HTMLElement;
          new MutationObserver(() => w.__clips.push(bar.style.clipPath)).observe(bar, { attributes: true, attributeFilter: ['style'] });
        }),
    });
    const widths = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.et_pb_counters .et_pb_counter_amount')].map((b) => Math.round((b.getBoundingClientRect().width / b.parentElement!.getBoundingClientRect().width) * 100)));
    expect(await widths()).toEqual([0, 0, 0, 0]);
    await page.evaluate(() => document.querySelector('.et_pb_counters')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.et_pb_counter_amount')].every((b) => b.style.width && !b.style.clipPath), undefined, { timeout: 15_000 });
    expect(requested(/\/dist\/frontend\/modules\/bar-counters\.js$/)).toBe(true);
    expect(await widths()).toEqual([70, 50, 90, 35]);
    const clips = await page.evaluate(() => (window as unknown as { __clips: string[] }).__clips);
    expect(clips.length).toBeGreaterThan(10); // animated over many frames
    expect(clips.at(-1)).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('reduced motion and builder preview', () => {
  it('shows the final values at once when the visitor asks for reduced motion', async () => {
    const { page, errors } = await demo.open(PAGE, { reducedMotion: 'reduce', init: recordValues([N0, C0]) });
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent !== '', N0);
    await frames(page);
    expect((await text(page, N0)).trim()).toBe('0'); // still waits for its waypoint
    await scrollToEl(page, '.et_pb_number_counter_0');
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '1,234,567', N0);
    expect((await values(page, N0)).map((e) => e.v.trim())).toEqual(['0', '1,234,567']);
    await scrollToEl(page, '.et_pb_circle_counter_0');
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '75', C0);
    expect((await values(page, C0)).map((e) => e.v.trim())).toEqual(['0', '75']);
    await waitForRing(page, 0, 250, DESKTOP_BAR);
    await page.evaluate(() => document.querySelector('.et_pb_counters')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => (document.querySelector('.et_pb_counter_amount') as HTMLElement).style.width === '70%');
    expect(await page.evaluate(() => (document.querySelector('.et_pb_counter_amount') as HTMLElement).style.clipPath)).toBe('');
    expect(errors).toEqual([]);
  });

  it('shows the final values without scrolling in the builder preview (no waypoints there), on real React', async () => {
    const { page, errors, requested } = await demo.open(`${PAGE}?et_fb=1`, { init: recordValues([N0]) });
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '1,234,567', N0);
    expect(requested(/\/dist\/builder\/modules\/number-counter\.js$/)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Never a value in between (the 0 written at mount and the final value may land in one frame).
    expect((await values(page, N0)).every((e) => ['0', '1,234,567'].includes(e.v.trim()))).toBe(true);
    await page.waitForFunction((sel) => document.querySelector(sel)!.textContent === '75', C0);
    await waitForRing(page, 0, 250, DESKTOP_BAR);
    expect(errors).toEqual([]);
  });
});

describe('layout stability', () => {
  it('shifts nothing while the counters start and animate during a scroll through the page', async () => {
    const { page, errors } = await demo.open(PAGE, {
      init: () => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (e.hadRecentInput) continue;
            // The theme's fixed header shrinks once the page scrolls (its CSS, not the counters): not counted here.
            if (e.sources?.length && e.sources.every((s) => (s.node as Element | undefined)?.closest?.('#main-header'))) continue;
            w.__cls += e.value;
            w.__shifts.push(`${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      },
    });
    await page.waitForFunction(() => document.querySelector('.et_pb_circle_counter canvas'));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 200) {
      await page.evaluate((y) => scrollTo(0, y), y);
      await frames(page, 2);
    }
    await page.waitForFunction(() => document.querySelector('.et_pb_number_counter_3 .percent-value')!.textContent === '100.000', undefined, { timeout: 15_000 });
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.et_pb_counter_amount')].every((b) => b.style.width && !b.style.clipPath));
    const { cls, shifts } = await page.evaluate(() => ({ cls: (window as unknown as { __cls: number }).__cls, shifts: (window as unknown as { __shifts: string[] }).__shifts }));
    expect(shifts).toEqual([]);
    expect(cls).toBe(0);
    expect(errors).toEqual([]);
  });
});
