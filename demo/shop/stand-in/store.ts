// The stand-in's wc/store/cart data store: the Store API cart, loaded once (the block shows loading
// rows until it arrives) and replaced by every update's answer. The dev server's lp_demo_cart*
// actions play the Store API. useStoreCart returns a new object on every change, as WooCommerce's
// does, so each change re-renders the rows and re-runs their filters.
import { useMemo, useSyncExternalStore } from 'react';

export interface Money {
  currency_code: string;
  currency_minor_unit: number;
  currency_prefix: string;
  currency_suffix: string;
  /** The store's own separators (Store API), which WooCommerce formats prices with. */
  currency_decimal_separator?: string;
  currency_thousand_separator?: string;
}
export interface StoreCartItem {
  key: string;
  id: number;
  quantity: number;
  name: string;
  permalink: string;
  images: { src: string; alt: string }[];
  item_data: { name: string; value: string; hidden?: string }[];
  prices: Money & { price: string };
  totals: Money & { line_total: string; line_subtotal: string };
  quantity_limits: { minimum: number; maximum: number; editable: boolean };
}
export interface StoreCart {
  items: StoreCartItem[];
  items_count: number;
  totals: Money & { total_items: string; total_shipping: string; total_price: string };
  shipping_rates: { shipping_rates: { rate_id: string; name: string; price: string; selected: boolean }[] }[];
}
interface Snapshot {
  data: StoreCart | null;
  isLoading: boolean;
  /** Items with an update in flight. */
  pending: Record<string, true>;
  error: string;
}

const AJAX = '/wp-admin/admin-ajax.php';
let snap: Snapshot = { data: null, isLoading: true, pending: {}, error: '' };
const listeners = new Set<() => void>();
const set = (next: Partial<Snapshot>) => {
  snap = { ...snap, ...next };
  listeners.forEach((l) => l());
};

async function call(action: string, fields: Record<string, string> = {}): Promise<StoreCart> {
  const res = await fetch(AJAX, { method: 'POST', body: new URLSearchParams({ action, ...fields }) });
  if (!res.ok) throw new Error(`${action}: HTTP ${res.status}`);
  return res.json();
}

// Updates go one after another, so answers cannot arrive out of order.
let queue: Promise<unknown> = Promise.resolve();
function update(key: string, action: string, fields: Record<string, string>, optimistic?: (c: StoreCart) => StoreCart) {
  set({ pending: { ...snap.pending, [key]: true }, data: snap.data && optimistic ? optimistic(snap.data) : snap.data });
  queue = queue
    .then(() => call(action, fields))
    .then((data) => set({ data, error: '' }), (e) => set({ error: String(e) }))
    .finally(() => {
      const { [key]: _, ...rest } = snap.pending;
      set({ pending: rest });
    });
}

export const cartStore = {
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  get: () => snap,
  load() {
    call('lp_demo_cart').then((data) => set({ data, isLoading: false }), (e) => set({ isLoading: false, error: String(e) }));
  },
  setQuantity(key: string, quantity: number) {
    update(key, 'lp_demo_cart_update', { key, quantity: String(quantity) }, (c) => ({
      ...c,
      items: c.items.map((i) => (i.key === key ? { ...i, quantity } : i)),
    }));
  },
  remove(key: string) {
    update(key, 'lp_demo_cart_update', { key, quantity: '0' });
  },
  /** receiveCart of wc/store/cart: the Store API cart, stored as a new object (every block re-renders). */
  receiveCart(data: StoreCart) {
    if (data && typeof data === 'object') set({ data: { ...data }, isLoading: false });
  },
  selectShipping(rateId: string) {
    update('shipping', 'lp_demo_cart_shipping', { rate_id: rateId }, (c) => ({
      ...c,
      shipping_rates: c.shipping_rates.map((p) => ({ ...p, shipping_rates: p.shipping_rates.map((r) => ({ ...r, selected: r.rate_id === rateId })) })),
    }));
  },
};

export type Cart = ReturnType<typeof useStoreCart>;

/** The cart, shaped as useStoreCart() returns it (contracts §1.5). */
export function useStoreCart() {
  const s = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  return useMemo(
    () => ({
      cartItems: s.data?.items ?? [],
      cartItemsCount: s.data?.items_count ?? 0,
      cartTotals: s.data?.totals,
      cartIsLoading: s.isLoading,
      cartErrors: s.error ? [{ message: s.error }] : [],
      cartCoupons: [],
      cartFees: [],
      cartNeedsPayment: true,
      cartNeedsShipping: true,
      shippingRates: s.data?.shipping_rates ?? [],
      isLoadingRates: 'shipping' in s.pending,
      pending: s.pending,
      extensions: {},
    }),
    [s],
  );
}

/** "$1,018.00" from minor units, with the store's separators as WooCommerce formats it ("1.018,00 €" for a German store). */
export function formatPrice(minor: string | number | undefined, m?: Money): string {
  const unit = m?.currency_minor_unit ?? 2;
  const [int, frac] = (Number(minor ?? 0) / 10 ** unit).toFixed(unit).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, m?.currency_thousand_separator ?? ',');
  return `${m?.currency_prefix ?? '$'}${grouped}${frac ? (m?.currency_decimal_separator ?? '.') + frac : ''}${m?.currency_suffix ?? ''}`;
}
