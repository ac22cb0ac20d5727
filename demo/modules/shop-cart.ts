// WooCommerce's classic cart on the real jQuery, with the theme's cart modules: the shop helpers keep the
// header's item count, remove the duplicate copies WooCommerce's update leaves, and hide the totals
// module when the cart is emptied.
import type { DemoModule } from '../pages/types';
import { classicCart, classicCartCss, postClassicCart } from '../shop/classic/cart';

const demo: DemoModule = {
  name: 'shop-cart',
  title: 'Cart (classic WooCommerce, jQuery events)',
  kitchenSink: false,
  bodyClass: 'woocommerce-cart woocommerce-page',
  html: `${classicCart()}
<script src="/vendor/jquery/jquery.min.js"></script>
<script src="/assets/classic-shop/cart.js"></script>`,
  post: (fields, state) => postClassicCart(fields, state),
  css: classicCartCss,
};
export default demo;
