// Where each box's link goes (spec §2): after the product name of its order-summary item, after the
// price of its cart row (cart block and mini-cart drawer alike; contracts §1.7). Items are found by
// their cart key, never by position on the page, so placeholder rows and a mini-cart cannot shift them.

const LISTS = 'table.wc-block-cart-items,.wc-block-components-order-summary';
const ROW = '.wc-block-cart-items__row';
const SUMMARY_ITEM = '.wc-block-components-order-summary-item';
const NAME = '.wc-block-components-product-name';
const PRICES = '.wc-block-cart-item__prices';
/** The element we own after a target: it carries the cart item key it belongs to. */
export const HOST_ATTR = 'data-lp-sfw-key';

/**
 * Every cart row and summary item on the page, with the cart item key it shows. Newer WooCommerce
 * marks rows with data-cart-item-key; without it (summary items, older versions) a list's real items
 * (loading placeholders have no name) are matched to the cart's item order, and only when the counts
 * agree, so a list in mid-update is left alone until it settles.
 */
export function itemsOnPage(doc: ParentNode, order: readonly string[]): [HTMLElement, string][] {
  const out: [HTMLElement, string][] = [];
  for (const list of doc.querySelectorAll(LISTS)) {
    const items = [...list.querySelectorAll<HTMLElement>(list.matches('table') ? ROW : SUMMARY_ITEM)];
    const keyed = items.filter((i) => i.getAttribute('data-cart-item-key'));
    if (keyed.length) {
      for (const i of keyed) out.push([i, i.getAttribute('data-cart-item-key')!]);
      continue;
    }
    const real = items.filter((i) => i.querySelector(NAME)?.textContent?.trim());
    if (real.length && real.length === order.length) real.forEach((i, n) => out.push([i, order[n]]));
  }
  return out;
}

/**
 * Puts one host element after the target of every item whose key `wanted`, moves misplaced ones and
 * removes the rest. Idempotent: a second run changes nothing. Returns the hosts to render links into
 * (hosts in lists it could not match yet are kept where they are).
 */
export function place(doc: Document, order: readonly string[], wanted: (key: string) => boolean): HTMLElement[] {
  const hosts: HTMLElement[] = [];
  for (const [item, key] of itemsOnPage(doc, order)) {
    const target = item.querySelector(item.matches(ROW) ? PRICES : NAME);
    let host: HTMLElement | undefined;
    for (const h of item.querySelectorAll<HTMLElement>(`[${HOST_ATTR}]`)) {
      if (!host && target && wanted(key) && h.getAttribute(HOST_ATTR) === key) host = h;
      else h.remove();
    }
    if (!target || !wanted(key)) continue;
    if (!host) {
      host = doc.createElement('div');
      host.className = 'lp-sfw-attached';
      host.setAttribute(HOST_ATTR, key);
    }
    if (target.nextElementSibling !== host) target.after(host);
    hosts.push(host);
  }
  for (const h of doc.querySelectorAll<HTMLElement>(`[${HOST_ATTR}]`)) {
    if (hosts.includes(h)) continue;
    if (wanted(h.getAttribute(HOST_ATTR)!)) hosts.push(h);
    else h.remove();
  }
  return hosts;
}
