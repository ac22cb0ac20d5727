// The attached products of a subscription box (spec §7.6, contracts §2.4): one POST of
// action=wps_get_cart_item per box cart key for the life of the page, however often the filters run.
import { decodeEntities } from './text';
import { readSettings, type ShopSettings } from './settings';

export interface AttachedProduct {
  name: string;
  image: string;
  quantity: number;
}

/** A request that hangs this long counts as failed. */
const REQUEST_TIMEOUT_MS = 20000;

/**
 * The products of a wps_get_cart_item answer: `{success, data: {attached_products: [{name, image,
 * quantity}]}}`. Throws when the answer says it failed; entries without a name are skipped, an image
 * that is not a string (the plugin sends `false`) is none. Names are text: entities decoded, tags kept
 * as written.
 */
export function readAttached(json: unknown): AttachedProduct[] {
  const r = (json ?? {}) as { success?: unknown; data?: { message?: unknown; attached_products?: unknown } };
  if (r.success !== true) throw new Error(String(r.data?.message ?? 'the response is not a success'));
  const list = r.data?.attached_products;
  if (!Array.isArray(list)) return [];
  const out: AttachedProduct[] = [];
  for (const p of list) {
    const name = p && (typeof p.name === 'string' || typeof p.name === 'number') ? decodeEntities(String(p.name)).trim() : '';
    if (!name) continue;
    const q = Number(p.quantity);
    out.push({ name, image: typeof p.image === 'string' ? p.image : '', quantity: Number.isFinite(q) ? q : 1 });
  }
  return out;
}

/** POSTs the request; failures are only logged (spec §8), and come back as no products. */
export async function requestAttached(cartKey: string, s: ShopSettings = readSettings()): Promise<AttachedProduct[]> {
  try {
    if (!s.ajaxUrl) throw new Error('sfw_public_block.ajaxurl is missing');
    const res = await fetch(s.ajaxUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'wps_get_cart_item', cart_key: cartKey, nonce: s.nonce }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS),
    });
    // A bad nonce is HTTP 403 with body -1 (check_ajax_referer).
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return readAttached(await res.json());
  } catch (e) {
    console.error('Error fetching cart item:', e);
    return [];
  }
}

/**
 * Which cart item is which box, and the products of each box once they arrive. `loaded` runs when a
 * box with products has arrived, so its links can be placed.
 */
export function createBoxes(loaded: () => void, request: (cartKey: string) => Promise<AttachedProduct[]> = requestAttached) {
  const products = new Map<string, AttachedProduct[]>(); // box key -> products ([] while pending, failed or none)
  const boxOf = new Map<string, string>(); // cart item key -> box key
  return {
    note(itemKey: string, boxKey: string): void {
      boxOf.set(itemKey, boxKey);
      if (products.has(boxKey)) return;
      products.set(boxKey, []);
      void request(boxKey).then((list) => {
        products.set(boxKey, list);
        if (list.length) loaded();
      });
    },
    /** The products of a cart item's box, or undefined when it has none (yet). */
    of(itemKey: string): AttachedProduct[] | undefined {
      const list = products.get(boxOf.get(itemKey) ?? '');
      return list?.length ? list : undefined;
    },
  };
}
