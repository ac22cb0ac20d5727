// The subscription add-on on the demo's block cart (WooCommerce stand-in on real React 19, add-on on
// the page's React): texts in their places only, the 'View Attached Products' link and popup by mouse
// and keyboard, one request per box however often the cart re-renders, never a duplicate link, and
// the right rows with loading placeholders, a mini-cart and older markup without cart keys.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemo } from './harness';

const demo = useDemo();
const KEYS = {
  mug: '3c59dc048e8850243be8079a5c74d079',
  coffee: 'b6d767d2f8ed5d21a44b0e5886680cb9',
  tea: '37693cfc748049e45d87b8c7d8b9aacd',
  tasting: '1ff1de774005f8da13f42943881c655f',
  snack: '8e296a067a37563370ded05f5a3bf3ec',
};
const CART = 'table.wc-block-cart-items:not(.wc-block-mini-cart-items)';
const MINI = 'table.wc-block-mini-cart-items';
const LINK = '.wps_show_customer_subscription_box_popup';
const DIALOG = '[role="dialog"][aria-modal="true"].wps-attached-products-popup';

const boxRequests = async () => (await demo.state()).ajax.filter((a) => a.action === 'wps_get_cart_item');

/** Names of the rows (in a table) that hold a link, in page order. */
const rowsWithLinks = (page: Page, table: string) =>
  page.$$eval(`${table} ${LINK}`, (links) => links.map((a) => a.closest('tr')!.querySelector('.wc-block-components-product-name')!.textContent));
const waitForLinks = (page: Page, table = CART, n = 2) =>
  page.waitForFunction(([t, l, count]) => document.querySelectorAll(`${t} ${l}`).length === count, [table, LINK, n] as const);
/** Waits until no row has an update in flight. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.wc-block-cart-items__row.is-disabled') && !document.querySelector('[aria-busy="true"]'));
const row = (key: string, table = CART) => `${table} tr[data-cart-item-key="${key}"]`;

beforeEach(() => demo.reset());

describe('shop add-on: cart page', () => {
  it('shows the subscription text after the unit price and the switch direction after the line total, only there', async () => {
    const { page, errors } = await demo.open('/cart/');
    await waitForLinks(page);
    const cells = (key: string) =>
      page.$eval(row(key), (tr) => ({
        unit: tr.querySelector('.wc-block-cart-item__prices')!.textContent!.trim(),
        total: tr.querySelector('.wc-block-cart-item__total')!.textContent!.trim(),
      }));
    expect(await cells(KEYS.mug)).toEqual({ unit: '$18.00', total: '$18.00' });
    expect(await cells(KEYS.coffee)).toEqual({ unit: '$24.00 / 1 Month For 12 Months', total: '$24.00' });
    expect(await cells(KEYS.tea)).toEqual({ unit: '$32.00', total: '$32.00 (Upgrade from the basic plan)' });
    expect(await cells(KEYS.tasting)).toEqual({ unit: '$45.00 / 1 Week', total: '$45.00' });
    // The plugin's <span>s are shown as text, not markup, and nothing else picked the texts up.
    const text = await page.textContent('.wp-block-woocommerce-cart');
    expect(text).not.toContain('<span');
    expect(text!.match(/1 Month For 12 Months/g)).toHaveLength(1);
    expect(text!.match(/Upgrade from the basic plan/g)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('shows three loading rows first, then one link after the price of each box row only', async () => {
    await demo.gate('ajax:lp_demo_cart', true);
    const { page, errors } = await demo.open('/cart/');
    await page.waitForFunction((t) => document.querySelectorAll(`${t} .wc-block-cart-items__row`).length === 3, CART);
    expect(await page.$$eval(`${CART} .wc-block-cart-items__row`, (rows) => rows.map((r) => r.querySelector('.wc-block-components-product-name')!.textContent))).toEqual(['', '', '']);
    expect(await page.$$(LINK)).toHaveLength(0);
    await demo.gate('ajax:lp_demo_cart', false);
    await waitForLinks(page);
    expect(await rowsWithLinks(page, CART)).toEqual(['Tasting box', 'Snack box']);
    for (const key of [KEYS.tasting, KEYS.snack]) {
      expect(await page.$eval(`${row(key)} ${LINK}`, (a) => a.parentElement!.previousElementSibling!.className)).toBe('wc-block-cart-item__prices');
    }
    expect(errors).toEqual([]);
  });

  it('opens and closes the popup by mouse, showing a hostile product name as text', async () => {
    const { page, errors } = await demo.open('/cart/');
    await waitForLinks(page);
    await page.click(`${row(KEYS.tasting)} ${LINK}`);
    const dialog = page.locator(DIALOG);
    await dialog.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => location.hash)).toBe(''); // the link's "#" did not navigate
    expect(await dialog.locator('strong').textContent()).toBe('Attached Products');
    expect((await dialog.locator('li').allTextContents()).map((t) => t.trim())).toEqual([
      'Colombia beans, 250 g x 2',
      'Decaf & Co. beans x 1',
      '<img src=x onerror="document.body.dataset.pwned=1">Espresso <b>blend</b> x 3',
    ]);
    expect(await dialog.locator('img').count()).toBe(2); // two pictures; the name made none
    expect(await dialog.locator('b').count()).toBe(0);
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
    expect(await page.getAttribute(DIALOG, 'aria-labelledby')).toBeTruthy();
    await dialog.locator('button[aria-label="Close"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate((l) => document.activeElement!.matches(l), LINK)).toBe(true);
    // The other box shows its own products.
    await page.click(`${row(KEYS.snack)} ${LINK}`);
    expect((await page.locator(`${DIALOG} li`).allTextContents()).map((t) => t.trim())).toEqual(['Almond biscotti x 4', 'Dark chocolate squares x 6']);
    expect(errors).toEqual([]);
  });

  it('opens and closes by keyboard: Enter or Space opens, focus moves in and stays, Escape closes and focus returns', async () => {
    const { page } = await demo.open('/cart/');
    await waitForLinks(page);
    const link = `${row(KEYS.tasting)} ${LINK}`;
    await page.focus(link);
    await page.keyboard.press('Enter');
    await page.locator(DIALOG).waitFor();
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement!.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(await page.evaluate((l) => document.activeElement === document.querySelector(l), link)).toBe(true);
    await page.keyboard.press(' ');
    await page.locator(DIALOG).waitFor();
    await page.keyboard.press('Enter'); // on the focused close control
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => scrollY)).toBe(0); // Space did not scroll the page
  });

  it('asks once per box and keeps one link per row however many times the cart re-renders', async () => {
    const { page, errors } = await demo.open('/cart/');
    await waitForLinks(page);
    for (const key of [KEYS.tasting, KEYS.mug, KEYS.snack, KEYS.tasting, KEYS.coffee]) {
      await page.click(`${row(key)} .wc-block-components-quantity-selector__button--plus`);
      await settled(page);
    }
    await page.click(`${row(KEYS.snack)} .wc-block-components-quantity-selector__button--minus`);
    await settled(page);
    expect(await page.$eval(`${row(KEYS.tasting)} input`, (i) => (i as HTMLInputElement).value)).toBe('3');
    expect(await page.textContent(`${row(KEYS.tasting)} .wc-block-cart-item__total`)).toContain('$135.00');
    const requests = await boxRequests();
    expect(requests.map((r) => r.fields.cart_key).sort()).toEqual([KEYS.tasting, KEYS.snack].sort());
    expect(requests.every((r) => r.fields.nonce === 'sfw-nonce-5f2a9c')).toBe(true);
    expect(await rowsWithLinks(page, CART)).toEqual(['Tasting box', 'Snack box']);
    expect(await rowsWithLinks(page, MINI)).toEqual(['Tasting box', 'Snack box']);
    expect(await page.$$(LINK)).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it('keeps the popup open while the cart re-renders behind it', async () => {
    const { page } = await demo.open('/cart/');
    await waitForLinks(page);
    await page.click(`${row(KEYS.snack)} ${LINK}`);
    await page.locator(DIALOG).waitFor();
    await page.evaluate((sel) => (document.querySelector(sel) as HTMLButtonElement).click(), `${row(KEYS.mug)} .wc-block-components-quantity-selector__button--plus`);
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).value === '2', `${row(KEYS.mug)} input`);
    await settled(page);
    expect(await page.locator(DIALOG).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(await page.evaluate((l) => document.activeElement === document.querySelector(l), `${row(KEYS.snack)} ${LINK}`)).toBe(true);
  });

  it('works in the mini-cart drawer too; Escape closes the popup first, then the drawer', async () => {
    const { page } = await demo.open('/cart/');
    await waitForLinks(page, MINI);
    await page.click('.wc-block-mini-cart__button');
    await page.locator('.wc-block-mini-cart__drawer').waitFor({ state: 'visible' });
    await page.click(`${row(KEYS.tasting, MINI)} ${LINK}`);
    await page.locator(DIALOG).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(await page.isVisible('.wc-block-mini-cart__drawer')).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.wc-block-mini-cart__drawer').waitFor({ state: 'hidden' });
  });

  it('follows the item, not its position, when an item before it is removed', async () => {
    const { page } = await demo.open('/cart/');
    await waitForLinks(page);
    await page.click(`${row(KEYS.mug)} .wc-block-cart-item__remove-link`);
    await page.waitForFunction((sel) => !document.querySelector(sel), row(KEYS.mug));
    await settled(page);
    expect(await rowsWithLinks(page, CART)).toEqual(['Tasting box', 'Snack box']);
    expect(await rowsWithLinks(page, MINI)).toEqual(['Tasting box', 'Snack box']);
    expect(await boxRequests()).toHaveLength(2);
  });

  it('places the links by the cart order on older markup without cart keys, mini-cart and placeholders included', async () => {
    await demo.gate('ajax:lp_demo_cart', true);
    const { page, errors } = await demo.open('/cart/?wc=old');
    await page.waitForFunction((t) => document.querySelectorAll(`${t} .wc-block-cart-items__row`).length === 3, CART);
    await demo.gate('ajax:lp_demo_cart', false);
    await waitForLinks(page);
    expect(await page.$$('[data-cart-item-key]')).toHaveLength(0);
    expect(await rowsWithLinks(page, CART)).toEqual(['Tasting box', 'Snack box']);
    expect(await rowsWithLinks(page, MINI)).toEqual(['Tasting box', 'Snack box']);
    // Remove the first item: positions shift, the links stay with their items.
    await page.click(`${CART} .wc-block-cart-items__row:first-child .wc-block-cart-item__remove-link`);
    await page.waitForFunction((t) => document.querySelectorAll(`${t} .wc-block-cart-items__row`).length === 4, CART);
    await settled(page);
    expect(await rowsWithLinks(page, CART)).toEqual(['Tasting box', 'Snack box']);
    expect(await rowsWithLinks(page, MINI)).toEqual(['Tasting box', 'Snack box']);
    expect(errors).toEqual([]);
  });

  it('registers when WooCommerce loads after the add-on, and does nothing on a page without it', async () => {
    const first = await demo.open('/cart/?order=addon-first');
    await waitForLinks(first.page);
    expect(await first.page.textContent(`${row(KEYS.coffee)} .wc-block-cart-item__prices`)).toContain('/ 1 Month');
    expect(first.errors).toEqual([]);

    const { page, errors } = await demo.open('/cart/?standin=none');
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/dist/shop-addon/shop-addon.js')));
    expect(await page.evaluate(() => typeof (window as unknown as { wc?: unknown }).wc)).toBe('undefined');
    expect(errors).toEqual([]);
    // WooCommerce's blocks appear later: the add-on registers and the texts show up.
    await page.addScriptTag({ type: 'module', url: '/dist/demo/shop-stand-in.js' });
    await waitForLinks(page);
    expect(await page.textContent(`${row(KEYS.coffee)} .wc-block-cart-item__prices`)).toContain('/ 1 Month For 12 Months');
    expect(errors).toEqual([]);
  });
});
