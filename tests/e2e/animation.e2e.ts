// Scroll animations in Chromium: an element waits for its waypoint, animates once from the start state its
// entry describes, and is cleaned up (et_had_animation) after duration plus delay; loops keep animating;
// tablet and phone variants; builder preview and reduced motion show everything at once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/animation/';

interface Rec {
  id: string;
  t: number;
  cls: string;
  style: string;
  /** The computed animation-name at that moment. */
  anim: string;
}

/** Records every class and style change of the demo's order-classed elements, with a timestamp. */
const recordChanges = () => {
  const w = window as unknown as { __anim: Rec[] };
  w.__anim = [];
  new MutationObserver((list) => {
    const t = performance.now();
    for (const m of list) {
      const el = m.target as HTMLElement;
      const id = [...el.classList].find((c) => /^et_pb_(text|row)_\d+$/.test(c));
      if (id) w.__anim.push({ id, t, cls: el.className, style: el.getAttribute('style') ?? '', anim: getComputedStyle(el).animationName });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
};

const records = (page: Page, id: string) => page.evaluate((i) => (window as unknown as { __anim: Rec[] }).__anim.filter((r) => r.id === i), id);
const animating = (r: Rec | undefined) => !!r && r.cls.split(' ').includes('et_is_animating');
/** The records where the element started animating (et_is_animating added). */
const started = async (page: Page, id: string) => (await records(page, id)).filter((r, i, all) => animating(r) && !animating(all[i - 1]));
const classes = (page: Page, sel: string) => page.evaluate((s) => [...document.querySelector(s)!.classList], sel);
/**
 * Waits for the element's first recorded start and returns it. An entrance's classes are transient (a 400 ms
 * one can begin and end between two polls of a loaded machine), so starts are read from the record.
 */
const firstStart = async (page: Page, id: string) => {
  await expect.poll(async () => (await started(page, id)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return (await started(page, id))[0];
};
/** Waits for the class; on failure the message shows the element's classes. */
const hasClass = (page: Page, sel: string, cls: string) => expect.poll(() => classes(page, sel), { timeout: 15_000 }).toContain(cls);
/** Scroll so that the element's top sits `fraction` of a viewport height below the viewport's top. */
const scrollToElement = (page: Page, sel: string, fraction: number) =>
  page.evaluate(([s, f]) => {
    const top = document.querySelector(s)!.getBoundingClientRect().top + scrollY;
    scrollTo(0, Math.max(0, top - innerHeight * f));
  }, [sel, fraction] as const);

describe('scroll animations', () => {
  it('animate only when scrolled to, from the entry\'s start state, once, and are cleaned up after duration + delay', async () => {
    const { page, errors, requested } = await demo.open(PAGE, { init: recordChanges });
    // Within a viewport of being seen: the chunk arrives and hides the grid by opacity alone, ahead of its waypoint.
    await page.waitForFunction(() => (document.querySelector('.et_pb_text_61') as HTMLElement).style.opacity === '0');
    expect(requested(/\/dist\/frontend\/modules\/animation\.js$/)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.et_pb_text_61')!).transform)).toBe('none');
    expect(await started(page, 'et_pb_text_61')).toEqual([]);
    // Far below: not even mounted yet, and visible if it were reached without scripts.
    expect(await page.evaluate(() => (document.querySelector('.et_pb_text_75') as HTMLElement).style.opacity)).toBe('');

    await scrollToElement(page, '.et_pb_text_61', 0.5);
    const start = await firstStart(page, 'et_pb_text_61');
    expect(start.cls.split(' ')).toEqual(expect.arrayContaining(['et_animated', 'et_is_animating', 'slideLeft']));
    expect(start.cls).not.toContain('infinite');
    // slideLeft at intensity 50: from −100 % across, 1000 ms, ease-in-out, no delay, from opacity 0.
    expect(start.style).toContain('transform: translate3d(-100%, 0px, 0px)');
    expect(start.style).toContain('animation-duration: 1000ms');
    expect(start.style).toContain('animation-timing-function: ease-in-out');
    expect(start.style).toContain('opacity: 0');
    expect(start.anim).toBe('et_pb_in');
    // The others in view start too, each from its own transform.
    const flip = await firstStart(page, 'et_pb_text_64');
    expect(flip.cls.split(' ')).toContain('flipLeft');
    expect(flip.style).toContain('transform: perspective(2000px) rotateY(-54deg)');
    const zoom = await firstStart(page, 'et_pb_text_63');
    expect(zoom.cls.split(' ')).toContain('zoomTop');
    expect(zoom.style).toMatch(/transform: scale3d\(0\.7, 0\.7, 0\.7\);.*transform-origin: center top/);

    await hasClass(page, '.et_pb_text_61', 'et_had_animation');
    const cls = await classes(page, '.et_pb_text_61');
    expect(cls).not.toEqual(expect.arrayContaining(['et_is_animating']));
    expect(cls.filter((c) => ['et_animated', 'et_is_animating', 'slideLeft', 'infinite'].includes(c))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('.et_pb_text_61')!.getAttribute('style'))).toBe('');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.et_pb_text_61')!).opacity)).toBe('1');

    // Far down: mounted (hidden) a viewport ahead, started only at its waypoint, cleaned up after 300 + 600 ms.
    await scrollToElement(page, '.et_pb_text_75', 1.6);
    await page.waitForFunction(() => (document.querySelector('.et_pb_text_75') as HTMLElement).style.opacity === '0');
    expect(await started(page, 'et_pb_text_75')).toEqual([]);
    await scrollToElement(page, '.et_pb_text_75', 0.6);
    await hasClass(page, '.et_pb_text_75', 'et_had_animation');
    const far = await records(page, 'et_pb_text_75');
    const t0 = far.find((r) => r.cls.includes('et_is_animating'))!.t;
    const t1 = far.find((r) => r.cls.includes('et_had_animation'))!.t;
    expect(far.find((r) => r.cls.includes('et_is_animating'))!.cls).toContain('fadeBottom');
    expect(t1 - t0).toBeGreaterThanOrEqual(900 - 20);
    expect(t1 - t0).toBeLessThan(900 + 1000);

    // Once only: back up past the grid and down again, nothing restarts.
    await page.evaluate(() => scrollTo(0, 0));
    await scrollToElement(page, '.et_pb_text_61', 0.5);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await started(page, 'et_pb_text_61')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('a loop keeps its animating classes and keeps running', async () => {
    const { page, errors } = await demo.open(PAGE, { init: recordChanges });
    await scrollToElement(page, '.et_pb_text_70', 0.5);
    await hasClass(page, '.et_pb_text_70', 'infinite');
    // Past several of its 1600 ms iterations, still running.
    await page.waitForFunction(() => {
      const a = document.querySelector('.et_pb_text_70')!.getAnimations()[0];
      return !!a && Number(a.currentTime) > 1600 * 2 + 100;
    }, undefined, { timeout: 20_000 });
    expect(await classes(page, '.et_pb_text_70')).toEqual(expect.arrayContaining(['et_animated', 'et_is_animating', 'zoom', 'infinite']));
    expect(await classes(page, '.et_pb_text_70')).not.toContain('et_had_animation');
    expect(await page.evaluate(() => document.querySelector('.et_pb_text_70')!.getAnimations()[0].playState)).toBe('running');
    expect(errors).toEqual([]);
  });

  it('uses the tablet variant at tablet width', async () => {
    const { page, errors } = await demo.open(PAGE, { viewport: { width: 900, height: 800 }, init: recordChanges });
    await scrollToElement(page, '.et_pb_text_71', 0.5);
    const start = await firstStart(page, 'et_pb_text_71');
    expect(start.cls.split(' ')).toContain('zoomBottom');
    expect(start.cls).not.toContain('slideLeft');
    // intensity_tablet 40 % → scale 0.6 from the bottom edge; duration falls back to desktop's 800 ms.
    expect(start.style).toMatch(/transform: scale3d\(0\.6, 0\.6, 0\.6\);.*transform-origin: center bottom/);
    expect(start.style).toContain('animation-duration: 800ms');
    expect(errors).toEqual([]);
  });

  it('uses the phone variant on a phone', async () => {
    const { page, errors } = await demo.open(PAGE, { ...PHONE, init: recordChanges });
    await scrollToElement(page, '.et_pb_text_71', 0.5);
    const start = await firstStart(page, 'et_pb_text_71');
    expect(start.cls.split(' ')).toContain('fadeTop');
    expect(start.style).toContain('animation-duration: 400ms');
    expect(start.style).toContain('animation-timing-function: ease-out');
    expect(start.anim).toBe('et_pb_fadeTop');
    await hasClass(page, '.et_pb_text_71', 'et_had_animation');
    // Sliding content never widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const [name, path, options] of [
    ['in the builder preview', `${PAGE}?et_fb=1`, {}],
    ['for visitors who ask for reduced motion', PAGE, { reducedMotion: 'reduce' as const }],
  ] as const) {
    it(`show everything at once ${name}`, async () => {
      const { page, errors, requested } = await demo.open(path, { ...options, init: recordChanges });
      await hasClass(page, '.et_pb_text_61', 'et_had_animation');
      expect(requested(/\/modules\/animation\.js$/)).toBe(true);
      // Every animated element is fully visible, near or far, and nothing has moved.
      const opacities = await page.evaluate(() => [...document.querySelectorAll('.et_animated, .et_had_animation')].map((el) => getComputedStyle(el).opacity));
      expect(opacities.length).toBeGreaterThanOrEqual(12);
      expect(new Set(opacities)).toEqual(new Set(['1']));
      await scrollToElement(page, '.et_pb_text_75', 0.5);
      await hasClass(page, '.et_pb_text_75', 'et_had_animation');
      await scrollToElement(page, '.et_pb_text_70', 0.5);
      await hasClass(page, '.et_pb_text_70', 'et_had_animation');
      expect(await classes(page, '.et_pb_text_70')).not.toContain('infinite');
      const all = await page.evaluate(() => (window as unknown as { __anim: Rec[] }).__anim);
      expect(all.filter((r) => r.cls.includes('et_is_animating'))).toEqual([]);
      expect(await page.evaluate(() => document.querySelectorAll('.et_is_animating').length)).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it('survives a broken et_animation_data: a warning, and everything visible', async () => {
    const { page, errors, warnings } = await demo.open(`${PAGE}?lp_break=et_animation_data`);
    await scrollToElement(page, '.et_pb_text_61', 0.5);
    await expect.poll(() => warnings.some((w) => w.includes('et_animation_data'))).toBe(true);
    // Not named by any entry: let go of at once, so no theme rule on .et_animated can keep it hidden.
    await hasClass(page, '.et_pb_text_61', 'et_had_animation');
    expect(await classes(page, '.et_pb_text_61')).not.toContain('et_animated');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.et_pb_text_61')!).opacity)).toBe('1');
    expect(await page.evaluate(() => document.querySelectorAll('.et_is_animating').length)).toBe(0);
    expect(errors).toEqual([]);
  });
});
