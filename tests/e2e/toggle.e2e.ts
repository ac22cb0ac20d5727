// Toggles and the accordion in Chromium: ARIA, the 700 ms slide, the guards (open item, during toggling,
// double click), scrolling the opened item back under the fixed header, keyboard, touch, reduced motion
// and the builder preview.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const SOLO = '.et_pb_toggle_40';
const SOLO_OPEN = '.et_pb_toggle_41';
const ITEM = (n: number) => `.et_pb_accordion_item_${40 + n}`;
const ACCORDION = '.et_pb_accordion_40';

type W = Window & { __samples: { t: number; heights: string[]; toggling: boolean }[]; __touch: string[] };

const mounted = (page: Page) => page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42 .et_pb_toggle_title > [role=button]')
  && document.querySelector('.et_pb_toggle_40 .et_pb_toggle_title > [role=button]'));

/** Samples every frame: the inline height of each toggle content, and whether the accordion is toggling. */
async function sample(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as W;
    w.__samples = [];
    const loop = (t: number) => {
      w.__samples.push({
        t,
        heights: [...document.querySelectorAll<HTMLElement>('.et_pb_toggle_content')].map((c) => c.style.height),
        toggling: !!document.querySelector('.et_pb_accordion_toggling'),
      });
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}
const samples = (page: Page) => page.evaluate(() => (window as unknown as W).__samples);
const isOpen = (page: Page, sel: string) => page.evaluate((s) => document.querySelector(s)!.classList.contains('et_pb_toggle_open'), sel);
const expanded = (page: Page, sel: string) => page.locator(`${sel} .et_pb_toggle_title > [role=button]`).getAttribute('aria-expanded');
/** Settled: no accordion toggling and no content with an inline height left. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.et_pb_accordion_toggling')
  && [...document.querySelectorAll<HTMLElement>('.et_pb_toggle_content')].every((c) => !c.style.height));
/** Resolves once scrollY has not changed for 5 frames (a smooth scroll has ended). */
const scrollStill = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => {
  let last = scrollY;
  let still = 0;
  const check = () => {
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
    if (still >= 5) resolve();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}));
const titleTop = (page: Page, sel: string) => page.evaluate((s) => document.querySelector(`${s} .et_pb_toggle_title`)!.getBoundingClientRect().top, sel);

describe('toggle and accordion', () => {
  it('puts a disclosure button inside every title, which stays a heading', async () => {
    const { page, errors, requested } = await demo.open('/modules/toggle/');
    await mounted(page);
    expect(requested(/\/dist\/frontend\/modules\/toggle\.js$/)).toBe(true);
    const aria = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.et_pb_toggle_title')].map((t) => {
      const b = t.firstElementChild!;
      return {
        heading: `${t.tagName}:${t.getAttribute('role')}`,
        role: b.getAttribute('role'),
        tabindex: b.getAttribute('tabindex'),
        expanded: b.getAttribute('aria-expanded'),
        disabled: b.getAttribute('aria-disabled'),
        controls: document.getElementById(b.getAttribute('aria-controls')!) === t.nextElementSibling,
      };
    }));
    expect(aria).toEqual([
      { heading: 'H5:null', role: 'button', tabindex: '0', expanded: 'false', disabled: null, controls: true },
      { heading: 'H5:null', role: 'button', tabindex: '0', expanded: 'true', disabled: null, controls: true },
      // The open accordion item cannot be closed by its own title.
      { heading: 'H5:null', role: 'button', tabindex: '0', expanded: 'true', disabled: 'true', controls: true },
      { heading: 'H5:null', role: 'button', tabindex: '0', expanded: 'false', disabled: null, controls: true },
      { heading: 'H5:null', role: 'button', tabindex: '0', expanded: 'false', disabled: null, controls: true },
    ]);
    expect(errors).toEqual([]);
  });

  it('slides a toggle open over 700 ms, swaps its classes when done, and closes it again', async () => {
    const { page, errors } = await demo.open('/modules/toggle/');
    await mounted(page);
    await sample(page);
    await page.click(`${SOLO} .et_pb_toggle_title`);
    await expect.poll(() => expanded(page, SOLO)).toBe('true');
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    // Two more frames, so the sampler has seen the end.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const s = await samples(page);
    // The content passed through growing heights (a slide, not a jump) ...
    const heights = s.map((x) => parseFloat(x.heights[0])).filter((h) => h > 0);
    expect(heights.length).toBeGreaterThan(5);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    // ... and the slide took its 700 ms: from the first frame with an inline height to the first without
    // one, in frame time (the clock the slide runs on; wall time can run ahead of it on a busy machine).
    const first = s.findIndex((x) => x.heights[0]);
    const last = s.findIndex((x, i) => i > first && !x.heights[0]);
    expect(s[last].t - s[first].t).toBeGreaterThanOrEqual(700 - 20);
    expect(await page.locator(`${SOLO} .et_pb_toggle_content`).isVisible()).toBe(true);
    expect(await page.getAttribute(SOLO, 'class')).not.toContain('et_pb_toggle_close');

    await page.click(`${SOLO} .et_pb_toggle_title`);
    await expect.poll(() => expanded(page, SOLO)).toBe('false');
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_close'));
    await settled(page);
    expect(await page.locator(`${SOLO} .et_pb_toggle_content`).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('ignores a second click while a toggle slides: a double click opens it once', async () => {
    const { page } = await demo.open('/modules/toggle/');
    await mounted(page);
    await page.dblclick(`${SOLO} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    expect(await isOpen(page, SOLO)).toBe(true);
    expect(await expanded(page, SOLO)).toBe('true');
    // The same on an open toggle: it closes once.
    await page.dblclick(`${SOLO_OPEN} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_41')!.classList.contains('et_pb_toggle_close'));
    await settled(page);
    expect(await isOpen(page, SOLO_OPEN)).toBe(false);
  });

  it('in the accordion, opening an item closes the open one; the open one and clicks during toggling are ignored', async () => {
    const { page, errors } = await demo.open('/modules/toggle/');
    await mounted(page);
    await sample(page);
    // A click on the open item does nothing (forced: the title says aria-disabled, and Playwright respects it).
    await page.click(`${ITEM(0)} .et_pb_toggle_title`, { force: true });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect((await samples(page)).some((x) => x.toggling)).toBe(false);
    expect(await isOpen(page, ITEM(0))).toBe(true);

    // Open the second; while the accordion toggles, a click on the third is ignored.
    await page.click(`${ITEM(1)} .et_pb_toggle_title`);
    await expect.poll(() => page.getAttribute(ACCORDION, 'class')).toContain('et_pb_accordion_toggling');
    expect(await expanded(page, ITEM(1))).toBe('true');
    expect(await expanded(page, ITEM(0))).toBe('false');
    await page.locator(`${ITEM(2)} .et_pb_toggle_title`).dispatchEvent('click');
    await settled(page);
    expect([await isOpen(page, ITEM(0)), await isOpen(page, ITEM(1)), await isOpen(page, ITEM(2))]).toEqual([false, true, false]);
    expect([await expanded(page, ITEM(0)), await expanded(page, ITEM(1)), await expanded(page, ITEM(2))]).toEqual(['false', 'true', 'false']);
    expect(await page.locator(`${ITEM(1)} .et_pb_toggle_title > [role=button]`).getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator(`${ITEM(0)} .et_pb_toggle_title > [role=button]`).getAttribute('aria-disabled')).toBe(null);
    // Both slid at once: the closing item shrank while the opening one grew.
    const s = await samples(page);
    expect(s.some((x) => parseFloat(x.heights[2]) > 0 && parseFloat(x.heights[3]) > 0)).toBe(true);

    // A double click on a closed item opens it once and closes the other.
    await page.dblclick(`${ITEM(2)} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    expect([await isOpen(page, ITEM(0)), await isOpen(page, ITEM(1)), await isOpen(page, ITEM(2))]).toEqual([false, false, true]);
    expect(await expanded(page, ITEM(2))).toBe('true');
    expect(errors).toEqual([]);
  });

  it('starts a slide where the content is: the closing item keeps its fractional height, nothing below moves', async () => {
    const { page, errors } = await demo.open('/modules/toggle/', PHONE);
    await mounted(page);
    // Make the open item's content a fractional height whatever the fonts: rounding it to whole pixels
    // (clientHeight) would move everything below it, and the answering frame would repaint the whole screen.
    await page.evaluate(() => document.querySelector('.et_pb_accordion_item_40 .et_pb_toggle_content')!.append(Object.assign(document.createElement('div'), { style: 'height:0.4px' })));
    await page.locator(`${ITEM(1)} .et_pb_toggle_title`).scrollIntoViewIfNeeded();
    const below = () => page.evaluate(() => document.querySelector('.et_pb_accordion_item_42')!.getBoundingClientRect().top);
    const before = await below();
    expect(before % 1).not.toBe(0);
    // The tap's answer: the slide's first frame, written with the closing item at its full height.
    await page.evaluate(() => {
      const w = window as unknown as { __first: number | undefined };
      const item = document.querySelector('.et_pb_accordion_item_40 .et_pb_toggle_content') as HTMLElement;
      new MutationObserver((_, o) => {
        if (!item.style.height) return;
        o.disconnect();
        w.__first = document.querySelector('.et_pb_accordion_item_42')!.getBoundingClientRect().top;
      }).observe(item, { attributes: true, attributeFilter: ['style'] });
    });
    await page.locator(`${ITEM(1)} .et_pb_toggle_title`).tap();
    const first = await page.waitForFunction(() => (window as unknown as { __first?: number }).__first).then((h) => h.jsonValue());
    expect(first).toBe(before);
    await settled(page);
    expect(errors).toEqual([]);
  });

  it('scrolls the opened item back into view 50 px under the fixed header, and leaves the page alone otherwise', async () => {
    const { page } = await demo.open('/modules/toggle/');
    await mounted(page);
    // Chromium's scroll anchoring may or may not keep the item in view while the item above collapses,
    // depending on which node it anchors to; switch it off so the theme's rule is what is tested here
    // (the phone test below runs with anchoring on).
    await page.evaluate(() => (document.documentElement.style.overflowAnchor = 'none'));
    // The second title near the bottom of the window, below the long open first item.
    const y = await page.evaluate(() => Math.round(document.querySelector('.et_pb_accordion_item_41')!.getBoundingClientRect().top + scrollY - 600));
    await page.evaluate((y) => scrollTo(0, y), y);
    await page.waitForFunction((y) => scrollY === y, y);
    await page.click(`${ITEM(1)} .et_pb_toggle_title`);
    // The first item collapses above it, so the page scrolls: the title ends up the header (fixed, so
    // shrunk to 54 px by et-fixed-header) + 50 px down.
    await page.waitForFunction(() => Math.abs(document.querySelector('.et_pb_accordion_item_41')!.getBoundingClientRect().top - (document.getElementById('main-header')!.offsetHeight + 50)) < 2);
    await settled(page);
    await scrollStill(page);
    const header = await page.evaluate(() => document.getElementById('main-header')!.offsetHeight);
    expect(header).toBe(54);
    expect(Math.abs((await page.evaluate(() => document.querySelector('.et_pb_accordion_item_41')!.getBoundingClientRect().top)) - (header + 50))).toBeLessThan(2);

    // Opening the third from here moves nothing above it out of view: no scroll.
    const before = await page.evaluate(() => scrollY);
    await page.click(`${ITEM(2)} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect(await titleTop(page, ITEM(2))).toBeGreaterThan(header);
  });

  it('works from the keyboard: Tab to a title, Enter and Space toggle it without scrolling the page', async () => {
    const { page } = await demo.open('/modules/toggle/');
    await mounted(page);
    await page.focus(`${SOLO} .et_pb_toggle_title > [role=button]`);
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page, SOLO)).toBe('true');
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_close'));
    expect(await page.evaluate(() => scrollY)).toBe(y);
    // Tab moves on to the next title.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.et_pb_toggle')?.classList.contains('et_pb_toggle_41'))).toBe(true);
    // In the accordion, Enter on a closed item opens it and closes the open one.
    await page.focus(`${ITEM(2)} .et_pb_toggle_title > [role=button]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    expect(await isOpen(page, ITEM(0))).toBe(false);
  });

  it('on a phone, a tap toggles at once, and no touch listener blocks scrolling', async () => {
    const { page, errors } = await demo.open('/modules/toggle/', {
      ...PHONE,
      init: () => {
        // Record every touch listener our scripts register without { passive: true }.
        const w = window as unknown as W;
        w.__touch = [];
        const add = EventTarget.prototype.addEventListener;
        EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) {
          // Only ours: Playwright's own injected script adds some in the page too.
          if (/^touch/.test(type) && !(typeof opts === 'object' && opts.passive) && /\/dist\//.test(new Error().stack ?? '')) w.__touch.push(type);
          return add.call(this, type, fn, opts);
        };
      },
    });
    await mounted(page);
    await page.tap(`${SOLO} .et_pb_toggle_title`);
    await expect.poll(() => expanded(page, SOLO)).toBe('true');
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_open'));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.et_pb_toggle_40 .et_pb_toggle_title')!).touchAction)).toBe('manipulation');

    // The accordion on a phone: tap the second item from below the long first one.
    const y = await page.evaluate(() => Math.round(document.querySelector('.et_pb_accordion_item_41')!.getBoundingClientRect().top + scrollY - 600));
    await page.evaluate((y) => scrollTo(0, y), y);
    await page.waitForFunction((y) => Math.abs(scrollY - y) < 1, y);
    await page.tap(`${ITEM(1)} .et_pb_toggle_title`);
    // However scroll anchoring moved the page meanwhile, the opened item ends up in view below the header.
    await expect.poll(() => page.evaluate(() => {
      const item = document.querySelector('.et_pb_accordion_item_41')!;
      const top = item.getBoundingClientRect().top;
      return { open: item.classList.contains('et_pb_toggle_open'), toggling: !!document.querySelector('.et_pb_accordion_toggling'), inView: top >= 80 && top < innerHeight - 100, top, y: scrollY };
    }), { timeout: 20_000 }).toMatchObject({ open: true, toggling: false, inView: true });
    expect(await isOpen(page, ITEM(0))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as W).__touch)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens and closes at once for reduced motion, and the content still appears', async () => {
    const { page } = await demo.open('/modules/toggle/', { reducedMotion: 'reduce' });
    await mounted(page);
    await sample(page);
    await page.click(`${ITEM(1)} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_41')!.classList.contains('et_pb_toggle_open'));
    await settled(page);
    expect(await page.locator(`${ITEM(1)} .et_pb_toggle_content`).isVisible()).toBe(true);
    expect(await isOpen(page, ITEM(0))).toBe(false);
    await page.click(`${SOLO} .et_pb_toggle_title`);
    await page.waitForFunction(() => document.querySelector('.et_pb_toggle_40')!.classList.contains('et_pb_toggle_open'));
    // Never an intermediate height: no slide.
    expect((await samples(page)).every((x) => x.heights.every((h) => !h))).toBe(true);
  });

  it('runs on the real-React build in the builder preview, and on the kitchen-sink page', async () => {
    const builder = await demo.open('/modules/toggle/?et_fb=1');
    await mounted(builder.page);
    expect(builder.requested(/\/dist\/builder\/modules\/toggle\.js$/)).toBe(true);
    expect(builder.requested(/\/dist\/frontend\//)).toBe(false);
    await builder.page.click(`${ITEM(2)} .et_pb_toggle_title`);
    await builder.page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42')!.classList.contains('et_pb_toggle_open'));
    await settled(builder.page);
    expect(await isOpen(builder.page, ITEM(0))).toBe(false);
    expect(builder.errors).toEqual([]);

    const sink = await demo.open('/kitchen-sink/');
    await sink.page.locator(ACCORDION).scrollIntoViewIfNeeded();
    await mounted(sink.page);
    await sink.page.click(`${ITEM(2)} .et_pb_toggle_title`);
    await sink.page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42')!.classList.contains('et_pb_toggle_open'));
    await settled(sink.page);
    // Each accordion item belongs to the accordion only: had it been mounted on its own too, this
    // click would have opened and closed it.
    expect([await isOpen(sink.page, ITEM(0)), await isOpen(sink.page, ITEM(2))]).toEqual([false, true]);
    expect(sink.errors.filter((e) => /toggle/i.test(e))).toEqual([]);
  });

  for (const [label, profile] of [['desktop', {}], ['phone', PHONE]] as const) {
    it(`shifts nothing when it mounts (${label})`, async () => {
      const { page, errors } = await demo.open('/modules/toggle/', {
        ...profile,
        init: () => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          // The page's header is not the toggles' (its own tests measure it; under load its logo can settle
          // after first paint, as the theme's CSS lets it): shifts of nodes in it are left out here.
          type Shift = { value: number; sources: { node?: Node }[] };
          const inHeader = (e: Shift) => e.sources.length > 0 && e.sources.every((s) => s.node instanceof Element && s.node.closest('#main-header'));
          new PerformanceObserver((list) => list.getEntries().forEach((e) => inHeader(e as unknown as Shift) || (w.__shift += (e as unknown as Shift).value))).observe({ type: 'layout-shift', buffered: true });
        },
      });
      await page.waitForFunction(() => document.querySelector('.et_pb_accordion_item_42 .et_pb_toggle_title > [role=button]'));
      // Two more frames, for anything written after the first.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
