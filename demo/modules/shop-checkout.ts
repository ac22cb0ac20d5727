// WooCommerce's classic checkout on the real jQuery: a checkout error (or updated_checkout with a
// failure) glides back to the top of the checkout form.
import type { DemoModule } from '../pages/types';
import { classicCheckout, classicCheckoutCss } from '../shop/classic/checkout';

const demo: DemoModule = {
  name: 'shop-checkout',
  title: 'Checkout (classic WooCommerce, jQuery events)',
  kitchenSink: false,
  bodyClass: 'woocommerce-checkout woocommerce-page',
  html: `${classicCheckout}
<script src="/vendor/jquery/jquery.min.js"></script>
<script src="/assets/classic-shop/checkout.js"></script>`,
  css: classicCheckoutCss,
};
export default demo;
