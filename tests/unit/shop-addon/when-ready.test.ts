// "Registers with window.wc.blocksCheckout; does nothing, and throws nothing, when WooCommerce's
// blocks are absent, and registers when they appear later."
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenBlocksCheckout } from '../../../src/shop-addon/when-ready';

const registry = () => ({ registerCheckoutFilters: vi.fn() });
/** A stand-in window: an event target with globals on it. */
const fakeWindow = (globals: Record<string, unknown> = {}) => Object.assign(new EventTarget(), globals) as unknown as Record<string, unknown> & EventTarget;

afterEach(() => vi.restoreAllMocks());

describe('shop add-on: waiting for WooCommerce blocks', () => {
  it('calls back at once when the registry is there', () => {
    const bc = registry();
    const ready = vi.fn();
    whenBlocksCheckout(fakeWindow({ wc: { blocksCheckout: bc } }), ready);
    expect(ready).toHaveBeenCalledExactlyOnceWith(bc);
  });

  it('does nothing on a page without them, and throws nothing', () => {
    const ready = vi.fn();
    const win = fakeWindow();
    expect(() => whenBlocksCheckout(win, ready)).not.toThrow();
    win.dispatchEvent(new Event('DOMContentLoaded'));
    win.dispatchEvent(new Event('load'));
    expect(ready).not.toHaveBeenCalled();
    expect(win.wc).toBeUndefined();
  });

  it('registers when the script assigns them later, as webpack does: window.wc = window.wc || {}', () => {
    const ready = vi.fn();
    const win = fakeWindow();
    whenBlocksCheckout(win, ready);
    const bc = registry();
    (win.wc = win.wc || {}) as unknown;
    expect(ready).not.toHaveBeenCalled();
    (win.wc as Record<string, unknown>).blocksCheckout = bc;
    expect(ready).toHaveBeenCalledExactlyOnceWith(bc);
    // The globals are plain properties again, with the values assigned.
    expect(Object.getOwnPropertyDescriptor(win, 'wc')).toMatchObject({ value: { blocksCheckout: bc }, writable: true });
    expect(Object.getOwnPropertyDescriptor(win.wc, 'blocksCheckout')).toMatchObject({ value: bc, writable: true });
    (win.wc as Record<string, unknown>).blocksCheckout = registry();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('registers when wc exists first (wcSettings) and blocksCheckout comes later', () => {
    const ready = vi.fn();
    const win = fakeWindow({ wc: { wcSettings: {} } });
    whenBlocksCheckout(win, ready);
    const bc = registry();
    (win.wc as Record<string, unknown>).blocksCheckout = bc;
    expect(ready).toHaveBeenCalledExactlyOnceWith(bc);
    expect((win.wc as Record<string, unknown>).wcSettings).toEqual({});
  });

  it('finds a registry defined without assignment when the page loads', () => {
    const ready = vi.fn();
    const win = fakeWindow({ wc: {} });
    whenBlocksCheckout(win, ready);
    Object.defineProperty(win.wc, 'blocksCheckout', { value: registry(), configurable: true });
    expect(ready).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('survives broken globals and registers once they are fixed', () => {
    const ready = vi.fn();
    const win = fakeWindow({ wc: '<broken>' });
    expect(() => whenBlocksCheckout(win, ready)).not.toThrow();
    win.wc = { blocksCheckout: { registerCheckoutFilters: 'not a function' } };
    expect(ready).not.toHaveBeenCalled();
    win.wc = { blocksCheckout: registry() };
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('logs, and does not throw into the host script, when registering fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = fakeWindow();
    whenBlocksCheckout(win, () => {
      throw new Error('boom');
    });
    expect(() => ((win.wc = {}), ((win.wc as Record<string, unknown>).blocksCheckout = registry()))).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
