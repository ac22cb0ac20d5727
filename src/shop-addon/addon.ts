// Wires the add-on together: the filters WooCommerce runs while it renders, the box requests they
// start, and (loaded only when a box has products) the links.
import { createBoxes, requestAttached } from './attached';
import { boxKeyOf, cartItemPrice, placeOrderButtonLabel, subtotalPriceFormat, type FilterArgs } from './filters';
import { readSettings } from './settings';
import { rerenderCart } from './rerender';
import { whenBlocksCheckout } from './when-ready';

/**
 * The plugin's own namespace: registering under it replaces the plugin's jQuery filters if both run
 * (registerCheckoutFilters keeps one set per namespace), so the texts are never appended twice.
 */
export const NAMESPACE = 'wps-sfw-checkout-block';

export function start(win: Window & typeof globalThis = window): void {
  let order: string[] = [];
  let sync: Promise<() => void> | undefined;
  const boxes = createBoxes(
    () => {
      sync ??= import('./links').then((m) => m.startLinks(win.document, () => order, boxes.of));
      sync.then((run) => run()).catch((e) => console.error('[shop add-on] could not show the attached-products links:', e));
    },
    (cartKey) => requestAttached(cartKey, readSettings(win)),
  );

  /** What a filter run tells us: which item is a box, and the cart's item order. */
  const learn = (args: FilterArgs | null | undefined) => {
    const key = args?.cartItem?.key;
    const box = boxKeyOf(args?.cartItem);
    if (typeof key === 'string' && key && box) boxes.note(key, box);
    const items = args?.cart?.cartItems;
    if (Array.isArray(items)) order = items.map((i) => String((i as { key?: unknown } | null)?.key));
  };

  whenBlocksCheckout(win as unknown as Record<string, unknown>, (bc) => {
    bc.registerCheckoutFilters(NAMESPACE, {
      subtotalPriceFormat,
      cartItemPrice: (value: string, ext: unknown, args?: FilterArgs | null) => {
        learn(args);
        return cartItemPrice(value, ext, args);
      },
      placeOrderButtonLabel: (value: string) => placeOrderButtonLabel(value, readSettings(win).placeOrderText),
    });
    // Registered after the cart rendered: render it again now, not at the shopper's next change.
    rerenderCart(win as unknown as Record<string, unknown>);
  });
}
