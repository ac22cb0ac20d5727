// Tabs in Chromium: ARIA tabs (manual activation) by mouse, keyboard and touch, the fade out and in,
// clicks ignored while fading, the `id|index` fragment written and read, `#tab-` links, equal control
// heights unless stacked, reduced motion, a click before the chunk arrived, and the builder preview.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const TABS = '#product-tabs';
const TAB = (i: number) => `${TABS} .et_pb_tabs_controls li:nth-child(${i + 1}) a`;

type W = Window & { __fades: { t: number; opacities: string[]; active: number }[] };

const mounted = (page: Page) => page.waitForFunction(() => document.querySelector('#product-tabs .et_pb_tabs_controls')?.getAttribute('role') === 'tablist');
/** Index of the visible panel, once no fade is running (no inline opacity left). */
const settledPanel = (page: Page, sel = TABS) => page.evaluate((sel) => new Promise<number>((resolve) => {
  const check = () => {
    const panels = [...document.querySelectorAll<HTMLElement>(`${sel} .et_pb_all_tabs > div`)];
    if (panels.every((p) => !p.style.opacity)) resolve(panels.findIndex((p) => p.classList.contains('et_pb_active_content')));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}), sel);
const selectedTab = (page: Page, sel = TABS) => page.evaluate((sel) => [...document.querySelectorAll(`${sel} [role=tab]`)].findIndex((t) => t.getAttribute('aria-selected') === 'true'), sel);
const waitPanel = (page: Page, i: number, sel = TABS) => expect.poll(() => settledPanel(page, sel), { timeout: 10_000 }).toBe(i);

/** Samples each frame: inline opacity of every panel and which one is active. */
async function sample(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as W;
    w.__fades = [];
    const loop = (t: number) => {
      const panels = [...document.querySelectorAll<HTMLElement>('#product-tabs .et_pb_all_tabs > div')];
      w.__fades.push({ t, opacities: panels.map((p) => p.style.opacity), active: panels.findIndex((p) => p.classList.contains('et_pb_active_content')) });
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

describe('tabs', () => {
  it('adds the ARIA tabs pattern to the server markup', async () => {
    const { page, errors, requested } = await demo.open('/modules/tabs/');
    await mounted(page);
    expect(requested(/\/dist\/frontend\/modules\/tabs\.js$/)).toBe(true);
    const aria = await page.evaluate(() => {
      const root = document.querySelector('#product-tabs')!;
      const tabs = [...root.querySelectorAll<HTMLElement>('.et_pb_tabs_controls li a')];
      return {
        lis: [...root.querySelectorAll('.et_pb_tabs_controls li')].map((li) => li.getAttribute('role')),
        tabs: tabs.map((t) => ({ role: t.getAttribute('role'), selected: t.getAttribute('aria-selected'), tabindex: t.getAttribute('tabindex') })),
        // Each tab controls its panel, and each panel is labelled by its tab.
        pairs: tabs.every((t, i) => {
          const panel = document.getElementById(t.getAttribute('aria-controls')!)!;
          return panel === root.querySelectorAll('.et_pb_all_tabs > div')[i] && panel.getAttribute('aria-labelledby') === t.id && panel.getAttribute('role') === 'tabpanel';
        }),
        ids: new Set([...document.querySelectorAll('[id]')].map((e) => e.id)).size === document.querySelectorAll('[id]').length,
      };
    });
    expect(aria.lis).toEqual(['presentation', 'presentation', 'presentation', 'presentation']);
    expect(aria.tabs).toEqual([
      { role: 'tab', selected: 'true', tabindex: '0' },
      { role: 'tab', selected: 'false', tabindex: '-1' },
      { role: 'tab', selected: 'false', tabindex: '-1' },
      { role: 'tab', selected: 'false', tabindex: '-1' },
    ]);
    expect(aria.pairs).toBe(true);
    expect(aria.ids).toBe(true);
    expect(errors).toEqual([]);
  });

  it('switches on click: fades out, then in, writes id|index to the fragment, ignores clicks meanwhile', async () => {
    const { page, errors } = await demo.open('/modules/tabs/');
    await mounted(page);
    await sample(page);
    const y = await page.evaluate(() => scrollY);
    await page.click(TAB(1));
    // The control is selected at once; a click on another tab while fading is ignored.
    await expect.poll(() => selectedTab(page)).toBe(1);
    await page.locator(TAB(2)).dispatchEvent('click');
    await waitPanel(page, 1);
    expect(await selectedTab(page)).toBe(1);
    expect(await page.evaluate(() => location.hash)).toBe('#product-tabs|1');
    // href="#" was not followed: the page did not jump.
    expect(await page.evaluate(() => scrollY)).toBe(y);
    // Two more frames, so the sampler has seen the end.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const fades = await page.evaluate(() => (window as unknown as W).__fades);
    // The old panel faded out while still active, then the new one faded in.
    const out = fades.filter((f) => f.active === 0 && +f.opacities[0] > 0 && +f.opacities[0] < 1);
    const inn = fades.filter((f) => f.active === 1 && +f.opacities[1] > 0 && +f.opacities[1] < 1);
    expect(out.length).toBeGreaterThan(3);
    expect(inn.length).toBeGreaterThan(3);
    expect(out.at(-1)!.t).toBeLessThan(inn[0].t);
    // Two fades of 500 ms each: from the first frame with an inline opacity to the first without one,
    // in frame time (the clock the fades run on; wall time at the click can be ahead of it on a busy machine).
    const first = fades.findIndex((f) => f.opacities.some(Boolean));
    const last = fades.findIndex((f, i) => i > first && f.active === 1 && !f.opacities.some(Boolean));
    // The sampler sees each write in its frame or the next, so its first sight of the fade can come one
    // frame late: allow the longest frame of the run (about 33 ms on a loaded machine), no more.
    const longestFrame = Math.max(...fades.slice(first, last + 1).map((f, i, a) => (i ? f.t - a[i - 1].t : 0)));
    expect(fades[last].t - fades[first].t).toBeGreaterThanOrEqual(1000 - Math.max(20, longestFrame));
    expect(await page.locator(`${TABS} .et_pb_all_tabs > div:nth-child(2)`).isVisible()).toBe(true);
    expect(await page.locator(`${TABS} .et_pb_all_tabs > div:nth-child(1)`).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('works from the keyboard: arrows, Home and End move focus, Enter and Space switch (manual activation)', async () => {
    const { page } = await demo.open('/modules/tabs/');
    await mounted(page);
    const focused = () => page.evaluate(() => [...document.querySelectorAll('#product-tabs [role=tab]')].indexOf(document.activeElement!));
    // Tab from the text before the tabs lands on the selected tab (roving tabindex).
    await page.evaluate(() => (document.querySelector('.et_pb_text_40') as HTMLElement).setAttribute('tabindex', '-1'));
    await page.focus('.et_pb_text_40');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(2);
    await page.keyboard.press('End');
    expect(await focused()).toBe(3);
    await page.keyboard.press('ArrowRight'); // wraps
    expect(await focused()).toBe(0);
    await page.keyboard.press('ArrowLeft'); // wraps back
    expect(await focused()).toBe(3);
    await page.keyboard.press('Home');
    expect(await focused()).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(3);
    // Moving focus did not switch: manual activation.
    expect(await selectedTab(page)).toBe(0);
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('Enter');
    await waitPanel(page, 3);
    expect(await selectedTab(page)).toBe(3);
    expect(await page.locator(TAB(3)).getAttribute('tabindex')).toBe('0');
    expect(await page.locator(TAB(0)).getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await waitPanel(page, 0);
    // Neither Space nor the arrows scrolled the page.
    expect(await page.evaluate(() => scrollY)).toBe(y);
    // Tab from the selected tab goes to its panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });

  it('reads the fragment on load and on every change, including the back button', async () => {
    const { page, errors } = await demo.open('/modules/tabs/#product-tabs|2');
    await mounted(page);
    await waitPanel(page, 2);
    expect(await selectedTab(page)).toBe(2);
    // A link to the fragment of another tab.
    await page.click('#lp-support-link');
    await waitPanel(page, 3);
    await page.goBack();
    await waitPanel(page, 2);
    // A fragment naming no tab is ignored.
    await page.evaluate(() => (location.hash = 'product-tabs|9'));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    expect(await settledPanel(page)).toBe(2);
    expect(errors).toEqual([]);
  });

  it('writes nothing to the fragment for tabs without an id', async () => {
    const { page } = await demo.open('/modules/tabs/');
    await page.waitForFunction(() => document.querySelector('.et_pb_tabs_5 [role=tab]'));
    await page.click('.et_pb_tabs_5 li:nth-child(3) a');
    await waitPanel(page, 2, '.et_pb_tabs_5');
    expect(await page.evaluate(() => location.hash)).toBe('');
  });

  it('gives the controls equal heights, except when stacked in a narrow column', async () => {
    const { page } = await demo.open('/modules/tabs/');
    await mounted(page);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#product-tabs li')!.style.minHeight !== '');
    const heights = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#product-tabs li')].map((li) => li.style.minHeight));
    expect(new Set(heights).size).toBe(1);
    await page.waitForFunction(() => document.querySelector('.et_pb_tabs_5')!.classList.contains('et_pb_tabs_vertically_stacked'));
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.et_pb_tabs_5 li')].every((li) => !li.style.minHeight))).toBe(true);
    expect(await page.getAttribute(TABS, 'class')).not.toContain('et_pb_tabs_vertically_stacked');
    expect(await page.getAttribute(`${TABS} [role=tablist]`, 'aria-orientation')).toBe('horizontal');
    expect(await page.getAttribute('.et_pb_tabs_5 [role=tablist]', 'aria-orientation')).toBe('vertical');
  });

  it('re-measures the equal heights when the text of a control grows with no resize (a late web font)', async () => {
    const { page } = await demo.open('/modules/tabs/');
    await mounted(page);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#product-tabs li')!.style.minHeight !== '');
    const before = await page.evaluate(() => parseFloat(document.querySelector<HTMLElement>('#product-tabs li')!.style.minHeight));
    // As a font swap would: the second control's text becomes much taller; the window does not resize.
    await page.evaluate(() => (document.querySelector<HTMLElement>('#product-tabs li:nth-child(2) a')!.style.fontSize = '44px'));
    await page.waitForFunction(
      (b) => [...document.querySelectorAll<HTMLElement>('#product-tabs li')].every((li) => parseFloat(li.style.minHeight) > b + 20),
      before,
      { polling: 50 },
    );
    const sizes = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#product-tabs li')].map((li) => [li.style.minHeight, li.getBoundingClientRect().height]));
    expect(new Set(sizes.map(([m]) => m)).size).toBe(1);
    expect(new Set(sizes.map(([, h]) => Math.round(h as number))).size).toBe(1);
  });

  it('applies a tab chosen with the keyboard while another is still fading in, once the fade ends', async () => {
    const { page } = await demo.open('/modules/tabs/');
    await mounted(page);
    await page.focus(TAB(0));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // to the second tab: a second of fading starts
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // the third, during the fade
    expect(await selectedTab(page)).toBe(1);
    await waitPanel(page, 2);
    expect(await selectedTab(page)).toBe(2);
    expect(await page.evaluate(() => [...document.querySelectorAll('#product-tabs [role=tab]')].indexOf(document.activeElement!))).toBe(2);
    expect(new URL(page.url()).hash).toBe('#product-tabs|2');
  });

  it('on a phone: the controls stack, and a tap switches', async () => {
    const { page, errors } = await demo.open('/modules/tabs/', PHONE);
    await mounted(page);
    await page.waitForFunction(() => document.querySelector('#product-tabs')!.classList.contains('et_pb_tabs_vertically_stacked'));
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#product-tabs li')].every((li) => !li.style.minHeight))).toBe(true);
    await page.tap(TAB(2));
    await waitPanel(page, 2);
    expect(await page.evaluate(() => location.hash)).toBe('#product-tabs|2');
    expect(errors).toEqual([]);
  });

  it('switches at once for reduced motion', async () => {
    const { page } = await demo.open('/modules/tabs/', { reducedMotion: 'reduce' });
    await mounted(page);
    await sample(page);
    await page.click(TAB(3));
    await waitPanel(page, 3);
    const fades = await page.evaluate(() => (window as unknown as W).__fades);
    expect(fades.some((f) => f.opacities.some((o) => o !== '' && +o > 0 && +o < 1))).toBe(false);
    expect(await page.locator(`${TABS} .et_pb_all_tabs > div:nth-child(4)`).isVisible()).toBe(true);
  });

  it('keeps a click that lands before the chunk, and switches once it has arrived', async () => {
    const { page } = await demo.open('/');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/dist\/frontend\/modules\/tabs\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${demo.url}/modules/tabs/`);
    await page.waitForFunction(() => !!document.querySelector('#product-tabs'));
    await page.click(TAB(1));
    expect(await page.evaluate(() => location.hash)).toBe('');
    release();
    await waitPanel(page, 1);
    expect(await selectedTab(page)).toBe(1);
  });

  it('starts at the first tab in the builder preview, on the real-React build', async () => {
    // The server marks the second tab active here, before any script: the visitor build keeps it,
    // the builder preview starts at the first.
    const init = () => document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('#product-tabs')!;
      root.querySelectorAll('.et_pb_tab_active, .et_pb_active_content').forEach((el) => el.classList.remove('et_pb_tab_active', 'et_pb_active_content'));
      root.querySelectorAll('.et_pb_tabs_controls li')[1].classList.add('et_pb_tab_active');
      root.querySelectorAll('.et_pb_all_tabs > div')[1].classList.add('et_pb_active_content');
    }, { once: true, capture: true });
    const visitor = await demo.open('/modules/tabs/', { init });
    await mounted(visitor.page);
    expect(await selectedTab(visitor.page)).toBe(1);
    expect(await settledPanel(visitor.page)).toBe(1);

    const builder = await demo.open('/modules/tabs/?et_fb=1', { init });
    await mounted(builder.page);
    expect(builder.requested(/\/dist\/builder\/modules\/tabs\.js$/)).toBe(true);
    expect(builder.requested(/\/dist\/frontend\//)).toBe(false);
    expect(await selectedTab(builder.page)).toBe(0);
    expect(await settledPanel(builder.page)).toBe(0);
    await builder.page.click(TAB(2));
    await waitPanel(builder.page, 2);
    expect(builder.errors).toEqual([]);
  });

  it('opens the tab a plain #slug link names when its control is #tab-slug', async () => {
    const { page, errors } = await demo.open('/modules/tabs/');
    await mounted(page);
    await page.click('#lp-pricing-link');
    await waitPanel(page, 2);
    expect(await selectedTab(page)).toBe(2);
    // And on load.
    const again = await demo.open('/modules/tabs/#pricing');
    await mounted(again.page);
    await waitPanel(again.page, 2);
    expect(errors).toEqual([]);
  });

  for (const [label, profile] of [['desktop', {}], ['phone', PHONE]] as const) {
    it(`shifts nothing when it mounts (${label})`, async () => {
      const { page, errors } = await demo.open('/modules/tabs/', {
        ...profile,
        init: () => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        },
      });
      await page.waitForFunction(() => document.querySelector('#product-tabs li')?.getAttribute('style')?.includes('min-height') || document.querySelector('#product-tabs')?.classList.contains('et_pb_tabs_vertically_stacked'));
      // Two more frames, for anything written after the first.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
