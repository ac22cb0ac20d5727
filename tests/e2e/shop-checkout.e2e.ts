// The subscription add-on on the demo's block checkout: the order summary (whose items carry no cart
// key), the place-order label, and the failure paths of spec §8: a server error, a bad nonce, an HTML
// answer and success false show no link and only log 'Error fetching cart item:'.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemo } from './harness';

const demo = useDemo();
const SUMMARY = '.wc-block-components-order-summary';
const ITEM = '.wc-block-components-order-summary-item';
const LINK = '.wps_show_customer_subscription_box_popup';
const DIALOG = '[role="dialog"][aria-modal="true"]';
const PLACE_ORDER = '.wc-block-components-checkout-place-order-button';

const setShop = (body: Record<string, unknown>) =>
  fetch(`${demo.url}/__test__/feature/shop`, { method: 'POST', body: JSON.stringify(body) });
const boxRequests = async () => (await demo.state()).ajax.filter((a) => a.action === 'wps_get_cart_item');
const summaryLinks = (page: Page) =>
  page.$$eval(`${SUMMARY} ${LINK}`, (links) => links.map((a) => a.closest('.wc-block-components-order-summary-item')!.querySelector('.wc-block-components-product-name')!.textContent));
const item = (page: Page, name: string) =>
  page.$$eval(ITEM, (items, n) => {
    const it = items.find((i) => i.querySelector('.wc-block-components-product-name')!.textContent === n)!;
    return {
      unit: it.querySelector('.wc-block-components-order-summary-item__individual-prices')!.textContent!.trim(),
      total: it.querySelector('.wc-block-components-order-summary-item__total-price')!.textContent!.trim(),
    };
  }, name);
const errorsNamed = (errors: string[]) => errors.filter((e) => e.startsWith('Error fetching cart item:'));

beforeEach(() => demo.reset());

describe('shop add-on: checkout page', () => {
  it('puts the switch direction after the line total only, no subscription text, and the plugin button label', async () => {
    const { page, errors } = await demo.open('/checkout/');
    await page.waitForFunction((s) => document.querySelectorAll(s).length === 2, `${SUMMARY} ${LINK}`);
    expect(await item(page, 'Tea club: premium plan')).toEqual({ unit: '$32.00', total: '$32.00 (Upgrade from the basic plan)' });
    expect(await item(page, 'Monthly coffee subscription')).toEqual({ unit: '$24.00', total: '$24.00' });
    expect(await page.textContent(SUMMARY)).not.toMatch(/\/ 1 (Month|Week)/);
    expect(await page.textContent(PLACE_ORDER)).toBe('Start my subscription');
    expect(errors).toEqual([]);
  });

  it('keeps the default place-order label when the plugin sets no text', async () => {
    const { page } = await demo.open('/checkout/?place_order=none');
    await page.locator(PLACE_ORDER).waitFor();
    expect(await page.textContent(PLACE_ORDER)).toBe('Place Order');
  });

  it('puts the link right after the product name of each box, and it opens the popup', async () => {
    const { page, errors } = await demo.open('/checkout/');
    await page.waitForFunction((s) => document.querySelectorAll(s).length === 2, `${SUMMARY} ${LINK}`);
    expect(await summaryLinks(page)).toEqual(['Tasting box', 'Snack box']);
    expect(await page.$$eval(`${SUMMARY} ${LINK}`, (links) => links.map((a) => a.parentElement!.previousElementSibling!.className))).toEqual([
      'wc-block-components-product-name',
      'wc-block-components-product-name',
    ]);
    await page.click(`${SUMMARY} ${LINK} >> nth=1`);
    await page.locator(DIALOG).waitFor();
    expect((await page.locator(`${DIALOG} li`).allTextContents()).map((t) => t.trim())).toEqual(['Almond biscotti x 4', 'Dark chocolate squares x 6']);
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('stays one link per box and one request per box while the summary re-renders', async () => {
    const { page } = await demo.open('/checkout/');
    await page.waitForFunction((s) => document.querySelectorAll(s).length === 2, `${SUMMARY} ${LINK}`);
    for (const rate of ['express', 'free', 'express']) {
      await page.check(`input[name="shipping-rate"][value="${rate}"]`);
      await page.waitForFunction((r) => {
        const fs = document.querySelector('.wc-block-checkout__shipping-option') as HTMLFieldSetElement;
        return !fs.disabled && (document.querySelector(`input[value="${r}"]`) as HTMLInputElement).checked;
      }, rate);
    }
    expect(await page.textContent('.wc-block-components-totals-footer-item')).toContain('$186.00');
    expect(await summaryLinks(page)).toEqual(['Tasting box', 'Snack box']);
    expect(await boxRequests()).toHaveLength(2);
  });

  it.each([
    ['a server error (500)', { fail: 'http500' }],
    ['a bad nonce (403, -1)', { nonce: 'rotated' }],
    ['an HTML answer', { fail: 'html' }],
    ['success false', { fail: 'success-false' }],
  ])('on %s: no link, the console message, and the rest of the page works', async (_, failure) => {
    await setShop(failure);
    const { page, errors } = await demo.open('/checkout/');
    await expect.poll(() => errorsNamed(errors).length, { timeout: 10_000 }).toBe(2);
    expect(await boxRequests()).toHaveLength(2);
    expect(await item(page, 'Tea club: premium plan')).toEqual({ unit: '$32.00', total: '$32.00 (Upgrade from the basic plan)' });
    expect(await page.textContent(PLACE_ORDER)).toBe('Start my subscription');
    // A re-render after the failure does not ask again, nor show a link.
    await page.check('input[name="shipping-rate"][value="express"]');
    await page.waitForFunction(() => !(document.querySelector('.wc-block-checkout__shipping-option') as HTMLFieldSetElement).disabled);
    expect(await page.$$(LINK)).toHaveLength(0);
    expect(await boxRequests()).toHaveLength(2);
    expect(errors.length).toBe(errorsNamed(errors).length + errors.filter((e) => /Failed to load resource/.test(e)).length);
  });

  it('tolerates missing plugin globals: texts still show, the default label, no request and no link', async () => {
    const { page, errors } = await demo.open('/checkout/?sfw=missing');
    await expect.poll(() => errorsNamed(errors).length).toBe(2);
    expect(errorsNamed(errors)[0]).toContain('ajaxurl is missing');
    expect(await item(page, 'Tea club: premium plan')).toEqual({ unit: '$32.00', total: '$32.00 (Upgrade from the basic plan)' });
    expect(await page.textContent(PLACE_ORDER)).toBe('Place Order');
    expect(await page.$$(LINK)).toHaveLength(0);
    expect(await boxRequests()).toHaveLength(0);
  });
});
