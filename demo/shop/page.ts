// The block cart (/cart/) and checkout (/checkout/) pages: the theme's page shell around the block
// roots, the subscription plugin's globals (contracts §2.2), the stand-in for WooCommerce's blocks and
// the add-on. Query switches for tests and for trying things by hand:
//   ?order=addon-first  the add-on's script comes before WooCommerce's (it registers when they appear)
//   ?standin=none       no WooCommerce blocks at all (a test can add them later)
//   ?wc=old             the markup of older WooCommerce: no data-cart-item-key on cart rows
//   ?sfw=missing        the plugin printed no globals; ?place_order=none: no place-order text
//   ?addon=late         the add-on is added only once the cart rows (or the order summary) are on the page
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseGlobals, mergeGlobals } from '../pages/globals';
import { renderLayout } from '../pages/layout';
import { NONCE } from './cart-data';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'shop.css'), 'utf8');

export const STAND_IN_SRC = '/dist/demo/shop-stand-in.js';
export const ADDON_SRC = '/dist/shop-addon/shop-addon.js';

export function shopPage(kind: 'cart' | 'checkout', query: URLSearchParams, origin: string): string {
  const globals = baseGlobals(origin);
  const ajaxurl = `${origin}/wp-admin/admin-ajax.php`;
  if (query.get('sfw') !== 'missing') {
    mergeGlobals(globals, {
      sfw_public_param: { ajaxurl, cart_url: `${origin}/cart/`, sfw_public_nonce: NONCE },
      sfw_public_block: {
        ajaxurl,
        place_order_button_text: query.get('place_order') === 'none' ? null : 'Start my subscription',
        sfw_public_nonce: NONCE,
      },
    });
  }
  const old = query.get('wc') === 'old' ? ' data-lp-wc="old"' : '';
  const block = kind === 'cart'
    ? `<div class="wp-block-woocommerce-cart alignwide" data-lp-stand-in="cart"${old}></div>`
    : `<div class="wp-block-woocommerce-checkout alignwide" data-lp-stand-in="checkout"${old}></div>`;
  const content = `<div class="et_pb_section et_pb_section_0 et_section_regular lp-shop">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="lp-shop-bar"><nav class="lp-shop-steps"><a href="/cart/"${kind === 'cart' ? ' aria-current="page"' : ''}>Cart</a> › <a href="/checkout/"${kind === 'checkout' ? ' aria-current="page"' : ''}>Checkout</a></nav>
<div class="wp-block-woocommerce-mini-cart wc-block-mini-cart" data-lp-stand-in="mini-cart"${old}></div></div>
<h1 class="entry-title">${kind === 'cart' ? 'Cart' : 'Checkout'}</h1>
${block}
</div></div></div>`;
  const html = renderLayout({ title: kind === 'cart' ? 'Cart' : 'Checkout', content, css, globals, builder: false, bodyClass: `woocommerce-${kind} woocommerce-page` });
  const standIn = query.get('standin') === 'none' ? '' : `<script type="module" src="${STAND_IN_SRC}"></script>`;
  // ?addon=late: the add-on arrives after the cart has rendered its rows (or the checkout its summary).
  const addon = query.get('addon') === 'late'
    ? `<script type="module">
const ready = () => document.querySelector('.wc-block-cart-items__row[data-cart-item-key], .wc-block-components-order-summary-item');
const add = () => { window.__lpAddonLate = document.querySelectorAll('.wc-block-cart-items__row, .wc-block-components-order-summary-item').length; const s = document.createElement('script'); s.type = 'module'; s.src = ${JSON.stringify(ADDON_SRC)}; document.body.append(s); };
if (ready()) add(); else new MutationObserver((_, o) => { if (ready()) { o.disconnect(); add(); } }).observe(document.body, { childList: true, subtree: true });
</script>`
    : `<script type="module" src="${ADDON_SRC}"></script>`;
  const scripts = query.get('order') === 'addon-first' ? addon + standIn : standIn + addon;
  return html.replace('</body>', `${scripts}\n</body>`);
}
