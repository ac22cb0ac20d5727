// The attached-products request: its payload, the answers the plugin gives (contracts §2.4), and the
// failure paths of spec §8, which only log 'Error fetching cart item:'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoxes, readAttached, requestAttached } from '../../../src/shop-addon/attached';

const settings = { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce', placeOrderText: null };
const ok = (attached_products: unknown) => ({ success: true, data: { cart_item: {}, attached_products } });

function answer(body: string, status = 200) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shop add-on: reading the answer', () => {
  it('keeps name, image and quantity; names are decoded text, tags and all', () => {
    expect(readAttached(ok([
      { product_id: 1, name: 'Beans &amp; more', image: 'https://x.test/a.jpg', quantity: 2 },
      { product_id: 2, name: '<img src=x onerror=alert(1)>', image: false, quantity: '3' },
    ]))).toEqual([
      { name: 'Beans & more', image: 'https://x.test/a.jpg', quantity: 2 },
      { name: '<img src=x onerror=alert(1)>', image: '', quantity: 3 },
    ]);
  });
  it('skips entries without a name and defaults a broken quantity to 1', () => {
    expect(readAttached(ok([null, 5, { name: '' }, { name: 'A', quantity: 'many' }, { name: 42 }]))).toEqual([
      { name: 'A', image: '', quantity: 1 },
      { name: '42', image: '', quantity: 1 },
    ]);
  });
  it('is empty without a list, and throws when the answer is not a success', () => {
    expect(readAttached(ok(undefined))).toEqual([]);
    expect(readAttached({ success: true })).toEqual([]);
    expect(() => readAttached({ success: false, data: { message: 'Cart item not found' } })).toThrow('Cart item not found');
    expect(() => readAttached(null)).toThrow();
    expect(() => readAttached('-1')).toThrow();
  });
});

describe('shop add-on: the request', () => {
  it('POSTs action, cart_key and nonce to the ajax URL', async () => {
    const fetch = answer(JSON.stringify(ok([{ name: 'A', image: '', quantity: 1 }])));
    expect(await requestAttached('box-key', settings)).toEqual([{ name: 'A', image: '', quantity: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ action: 'wps_get_cart_item', cart_key: 'box-key', nonce: 'n0nce' });
  });

  it.each([
    ['a bad nonce (403, body -1)', () => answer('-1', 403)],
    ['a server error (500)', () => answer('<p>critical error</p>', 500)],
    ['HTML instead of JSON', () => answer('<br /><b>Notice</b>')],
    ['success false', () => answer(JSON.stringify({ success: false, data: { message: 'Cart item not found' } }))],
    ['a network failure', () => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))],
  ])('on %s: no products, and only the console message', async (_, setUp) => {
    setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await requestAttached('k', settings)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('Error fetching cart item:');
  });

  it('succeeds quietly with no products', async () => {
    answer(JSON.stringify(ok([])));
    const error = vi.spyOn(console, 'error');
    expect(await requestAttached('k', settings)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('does not send without an ajax URL, and says why', async () => {
    const fetch = answer('{}');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await requestAttached('k', { ...settings, ajaxUrl: '' })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(error.mock.calls[0][0]).toBe('Error fetching cart item:');
  });
});

describe('shop add-on: one request per box', () => {
  it('asks once per box cart key however often items are noted, and tells when products arrive', async () => {
    let resolve!: (v: { name: string; image: string; quantity: number }[]) => void;
    const request = vi.fn(() => new Promise<{ name: string; image: string; quantity: number }[]>((r) => (resolve = r)));
    const loaded = vi.fn();
    const boxes = createBoxes(loaded, request);
    for (let i = 0; i < 5; i++) boxes.note('item-1', 'box-1');
    expect(request).toHaveBeenCalledTimes(1);
    expect(boxes.of('item-1')).toBeUndefined(); // pending
    resolve([{ name: 'A', image: '', quantity: 1 }]);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(boxes.of('item-1')).toEqual([{ name: 'A', image: '', quantity: 1 }]);
    boxes.note('item-1', 'box-1');
    expect(request).toHaveBeenCalledTimes(1);
    expect(boxes.of('other')).toBeUndefined();
  });

  it('does not ask again after a failure, and has no products to show', async () => {
    const request = vi.fn(async () => []);
    const loaded = vi.fn();
    const boxes = createBoxes(loaded, request);
    boxes.note('item-1', 'box-1');
    await request.mock.results[0].value; // the request has answered (the add-on's .then runs next)
    await Promise.resolve();
    boxes.note('item-1', 'box-1');
    expect(request).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
    expect(boxes.of('item-1')).toBeUndefined();
  });
});
