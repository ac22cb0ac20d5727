// Enhances WooCommerce's classic cart and checkout (`form.woocommerce-cart-form`, `form.checkout`, and
// the theme's cart and checkout modules around them). WooCommerce announces its updates as jQuery events
// on document.body; where jQuery is on the page (it is, wherever those forms work) the helpers listen
// through it, and nowhere else do they need it.
import type { ModuleContext } from '../../core/types';
import { CHECKOUT_ERROR_SCROLL_MS } from '../../scheduler/constants';
import { checkoutErrorY, duplicates, itemCountText, totalQuantity } from './logic';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

/* eslint-disable @typescript-eslint/no-explicit-any -- jQuery is the page's, untyped here on purpose */
type JQ = any;
const NS = '.lightpage';
const CART_FORM = '.woocommerce-cart-form';
// The cart-removal links of the classic cart (and the theme's cart-products module).
const REMOVE_LINKS = `${CART_FORM} .product-remove a, ${CART_FORM} a.remove, .et_pb_wc_cart_products a.remove`;

let roots = 0;
let unbind: (() => void) | undefined;

/** Listens once per page, however many cart and checkout roots mount. */
function bind(ctx: ModuleContext): () => void {
  const doc = document;
  const jq: JQ = (window as any).jQuery;
  const offs: (() => void)[] = [];
  const { frame } = ctx.scheduler;

  const showCount = (n: number) => {
    const text = itemCountText(n, ctx.settings.itemCount, ctx.settings.itemsCount);
    frame.write(() => doc.querySelectorAll('.et-cart-info span').forEach((s) => (s.textContent = text)));
  };
  // The header's cart link counts the quantities in the cart form (the theme's rule); an emptied cart has none.
  const recount = () =>
    frame.read(() => {
      const form = doc.querySelector(CART_FORM);
      if (form) showCount(totalQuantity(Array.from(form.querySelectorAll<HTMLInputElement>('input.qty'), (i) => i.value)));
    });

  // WooCommerce replaces every copy of the form and the totals with every copy in its answer: the theme's
  // split cart modules would show them twice. Keep the first of each within each module.
  const dedupe = () =>
    frame.write(() => {
      for (const sel of [CART_FORM, '.cart_totals']) {
        duplicates(Array.from(doc.querySelectorAll(sel)), (el) => el.parentElement?.closest('.et_pb_module') ?? doc).forEach((el) => el.remove());
      }
    });

  const scrollToCheckout = (target?: Element | null) =>
    frame.read(() => {
      const form = target ?? doc.querySelector('form.checkout');
      if (!form) return;
      // A one-off measurement, taken fresh: notices or a browser scroll may just have moved things.
      const { geometry, forget, viewport } = ctx.scheduler;
      forget(form);
      const top = geometry(form).top;
      forget(form);
      // The header as it is now, as the theme measures it: the fixed header may have just shrunk, and the
      // scheduler's settled height lags a change by 200 ms.
      const header = ['top-header', 'main-header'].reduce((h, id) => h + (doc.getElementById(id)?.offsetHeight ?? 0), 0);
      const y = checkoutErrorY(top, header, doc.body.classList.contains('et_fixed_nav'), viewport.width);
      void ctx.smoothScroll(y, CHECKOUT_ERROR_SCROLL_MS);
    });

  // The theme marks the chosen payment method (its CSS styles the open one): after every checkout update,
  // which replaces the list, and when the shopper picks another.
  const markPayment = () =>
    frame.write(() =>
      doc.querySelectorAll('.wc_payment_method').forEach((li) => li.classList.toggle('et_pb_checked', !!li.querySelector('input[name="payment_method"]:checked'))),
    );
  const onChange = (e: Event) => (e.target as Element).matches?.('input[name="payment_method"]') && markPayment();
  doc.addEventListener('change', onChange);
  offs.push(() => doc.removeEventListener('change', onChange));
  markPayment();

  if (typeof jq === 'function') {
    const $body = jq(doc.body);
    $body.on(`updated_wc_div${NS}`, () => (dedupe(), recount()));
    $body.on(`updated_cart_totals${NS}`, () => (dedupe(), recount()));
    $body.on(`wc_cart_emptied${NS}`, () => {
      showCount(0);
      frame.write(() => doc.querySelectorAll<HTMLElement>('.et_pb_wc_cart_totals').forEach((el) => (el.style.display = 'none')));
    });
    $body.on(`checkout_error${NS}`, () => scrollToCheckout());
    $body.on(`updated_checkout${NS}`, (_e: unknown, data: { result?: unknown } | undefined) => {
      markPayment();
      if (data?.result === 'failure') scrollToCheckout();
    });
    offs.push(() => $body.off(NS));
    // WooCommerce's own scroll to its notices: the theme's offset and duration instead of its own.
    const own = jq.scroll_to_notices;
    if (typeof own === 'function') {
      jq.scroll_to_notices = (el: JQ) => scrollToCheckout(el?.[0] ?? null);
      offs.push(() => (jq.scroll_to_notices = own));
    }
  }

  if (ctx.builder) {
    // In the builder preview, removing an item would change the real cart: the links do nothing.
    // Capture on window, so WooCommerce's own delegated handler (which removes by ajax) never sees the click.
    const block = (e: Event) => {
      if (!(e.target as Element).closest?.(REMOVE_LINKS)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    addEventListener('click', block, true);
    offs.push(() => removeEventListener('click', block, true));
  }
  return () => offs.forEach((off) => off());
}

export function mount(_root: HTMLElement, ctx: ModuleContext) {
  if (roots++ === 0) unbind = bind(ctx);
  return () => {
    if (--roots === 0) unbind?.();
  };
}
