// The shop's admin-ajax actions. wps_get_cart_item answers as the subscription plugin does
// (contracts §2.4): 403 with body -1 on a bad nonce, {success:false} for a key not in the cart. The
// lp_demo_cart* actions stand in for WooCommerce's Store API (/wc/store/v1/cart), which the block-cart
// stand-in reads and updates.
import type { AjaxHandler } from '../ajax';
import type { Reply } from '../http';
import { cartItemResponse, SHIPPING, shop, storeCart } from '../../shop/cart-data';

const json = (body: unknown, delayMs: number): Reply => ({ json: body, delayMs });
const origin = (headers: Record<string, string | string[] | undefined>) => `http://${String(headers.host ?? '127.0.0.1')}`;

export const handlers: AjaxHandler[] = [
  {
    action: 'wps_get_cart_item',
    handle({ fields }, state) {
      const s = shop(state);
      // check_ajax_referer('wps_sfw_public_nonce', 'nonce') dies with -1 and a 403.
      if (fields.nonce !== s.nonce) return { status: 403, body: '-1', type: 'text/html; charset=UTF-8', delayMs: s.itemDelayMs };
      if (s.fail === 'http500') return { status: 500, body: '<p>There has been a critical error on this website.</p>', delayMs: s.itemDelayMs };
      if (s.fail === 'html') return { body: '<br />\n<b>Notice</b>: Undefined index in <b>public.php</b><br />\n{"success":true}', delayMs: s.itemDelayMs };
      const item = s.fail === 'success-false' ? undefined : s.items.find((i) => i.key === (fields.cart_key ?? ''));
      if (!item) return json({ success: false, data: { message: 'Cart item not found' } }, s.itemDelayMs);
      return json(cartItemResponse(item), s.itemDelayMs);
    },
  },
  {
    action: 'lp_demo_cart',
    methods: ['GET', 'POST'],
    handle({ headers }, state) {
      const s = shop(state);
      return json(storeCart(s, origin(headers)), s.cartDelayMs);
    },
  },
  {
    // POST key, quantity: /wc/store/v1/cart/update-item. A quantity of 0 removes the item.
    action: 'lp_demo_cart_update',
    handle({ fields, headers }, state) {
      const s = shop(state);
      const item = s.items.find((i) => i.key === fields.key);
      const q = Math.floor(Number(fields.quantity));
      if (!item || !Number.isFinite(q) || q < 0 || q > 99) {
        return { status: 400, json: { code: 'woocommerce_rest_cart_invalid_key', message: 'Cart item does not exist.', data: { status: 400 } } };
      }
      if (q === 0) s.items = s.items.filter((i) => i !== item);
      else item.quantity = q;
      return json(storeCart(s, origin(headers)), s.updateDelayMs);
    },
  },
  {
    // POST rate_id: /wc/store/v1/cart/select-shipping-rate.
    action: 'lp_demo_cart_shipping',
    handle({ fields, headers }, state) {
      const s = shop(state);
      if (Object.hasOwn(SHIPPING, fields.rate_id ?? '')) s.shipping = fields.rate_id as keyof typeof SHIPPING;
      return json(storeCart(s, origin(headers)), s.updateDelayMs);
    },
  },
];
