// The classic WooCommerce checkout's server calls (demo/shop/classic/checkout.ts).
export { handlers } from '../../shop/classic/checkout';
