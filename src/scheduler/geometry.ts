// Element boxes in document coordinates, measured once and cached until the element or the page
// resizes (ResizeObserver), so per-frame work (parallax) never reads layout. Read only in a read phase.
import { viewport } from './viewport';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const cache = new Map<Element, Box>();
let ro: ResizeObserver | undefined;

function invalidateAll(): void {
  cache.clear();
}

export function geometry(el: Element): Box {
  let box = cache.get(el);
  if (!box) {
    const r = el.getBoundingClientRect();
    box = { top: r.top + viewport.scrollY, left: r.left, width: r.width, height: r.height };
    cache.set(el, box);
    if (!ro) {
      // Any size change above an element can move it, so a resize of the page invalidates everything.
      ro = new ResizeObserver(invalidateAll);
      ro.observe(document.documentElement);
    }
    ro.observe(el);
  }
  return box;
}

export function forget(el: Element): void {
  cache.delete(el);
  ro?.unobserve(el);
}
