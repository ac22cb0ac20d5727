// WooCommerce's classic checkout (form.checkout) below a tall intro, so an error has somewhere to scroll
// to. The page's script (demo/public/classic-shop/checkout.js, on the real jQuery) plays WooCommerce's
// checkout.js: changing the country asks the server to update the order review (updated_checkout, with
// result "failure" for a country the shop does not ship to), and "Place order" posts the form and shows
// the server's error notices (checkout_error) when required fields are missing.
import type { AjaxHandler } from '../../server/ajax';

const field = (id: string, label: string, type = 'text') =>
  `<p class="form-row form-row-wide validate-required" id="${id}_field"><label for="${id}">${label}&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><input type="${type}" class="input-text" name="${id}" id="${id}" autocomplete="${id.replace('billing_', '')}"></span></p>`;

export const classicCheckout = `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 lp-checkout-intro"><div class="et_pb_text_inner"><h1>Checkout (classic WooCommerce)</h1>
<p>Scroll down to the form. "Place order" with an empty field shows WooCommerce's error notices, and the page glides back up to the top of the form; choosing a country the shop does not ship to does the same through updated_checkout.</p></div></div>
<div class="et_pb_module et_pb_wc_checkout_billing et_pb_wc_checkout_billing_0"><div class="et_pb_module_inner"><div class="woocommerce">
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/modules/shop-checkout/" enctype="multipart/form-data" novalidate>
<div class="woocommerce-billing-fields"><h3>Billing details</h3>
${field('billing_first_name', 'First name')}
${field('billing_email', 'Email address', 'email')}
<p class="form-row form-row-wide" id="billing_country_field"><label for="billing_country">Country / Region</label><select name="billing_country" id="billing_country" class="country_to_state"><option value="DE">Germany</option><option value="US">United States</option><option value="AQ">Antarctica (not shipped to)</option></select></p>
</div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr class="order-total"><th>Total</th><td><strong>$89.00</strong></td></tr></tbody></table>
<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
<li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked> <label for="payment_method_bacs">Direct bank transfer</label></li>
<li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"> <label for="payment_method_cod">Cash on delivery</label></li>
</ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div></div>
</form></div></div></div>
<div class="lp-checkout-after"></div>
</div></div></div>`;

export const classicCheckoutCss = `.lp-checkout-intro{min-height:150vh}.lp-checkout-after{height:100vh}
form.checkout .form-row{margin:0 0 12px}form.checkout label{display:block}
.wc_payment_methods{list-style:none;padding:0}.wc_payment_method.et_pb_checked{font-weight:bold}
.woocommerce-NoticeGroup .woocommerce-error{background:#b81c23;color:#fff;padding:10px 16px;margin:0 0 16px;list-style:none}`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' } as Record<string, string>)[c]};`);
const errors = (items: string[]) => `<ul class="woocommerce-error" role="alert">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** ?wc-ajax=checkout and update_order_review, as admin-ajax actions of the demo. */
export const handlers: AjaxHandler[] = [
  {
    action: 'lp_demo_checkout',
    handle({ fields }) {
      const missing = [['billing_first_name', 'Billing First name'], ['billing_email', 'Billing Email address']].filter(([k]) => !(fields[k] ?? '').trim());
      if (missing.length) return { json: { result: 'failure', messages: errors(missing.map(([, label]) => `<strong>${esc(label)}</strong> is a required field.`)), refresh: false, reload: false } };
      return { json: { result: 'success', redirect: '' } };
    },
  },
  {
    action: 'lp_demo_update_order_review',
    handle({ fields }) {
      if (fields.country === 'AQ') return { json: { result: 'failure', messages: errors(['Unfortunately <strong>we do not ship to Antarctica</strong>. Please enter an alternative shipping address.']), fragments: {} } };
      return { json: { result: 'success', messages: '', fragments: {} } };
    },
  },
];
