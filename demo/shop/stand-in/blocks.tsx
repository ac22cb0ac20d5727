// The three blocks the demo pages show: the cart, the checkout and the mini-cart (button and drawer).
import { useEffect, useRef, useState } from 'react';
import { CartLineItemsTable } from './cart-items';
import { OrderSummary } from './order-summary';
import { applyCheckoutFilter } from './registry';
import { cartStore, formatPrice, useStoreCart, type Cart } from './store';

function Totals({ cart }: { cart: Cart }) {
  const t = cart.cartTotals;
  const totalValue = applyCheckoutFilter({ filterName: 'totalValue', defaultValue: '<price/>', extensions: {}, arg: { cart } });
  const row = (label: string, value: string, extra = '') => (
    <div className={`wc-block-components-totals-item ${extra}`.trim()}>
      <span className="wc-block-components-totals-item__label">{label}</span>
      <span className="wc-block-components-totals-item__value">{value}</span>
    </div>
  );
  return (
    <div className="wc-block-components-totals-wrapper">
      {row('Subtotal', formatPrice(t?.total_items, t))}
      {row('Shipping', formatPrice(t?.total_shipping, t))}
      {row('Total', totalValue.replace('<price/>', formatPrice(t?.total_price, t)), 'wc-block-components-totals-footer-item')}
    </div>
  );
}

export function CartBlock() {
  const cart = useStoreCart();
  const label = applyCheckoutFilter({ filterName: 'proceedToCheckoutButtonLabel', defaultValue: 'Proceed to Checkout', extensions: {}, arg: { cart } });
  if (!cart.cartIsLoading && !cart.cartItems.length) {
    return <p className="wc-block-cart__empty-cart__title">Your cart is currently empty!</p>;
  }
  return (
    <div className="wc-block-components-sidebar-layout wc-block-cart">
      <div className="wc-block-components-main wc-block-cart__main">
        <CartLineItemsTable />
      </div>
      <div className="wc-block-components-sidebar wc-block-cart__sidebar">
        <h2 className="wc-block-cart__totals-title">Cart totals</h2>
        <Totals cart={cart} />
        <div className="wc-block-cart__submit">
          <a className="wc-block-components-button wp-element-button wc-block-cart__submit-button contained" href="/checkout/">
            <span className="wc-block-components-button__text">{label}</span>
          </a>
        </div>
      </div>
    </div>
  );
}

export function CheckoutBlock() {
  const cart = useStoreCart();
  const [notice, setNotice] = useState('');
  const label = applyCheckoutFilter({ filterName: 'placeOrderButtonLabel', defaultValue: 'Place Order', extensions: {} });
  if (cart.cartIsLoading) return <div className="wc-block-checkout is-loading" aria-busy="true" />;
  const rates = cart.shippingRates[0]?.shipping_rates ?? [];
  return (
    <div className="wc-block-components-sidebar-layout wc-block-checkout">
      <div className="wc-block-components-main wc-block-checkout__main">
        <form className="wc-block-components-form wc-block-checkout__form" onSubmit={(e) => e.preventDefault()}>
          <fieldset className="wc-block-checkout__contact-fields">
            <legend>Contact information</legend>
            <label>
              Email address <input type="email" name="email" autoComplete="email" />
            </label>
          </fieldset>
          <fieldset className="wc-block-checkout__shipping-option" disabled={cart.isLoadingRates}>
            <legend>Shipping options</legend>
            {rates.map((r) => (
              <label key={r.rate_id} className="wc-block-components-radio-control__option">
                <input type="radio" name="shipping-rate" value={r.rate_id} checked={r.selected} onChange={() => cartStore.selectShipping(r.rate_id)} />
                {` ${r.name} (${formatPrice(r.price, cart.cartTotals)})`}
              </label>
            ))}
          </fieldset>
        </form>
        <div className="wc-block-checkout__actions">
          <div className="wc-block-checkout__actions_row">
            <a className="wc-block-components-checkout-return-to-cart-button" href="/cart/">Return to Cart</a>
            <button type="button" className="wc-block-components-button wp-element-button wc-block-components-checkout-place-order-button contained" onClick={() => setNotice('This is a demo: no order was placed.')}>
              <span className="wc-block-components-button__text">{label}</span>
            </button>
          </div>
          <p role="status" className="lp-shop-notice">{notice}</p>
        </div>
      </div>
      <div className="wc-block-components-sidebar wc-block-checkout__sidebar">
        <div className="wp-block-woocommerce-checkout-order-summary-block">
          <div className="wc-block-components-checkout-order-summary__title">
            <p className="wc-block-components-checkout-order-summary__title-text">Order summary</p>
          </div>
          <OrderSummary />
          <Totals cart={cart} />
        </div>
      </div>
    </div>
  );
}

/** The header's mini-cart: a button and a drawer that stays mounted (hidden) when closed. */
export function MiniCart() {
  const cart = useStoreCart();
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      button.current?.focus();
    };
  }, [open]);
  const total = formatPrice(cart.cartTotals?.total_price, cart.cartTotals);
  return (
    <>
      <button ref={button} type="button" className="wc-block-mini-cart__button" aria-expanded={open} aria-controls="lp-mini-cart-drawer" onClick={() => setOpen(true)}>
        <span className="wc-block-mini-cart__amount">{cart.cartIsLoading ? '' : total}</span>
        <span className="wc-block-mini-cart__quantity-badge">
          <span className="wc-block-mini-cart__badge">{cart.cartItemsCount}</span>
          <span className="screen-reader-text"> items in cart</span>
        </span>
      </button>
      <div className={`wc-block-components-drawer__screen-overlay${open ? '' : ' is-closed'}`} hidden={!open} onClick={(e) => e.target === e.currentTarget && setOpen(false)}>
        <div id="lp-mini-cart-drawer" className="wc-block-mini-cart__drawer wc-block-components-drawer" role="dialog" aria-label="Cart">
          <div className="wc-block-components-drawer__content">
            <button ref={close} type="button" className="wc-block-components-drawer__close" aria-label="Close" onClick={() => setOpen(false)}>
              ×
            </button>
            <div className="wp-block-woocommerce-mini-cart-contents">
              <h2 className="wc-block-mini-cart__title">Your cart ({cart.cartItemsCount} items)</h2>
              <div className="wc-block-mini-cart__items">
                <div className="wc-block-mini-cart__products-table">
                  <CartLineItemsTable className="wc-block-mini-cart-items" />
                </div>
              </div>
              <div className="wc-block-mini-cart__footer">
                <p className="wc-block-mini-cart__footer-subtotal">Subtotal: {total}</p>
                <a className="wc-block-mini-cart__footer-cart wc-block-components-button" href="/cart/">View my cart</a>{' '}
                <a className="wc-block-mini-cart__footer-checkout wc-block-components-button" href="/checkout/">Go to checkout</a>
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
