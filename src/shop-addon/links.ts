// Loaded only once a subscription box with attached products has arrived: places the links (by cart
// key) and renders them. A MutationObserver on the page sees every commit of the host's React, so a
// row it re-creates gets its link back at once, and no row ever gets two.
import { createApp, ROOT_ID } from './app';
import type { AttachedProduct } from './attached';
import { HOST_ATTR, place } from './place';

export function startLinks(doc: Document, order: () => readonly string[], productsOf: (key: string) => AttachedProduct[] | undefined) {
  const app = createApp(doc, productsOf);
  const sync = () => {
    try {
      app.update(place(doc, order(), (key) => !!productsOf(key)));
    } catch (e) {
      // For example no React on the page: say so, and leave the host's cart alone.
      console.error('[shop add-on] could not show the attached-products links:', e);
    }
  };
  const ours = (n: Node) => n instanceof Element && n.closest(`[${HOST_ATTR}],#${ROOT_ID}`);
  new MutationObserver((records) => {
    // Our own renders (into the hosts and the popup root) need no placing.
    if (records.some((r) => !ours(r.target))) sync();
  }).observe(doc.body, { childList: true, subtree: true });
  return sync;
}
