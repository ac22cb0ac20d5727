// The shop helpers on WooCommerce's classic cart and checkout, whose scripts (the demo's stand-ins for
// WooCommerce's cart.js and checkout.js) fire WooCommerce's events through the real jQuery.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, mounted, useDemo } from './harness';

const demo = useDemo();
/** Under a loaded machine a browser round trip can take seconds: wait for the condition that long. */
const WAIT = { timeout: 15_000 };
const countText = (page: Page) => page.locator('.et-cart-info span').innerText();
const recordScroll = () => {
  (window as unknown as { __ys: number[] }).__ys = [];
  addEventListener('scroll', () => (window as unknown as { __ys: number[] }).__ys.push(scrollY), { passive: true });
};

describe('classic cart', () => {
  it('updated_wc_div: the header count follows the quantities, duplicate copies go; emptied: the totals module hides', async () => {
    await demo.reset();
    const { page, errors } = await demo.open('/modules/shop-cart/');
    await mounted(page, 'shop');
    expect(await countText(page)).toBe('4 Items');
    await page.fill('#quantity_c3d4', '5');
    await page.click('button[name=update_cart]');
    await expect.poll(() => countText(page), WAIT).toBe('7 Items');
    // WooCommerce put every copy of the answer's totals in place of each copy on the page (4); one per module is left.
    await expect.poll(() => page.locator('.cart_totals').count(), WAIT).toBe(2);
    expect(await page.locator('.et_pb_wc_cart_products .cart_totals').count()).toBe(1);
    expect(await page.locator('.et_pb_wc_cart_totals .cart_totals').count()).toBe(1);
    expect(await page.locator('.woocommerce-cart-form').count()).toBe(1);
    expect(await page.locator('.et_pb_wc_cart_totals .order-total').innerText()).toContain('$125.00');

    await page.click('a.remove[data-cart_item_key="c3d4"]');
    await expect.poll(() => countText(page), WAIT).toBe('2 Items');
    await page.click('a.remove[data-cart_item_key="a1b2"]');
    await expect.poll(() => countText(page), WAIT).toBe('1 Item');
    expect(await page.locator('.et_pb_wc_cart_totals').isVisible()).toBe(true);
    await page.click('a.remove[data-cart_item_key="e5f6"]');
    await page.waitForSelector('.cart-empty');
    await expect.poll(() => page.locator('.et_pb_wc_cart_totals').isVisible(), WAIT).toBe(false);
    expect(await countText(page)).toBe('0 Items');
    expect(errors).toEqual([]);
  });

  it('in the builder preview the cart-removal links do nothing', async () => {
    await demo.reset();
    const { page, requests } = await demo.open('/modules/shop-cart/?et_fb=1');
    await mounted(page, 'shop');
    const pagesBefore = requests.filter((r) => r.startsWith('/modules/shop-cart/')).length;
    await page.click('a.remove[data-cart_item_key="c3d4"]');
    // A click that got through would POST back to the page (WooCommerce's handler) or follow the link.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.startsWith('/modules/shop-cart/')).length).toBe(pagesBefore);
    expect(page.url()).toContain('/modules/shop-cart/?et_fb=1');
    expect(await page.locator('a.remove[data-cart_item_key="c3d4"]').count()).toBe(1);
  });
});

describe('classic checkout', () => {
  const settle = (page: Page) =>
    page.waitForFunction(() => {
      const w = window as unknown as { __last?: [number, number] };
      const now = performance.now();
      if (!w.__last || w.__last[0] !== scrollY) w.__last = [scrollY, now];
      return now - w.__last[1] > 300;
    }, undefined, { polling: 50 });
  const formTop = (page: Page) => page.evaluate(() => Math.round(document.querySelector('form.checkout')!.getBoundingClientRect().top + scrollY));

  it('a checkout error glides (1000 ms) to the form top − 100 − the fixed header, on desktop', async () => {
    const { page, errors } = await demo.open('/modules/shop-checkout/', { ...DESKTOP, init: recordScroll });
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await mounted(page, 'shop');
    // The fixed header shrinks once the page has scrolled (a CSS transition): the glide's offset is the
    // header as it is when the error comes, as the theme measures it, so read it once it has settled.
    const headerNow = () => page.evaluate(() => document.getElementById('main-header')!.offsetHeight + (document.getElementById('top-header')?.offsetHeight ?? 0));
    let before = -1;
    await expect.poll(async () => { const h = await headerNow(); const same = h === before; before = h; return same; }, { interval: 300 }).toBe(true);
    const header = before;
    expect(header).toBeGreaterThan(0);
    const startY = await page.evaluate(() => scrollY);
    await page.evaluate(() => ((window as unknown as { __ys: number[] }).__ys.length = 0));
    await page.click('#place_order');
    await page.waitForSelector('.woocommerce-error');
    await settle(page);
    const y = await page.evaluate(() => scrollY);
    expect(Math.abs(y - ((await formTop(page)) - 100 - header))).toBeLessThanOrEqual(1);
    expect(y).toBeLessThan(startY);
    const ys = await page.evaluate(() => (window as unknown as { __ys: number[] }).__ys);
    expect(ys.filter((v) => v < startY && v > y).length).toBeGreaterThan(5); // smooth, not a jump
    expect(await page.locator('.woocommerce-error li').first().innerText()).toContain('is a required field');
    expect(errors).toEqual([]);
  });

  it('on a phone the header is not counted; updated_checkout scrolls only on a failure', async () => {
    const { page } = await demo.open('/modules/shop-checkout/', PHONE);
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await mounted(page, 'shop');
    await page.selectOption('#billing_country', 'AQ');
    await page.waitForSelector('.woocommerce-error');
    await settle(page);
    expect(Math.abs((await page.evaluate(() => scrollY)) - ((await formTop(page)) - 100))).toBeLessThanOrEqual(1);
    // A successful update does not move the page (the first one takes the notice away, the second is measured).
    await page.selectOption('#billing_country', 'DE');
    await page.waitForFunction(() => !document.querySelector('.woocommerce-error'));
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await settle(page);
    const bottom = await page.evaluate(() => scrollY);
    await Promise.all([page.waitForResponse((r) => r.url().includes('admin-ajax.php')), page.selectOption('#billing_country', 'US')]);
    // Ten frames: a scroll that had started would have moved the page by then.
    await page.evaluate(async () => { for (let i = 0; i < 10; i++) await new Promise(requestAnimationFrame); });
    expect(await page.evaluate(() => scrollY)).toBe(bottom);
    // The chosen payment method is marked, and the mark follows the shopper's choice.
    const checked = () => page.$$eval('.wc_payment_method.et_pb_checked', (lis) => lis.map((li) => li.querySelector('input')!.value));
    expect(await checked()).toEqual(['bacs']);
    await page.check('#payment_method_cod');
    await expect.poll(checked, WAIT).toEqual(['cod']);
  });
});
