// WooCommerce's classic cart (the [woocommerce_cart] templates) inside the theme's split cart modules:
// the cart-products module (which, as the theme renders it, also holds a hidden copy of the totals) and
// the cart-totals module. The quantities live in the demo server's memory; a POST-back of the form
// (update_cart, or remove_item=<key>) answers the page as WooCommerce does, and the page's script
// (demo/public/classic-shop/cart.js, on the real jQuery) swaps it in and fires WooCommerce's events.
import type { DemoState } from '../../server/state';
import { feature } from '../../server/state';

export const PRODUCTS = [
  { key: 'a1b2', name: 'Hoodie', price: 45 },
  { key: 'c3d4', name: 'Mug', price: 12 },
  { key: 'e5f6', name: 'Cap <limited>', price: 20 },
];
const START: Record<string, number> = { a1b2: 1, c3d4: 2, e5f6: 1 };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' } as Record<string, string>)[c]};`);
const money = (n: number) => `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${n.toFixed(2)}</bdi></span>`;

const cartOf = (state?: DemoState) => (state ? feature(state, 'classic-cart', () => ({ ...START })) : { ...START });

function totals(cart: Record<string, number>): string {
  const sum = PRODUCTS.reduce((s, p) => s + p.price * (cart[p.key] ?? 0), 0);
  return `<div class="cart_totals"><h2>Cart totals</h2>
<table class="shop_table shop_table_responsive"><tbody>
<tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${money(sum)}</td></tr>
<tr class="order-total"><th>Total</th><td data-title="Total"><strong>${money(sum)}</strong></td></tr>
</tbody></table>
<div class="wc-proceed-to-checkout"><a href="/modules/shop-checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div>`;
}

function form(cart: Record<string, number>): string {
  const rows = PRODUCTS.filter((p) => cart[p.key] > 0).map((p) => `<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a href="/modules/shop-cart/?remove_item=${p.key}&amp;_wpnonce=cart-nonce" class="remove" aria-label="Remove ${esc(p.name)} from cart" data-cart_item_key="${p.key}">&times;</a></td>
<td class="product-name" data-title="Product"><a href="#">${esc(p.name)}</a></td>
<td class="product-price" data-title="Price">${money(p.price)}</td>
<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="screen-reader-text" for="quantity_${p.key}">${esc(p.name)} quantity</label><input type="number" id="quantity_${p.key}" class="input-text qty text" name="cart[${p.key}][qty]" value="${cart[p.key]}" min="0" step="1" inputmode="numeric"></div></td>
<td class="product-subtotal" data-title="Subtotal">${money(p.price * cart[p.key])}</td></tr>`);
  return `<form class="woocommerce-cart-form" action="/modules/shop-cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-name">Product</th><th class="product-price">Price</th><th class="product-quantity">Quantity</th><th class="product-subtotal">Subtotal</th></tr></thead>
<tbody>${rows.join('\n')}
<tr><td colspan="5" class="actions"><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="cart-nonce"></td></tr>
</tbody></table></form>`;
}

export function classicCart(state?: DemoState): string {
  const cart = cartOf(state);
  const count = Object.values(cart).reduce((a, b) => a + b, 0);
  const empty = count === 0;
  const products = empty
    ? `<div class="woocommerce"><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/">Return to shop</a></p></div>`
    : `<div class="woocommerce">${form(cart)}\n<div class="cart-collaterals">${totals(cart)}</div></div>`;
  return `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div id="et-secondary-menu" class="lp-classic-cart-link"><a href="/modules/shop-cart/" class="et-cart-info"><span>${count === 1 ? '1 Item' : `${count} Items`}</span></a></div>
<h1>Cart (classic WooCommerce)</h1>
<div class="et_pb_module et_pb_wc_cart_products et_pb_wc_cart_products_0"><div class="et_pb_module_inner">${products}</div></div>
<div class="et_pb_module et_pb_wc_cart_totals et_pb_wc_cart_totals_0"><div class="et_pb_module_inner"><div class="woocommerce">${empty ? '' : totals(cart)}</div></div></div>
</div></div></div>`;
}

/** The POST-back of the cart form: new quantities (update_cart) or one item removed. */
export function postClassicCart(fields: Record<string, string>, state: DemoState): string | undefined {
  const cart = cartOf(state);
  if (fields.remove_item) cart[fields.remove_item] = 0;
  else if ('update_cart' in fields) {
    for (const p of PRODUCTS) {
      const q = parseInt(fields[`cart[${p.key}][qty]`] ?? '', 10);
      if (Number.isFinite(q) && q >= 0 && p.key in cart && cart[p.key] > 0) cart[p.key] = Math.min(99, q);
    }
  } else return;
  return classicCart(state);
}

export const classicCartCss = `.et_pb_wc_cart_products .cart-collaterals{display:none}
.lp-classic-cart-link{text-align:right}.lp-classic-cart-link a{display:inline-block;padding:4px 8px;background:#2ea3f2;color:#fff}
.woocommerce-cart-form table{width:100%;border-collapse:collapse}.woocommerce-cart-form td,.woocommerce-cart-form th{padding:6px;border-bottom:1px solid #eee;text-align:left}
.woocommerce-cart-form .qty{width:4em}.cart_totals{margin-top:16px}`;
