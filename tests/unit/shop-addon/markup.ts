// WooCommerce block markup (contracts §1.7) for the DOM tests: cart rows (with or without
// data-cart-item-key, or as loading placeholders) and order-summary items.
export interface Row {
  key?: string;
  name: string;
  /** Leave data-cart-item-key off (older WooCommerce). */
  unkeyed?: boolean;
}

export const cartRow = ({ key, name, unkeyed }: Row) =>
  `<tr class="wc-block-cart-items__row"${key && !unkeyed ? ` data-cart-item-key="${key}"` : ''}>
<td class="wc-block-cart-item__image"><a><img alt=""></a></td>
<td class="wc-block-cart-item__product"><div class="wc-block-cart-item__wrap">
<a class="wc-block-components-product-name" href="#">${name}</a>
<div class="wc-block-cart-item__prices"><span class="price wc-block-components-product-price">$1.00</span></div>
<div class="wc-block-cart-item__quantity"></div></div></td>
<td class="wc-block-cart-item__total"><div class="wc-block-cart-item__total-price-and-sale-badge-wrapper">$1.00</div></td></tr>`;

export const placeholders = () => [0, 1, 2].map(() => cartRow({ name: '' })).join('');

export const cartTable = (rows: string, extra = '') =>
  `<table class="wc-block-cart-items ${extra}"><thead><tr class="wc-block-cart-items__header"><th>Product</th></tr></thead><tbody>${rows}</tbody></table>`;

export const summaryItem = (name: string) =>
  `<div class="wc-block-components-order-summary-item"><div class="wc-block-components-order-summary-item__image"></div>
<div class="wc-block-components-order-summary-item__description"><h3 class="wc-block-components-product-name">${name}</h3>
<span class="price wc-block-components-order-summary-item__individual-prices">$1.00</span></div>
<div class="wc-block-components-order-summary-item__total-price" aria-hidden="true">$1.00</div></div>`;

export const summary = (items: string) =>
  `<div class="wc-block-components-order-summary"><div class="wc-block-components-order-summary__content">${items}</div></div>`;
