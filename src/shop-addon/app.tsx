// The add-on's one React root (on the host page's React): a portal with the link into each host
// element, and the popup. The popup lives in this root, outside the host's rows, so it stays open
// however the cart re-renders.
import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AttachedProduct } from './attached';
import { HOST_ATTR } from './place';
import { AttachedLink, AttachedPopup } from './popup';

export const ROOT_ID = 'lp-sfw-root';

export function createApp(doc: Document, productsOf: (key: string) => AttachedProduct[] | undefined) {
  let root: Root | undefined;
  let hosts: HTMLElement[] = [];
  let open: { key: string; opener: HTMLElement } | null = null;
  const ids = new WeakMap<HTMLElement, number>();
  let nextId = 0;

  /** The link that opened the popup, or another link to the same box if the host re-rendered it away. */
  const linkFor = (o: { key: string; opener: HTMLElement }) =>
    o.opener.isConnected ? o.opener : hosts.find((h) => h.isConnected && h.getAttribute(HOST_ATTR) === o.key)?.querySelector('a');

  function render(): void {
    if (!root) {
      const el = doc.createElement('div');
      el.id = ROOT_ID;
      doc.body.append(el);
      root = createRoot(el);
    }
    const o = open;
    const products = o && productsOf(o.key);
    root.render(
      <>
        {hosts.map((h) => {
          const key = h.getAttribute(HOST_ATTR)!;
          if (!ids.has(h)) ids.set(h, nextId++);
          return (
            <Fragment key={ids.get(h)}>
              {createPortal(<AttachedLink onOpen={(opener) => ((open = { key, opener }), render())} />, h)}
            </Fragment>
          );
        })}
        {o && products ? (
          <AttachedPopup key={o.key} products={products} onClose={() => ((open = null), render())} returnTo={() => linkFor(o)} />
        ) : null}
      </>,
    );
  }

  return {
    /** Renders links into these hosts; nothing happens when they are the ones already rendered. */
    update(next: HTMLElement[]): void {
      if (next.length === hosts.length && next.every((h, i) => h === hosts[i])) return;
      hosts = next;
      if (root || hosts.length) render();
    },
  };
}
