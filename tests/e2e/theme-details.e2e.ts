// Small theme behaviours in Chromium: inset box-shadow overlays (and a broken selector among them), a
// whole-module link that is a phone number, and the testimonial portrait indent by width and column.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, mounted, useDemo } from './harness';

const demo = useDemo();

/** Layout shifts the page has had so far (buffered, so shifts before the call count too). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (sum += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

describe('box-shadow overlays', () => {
  it('gives each listed element one overlay as its first child, skips a broken selector with a warning, and shifts nothing', async () => {
    const { page, warnings, errors, requested } = await demo.open('/modules/theme-details/');
    await page.waitForFunction(() => document.querySelectorAll('.box-shadow-overlay').length === 2);
    const state = await page.evaluate(() =>
      [...document.querySelectorAll('.et_pb_blurb')].map((b) => [b.classList.contains('has-box-shadow-overlay'), b.firstElementChild!.className]),
    );
    expect(state).toEqual([
      [true, 'box-shadow-overlay'],
      [true, 'box-shadow-overlay'],
      [false, 'et_pb_blurb_content'],
      [false, 'et_pb_blurb_content'],
    ]);
    // The shadow really is drawn over the box: the overlay covers it exactly.
    const cover = await page.evaluate(() => {
      const b = document.querySelector('.et_pb_blurb_95')!.getBoundingClientRect();
      const o = document.querySelector('.et_pb_blurb_95 > .box-shadow-overlay')!.getBoundingClientRect();
      return [o.width === b.width, o.height === b.height, getComputedStyle(document.querySelector('.et_pb_blurb_95 > .box-shadow-overlay')!).boxShadow !== 'none'];
    });
    expect(cover).toEqual([true, true, true]);
    await expect.poll(() => warnings.filter((w) => w.includes('et_pb_box_shadow_elements')).length).toBe(1);
    expect(requested(/\/dist\/frontend\/core\/box-shadow\.js$/)).toBe(true);
    expect(await shifts(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is not fetched on a page that lists no elements', async () => {
    const { page, requested } = await demo.open('/modules/tabs/');
    await mounted(page, 'tabs');
    expect(requested(/box-shadow/)).toBe(false);
  });
});

describe('phone-number links', () => {
  it('a whole-module link whose value is a phone number calls it (tel:), instead of opening a relative page', async () => {
    const { page } = await demo.open('/modules/theme-details/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const asked: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => asked.push(e.url));
    await mounted(page, 'link-options');
    const before = page.url();
    await page.click('.et_pb_blurb_97 h4');
    await expect.poll(() => asked, { timeout: 10_000 }).toContain('tel:+15550109999');
    expect(page.url()).toBe(before);
  });
});

describe('feed sign-up popup', () => {
  const routeFeedburner = (page: Page, posted: string[]) =>
    page.context().route('https://feedburner.google.com/**', async (route) => {
      posted.push(`${route.request().method()} ${route.request().postData() ?? ''}`);
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Feedburner</title><p>Thanks</p>' });
    });

  it('opens a 550 × 520 popup centred on the window and posts the sign-up into it', async () => {
    const { page } = await demo.open('/modules/theme-details/');
    const posted: string[] = [];
    await routeFeedburner(page, posted);
    await page.fill('.et_pb_feedburner_form input[name=email]', 'reader@example.com');
    await mounted(page, 'feed-popup');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('.et_pb_feedburner_form button')]);
    await popup.waitForURL('https://feedburner.google.com/**');
    expect(await popup.evaluate(() => [outerWidth, outerHeight])).toEqual([550, 520]);
    expect(await popup.title()).toBe('Feedburner');
    expect(posted).toEqual([expect.stringMatching(/^POST email=reader%40example\.com&uri=lightpage/)]);
    // The visitor's own page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/modules/theme-details/');
  });

  it('sends the sign-up in the page itself when popups are blocked', async () => {
    const { page } = await demo.open('/modules/theme-details/', { init: () => (window.open = () => null) });
    const posted: string[] = [];
    await routeFeedburner(page, posted);
    await page.fill('.et_pb_feedburner_form input[name=email]', 'reader@example.com');
    await mounted(page, 'feed-popup');
    await Promise.all([page.waitForURL('https://feedburner.google.com/**'), page.click('.et_pb_feedburner_form button')]);
    expect(posted).toHaveLength(1);
  });
});

describe('testimonials', () => {
  const margins = (page: Page) =>
    page.evaluate(() => [60, 61, 62].map((n) => document.querySelector<HTMLElement>(`.et_pb_testimonial_${n} .et_pb_testimonial_description`)!.style.marginLeft));

  it('indents the quote by the portrait on desktops, not in a one-third column, and shifts nothing', async () => {
    const { page } = await demo.open('/modules/testimonial/');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.et_pb_testimonial_62 .et_pb_testimonial_description')!.style.marginLeft !== '');
    expect(await margins(page)).toEqual(['120px', '0px', '120px']);
    expect(await shifts(page)).toBe(0);
  });

  it('gives the one-third column its indent back between 768 and 959 px once the window settles', async () => {
    const { page } = await demo.open('/modules/testimonial/');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.et_pb_testimonial_61 .et_pb_testimonial_description')!.style.marginLeft === '0px');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.et_pb_testimonial_61 .et_pb_testimonial_description')!.style.marginLeft === '120px');
  });

  it('removes the indent on a phone', async () => {
    const { page } = await demo.open('/modules/testimonial/', PHONE);
    await mounted(page, 'testimonial');
    // Mounted, and the read/write frame has run: the inline margin stays unset on phones.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await margins(page)).toEqual(['', '', '']);
  });
});
