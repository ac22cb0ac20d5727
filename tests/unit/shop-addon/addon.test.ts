// The add-on as the host page runs it, on the project's runtime: it registers its filters under one
// namespace, asks once per box however often the filters run, and puts the link in the box's row,
// by key, back again whenever the host re-creates the row.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE, start } from '../../../src/shop-addon/addon';
import { HOST_ATTR } from '../../../src/shop-addon/place';
import { cartRow, cartTable, placeholders } from './markup';

type Filters = Record<string, (value: string, extensions?: unknown, args?: unknown) => string>;

const box = (key: string, index: string) => ({
  key,
  item_data: [
    { name: 'wps_sfw_subscription_box_cart_index', value: index, hidden: '1' },
    { name: 'wps_sfw_subscription_box_cart_key', value: `box-${key}`, hidden: '1' },
  ],
});
const plain = (key: string, index: string) => ({ key, item_data: [{ name: 'wps_sfw_subscription_box_cart_index', value: index, hidden: '1' }] });
const items = [plain('a', '0'), box('b', '1'), plain('c', '2')];
const cart = { cartItems: items };
const linksIn = (key: string) => document.querySelectorAll(`tr[data-cart-item-key="${key}"] .wps_show_customer_subscription_box_popup`).length;

/** A hang guard for the lazy chunk and the render on a busy machine, not a speed check. */
const WAIT = { timeout: 10_000 };
let filters: Filters;
let fetch: ReturnType<typeof vi.fn>;
let actEnv: unknown;

function boot(globals: Record<string, unknown> = {}) {
  const registerCheckoutFilters = vi.fn((_ns: string, f: Filters) => void (filters = f));
  const win = Object.assign(new EventTarget(), {
    document,
    wc: { blocksCheckout: { registerCheckoutFilters } },
    sfw_public_block: { ajaxurl: '/wp-admin/admin-ajax.php', place_order_button_text: 'Start my subscription' },
    sfw_public_param: { sfw_public_nonce: 'n' },
    ...globals,
  });
  start(win as unknown as Window & typeof globalThis);
  return registerCheckoutFilters;
}

beforeEach(() => {
  // The add-on renders on its own schedule, as on a live page, not inside act().
  actEnv = (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = false;
  fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const key = new URLSearchParams(init.body as URLSearchParams).get('cart_key');
    return new Response(JSON.stringify({ success: true, data: { attached_products: [{ name: `in ${key}`, image: '', quantity: 1 }] } }));
  });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = actEnv;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe(`shop add-on, started (${__RUNTIME__})`, () => {
  it('registers its three filters under one namespace', () => {
    const register = boot();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0][0]).toBe(NAMESPACE);
    expect(Object.keys(filters).sort()).toEqual(['cartItemPrice', 'placeOrderButtonLabel', 'subtotalPriceFormat']);
    expect(filters.placeOrderButtonLabel('Place Order')).toBe('Start my subscription');
  });

  it('keeps the default label when the plugin printed no text, or no globals', () => {
    boot({ sfw_public_block: { place_order_button_text: null } });
    expect(filters.placeOrderButtonLabel('Place Order')).toBe('Place Order');
    boot({ sfw_public_block: undefined, sfw_public_param: undefined });
    expect(filters.placeOrderButtonLabel('Place Order')).toBe('Place Order');
  });

  it('asks once per box, places one link in its row, and puts it back when the row is re-created', async () => {
    boot();
    document.body.innerHTML = cartTable(placeholders());
    // Placeholder rows run the filters with an empty item while the cart loads.
    for (let i = 0; i < 3; i++) expect(filters.cartItemPrice('<price/>', {}, { context: 'cart', cartItem: {}, cart: { cartItems: [] } })).toBe('<price/>');
    document.querySelector('tbody')!.innerHTML = items.map((i) => cartRow({ key: i.key, name: `Item ${i.key}` })).join('');
    for (let render = 0; render < 4; render++) {
      for (const cartItem of items) filters.cartItemPrice('<price/>', {}, { context: 'cart', cartItem, cart });
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(fetch.mock.calls[0][1].body as URLSearchParams)).toEqual({ action: 'wps_get_cart_item', cart_key: 'box-b', nonce: 'n' });
    await vi.waitFor(() => expect(linksIn('b')).toBe(1), WAIT);
    expect(linksIn('a') + linksIn('c')).toBe(0);
    const host = document.querySelector(`[${HOST_ATTR}]`)!;
    expect(host.previousElementSibling!.className).toBe('wc-block-cart-item__prices');

    // The host re-renders the row from scratch: the link comes back, once.
    const row = document.querySelector('tr[data-cart-item-key="b"]')!;
    const fresh = row.cloneNode(true) as HTMLElement;
    fresh.querySelector(`[${HOST_ATTR}]`)!.remove();
    row.replaceWith(fresh);
    await vi.waitFor(() => expect(linksIn('b')).toBe(1), WAIT);
    expect(document.querySelectorAll(`[${HOST_ATTR}]`)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
