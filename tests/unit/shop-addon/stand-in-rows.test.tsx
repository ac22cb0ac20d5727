// The stand-in's cart rows while the cart loads: three placeholder rows, each rendered (and its filters
// run) with an empty lineItem, as WooCommerce's CartLineItemsTable does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { act } from '@test/act';
import { CartLineItemsTable } from '../../../demo/shop/stand-in/cart-items';
import { __resetRegistry, registerCheckoutFilters } from '../../../demo/shop/stand-in/registry';

afterEach(() => {
  __resetRegistry();
  document.body.innerHTML = '';
});

describe('stand-in placeholder rows', () => {
  it('renders three rows with an empty lineItem while loading, and runs the filters with it', async () => {
    const seen: unknown[] = [];
    registerCheckoutFilters('spy', { cartItemPrice: vi.fn((v: unknown, _e: unknown, a: unknown) => (seen.push((a as { cartItem: unknown }).cartItem), v)) });
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    await act(async () => root.render(<CartLineItemsTable />));
    const rows = el.querySelectorAll('tbody tr.wc-block-cart-items__row');
    expect(rows).toHaveLength(3);
    rows.forEach((r) => expect(r.hasAttribute('data-cart-item-key')).toBe(false));
    expect(el.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
    expect(seen.length).toBeGreaterThan(0);
    seen.forEach((item) => expect(item).toEqual({}));
    await act(async () => root.unmount());
  });
});
