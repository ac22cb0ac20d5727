// WooCommerce evaluates checkout filters while its blocks render, and offers no call to re-render them.
// When the add-on registers after the cart has rendered (it is loaded like a module, so it can), the
// supported way to get every block that reads the cart (cart rows, mini-cart, order summary, and the
// checkout with its place-order button) to render again is a change of the wc/store/cart data store:
// handing the store its own cart back through its receiveCart action. Done once, with no request; not
// at all when the store is absent or has not loaded yet (its first render runs the filters anyway).

type Bag = Record<string, unknown>;
type Fn = (...a: unknown[]) => unknown;

/** Returns true when a re-render was asked for. */
export function rerenderCart(win: Bag): boolean {
  try {
    const data = (win.wp as Bag | undefined)?.data as { select?: Fn; dispatch?: Fn } | undefined;
    const select = data?.select?.('wc/store/cart') as { getCartData?: Fn; hasFinishedResolution?: Fn } | undefined;
    const dispatch = data?.dispatch?.('wc/store/cart') as { receiveCart?: Fn } | undefined;
    if (typeof select?.getCartData !== 'function' || typeof dispatch?.receiveCart !== 'function') return false;
    if (typeof select.hasFinishedResolution === 'function' && !select.hasFinishedResolution('getCartData')) return false;
    dispatch.receiveCart(select.getCartData());
    return true;
  } catch (e) {
    console.error('[shop add-on] could not re-render the cart:', e);
    return false;
  }
}
