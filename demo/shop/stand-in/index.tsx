// The block cart and checkout stand-in of the demo (dist/demo/shop-stand-in.js, real React bundled).
// It does what WordPress and WooCommerce do on a block cart page: puts React on the page
// (window.React, window.ReactDOM, script handles "react" and "react-dom"), exposes the checkout filter
// registry (window.wc.blocksCheckout, handle "wc-blocks-checkout"), and renders the blocks.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as ReactDOMClient from 'react-dom/client';
import { CartBlock, CheckoutBlock, MiniCart } from './blocks';
import { applyCheckoutFilter, mustContain, registerCheckoutFilters } from './registry';
import { cartStore } from './store';

const w = window as unknown as Record<string, unknown> & { wc?: Record<string, unknown> };
w.React = React;
w.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
// As webpack's library output assigns it: window.wc = window.wc || {}, then one member.
w.wc = w.wc || {};
w.wc.blocksCheckout = { registerCheckoutFilters, applyCheckoutFilter, mustContain };

// The wc/store/cart data store, as far as an extension reaches it through wp.data (script handle wp-data):
// the cart it holds, whether its first load is done, and receiveCart. (A page with the real wp.data keeps it.)
const wp = (w.wp = (w.wp as Record<string, unknown>) || {}) as Record<string, unknown>;
wp.data ??= {
  select: (store: string) => (store === 'wc/store/cart' ? { getCartData: () => cartStore.get().data, hasFinishedResolution: (sel: string) => sel === 'getCartData' && !cartStore.get().isLoading } : undefined),
  dispatch: (store: string) => (store === 'wc/store/cart' ? { receiveCart: cartStore.receiveCart } : undefined),
};

const blocks = { cart: CartBlock, checkout: CheckoutBlock, 'mini-cart': MiniCart };
for (const el of document.querySelectorAll<HTMLElement>('[data-lp-stand-in]')) {
  const Block = blocks[el.dataset.lpStandIn as keyof typeof blocks];
  if (Block) createRoot(el).render(<Block />);
}
cartStore.load();
