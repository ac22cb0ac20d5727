// The subscription add-on registering after WooCommerce's blocks have rendered (?addon=late adds its
// script only once the cart rows or the order summary are on the page): its texts, links and the
// place-order label appear at once, through one re-render of the cart data store, with no request for
// the cart and no action of the shopper.
import { beforeEach, describe, expect, it } from 'vitest';
import { useDemo } from './harness';

const demo = useDemo();
const COFFEE = 'table.wc-block-cart-items:not(.wc-block-mini-cart-items) tr[data-cart-item-key="b6d767d2f8ed5d21a44b0e5886680cb9"]';
const cartLoads = async () => (await demo.state()).ajax.filter((a) => a.action.startsWith('lp_demo_cart')).map((a) => a.action);

beforeEach(() => demo.reset());

describe('shop add-on registered after the cart rendered', () => {
  it('cart: the texts and the box links show without waiting for a change', async () => {
    const { page, errors } = await demo.open('/cart/?addon=late');
    // The rows were on the page before the add-on's script was even added.
    await page.waitForFunction(() => (window as unknown as { __lpAddonLate?: number }).__lpAddonLate! > 0);
    await page.waitForFunction((sel) => document.querySelector(sel)?.querySelector('.wc-block-cart-item__prices')?.textContent?.includes('1 Month For 12 Months'), COFFEE);
    await page.waitForFunction(() => document.querySelectorAll('table.wc-block-cart-items:not(.wc-block-mini-cart-items) .wps_show_customer_subscription_box_popup').length === 2);
    // One load of the cart, no update: the re-render came from the data store, not from the network or the shopper.
    expect(await cartLoads()).toEqual(['lp_demo_cart']);
    expect(errors).toEqual([]);
  });

  it('checkout: the place-order label and the summary texts show at once', async () => {
    const { page, errors } = await demo.open('/checkout/?addon=late');
    await page.waitForFunction(() => (window as unknown as { __lpAddonLate?: number }).__lpAddonLate! > 0);
    await page.waitForFunction(() => document.querySelector('.wc-block-components-checkout-place-order-button')?.textContent === 'Start my subscription');
    await page.waitForFunction(() => document.querySelector('.wc-block-components-order-summary')?.textContent?.includes('Upgrade from the basic plan'));
    expect(await cartLoads()).toEqual(['lp_demo_cart']);
    expect(errors).toEqual([]);
  });
});
