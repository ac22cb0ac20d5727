// The add-on's filters through the demo's stand-in of WooCommerce's filter registry, whose semantics
// are contracts §1.3: namespaced registration, the chain in order, the same-type check, `<price/>`
// validation, the cache, errors logged and the value from before the failing filter kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetRegistry, applyCheckoutFilter, membersShallowEqual, productPriceValidation, registerCheckoutFilters, type CheckoutFilter } from '../../../demo/shop/stand-in/registry';
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
    apply(arg('cart', { ...cartItem, key: 'k2' }), 'cartItemPrice'); // another row
    expect(spy).toHaveBeenCalledTimes(2);
    registerCheckoutFilters('other', {});
    apply(arg('cart', { ...cartItem, key: 'k2' }), 'cartItemPrice');
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

describe('stand-in registry: WooCommerce\'s rules', () => {
  const run = (spy: CheckoutFilter, a: unknown, extensions: Record<string, unknown> | null = {}, defaultValue = '<price/>') =>
    applyCheckoutFilter({ filterName: 'itemName', defaultValue, extensions, arg: a, validation: () => true });

  it('arg and extensions are compared one level deep: each member shallow-equal', () => {
    const spy = vi.fn((v: unknown) => v);
    registerCheckoutFilters('ns', { itemName: spy });
    const item = { key: 'k', item_data: cartItem.item_data, prices: { price: '100' } };
    run(spy, { context: 'cart', cartItem: item, cart });
    // A copy of the item with the same members: equal, the cached value is served.
    run(spy, { context: 'cart', cartItem: { ...item }, cart });
    expect(spy).toHaveBeenCalledTimes(1);
    // Two levels down is not looked at: a new prices object with the same price is a different member.
    run(spy, { context: 'cart', cartItem: { ...item, prices: { price: '100' } }, cart });
    expect(spy).toHaveBeenCalledTimes(2);
    // A different context, a missing key, a different default value: re-run.
    run(spy, { context: 'summary', cartItem: item, cart });
    run(spy, { context: 'summary', cartItem: item });
    run(spy, { context: 'summary', cartItem: item }, {}, 'other');
    expect(spy).toHaveBeenCalledTimes(5);
    // extensions: member-wise too (a new { a: 1 } per render is equal); two nulls are equal.
    run(spy, { context: 'summary', cartItem: item }, { ext: { a: 1 } }, 'other');
    run(spy, { context: 'summary', cartItem: item }, { ext: { a: 1 } }, 'other');
    expect(spy).toHaveBeenCalledTimes(6);
    run(spy, { context: 'summary', cartItem: item }, { ext: { a: 2 } }, 'other');
    expect(spy).toHaveBeenCalledTimes(7);
    run(spy, null, null);
    run(spy, null, null);
    expect(spy).toHaveBeenCalledTimes(8);
    expect(membersShallowEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(membersShallowEqual({ a: [1, { b: 1 }] }, { a: [1, { b: 1 }] })).toBe(false);
    expect(membersShallowEqual(null, {})).toBe(false);
  });

  it('keeps the filters on window.wc._internalBlocksCheckoutFilters, shared by every copy of the registry', () => {
    registerCheckoutFilters('ns', { itemName: (v) => `${v}!` });
    const shared = (window as unknown as { wc: { _internalBlocksCheckoutFilters: Record<string, Record<string, CheckoutFilter>> } }).wc._internalBlocksCheckoutFilters;
    expect(Object.keys(shared)).toEqual(['ns']);
    // Another copy of the bundle registering on the global is seen too.
    shared.other = { itemName: (v) => `${v}?` };
    expect(applyCheckoutFilter({ filterName: 'itemName', defaultValue: 'x', arg: { n: 1 } })).toBe('x!?');
  });

  it('re-throws a filter error for an admin; logs it for everyone else', () => {
    __resetRegistry(true);
    registerCheckoutFilters('ns', { itemName: () => { throw new Error('boom'); } });
    expect(() => applyCheckoutFilter({ filterName: 'itemName', defaultValue: 'x', arg: { n: 1 } })).toThrow('boom');
    registerCheckoutFilters('ns', { itemName: () => 42 });
    expect(() => applyCheckoutFilter({ filterName: 'itemName', defaultValue: 'x', arg: { n: 2 } })).toThrow(/must be the same as the type they receive. The function received string but returned number/);
    __resetRegistry(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerCheckoutFilters('ns', { itemName: () => { throw new Error('boom'); } });
    registerCheckoutFilters('after', { itemName: (v) => `${v}+` });
    expect(applyCheckoutFilter({ filterName: 'itemName', defaultValue: 'x', arg: { n: 3 } })).toBe('x+');
    expect(String(error.mock.calls[0][0])).toContain('boom');
  });
});
