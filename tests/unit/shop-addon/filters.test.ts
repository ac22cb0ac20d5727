// The filters are pure functions of (value, extensions, args): what WooCommerce passes (contracts §1.4,
// §1.5), including string item_data values, hidden "1", a box index "0", and the empty line item of
// a loading placeholder row.
import { describe, expect, it } from 'vitest';
import { boxKeyOf, cartItemPrice, itemData, placeOrderButtonLabel, subtotalPriceFormat } from '../../../src/shop-addon/filters';

const item = (...data: unknown[]) => ({ key: 'k1', item_data: data });
const price = { name: 'wps-sfw-price-html', value: '<span class="wps_sfw_interval"> / 1 Month </span>', hidden: '1' };
const sw = { name: 'wps-wsp-switch-direction', value: '(Upgrade)', hidden: '1' };
const args = (context: string, cartItem: unknown) => ({ context, cartItem: cartItem as never, cart: { cartItems: [] } });

describe('shop add-on: subtotalPriceFormat', () => {
  it('appends the subscription price text as text in cart context, keeping <price/> first', () => {
    expect(subtotalPriceFormat('<price/>', {}, args('cart', item(price)))).toBe('<price/> / 1 Month');
  });
  it('does nothing in the summary, or with no context or args', () => {
    expect(subtotalPriceFormat('<price/>', {}, args('summary', item(price)))).toBe('<price/>');
    expect(subtotalPriceFormat('<price/>', {}, { cartItem: item(price) })).toBe('<price/>');
    expect(subtotalPriceFormat('<price/>', {}, null)).toBe('<price/>');
    expect(subtotalPriceFormat('<price/>')).toBe('<price/>');
  });
  it('does nothing when the text is missing, empty or only tags', () => {
    for (const data of [[], [{ ...price, value: '' }], [{ ...price, value: '<span> </span>' }], [{ name: 'other', value: 'x' }]]) {
      expect(subtotalPriceFormat('<price/>', {}, args('cart', item(...data)))).toBe('<price/>');
    }
  });
  it('survives malformed item data and the empty line item of a placeholder row', () => {
    for (const cartItem of [{}, null, { item_data: 'x' }, { item_data: [null, 3, 'a', { name: 'wps-sfw-price-html' }] }]) {
      expect(subtotalPriceFormat('<price/>', {}, args('cart', cartItem))).toBe('<price/>');
    }
  });
  it('adds to a value other filters already changed', () => {
    expect(subtotalPriceFormat('<price/> each', {}, args('cart', item(price)))).toBe('<price/> each / 1 Month');
  });
});

describe('shop add-on: cartItemPrice', () => {
  it('appends the switch-direction text in cart and summary contexts', () => {
    expect(cartItemPrice('<price/>', {}, args('cart', item(sw)))).toBe('<price/> (Upgrade)');
    expect(cartItemPrice('<price/>', {}, args('summary', item(sw)))).toBe('<price/> (Upgrade)');
  });
  it('ignores other contexts, other entries and empty text', () => {
    expect(cartItemPrice('<price/>', {}, args('checkout', item(sw)))).toBe('<price/>');
    expect(cartItemPrice('<price/>', {}, args('cart', item(price)))).toBe('<price/>');
    expect(cartItemPrice('<price/>', {}, args('cart', item({ ...sw, value: ' ' })))).toBe('<price/>');
  });
  it('shows markup in the value as text, never as tags', () => {
    expect(cartItemPrice('<price/>', {}, args('cart', item({ ...sw, value: '<b>Down</b>grade &amp; save' })))).toBe('<price/> Downgrade & save');
  });
});

describe('shop add-on: item data and boxes', () => {
  it('reads values as strings', () => {
    expect(itemData(item({ name: 'n', value: 7 }), 'n')).toBe('7');
    expect(itemData(item({ name: 'n', value: { a: 1 } }), 'n')).toBe('');
    expect(itemData(undefined, 'n')).toBe('');
  });
  it('is a box only with both the key and the index entries, index "0" included', () => {
    const key = { name: 'wps_sfw_subscription_box_cart_key', value: 'abc', hidden: '1' };
    const index = { name: 'wps_sfw_subscription_box_cart_index', value: '0', hidden: '1' };
    expect(boxKeyOf(item(key, index))).toBe('abc');
    expect(boxKeyOf(item(index))).toBeUndefined(); // every item has an index; only a box has a key
    expect(boxKeyOf(item(key))).toBeUndefined();
    expect(boxKeyOf(item({ ...key, value: ' ' }, index))).toBeUndefined();
    expect(boxKeyOf({})).toBeUndefined();
  });
});

describe('shop add-on: placeOrderButtonLabel', () => {
  it('uses the plugin text when it is set', () => {
    expect(placeOrderButtonLabel('Place Order', 'Start my subscription')).toBe('Start my subscription');
    expect(placeOrderButtonLabel('Place Order', 'Pay &amp; subscribe')).toBe('Pay & subscribe');
  });
  it('keeps the default for null, empty or non-string text', () => {
    for (const t of [null, undefined, '', '  ', 0, {}]) expect(placeOrderButtonLabel('Place Order', t)).toBe('Place Order');
  });
});
