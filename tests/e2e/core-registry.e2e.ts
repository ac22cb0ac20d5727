// The registry in Chromium, watched through the network log: a module below the fold is fetched only
// when it comes within a screen of the viewport; a fragment naming it fetches it at once; a tap that
// lands before its chunk is acted on once the chunk arrives.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/core-lazy/';
const TOGGLE_JS = /\/dist\/frontend\/modules\/toggle\.js$/;
const TABS_JS = /\/dist\/frontend\/modules\/tabs\.js$/;

/** Two rendering updates: IntersectionObserver reports are delivered by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
// Boot has run once the page has loaded (its module script runs before DOMContentLoaded).
const booted = (page: Page) => page.waitForLoadState('load');
const docTop = (page: Page, sel: string) => page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top + scrollY, sel);

describe('registry', () => {
  it('does not request a module below the fold until it is within one screen of the viewport', async () => {
    const { page, requested, errors } = await demo.open(PAGE);
    await booted(page);
    await twoFrames(page);
    expect(requested(TOGGLE_JS)).toBe(false);
    expect(requested(TABS_JS)).toBe(false);

    const vh = await page.evaluate(() => innerHeight);
    const top = await docTop(page, '#lp-lazy-toggle');
    // The toggle 2.2 screens below the viewport's top: outside the one-screen margin.
    await page.evaluate((y) => scrollTo(0, y), top - 2.2 * vh);
    await twoFrames(page);
    expect(requested(TOGGLE_JS)).toBe(false);
    // 1.8 screens below: inside the margin, still not on screen.
    await page.evaluate((y) => scrollTo(0, y), top - 1.8 * vh);
    await expect.poll(() => requested(TOGGLE_JS)).toBe(true);
    await page.waitForFunction(() => document.querySelector('#lp-lazy-toggle .et_pb_toggle_title > [role=button]'));
    expect(requested(TABS_JS)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('requests a module the fragment names at once, hands it its state, then glides to it', async () => {
    const init = `addEventListener('scroll', () => { if (scrollY > 0 && !window.__firstScroll) window.__firstScroll = performance.now(); }, { passive: true });`;
    const { page, requested, errors } = await demo.open(PAGE + '#lp-lazy-tabs|2', { init });
    await page.waitForFunction(() => document.querySelector('.et_pb_tab_92')?.classList.contains('et_pb_tab_active'));
    expect(requested(TABS_JS)).toBe(true);
    // Fetched before the page even started to move towards it.
    const [fetchedAt, firstScroll] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => e.name.endsWith('/modules/tabs.js'))!.startTime,
      (window as unknown as { __firstScroll?: number }).__firstScroll ?? Infinity,
    ]);
    expect(fetchedAt).toBeLessThan(firstScroll);
    // ...and the page glides there, stopping under the fixed header (80 px) with the theme's 50 px.
    await page.waitForFunction(() => Math.abs(document.getElementById('lp-lazy-tabs')!.getBoundingClientRect().top - 129) < 2);
    expect(errors).toEqual([]);
  });

  it('acts on a tap that lands before the module chunk has arrived, once it arrives, exactly once', async () => {
    const { page, requested, errors } = await demo.open(PAGE, {
      ...PHONE,
      init: `window.__titleClicks = 0; document.addEventListener('click', (e) => { if (e.target.closest('.et_pb_toggle_title')) window.__titleClicks++; });`,
    });
    await booted(page);
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    await page.route('**/dist/frontend/modules/toggle.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.locator('#lp-lazy-toggle').scrollIntoViewIfNeeded();
    await expect.poll(() => requested(TOGGLE_JS)).toBe(true);
    await page.tap('#lp-lazy-toggle .et_pb_toggle_title');
    await twoFrames(page);
    // Held: nothing happened yet, and the page did not see the click.
    expect(await page.evaluate(() => document.getElementById('lp-lazy-toggle')!.className)).toContain('et_pb_toggle_close');
    expect(await page.evaluate(() => (window as unknown as { __titleClicks: number }).__titleClicks)).toBe(0);
    release();
    await page.waitForFunction(() => document.getElementById('lp-lazy-toggle')!.classList.contains('et_pb_toggle_open'));
    expect(await page.evaluate(() => (window as unknown as { __titleClicks: number }).__titleClicks)).toBe(1);
    expect(errors).toEqual([]);
  });
});
