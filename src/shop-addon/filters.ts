// The three checkout filters (spec §4 "Subscription add-on", contracts §2.3), as pure functions of what
// WooCommerce passes: (value, extensions, args). The registry calls them during the host's render.
import { toText } from './text';

/** Store API cart item, as far as the add-on reads it: every item_data field arrives as a string. */
export interface CartItem {
  key?: unknown;
  item_data?: unknown;
}
export interface FilterArgs {
  context?: unknown;
  cartItem?: CartItem | null;
  cart?: { cartItems?: unknown } | null;
}
export type CheckoutFilter = (value: string, extensions?: unknown, args?: FilterArgs | null) => string;

export const PRICE_HTML = 'wps-sfw-price-html';
export const SWITCH_DIRECTION = 'wps-wsp-switch-direction';
export const BOX_KEY = 'wps_sfw_subscription_box_cart_key';
export const BOX_INDEX = 'wps_sfw_subscription_box_cart_index';

/** The item_data entry with this name, or undefined. Entries that are not objects are skipped. */
function entry(item: CartItem | null | undefined, name: string): { value?: unknown } | undefined {
  const list = item?.item_data;
  if (!Array.isArray(list)) return;
  return list.find((e) => e && typeof e === 'object' && (e as { name?: unknown }).name === name);
}

/** The value of an item_data entry as a string ('' when missing). */
export function itemData(item: CartItem | null | undefined, name: string): string {
  const v = entry(item, name)?.value;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/**
 * The subscription-box cart key of an item that has both the box key and the box index entries (the
 * plugin gives every item an index, "0" included, but only a box a key), or undefined.
 */
export function boxKeyOf(item: CartItem | null | undefined): string | undefined {
  if (!entry(item, BOX_INDEX)) return;
  return itemData(item, BOX_KEY).trim() || undefined;
}

/** `value`, a space, then the item_data text as text: only when that text is not empty. */
function append(value: string, item: CartItem | null | undefined, name: string): string {
  if (typeof value !== 'string') return value;
  const text = toText(itemData(item, name));
  return text ? `${value} ${text}` : value;
}

/** Per-unit price in cart rows (and the mini-cart): the subscription price text. Cart context only. */
export const subtotalPriceFormat: CheckoutFilter = (value, _ext, args) =>
  args?.context === 'cart' ? append(value, args.cartItem, PRICE_HTML) : value;

/** Line total in cart rows and the order summary: the switch-direction text. */
export const cartItemPrice: CheckoutFilter = (value, _ext, args) =>
  args?.context === 'cart' || args?.context === 'summary' ? append(value, args.cartItem, SWITCH_DIRECTION) : value;

/** The place-order button label, replaced by the plugin's text when that is set. */
export const placeOrderButtonLabel = (value: string, text: unknown): string => toText(text) || value;
