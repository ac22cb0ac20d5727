// WooCommerce puts its checkout filter registry on window.wc.blocksCheckout (script handle
// wc-blocks-checkout, contracts §1.1). The add-on may run before that script, or on a page without it:
// it waits, without polling, for the registry to be assigned, and does nothing if it never is.

export interface BlocksCheckout {
  registerCheckoutFilters(namespace: string, filters: Record<string, unknown>): void;
}

type Bag = Record<string, unknown>;

/** Calls `ready` once, with the registry, as soon as it exists (now, or when it is assigned later). */
export function whenBlocksCheckout(win: Bag, ready: (bc: BlocksCheckout) => void): void {
  const undo: (() => void)[] = [];
  let done = false;
  const check = () => {
    const wc = win.wc as Bag | null | undefined;
    const bc = wc && typeof wc === 'object' ? (wc.blocksCheckout as Bag | undefined) : undefined;
    if (done || !bc || typeof bc.registerCheckoutFilters !== 'function') return;
    done = true;
    undo.forEach((u) => u());
    try {
      ready(bc as unknown as BlocksCheckout);
    } catch (e) {
      console.error('[shop add-on] registering the checkout filters failed:', e);
    }
  };
  /** Turns obj[key] into an accessor that calls `then` on every assignment, until `undo`. */
  const watch = (obj: unknown, key: string, then: (v: unknown) => void) => {
    if (!obj || typeof obj !== 'object') return;
    const d = Object.getOwnPropertyDescriptor(obj, key);
    if (d && (!d.configurable || d.get || d.set)) return; // not ours to wrap: the load events still check
    let value = d?.value;
    try {
      Object.defineProperty(obj, key, { configurable: true, enumerable: true, get: () => value, set: (v) => then((value = v)) });
      undo.push(() => Object.defineProperty(obj, key, { configurable: true, enumerable: true, writable: true, value }));
    } catch {
      // A frozen or exotic object: the load events still check.
    }
  };
  check();
  if (done) return;
  const watchWc = (wc: unknown) => watch(wc, 'blocksCheckout', check);
  watch(win, 'wc', (wc) => (watchWc(wc), check()));
  watchWc(win.wc);
  for (const type of ['DOMContentLoaded', 'load']) (win as unknown as Window).addEventListener?.(type, check);
}
