// The one re-render after a late registration: through wc/store/cart's receiveCart, only when the
// store is there and has loaded, never throwing.
import { describe, expect, it, vi } from 'vitest';
import { rerenderCart } from '../../../src/shop-addon/rerender';

const store = (loaded: boolean) => {
  const cart = { items: [1] };
  const receiveCart = vi.fn();
  const win = {
    wp: {
      data: {
        select: (s: string) => (s === 'wc/store/cart' ? { getCartData: () => cart, hasFinishedResolution: (n: string) => n === 'getCartData' && loaded } : undefined),
        dispatch: (s: string) => (s === 'wc/store/cart' ? { receiveCart } : undefined),
      },
    },
  };
  return { win, cart, receiveCart };
};

describe('rerenderCart', () => {
  it('hands the loaded cart back to the store once', () => {
    const { win, cart, receiveCart } = store(true);
    expect(rerenderCart(win)).toBe(true);
    expect(receiveCart).toHaveBeenCalledTimes(1);
    expect(receiveCart).toHaveBeenCalledWith(cart);
  });

  it('does nothing before the cart has loaded, or without the store', () => {
    const { win, receiveCart } = store(false);
    expect(rerenderCart(win)).toBe(false);
    expect(receiveCart).not.toHaveBeenCalled();
    expect(rerenderCart({})).toBe(false);
    expect(rerenderCart({ wp: { data: { select: () => undefined, dispatch: () => undefined } } })).toBe(false);
  });

  it('logs, never throws, when the store does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = { wp: { data: { select: () => { throw new Error('no store'); }, dispatch: () => ({}) } } };
    expect(rerenderCart(win)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
