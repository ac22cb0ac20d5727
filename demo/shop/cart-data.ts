// The demo shop's cart, kept by the dev server (feature state "shop"), and its Store API shape
// (contracts §1.5): what WooCommerce's block cart receives, item_data sanitised to strings the way
// newer WooCommerce does (wp_kses_post keeps the plugin's <span>s; `hidden: true` becomes "1").
import { feature, type DemoState } from '../server/state';

export interface AttachedProduct {
  product_id: number;
  name: string;
  image: string | false;
  quantity: number;
}

export interface DemoCartItem {
  key: string;
  id: number;
  name: string;
  slug: string;
  color: string;
  /** Unit price in cents. */
  price: number;
  quantity: number;
  /** What the woocommerce_get_item_data filter returns for the item (before the box entries). */
  itemData: { name: string; value: string; hidden?: boolean }[];
  /** A subscription box's products (the plugin's wps_sfw_attached_products). */
  attached?: AttachedProduct[];
}

export interface ShopState {
  items: DemoCartItem[];
  /** The nonce wps_get_cart_item accepts; the pages print NONCE, so any other value makes it fail. */
  nonce: string;
  /** Makes wps_get_cart_item fail: HTTP 500, an HTML body instead of JSON, or {success:false}. */
  fail?: 'http500' | 'html' | 'success-false';
  /** Answer delays, to see loading rows and late links. */
  cartDelayMs: number;
  itemDelayMs: number;
  updateDelayMs: number;
  shipping: 'free' | 'express';
}

export const NONCE = 'sfw-nonce-5f2a9c';
export const SHIPPING = { free: { label: 'Free shipping', price: 0 }, express: { label: 'Express', price: 900 } } as const;

/** A square product picture, as a data URI (the demo has no media library). */
export const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="8" fill="${color}"/></svg>`)}`;

const interval = (text: string) => `<span class="wps_sfw_interval"> / ${text} </span>`;

export function defaultItems(): DemoCartItem[] {
  return [
    { key: '3c59dc048e8850243be8079a5c74d079', id: 21, name: 'Ceramic pour-over mug', slug: 'ceramic-mug', color: '#c9a27e', price: 1800, quantity: 1, itemData: [] },
    {
      key: 'b6d767d2f8ed5d21a44b0e5886680cb9', id: 22, name: 'Monthly coffee subscription', slug: 'coffee-subscription', color: '#6f4e37', price: 2400, quantity: 1,
      itemData: [{ name: 'wps-sfw-price-html', value: `${interval('1 Month')}<span class="wps_sfw_expiry_interval"> For 12 Months </span>`, hidden: true }],
    },
    {
      key: '37693cfc748049e45d87b8c7d8b9aacd', id: 23, name: 'Tea club: premium plan', slug: 'tea-club-premium', color: '#7a9a5b', price: 3200, quantity: 1,
      itemData: [
        { name: 'wps-sfw-price-html', value: '', hidden: true },
        { name: 'wps-wsp-switch-direction', value: '(Upgrade from the basic plan)', hidden: true },
      ],
    },
    {
      key: '1ff1de774005f8da13f42943881c655f', id: 24, name: 'Tasting box', slug: 'tasting-box', color: '#b5651d', price: 4500, quantity: 1,
      itemData: [{ name: 'wps-sfw-price-html', value: interval('1 Week'), hidden: true }],
      attached: [
        { product_id: 31, name: 'Colombia beans, 250 g', image: picture('#8b5a2b'), quantity: 2 },
        { product_id: 32, name: 'Decaf &amp; Co. beans', image: false, quantity: 1 },
        { product_id: 33, name: '<img src=x onerror="document.body.dataset.pwned=1">Espresso <b>blend</b>', image: picture('#3b2417'), quantity: 3 },
      ],
    },
    {
      key: '8e296a067a37563370ded05f5a3bf3ec', id: 25, name: 'Snack box', slug: 'snack-box', color: '#d4a017', price: 2900, quantity: 2,
      itemData: [{ name: 'wps-sfw-price-html', value: interval('1 Month'), hidden: true }],
      attached: [
        { product_id: 41, name: 'Almond biscotti', image: picture('#e3c16f'), quantity: 4 },
        { product_id: 42, name: 'Dark chocolate squares', image: picture('#4a2c2a'), quantity: 6 },
      ],
    },
  ];
}

/** The shop's state, created on first use; fields a test did not set keep their defaults. */
export function shop(state: DemoState): ShopState {
  const s = feature<Partial<ShopState>>(state, 'shop', () => ({}));
  s.items ??= defaultItems();
  s.nonce ??= NONCE;
  s.cartDelayMs ??= 400;
  s.itemDelayMs ??= 150;
  s.updateDelayMs ??= 250;
  s.shipping ??= 'free';
  return s as ShopState;
}

const currency = {
  currency_code: 'USD', currency_symbol: '$', currency_minor_unit: 2, currency_decimal_separator: '.',
  currency_thousand_separator: ',', currency_prefix: '$', currency_suffix: '',
};
const sanitize = (s: string) => s.replace(/<(script|style|iframe)[^>]*>[^]*?<\/\1>/gi, ''); // what kses would drop

/** GET /wc/store/v1/cart, as far as the block cart reads it. */
export function storeCart(s: ShopState, origin: string) {
  const items = s.items.map((it, index) => {
    // The plugin gives every item its index, and a box its cart key too (contracts §2.5).
    const data: { name: string; value: string | number; hidden?: boolean }[] = [
      ...it.itemData,
      { name: 'wps_sfw_subscription_box_cart_index', value: index, hidden: true },
    ];
    if (it.attached) data.push({ name: 'wps_sfw_subscription_box_cart_key', value: it.key, hidden: true });
    const line = it.price * it.quantity;
    return {
      key: it.key, id: it.id, type: 'simple', quantity: it.quantity,
      quantity_limits: { minimum: 1, maximum: 99, multiple_of: 1, editable: true },
      name: it.name, short_description: '', description: '', sku: `SKU-${it.id}`,
      low_stock_remaining: null, backorders_allowed: false, show_backorder_badge: false, sold_individually: false,
      permalink: `${origin}/product/${it.slug}/`,
      images: [{ id: it.id * 10, src: picture(it.color), thumbnail: picture(it.color), srcset: '', sizes: '', name: it.slug, alt: '' }],
      variation: [],
      item_data: data.map((d) => ({ name: d.name, value: sanitize(String(d.value)), ...(d.hidden ? { hidden: '1' } : {}) })),
      prices: { price: String(it.price), regular_price: String(it.price), sale_price: String(it.price), price_range: null, ...currency,
        raw_prices: { precision: 6, price: String(it.price * 1e4), regular_price: String(it.price * 1e4), sale_price: String(it.price * 1e4) } },
      totals: { line_subtotal: String(line), line_subtotal_tax: '0', line_total: String(line), line_total_tax: '0', ...currency },
      catalog_visibility: 'visible', extensions: {},
    };
  });
  const subtotal = s.items.reduce((t, it) => t + it.price * it.quantity, 0);
  const ship = SHIPPING[s.shipping].price;
  return {
    items,
    items_count: s.items.reduce((t, it) => t + it.quantity, 0),
    needs_payment: true, needs_shipping: true,
    shipping_rates: [{ package_id: 0, name: 'Shipment 1', shipping_rates: Object.entries(SHIPPING).map(([id, r]) => ({
      rate_id: id, name: r.label, price: String(r.price), selected: id === s.shipping, ...currency })) }],
    totals: { total_items: String(subtotal), total_items_tax: '0', total_shipping: String(ship), total_shipping_tax: '0', total_discount: '0',
      total_tax: '0', total_price: String(subtotal + ship), ...currency },
    errors: [], extensions: {},
  };
}

/** The plugin's wps_get_cart_item success body (contracts §2.4). */
export function cartItemResponse(it: DemoCartItem) {
  return {
    success: true,
    data: {
      cart_item: { key: it.key, product_id: it.id, variation_id: 0, quantity: it.quantity, line_total: it.price * it.quantity / 100, wps_sfw_attached_products: it.attached ?? [] },
      attached_products: it.attached ?? [],
    },
  };
}
