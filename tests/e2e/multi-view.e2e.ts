// Multi-view and hover in Chromium: content, attributes, styles, classes and visibility follow the device
// mode as the window is resized; hover by mouse and keyboard; on touch the first tap shows the hover state
// and the second tap follows the link.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/multi-view/';
const TEXT = '.et_pb_text_80 .et_pb_text_inner';
const IMG = '.et_pb_image_80 img';
const BOX = '.et_pb_text_81';
const HEADING = '.et_pb_text_81 .et_pb_module_header';
const BUTTON = '.et_pb_button_80';
const WRAPPER = '.et_pb_button_80_wrapper';

/** Clicks that reach the document (bubbling): a click held back on the first tap never gets there. */
const recordClicks = () => {
  const w = window as unknown as { __clicks: string[] };
  w.__clicks = [];
  document.addEventListener('click', (e) => w.__clicks.push((e.target as Element).className));
};

const mounted = (page: Page) => page.waitForFunction((s) => document.querySelector(s)?.classList.contains('et_multi_view__hover_selector'), WRAPPER);
const textOf = (page: Page, sel: string) => page.evaluate((s) => document.querySelector(s)!.textContent!.trim(), sel);
const waitText = (page: Page, sel: string, text: string) =>
  page.waitForFunction(([s, t]) => document.querySelector(s)!.textContent!.includes(t), [sel, text] as const);
const shown = (page: Page, sel: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).display !== 'none', sel);
const state = (page: Page) =>
  page.evaluate(([img, box]) => {
    const i = document.querySelector(img) as HTMLImageElement;
    const b = document.querySelector(box) as HTMLElement;
    return { alt: i.alt, src: i.getAttribute('src')!.slice(0, 30), classes: [...b.classList].filter((c) => c.startsWith('lp-mv-')), border: getComputedStyle(b).borderTopColor };
  }, [IMG, BOX] as const);

describe('multi-view', () => {
  it('follows the device mode as the window is resized: content, attributes, styles, classes, visibility', async () => {
    const { page, errors } = await demo.open(PAGE);
    await mounted(page);
    expect(await textOf(page, TEXT)).toMatch(/^Desktop\./);
    expect(await state(page)).toMatchObject({ alt: 'A blue picture for desktops', classes: ['lp-mv-desktop'], border: 'rgb(46, 163, 242)' });
    expect(await shown(page, HEADING)).toBe(true);

    await page.setViewportSize({ width: 900, height: 800 });
    await waitText(page, TEXT, 'Tablet.');
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLImageElement).alt.includes('orange'), IMG);
    expect(await state(page)).toMatchObject({ classes: ['lp-mv-tablet'], border: 'rgb(224, 132, 43)' });
    expect(await shown(page, HEADING)).toBe(true);

    await page.setViewportSize({ width: 500, height: 800 });
    await waitText(page, TEXT, 'Phone.');
    await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)!).display === 'none', HEADING);
    expect(await state(page)).toMatchObject({ alt: 'A green picture for phones', classes: ['lp-mv-phone'], border: 'rgb(58, 154, 74)' });
    expect(decodeURIComponent((await page.getAttribute(IMG, 'src'))!)).toContain('>Phone<');

    await page.setViewportSize({ width: 1280, height: 800 });
    await waitText(page, TEXT, 'Desktop.');
    await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)!).display !== 'none', HEADING);
    expect(await state(page)).toMatchObject({ alt: 'A blue picture for desktops', classes: ['lp-mv-desktop'], border: 'rgb(46, 163, 242)' });
    // The server's markup is back, as HTML (the theme's own rendering).
    expect(await page.evaluate((s) => document.querySelector(s)!.querySelector('strong')?.textContent, TEXT)).toBe('Desktop.');
    expect(errors).toEqual([]);
  });

  it('a number counter whose value differs by device counts again to the new value when the mode changes', async () => {
    const { page, errors } = await demo.open(PAGE);
    await mounted(page);
    const counter = '.et_pb_number_counter_83 .percent-value';
    await page.locator('.et_pb_number_counter_83').scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => document.querySelector(s)!.textContent === '100', counter);
    await page.setViewportSize({ width: 500, height: 800 });
    await page.waitForFunction((s) => document.querySelector(s)!.textContent === '40', counter);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction((s) => document.querySelector(s)!.textContent === '100', counter);
    expect(errors).toEqual([]);
  });

  it('shows the hover state while the mouse is over the module, and a mouse click goes straight through', async () => {
    const { page, errors } = await demo.open(PAGE, { init: recordClicks });
    await mounted(page);
    await page.locator(BUTTON).scrollIntoViewIfNeeded();
    await page.hover(BUTTON);
    await waitText(page, BUTTON, 'Let’s go →');
    expect(await page.evaluate((s) => document.querySelector(s)!.classList.contains('et_multi_view__hovered'), WRAPPER)).toBe(true);
    await page.mouse.move(1, 1);
    await waitText(page, BUTTON, 'Learn more');
    expect(await page.evaluate((s) => document.querySelector(s)!.classList.contains('et_multi_view__hovered'), WRAPPER)).toBe(false);

    // The box tints on hover (a hover style), and loses it on leave.
    await page.hover(BOX);
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLElement).style.backgroundColor === 'rgb(255, 248, 225)', BOX);
    await page.mouse.move(1, 1);
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLElement).style.backgroundColor === '', BOX);

    await Promise.all([page.waitForURL(/\?clicked=1$/), page.click(BUTTON)]);
    expect(errors).toEqual([]);
  });

  it('shows the hover state on keyboard focus', async () => {
    const { page, errors } = await demo.open(PAGE);
    await mounted(page);
    await page.keyboard.press('Tab'); // keyboard modality, as a visitor tabbing through the page
    await page.evaluate((s) => (document.querySelector(s) as HTMLElement).focus(), BUTTON);
    await waitText(page, BUTTON, 'Let’s go →');
    await page.evaluate((s) => (document.querySelector(s) as HTMLElement).blur(), BUTTON);
    await waitText(page, BUTTON, 'Learn more');
    expect(errors).toEqual([]);
  });

  it('on a phone: phone values on load; the first tap shows hover, a tap elsewhere ends it, the second tap clicks', async () => {
    const { page, errors } = await demo.open(PAGE, { ...PHONE, init: recordClicks });
    await mounted(page);
    await waitText(page, TEXT, 'Phone.');
    expect(await shown(page, HEADING)).toBe(false);
    await page.locator(BUTTON).scrollIntoViewIfNeeded();

    await page.tap(BUTTON);
    await waitText(page, BUTTON, 'Let’s go →');
    expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual([]);
    expect(page.url()).not.toContain('clicked');

    // A tap outside ends the hover state; the next tap on the button is a first tap again.
    await page.tap('.et_pb_text_80');
    await waitText(page, BUTTON, 'Learn more');
    await page.tap(BUTTON);
    await waitText(page, BUTTON, 'Let’s go →');
    expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks.filter((c) => c.includes('et_pb_button')))).toEqual([]);

    await Promise.all([page.waitForURL(/\?clicked=1$/), page.tap(BUTTON)]);
    expect(errors).toEqual([]);
  });

  it('runs in the builder preview (real React build)', async () => {
    const { page, errors, requested } = await demo.open(`${PAGE}?et_fb=1`, { viewport: { width: 900, height: 800 } });
    await waitText(page, TEXT, 'Tablet.');
    expect(requested(/\/dist\/builder\/modules\/multi-view\.js$/)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a malformed schema warns and leaves its element alone; the others still work', async () => {
    const breakBox = () => {
      new MutationObserver((_, mo) => {
        const box = document.querySelector('.et_pb_text_81');
        if (box) {
          box.setAttribute('data-et-multi-view', '{"schema":');
          mo.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    };
    const { page, errors, warnings } = await demo.open(PAGE, { ...PHONE, init: breakBox });
    await waitText(page, TEXT, 'Phone.');
    await expect.poll(() => warnings.some((w) => w.includes('multi-view'))).toBe(true);
    expect(await state(page)).toMatchObject({ classes: ['lp-mv-desktop'] });
    expect(errors).toEqual([]);
  });
});
