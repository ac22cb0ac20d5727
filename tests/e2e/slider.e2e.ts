// Sliders and carousels in Chromium: arrows and controllers created with the theme's classes, the 700 ms
// cross-fade and its carouseling flag, keyboard, touch swipes, auto-rotation with hover pause, no rotation
// and no frame at all while off screen or in a hidden tab, reduced motion, the builder preview, a slider
// with one slide, the fullwidth portfolio carousel's columns and slide, the video slider's thumbnails, and
// no layout shift over all of it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useDemo } from './harness';

const demo = useDemo();
const HERO = '#hero-slider';
const FAR = '#far-slider';
const WAIT = { timeout: 15_000 };

type W = Window & { __shifts: number[]; __raf: number; __fades: { t: number; op: string[] }[] };

/** Layout shifts (without recent input: scripted scrolls and clicks count too) and rAF callbacks. */
const instrument = () => {
  const w = window as unknown as W;
  w.__shifts = [];
  w.__raf = 0;
  // The theme's fixed header shrinks its menu once the page scrolls (its own behaviour, held to the
  // kitchen-sink CLS budget): a shift of only its nodes is not the slider's. Every other shift counts.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
      if (e.sources.length && e.sources.every((s) => s.node?.parentElement?.closest('#main-header'))) continue;
      w.__shifts.push(e.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => (w.__raf++, cb(t)));
};
const cls = (page: Page) => page.evaluate(() => (window as unknown as W).__shifts.reduce((s, v) => s + v, 0));
const rafs = (page: Page) => page.evaluate(() => (window as unknown as W).__raf);

/** Index of the active slide, once no fade runs (no inline opacity left on any slide). */
const active = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const slides = [...document.querySelectorAll<HTMLElement>(`${sel} .et_pb_slides > .et_pb_slide, ${sel} .et_pb_gallery_items > .et_pb_gallery_item`)];
    return slides.some((s) => s.style.opacity) ? -1 : slides.findIndex((s) => s.classList.contains('et-pb-active-slide'));
  }, sel);
const waitActive = (page: Page, sel: string, i: number) => expect.poll(() => active(page, sel), WAIT).toBe(i);
const ready = (page: Page, sel: string) => page.waitForSelector(`${sel} .et-pb-slider-arrows a, ${sel} .et-pb-controllers a`, WAIT);
const frames = (page: Page, n = 2) =>
  page.evaluate((n) => new Promise((r) => {
    const step = () => (n-- ? requestAnimationFrame(step) : r(null));
    step();
  }), n);

/** Samples the inline opacity of the hero's slides every frame. */
const sampleFades = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as W;
    w.__fades = [];
    const loop = (t: number) => {
      w.__fades.push({ t, op: [...document.querySelectorAll<HTMLElement>('#hero-slider .et_pb_slide')].map((s) => s.style.opacity) });
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });

async function swipe(page: Page, sel: string, dx: number, dy = 0): Promise<void> {
  const box = (await page.locator(sel).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y: y + (dy * i) / 5 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('slider', () => {
  it('creates the theme\'s arrows and controllers, fades 700 ms, ignores overlapping moves, and works by mouse and keyboard without shifting layout', async () => {
    const { page, errors, requested } = await demo.open('/modules/slider/', { ...DESKTOP, init: instrument });
    await ready(page, HERO);
    expect(requested(/\/dist\/frontend\/modules\/slider\.js$/)).toBe(true);
    const markup = await page.evaluate(() => {
      const root = document.querySelector('#hero-slider')!;
      return {
        arrows: [...root.querySelectorAll(':scope > .et-pb-slider-arrows > a')].map((a) => `${a.className}|${a.getAttribute('aria-label')}|${a.querySelector('span')?.textContent}`),
        dots: [...root.querySelectorAll(':scope > .et-pb-controllers > a')].map((a) => `${a.className}|${a.getAttribute('aria-current')}`),
        dataActive: root.getAttribute('data-active-slide'),
        hidden: [...root.querySelectorAll<HTMLElement>('.et_pb_slide')].map((s) => getComputedStyle(s).visibility === 'hidden'),
      };
    });
    expect(markup.arrows).toEqual(['et-pb-arrow-prev|Previous|Previous', 'et-pb-arrow-next|Next|Next']);
    expect(markup.dots).toEqual(['et-pb-active-control|true', '|null', '|null']);
    expect(markup.dataActive).toBe('et_pb_slide_600');
    expect(markup.hidden).toEqual([false, true, true]);

    // Next, and a second click during the fade is ignored (the carouseling flag).
    await page.hover(HERO);
    await sampleFades(page);
    await page.click(`${HERO} .et-pb-arrow-next`);
    await page.locator(`${HERO} .et-pb-arrow-next`).dispatchEvent('click');
    await waitActive(page, HERO, 1);
    await frames(page);
    const fades = await page.evaluate(() => (window as unknown as W).__fades);
    const first = fades.findIndex((f) => f.op.some(Boolean));
    const last = fades.findIndex((f, i) => i > first && !f.op.some(Boolean));
    // The new slide faded in while the old one faded out, over 700 ms of frame time.
    expect(fades.filter((f) => +f.op[1] > 0 && +f.op[1] < 1 && +f.op[0] > 0 && +f.op[0] < 1).length).toBeGreaterThan(3);
    expect(fades[last].t - fades[first].t).toBeGreaterThanOrEqual(700 - 20);
    expect(await page.getAttribute(HERO, 'data-active-slide')).toBe('et_pb_slide_601');
    expect(await page.getAttribute(`${HERO} .et-pb-controllers a:nth-child(2)`, 'aria-current')).toBe('true');
    expect(await page.evaluate(() => location.hash)).toBe('');

    // Controllers, then the keyboard (arrow keys while focus is inside), wrapping both ways.
    await page.click(`${HERO} .et-pb-controllers a:nth-child(3)`);
    await waitActive(page, HERO, 2);
    await page.focus(`${HERO} .et-pb-arrow-next`);
    await page.keyboard.press('ArrowRight');
    await waitActive(page, HERO, 0);
    await page.keyboard.press('ArrowLeft');
    await waitActive(page, HERO, 2);
    await page.keyboard.press('Enter'); // on the next arrow
    await waitActive(page, HERO, 0);
    await page.keyboard.press(' ');
    await waitActive(page, HERO, 1);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('et-pb-arrow-next');

    // Equal slide heights: every slide as tall as the tallest, so the slider's box never changes.
    const heights = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#hero-slider .et_pb_slide')].map((s) => s.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('turns by itself, pauses under the pointer and resumes when it leaves; one slide gets no controls', async () => {
    const { page, errors } = await demo.open('/modules/slider/', { ...DESKTOP, init: instrument });
    await page.locator(FAR).scrollIntoViewIfNeeded();
    await waitActive(page, FAR, 1);
    // Under the pointer: et_slider_hovered, and no move for two periods of 1 s.
    await page.hover(FAR);
    await expect.poll(() => page.evaluate((s) => document.querySelector(s)!.classList.contains('et_slider_hovered'), FAR)).toBe(true);
    // The pointer may arrive during a fade (-1): that move ends, then nothing moves.
    await expect.poll(() => active(page, FAR), WAIT).not.toBe(-1);
    const held = await active(page, FAR);
    await page.waitForTimeout(2200);
    expect(await active(page, FAR)).toBe(held);
    await page.mouse.move(1, 1);
    await waitActive(page, FAR, (held + 1) % 3);
    // A mouse click on a controller leaves focus there, but that is no keyboard focus: it resumes on leave.
    await page.hover(FAR);
    await expect.poll(() => active(page, FAR), WAIT).not.toBe(-1);
    const picked = ((await active(page, FAR)) + 1) % 3;
    await page.click(`${FAR} .et-pb-controllers a:nth-child(${picked + 1})`);
    await waitActive(page, FAR, picked);
    expect(await page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), FAR)).toBe(true);
    await page.mouse.move(1, 1);
    await waitActive(page, FAR, (picked + 1) % 3);
    // Keyboard focus inside holds it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement) && document.activeElement!.matches(':focus-visible'), FAR)).toBe(true);
    await expect.poll(() => active(page, FAR), WAIT).not.toBe(-1); // a move begun before the focus ends
    const kept = await active(page, FAR);
    await page.waitForTimeout(2200);
    expect(await active(page, FAR)).toBe(kept);
    // One slide: nothing created, nothing moves, the slide is marked active.
    const single = await page.evaluate(() => {
      const root = document.querySelector('#single-slider')!;
      return { controls: root.querySelectorAll('[data-lightpage]').length, active: root.getAttribute('data-active-slide') };
    });
    expect(single).toEqual({ controls: 0, active: 'et_pb_slide_610' });
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('costs no frame and does not turn while off screen, hidden, or in a hidden tab', async () => {
    const { page, errors } = await demo.open('/modules/slider/', { ...DESKTOP, init: instrument });
    await page.locator(FAR).scrollIntoViewIfNeeded();
    await waitActive(page, FAR, 1); // control: it rotates (with frames) while on screen
    await ready(page, HERO);
    // Scroll to the empty stretch between the sliders: none is on screen.
    await page.evaluate(() => scrollTo(0, document.querySelector('#far-slider')!.getBoundingClientRect().top + scrollY - 2 * innerHeight));
    await page.waitForFunction(() => [...document.querySelectorAll('.et_pb_slide')].every((s) => !(s as HTMLElement).style.opacity));
    const quiet = async (ms: number) => {
      const before = { raf: await rafs(page), far: await active(page, FAR), hero: await active(page, HERO) };
      await page.waitForTimeout(ms);
      expect({ raf: await rafs(page), far: await active(page, FAR), hero: await active(page, HERO) }).toEqual(before);
    };
    await frames(page, 3); // let the scroll's own frames pass
    await quiet(3200); // three periods of the far slider, one of the hero
    // In view again it turns; then a hidden tab stops it (the clock keeps ticking, nothing moves, no frames).
    await page.locator(FAR).scrollIntoViewIfNeeded();
    const at = await active(page, FAR);
    await waitActive(page, FAR, (at + 1) % 3);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('#far-slider .et_pb_slide')].every((s) => !(s as HTMLElement).style.opacity));
    await frames(page, 2);
    await quiet(2200);
    await page.evaluate(() => {
      delete (document as unknown as Record<string, unknown>).hidden;
      delete (document as unknown as Record<string, unknown>).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const back = await active(page, FAR);
    await waitActive(page, FAR, (back + 1) % 3);
    // A slider hidden with display: none is not on screen either.
    await page.evaluate(() => ((document.querySelector('#far-slider') as HTMLElement).style.display = 'none'));
    await page.waitForFunction(() => [...document.querySelectorAll('#far-slider .et_pb_slide')].every((s) => !(s as HTMLElement).style.opacity));
    await frames(page, 2);
    await quiet(2200);
    expect(errors).toEqual([]);
  });

  it('follows touch swipes left and right on a phone, and leaves vertical drags to scrolling', async () => {
    const { page, errors } = await demo.open('/modules/post-slider/', { ...PHONE, init: instrument });
    const sel = '.et_pb_post_slider';
    await page.locator(sel).scrollIntoViewIfNeeded();
    await ready(page, sel);
    await swipe(page, sel, -150);
    await waitActive(page, sel, 1);
    await swipe(page, sel, -150);
    await waitActive(page, sel, 2);
    await swipe(page, sel, 150);
    await waitActive(page, sel, 1);
    await swipe(page, sel, 10, -200); // a scroll, not a swipe
    await frames(page, 3);
    expect(await active(page, sel)).toBe(1);
    // Passive listeners only, and horizontal panning is the slider's.
    expect(await page.evaluate((s) => getComputedStyle(document.querySelector(s)!).touchAction, sel)).toBe('pan-y pinch-zoom');
    expect(errors).toEqual([]);
  });

  it('with reduced motion: never turns by itself and changes slides at once', async () => {
    const { page, errors } = await demo.open('/modules/slider/', { ...DESKTOP, reducedMotion: 'reduce', init: instrument });
    await ready(page, HERO);
    await sampleFades(page);
    await page.click(`${HERO} .et-pb-arrow-next`);
    await waitActive(page, HERO, 1);
    const fades = await page.evaluate(() => (window as unknown as W).__fades);
    expect(fades.filter((f) => f.op.some((o) => o && +o > 0 && +o < 1))).toEqual([]);
    await page.locator(FAR).scrollIntoViewIfNeeded();
    await page.waitForTimeout(2200); // two periods of the far slider
    expect(await active(page, FAR)).toBe(0);
    expect(await page.getAttribute(`${FAR} .et_pb_slides`, 'aria-live')).toBe('polite');
    expect(errors).toEqual([]);
  });

  it('in the builder preview: everything shows, nothing turns, links inside slides are not followed', async () => {
    const { page, errors, requested } = await demo.open('/modules/slider/?et_fb=1', { ...DESKTOP, init: instrument });
    await ready(page, HERO);
    expect(requested(/\/dist\/builder\/modules\/slider\.js$/)).toBe(true);
    expect(await page.locator(`${HERO} .et-pb-controllers a`).count()).toBe(3);
    await page.click(`${HERO} .et_pb_button`);
    await frames(page, 2);
    expect(new URL(page.url()).search).toBe('?et_fb=1');
    await page.click(`${HERO} .et-pb-arrow-next`); // the controls still work
    await waitActive(page, HERO, 1);
    await page.locator(FAR).scrollIntoViewIfNeeded();
    await page.waitForTimeout(2200);
    expect(await active(page, FAR)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('gallery in slider layout', () => {
  it('fades its gallery items in 500 ms', async () => {
    const { page, errors } = await demo.open('/modules/gallery-slider/', { ...DESKTOP, init: instrument });
    const root = '#photo-slider';
    await page.locator(root).scrollIntoViewIfNeeded();
    await ready(page, root);
    await page.evaluate(() => {
      const w = window as unknown as W;
      w.__fades = [];
      const loop = (t: number) => {
        w.__fades.push({ t, op: [...document.querySelectorAll<HTMLElement>('#photo-slider .et_pb_gallery_item')].map((s) => s.style.opacity) });
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    });
    const from = await active(page, root);
    await page.click(`${root} .et-pb-arrow-next`);
    await waitActive(page, root, (from + 1) % 5);
    await frames(page);
    const fades = await page.evaluate(() => (window as unknown as W).__fades);
    const first = fades.findIndex((f) => f.op.some(Boolean));
    const last = fades.findIndex((f, i) => i > first && !f.op.some(Boolean));
    const gap = Math.max(...fades.slice(first, last + 1).map((f, i, a) => (i ? f.t - a[i - 1].t : 0)));
    // 500 ms, give or take the frames it started and ended in (not the slider's 700 ms).
    expect(fades[last].t - fades[first].t).toBeGreaterThanOrEqual(500 - 20);
    expect(fades[last].t - fades[first].t).toBeLessThanOrEqual(500 + 2 * gap + 5);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('carousels', () => {
  it('fullwidth portfolio: columns by width, items 0.75 as high as wide, a 1000 ms slide, hover pause; grid mode', async () => {
    const { page, errors } = await demo.open('/modules/portfolio-carousel/', { ...DESKTOP, init: instrument });
    const root = '#work';
    await page.locator(root).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${root} .et_pb_portfolio_items.columns-4`, WAIT);
    await ready(page, root);
    const layout = () =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('#work .et_pb_portfolio_item')];
        const track = document.querySelector('#work .et_pb_portfolio_items')!.getBoundingClientRect();
        return {
          width: track.width,
          shown: items.filter((el) => el.style.visibility !== 'hidden').map((el) => ({ i: items.indexOf(el), x: Math.round(el.getBoundingClientRect().left - track.left), w: el.getBoundingClientRect().width, h: el.getBoundingClientRect().height })),
        };
      });
    const l = await layout();
    expect(l.shown.map((s) => s.i)).toEqual([0, 1, 2, 3]);
    expect(l.shown[0].w).toBeCloseTo(l.width / 4, 0);
    expect(l.shown[0].h).toBeCloseTo((l.width / 4) * 0.75, 0);
    // Next moves three (seven items, four columns) in 1000 ms; the arrows are prepended, as the theme does.
    expect(await page.evaluate(() => document.querySelector('#work')!.firstElementChild!.className)).toBe('et-pb-slider-arrows');
    await page.hover(root);
    expect(await page.evaluate(() => document.querySelector('#work')!.classList.contains('et_carousel_hovered'))).toBe(true);
    const t0 = await page.evaluate(() => performance.now());
    await page.click(`${root} .et-pb-arrow-next`);
    await page.locator(`${root} .et-pb-arrow-next`).dispatchEvent('click'); // ignored while sliding
    await expect.poll(async () => (await layout()).shown.map((s) => s.i), WAIT).toEqual([3, 4, 5, 6]);
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(t0 + 1000 - 20);
    await frames(page, 3);
    expect((await layout()).shown.map((s) => s.i)).toEqual([3, 4, 5, 6]);
    // Previous wraps back.
    await page.keyboard.press('Tab'); // focus moves inside, onto a visible item link or arrow
    await page.focus(`${root} .et-pb-arrow-prev`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await layout()).shown.map((s) => s.i), WAIT).toEqual([0, 1, 2, 3]);
    // Grid mode: the same columns and sizes, in rows.
    await page.locator('#work-grid').scrollIntoViewIfNeeded();
    await page.waitForSelector('#work-grid .et_pb_portfolio_items.columns-4', WAIT);
    const grid = await page.evaluate(() => {
      const track = document.querySelector('#work-grid .et_pb_portfolio_items')!.getBoundingClientRect();
      return { width: track.width, items: [...document.querySelectorAll('#work-grid .et_pb_portfolio_item')].map((el) => el.getBoundingClientRect()).map((r) => [r.width, r.height, r.top - track.top]) };
    });
    for (const [w, h] of grid.items) {
      expect(w).toBeCloseTo(grid.width / 4, 0);
      expect(h).toBeCloseTo((grid.width / 4) * 0.75, 0);
    }
    expect(grid.items[4][2]).toBeCloseTo(grid.items[0][1], 0); // the fifth starts the second row
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fullwidth portfolio on a phone: one column, swipes', async () => {
    const { page, errors } = await demo.open('/modules/portfolio-carousel/', { ...PHONE, init: instrument });
    await page.locator('#work').scrollIntoViewIfNeeded();
    await page.waitForSelector('#work .et_pb_portfolio_items.columns-1', WAIT);
    const shown = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#work .et_pb_portfolio_item')].flatMap((el, i) => (el.style.visibility === 'hidden' ? [] : [i])));
    expect(await shown()).toEqual([0]);
    await swipe(page, '#work .et_pb_portfolio_items', -150);
    await expect.poll(shown, WAIT).toEqual([1]);
    await swipe(page, '#work .et_pb_portfolio_items', 150);
    await expect.poll(shown, WAIT).toEqual([0]);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('video slider: thumbnails below the slider open their slide, and a playing video pauses when its slide leaves', async () => {
    const { page, errors } = await demo.open('/modules/video-slider/', { ...DESKTOP, init: instrument });
    const root = '#videos';
    await page.locator(root).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${root} > .et_pb_carousel .et_pb_carousel_item.et-pb-active-control`, WAIT);
    const thumbs = await page.evaluate(() => [...document.querySelectorAll('#videos .et_pb_carousel_item')].map((t) => (t.querySelector('.et_pb_video_overlay') as HTMLElement).style.backgroundImage));
    expect(thumbs).toHaveLength(6);
    expect(thumbs[2]).toBe('url("/assets/demo-img/800x600/3.png")');
    expect(await page.evaluate(() => document.querySelector('#videos .et_pb_slider')!.classList.contains('et_pb_preload'))).toBe(false);
    // The thumbnails sit in the space the page reserved: the slider's box did not move or grow.
    await page.evaluate(() => (document.querySelector('#videos .et_pb_slide video') as HTMLVideoElement).play());
    await page.waitForFunction(() => !(document.querySelector('#videos .et_pb_slide video') as HTMLVideoElement).paused);
    await page.click(`${root} .et_pb_carousel_item:nth-child(3) .et_pb_video_play`);
    await waitActive(page, root, 2);
    expect(await page.evaluate(() => (document.querySelector('#videos .et_pb_slide video') as HTMLVideoElement).paused)).toBe(true);
    expect(await page.getAttribute(`${root} .et_pb_carousel_item:nth-child(3)`, 'class')).toContain('et-pb-active-control');
    // The thumbnail carousel has four columns here and its own arrows.
    expect(await page.evaluate(() => document.querySelector('#videos .et_pb_carousel_items')!.classList.contains('columns-4'))).toBe(true);
    await page.click(`${root} .et_pb_carousel .et-pb-arrow-next`);
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#videos .et_pb_carousel_item')].flatMap((el, i) => (el.style.visibility === 'hidden' ? [] : [i]))), WAIT).toEqual([2, 3, 4, 5]);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
