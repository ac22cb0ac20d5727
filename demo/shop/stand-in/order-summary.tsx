// The checkout's order summary (contracts §1.7). Its items carry no cart key attribute, as in
// WooCommerce; newer versions render the name as an h3 and wrap the prices.
import { useMemo } from 'react';
import { applyCheckoutFilter, productPriceValidation } from './registry';
import { ProductPrice } from './price';
import { markKeys, ProductDetails, ProductImage, ProductName } from './product';
import { useStoreCart, type StoreCartItem } from './store';

function OrderSummaryItem({ cartItem }: { cartItem: StoreCartItem }) {
  const cart = useStoreCart();
  const arg = useMemo(() => ({ context: 'summary', cartItem, cart }), [cartItem, cart]);
  const newer = markKeys();
  const name = applyCheckoutFilter({ filterName: 'itemName', defaultValue: cartItem.name, extensions: {}, arg });
  const className = applyCheckoutFilter({ filterName: 'cartItemClass', defaultValue: '', extensions: {}, arg });
  const subtotalFormat = applyCheckoutFilter({ filterName: 'subtotalPriceFormat', defaultValue: '<price/>', extensions: {}, arg, validation: productPriceValidation });
  const priceFormat = applyCheckoutFilter({ filterName: 'cartItemPrice', defaultValue: '<price/>', extensions: {}, arg, validation: productPriceValidation });
  const individual = (
    <ProductPrice currency={cartItem.prices} price={cartItem.prices.price} format={subtotalFormat} className="wc-block-components-order-summary-item__individual-prices" />
  );
  const total = <ProductPrice currency={cartItem.totals} price={cartItem.totals.line_total} format={priceFormat} />;
  return (
    <div className={`wc-block-components-order-summary-item ${className}`.trim()}>
      <div className="wc-block-components-order-summary-item__image">
        <div className="wc-block-components-order-summary-item__quantity">
          <span aria-hidden="true">{cartItem.quantity}</span>
          <span className="screen-reader-text">{cartItem.quantity === 1 ? '1 item' : `${cartItem.quantity} items`}</span>
        </div>
        <ProductImage item={cartItem} />
      </div>
      <div className="wc-block-components-order-summary-item__description">
        <ProductName name={name} permalink={cartItem.permalink} disabled disabledTagName={newer ? 'h3' : 'span'} />
        {newer ? <div className="wc-block-cart-item__prices">{individual}</div> : individual}
        <ProductDetails item={cartItem} />
      </div>
      <span className="screen-reader-text">
        {`Total price for ${cartItem.quantity} ${name.replace(/<[^>]*>/g, '')} item${cartItem.quantity === 1 ? '' : 's'}`}
      </span>
      <div className="wc-block-components-order-summary-item__total-price" aria-hidden="true">
        {newer ? <div className="wc-block-cart-item__total-price-and-sale-badge-wrapper">{total}</div> : total}
      </div>
    </div>
  );
}

export function OrderSummary() {
  const { cartItems } = useStoreCart();
  return (
    <div className="wc-block-components-order-summary">
      <div className="wc-block-components-order-summary__content">
        {cartItems.map((item) => (
          <OrderSummaryItem key={item.key} cartItem={item} />
        ))}
      </div>
    </div>
  );
}
