// Same-page anchor links (divi-markup §5), in boot because a click must be caught before the browser
// jumps: `a[href*="#"]` to this page whose target exists is taken over and handed to the runtime, which
// smooth-scrolls there with the theme's offset. Links inside an `.et_smooth_scroll_disabled` ancestor,
// WooCommerce's own tabs and a few plugins' links stay the browser's. The product-reviews link (to #reviews,
// inside the reviews tab's panel) is told apart by the runtime, which opens the tab instead.
import type { Runtime } from './runtime';

/** Runs `fn` on the runtime once it is there; rejects when it (or what `fn` needs) failed to arrive. */
export type Run = (fn: (r: Runtime) => unknown) => Promise<unknown>;

const OPT_OUT = '.et_smooth_scroll_disabled,.woocommerce-tabs .tabs,.tt_tabs_navigation,.eab-shortcode_calendar-navigation-link,.view-cart-lnk,.acomment-reply';

/** The element a fragment points at, as the browser finds it: by id, else the first of that name. */
export function findTarget(hash: string): Element | null {
  if (!hash) return null;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // a malformed escape: look the raw text up
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** The element a click on a link should glide to, or null: nothing of ours. */
export function anchorAction(a: HTMLAnchorElement): Element | null {
  return a.hostname !== location.hostname || a.pathname !== location.pathname || a.search !== location.search || a.closest(OPT_OUT) ? null : findTarget(a.hash.slice(1));
}

/** Returns the way to stop listening. */
export function listenAnchors(run: Run): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element && e.target.closest<HTMLAnchorElement>('a[href*="#"]:not([href="#"])');
    const action = a && anchorAction(a);
    if (!action) return;
    e.preventDefault();
    // Our glide failed to arrive (the runtime's chunk or the scrolling's): the browser's own jump, as if the
    // click had never been taken.
    run((r) => r.scrollTo(action, a)).catch(() => (location.hash === a.hash ? action.scrollIntoView() : (location.hash = a.hash)));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
