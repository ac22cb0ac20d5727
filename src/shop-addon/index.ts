// WooCommerce block cart and checkout: the subscription add-on (spec §1-§9, contracts §1-§2). It acts
// on the cart rows (cart block, mini-cart), the checkout order summary and the place-order button, on
// the host page's React, and does nothing on a page without WooCommerce's blocks.
import { start } from './addon';

try {
  start();
} catch (e) {
  console.error('[shop add-on]', e);
}
