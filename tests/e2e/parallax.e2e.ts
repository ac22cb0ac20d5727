// Parallax backgrounds in Chromium: the true-parallax background follows the theme's formula as the page
// scrolls, from cached geometry (no layout read per scroll); CSS parallax is left alone; reduced motion
// and touch devices get a still background with the content shown.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/parallax/';

/**
 * Counts layout reads (getBoundingClientRect, offsetTop) made by the page, and gives the test an
 * uncounted way to measure, plus the gap between the background's transform and the theme's formula.
 */
const instrument = () => {
  const w = window as unknown as Record<string, unknown> & { __reads: number };
  w.__reads = 0;
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    w.__reads++;
    return rect.call(this);
  };
  const offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop')!;
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    ...offsetTop,
    get() {
      w.__reads++;
      return offsetTop.get!.call(this);
    },
  });
  /** Transform and height against (scrollTop + windowHeight − wrapTop) × 0.3 and windowHeight × 0.3 + wrapHeight. */
  w.__parallax = () => {
    const bg = document.querySelector<HTMLElement>('.et_pb_section_61 .et_parallax_bg')!;
    const r = rect.call(bg.parentElement!);
    const m = /^translate3d\(0px, (-?[\d.]+)px, 0px\)$/.exec(bg.style.transform);
    if (!m) return null;
    return {
      y: +m[1],
      dy: +m[1] - (scrollY + innerHeight - (r.top + scrollY)) * 0.3,
      dh: parseFloat(bg.style.height) - (innerHeight * 0.3 + r.height),
    };
  };
};

type Parallax = { y: number; dy: number; dh: number } | null;
const parallax = (page: Page) => page.evaluate(() => (window as unknown as { __parallax: () => Parallax }).__parallax());
const reads = (page: Page) => page.evaluate(() => (window as unknown as { __reads: number }).__reads);
const resetReads = (page: Page) => page.evaluate(() => ((window as unknown as { __reads: number }).__reads = 0));
/** Wait until the transform matches the formula (within a pixel) at the current scroll position. */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const p = (window as unknown as { __parallax: () => Parallax }).__parallax();
    return p !== null && Math.abs(p.dy) <= 1 && Math.abs(p.dh) <= 1;
  });
/** A visitor's scroll: small steps, one per frame. */
const scrollSteps = (page: Page, step: number, frames: number) =>
  page.evaluate(async ([step, frames]) => {
    for (let i = 0; i < frames; i++) {
      scrollBy(0, step);
      await new Promise(requestAnimationFrame);
    }
  }, [step, frames] as const);
const scrollToSection = (page: Page) =>
  page.evaluate(() => scrollTo(0, document.querySelector<HTMLElement>('.et_pb_section_61')!.offsetTop - 400));

describe('parallax backgrounds', () => {
  it('moves the true-parallax background at 0.3 of the scroll, by the formula, without reading layout per scroll', async () => {
    const { page, errors, requested } = await demo.open(PAGE, { init: instrument });
    await settled(page);
    expect(requested(/\/dist\/frontend\/modules\/parallax\.js$/)).toBe(true);
    const positions: number[] = [];
    for (const y of [250, 600, 900]) {
      await page.evaluate((y) => scrollTo(0, y), y);
      await page.waitForFunction((y) => scrollY === y, y);
      await settled(page);
      positions.push((await parallax(page))!.y);
    }
    // 0.3 of each scroll step: 350 px → 105 px, 300 px → 90 px.
    expect(positions[1] - positions[0]).toBeCloseTo(105, 0);
    expect(positions[2] - positions[1]).toBeCloseTo(90, 0);

    // Mounted and placed: a scripted scroll through the section reads no layout at all.
    await page.evaluate(() => scrollTo(0, 200));
    await settled(page);
    await resetReads(page);
    const before = (await parallax(page))!.y;
    await scrollSteps(page, 20, 30);
    await settled(page);
    expect((await parallax(page))!.y - before).toBeCloseTo(600 * 0.3, 0);
    expect(await reads(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('measures again after a resize (and only then), with the new window height in both formulas', async () => {
    const { page, errors } = await demo.open(PAGE, { init: instrument });
    await page.evaluate(() => scrollTo(0, 500));
    await settled(page);
    const h1 = await page.evaluate(() => parseFloat(document.querySelector<HTMLElement>('.et_pb_section_61 .et_parallax_bg')!.style.height));
    await resetReads(page);
    await page.setViewportSize({ width: 1100, height: 640 });
    // Settled again against the new window: the height changed with it.
    await page.waitForFunction((h1) => {
      const p = (window as unknown as { __parallax: () => Parallax }).__parallax();
      const h = parseFloat(document.querySelector<HTMLElement>('.et_pb_section_61 .et_parallax_bg')!.style.height);
      return p !== null && Math.abs(p.dy) <= 1 && Math.abs(p.dh) <= 1 && Math.abs(h - h1) > 10;
    }, h1);
    expect(await reads(page)).toBeGreaterThan(0);
    await resetReads(page);
    await scrollSteps(page, 15, 20);
    await settled(page);
    expect(await reads(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('leaves CSS parallax to CSS', async () => {
    const { page, errors } = await demo.open(PAGE, { init: instrument });
    await settled(page);
    await scrollSteps(page, 40, 30);
    await settled(page);
    const css = await page.evaluate(() => {
      const bg = document.querySelector<HTMLElement>('.et_pb_parallax_css')!;
      return { transform: bg.style.transform, height: bg.style.height, attachment: getComputedStyle(bg).backgroundAttachment };
    });
    expect(css).toEqual({ transform: '', height: '', attachment: 'fixed' });
    expect(errors).toEqual([]);
  });

  for (const [label, options] of [
    ['reduced motion', { reducedMotion: 'reduce' as const }],
    ['a touch phone', PHONE],
  ] as const) {
    it(`keeps the background still for ${label}, and the content shows`, async () => {
      const { page, errors } = await demo.open(PAGE, { ...options, init: instrument });
      await scrollToSection(page);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/modules/parallax.js')));
      await scrollSteps(page, 10, 40);
      const style = await page.evaluate(() => {
        const bg = document.querySelector<HTMLElement>('.et_pb_section_61 .et_parallax_bg')!;
        return { transform: bg.style.transform, height: bg.style.height, image: bg.style.backgroundImage.slice(0, 22) };
      });
      expect(style).toEqual({ transform: '', height: '', image: 'url("data:image/svg+xm' });
      const heading = page.locator('.et_pb_section_61 h2');
      expect(await heading.isVisible()).toBe(true);
      expect(await heading.textContent()).toBe('True parallax');
      expect(errors).toEqual([]);
    });
  }

  it('runs on the real-React build in the builder preview', async () => {
    const { page, errors, requested } = await demo.open(`${PAGE}?et_fb=1`, { init: instrument });
    await scrollToSection(page);
    await settled(page);
    expect(requested(/\/dist\/builder\/modules\/parallax\.js$/)).toBe(true);
    expect(requested(/\/dist\/frontend\//)).toBe(false);
    expect(errors).toEqual([]);
  });
});
