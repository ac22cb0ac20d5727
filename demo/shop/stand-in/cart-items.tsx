// CartLineItemsTable and CartLineItemRow (contracts §1.7): the cart block's rows and the mini-cart's.
// While the cart loads, three placeholder rows with an empty line item stand in, and their filters run
// with that empty item, as WooCommerce's do.
import { useMemo } from 'react';
import { applyCheckoutFilter, productPriceValidation } from './registry';
import { ProductPrice } from './price';
import { markKeys, ProductDetails, ProductImage, ProductName } from './product';
import { cartStore, useStoreCart, type StoreCartItem } from './store';

function CartLineItemRow({ lineItem }: { lineItem: Partial<StoreCartItem> }) {
  const cart = useStoreCart();
  const arg = useMemo(() => ({ context: 'cart', cartItem: lineItem, cart }), [lineItem, cart]);
  const { key = '', name: initialName = '', quantity = 1, permalink, prices, totals, quantity_limits } = lineItem;
  const pending = !!key && key in cart.pending;
  const name = applyCheckoutFilter({ filterName: 'itemName', defaultValue: initialName, extensions: {}, arg });
  const className = applyCheckoutFilter({ filterName: 'cartItemClass', defaultValue: '', extensions: {}, arg });
  const subtotalFormat = applyCheckoutFilter({ filterName: 'subtotalPriceFormat', defaultValue: '<price/>', extensions: {}, arg, validation: productPriceValidation });
  const priceFormat = applyCheckoutFilter({ filterName: 'cartItemPrice', defaultValue: '<price/>', extensions: {}, arg, validation: productPriceValidation });
  const showRemove = applyCheckoutFilter({ filterName: 'showRemoveItemLink', defaultValue: true, extensions: {}, arg });
  const setQuantity = (q: number) => key && q >= (quantity_limits?.minimum ?? 1) && q <= (quantity_limits?.maximum ?? 99) && cartStore.setQuantity(key, q);
  const plain = name.replace(/<[^>]*>/g, '');
  return (
    <tr className={`wc-block-cart-items__row ${className}${pending ? ' is-disabled' : ''}`.trim()} data-cart-item-key={key && markKeys() ? key : undefined}>
      <td className="wc-block-cart-item__image" aria-hidden="true">
        <a href={permalink} tabIndex={-1}>
          <ProductImage item={lineItem} />
        </a>
      </td>
      <td className="wc-block-cart-item__product">
        <div className="wc-block-cart-item__wrap">
          <ProductName name={name} permalink={permalink} disabled={pending || !key} />
          <div className="wc-block-cart-item__prices">
            <ProductPrice currency={prices} price={prices?.price} format={subtotalFormat} />
          </div>
          <ProductDetails item={lineItem} />
          <div className="wc-block-cart-item__quantity">
            {key ? (
              <div className="wc-block-components-quantity-selector">
                <input
                  className="wc-block-components-quantity-selector__input"
                  type="number"
                  min={quantity_limits?.minimum ?? 1}
                  max={quantity_limits?.maximum ?? 99}
                  value={quantity}
                  disabled={pending}
                  aria-label={`Quantity of ${plain} in your cart.`}
                  onChange={(e) => setQuantity(Number(e.currentTarget.value))}
                />
                <button type="button" className="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--minus" aria-label={`Reduce quantity of ${plain}`} disabled={pending || quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
                  −
                </button>
                <button type="button" className="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--plus" aria-label={`Increase quantity of ${plain}`} disabled={pending} onClick={() => setQuantity(quantity + 1)}>
                  +
                </button>
              </div>
            ) : null}
            {key && showRemove ? (
              <button type="button" className="wc-block-cart-item__remove-link" aria-label={`Remove ${plain} from cart`} disabled={pending} onClick={() => cartStore.remove(key)}>
                Remove item
              </button>
            ) : null}
          </div>
        </div>
      </td>
      <td className="wc-block-cart-item__total">
        <div className="wc-block-cart-item__total-price-and-sale-badge-wrapper">
          <ProductPrice currency={totals} price={totals?.line_total} format={priceFormat} />
        </div>
      </td>
    </tr>
  );
}

const placeholderRows = [0, 1, 2].map((i) => <CartLineItemRow lineItem={{}} key={i} />);

export function CartLineItemsTable({ className = '' }: { className?: string }) {
  const { cartItems, cartIsLoading } = useStoreCart();
  return (
    <table className={`wc-block-cart-items ${className}`.trim()} aria-busy={cartIsLoading}>
      <thead>
        <tr className="wc-block-cart-items__header">
          <th className="wc-block-cart-items__header-image"><span>Product</span></th>
          <th className="wc-block-cart-items__header-product"><span>Details</span></th>
          <th className="wc-block-cart-items__header-total"><span>Total</span></th>
        </tr>
      </thead>
      <tbody>{cartIsLoading ? placeholderRows : cartItems.map((li) => <CartLineItemRow lineItem={li} key={li.key} />)}</tbody>
    </table>
  );
}
