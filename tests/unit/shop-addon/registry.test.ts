// The add-on's filters through the demo's stand-in of WooCommerce's filter registry, whose semantics
// are contracts §1.3: namespaced registration, the chain in order, the same-type check, `<price/>`
// validation, the cache, errors logged and the value from before the failing filter kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetRegistry, applyCheckoutFilter, productPriceValidation, registerCheckoutFilters, type CheckoutFilter } from '../../../demo/shop/stand-in/registry';
import { cartItemPrice, subtotalPriceFormat } from '../../../src/shop-addon/filters';

const cartItem = { key: 'k', item_data: [{ name: 'wps-sfw-price-html', value: '<span> / 1 Month </span>', hidden: '1' }] };
const cart = { cartItems: [cartItem] };
const arg = (context = 'cart', item: unknown = cartItem) => ({ context, cartItem: item, cart });
const apply = (a: unknown, filterName = 'subtotalPriceFormat') =>
  applyCheckoutFilter({ filterName, defaultValue: '<price/>', extensions: {}, arg: a, validation: productPriceValidation });

beforeEach(() => __resetRegistry());
afterEach(() => vi.restoreAllMocks());

describe('stand-in registry with the add-on filters', () => {
  it('applies the add-on filter with three arguments (value, extensions, args)', () => {
    const spy = vi.fn(subtotalPriceFormat as CheckoutFilter);
    registerCheckoutFilters('wps-sfw-checkout-block', { subtotalPriceFormat: spy });
    const a = arg();
    expect(apply(a)).toBe('<price/> / 1 Month');
    expect(spy.mock.calls[0]).toEqual(['<price/>', {}, a]);
  });

  it('chains namespaces in registration order, and replaces a namespace on re-registration', () => {
    registerCheckoutFilters('first', { subtotalPriceFormat: (v) => `${v} A` });
    registerCheckoutFilters('wps-sfw-checkout-block', { subtotalPriceFormat: subtotalPriceFormat as CheckoutFilter });
    expect(apply(arg())).toBe('<price/> A / 1 Month');
    registerCheckoutFilters('first', { subtotalPriceFormat: (v) => `${v} B` });
    expect(apply(arg('cart', { ...cartItem }))).toBe('<price/> B / 1 Month');
  });

  it('keeps the value from before a filter that drops <price/> or changes the type, and logs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerCheckoutFilters('bad-format', { subtotalPriceFormat: () => 'no token' });
    registerCheckoutFilters('bad-type', { subtotalPriceFormat: () => 42 });
    registerCheckoutFilters('wps-sfw-checkout-block', { subtotalPriceFormat: subtotalPriceFormat as CheckoutFilter });
    expect(apply(arg())).toBe('<price/> / 1 Month');
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0][0])).toContain('Returned value must include <price/>');
    expect(String(error.mock.calls[1][0])).toContain('The type returned by checkout filters must be the same');
  });

  it('serves the cached value for an identical call, re-runs for new args, and after a registration', () => {
    const spy = vi.fn(cartItemPrice as CheckoutFilter);
    registerCheckoutFilters('wps-sfw-checkout-block', { cartItemPrice: spy });
    const a = arg('summary');
    apply(a, 'cartItemPrice');
    apply(a, 'cartItemPrice');
    expect(spy).toHaveBeenCalledTimes(1);
    apply(arg('summary'), 'cartItemPrice'); // a re-render: a new args object with the same members is equal
    expect(spy).toHaveBeenCalledTimes(1);
    apply(arg('cart', { ...cartItem }), 'cartItemPrice'); // another row
    expect(spy).toHaveBeenCalledTimes(2);
    registerCheckoutFilters('other', {});
    apply(arg('cart', { ...cartItem }), 'cartItemPrice');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('never lets the add-on filters break a render, whatever the args', () => {
    const error = vi.spyOn(console, 'error');
    registerCheckoutFilters('wps-sfw-checkout-block', { subtotalPriceFormat: subtotalPriceFormat as CheckoutFilter, cartItemPrice: cartItemPrice as CheckoutFilter });
    for (const a of [null, {}, arg('cart', {}), arg('cart', null), { context: 'cart', cartItem: { item_data: [null, 'x', 3] } }]) {
      expect(apply(a)).toBe('<price/>');
      expect(apply(a, 'cartItemPrice')).toBe('<price/>');
    }
    expect(error).not.toHaveBeenCalled();
  });
});
