// The fixed header's height, #top-header plus #main-header border boxes, for scroll offsets: watched by a
// ResizeObserver and settled 200 ms after it last changed (spec §9, header resize handling), so a header
// that shrinks with a transition reports once, at its final height.
import { call } from './frame';
import { HEADER_RESIZE_DEBOUNCE_MS } from './constants';
import type { Cleanup } from './types';

const sizes = new Map<Element, number>();
const subs = new Set<(height: number) => void>();
let height = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let ro: ResizeObserver | undefined;

export function watchHeader(): void {
  if (ro) return;
  let first = true;
  ro = new ResizeObserver((entries) => {
    for (const e of entries) sizes.set(e.target, e.borderBoxSize?.[0]?.blockSize ?? (e.target as HTMLElement).offsetHeight);
    clearTimeout(timer);
    const settle = () => {
      const h = [...sizes.values()].reduce((a, b) => a + b, 0);
      if (h !== height) {
        height = h;
        if (!first) subs.forEach((fn) => call(fn, h));
      }
      first = false;
    };
    // The first report is the height on load: taken at once, and no change to announce.
    if (first) settle();
    else timer = setTimeout(settle, HEADER_RESIZE_DEBOUNCE_MS);
  });
  for (const id of ['top-header', 'main-header']) {
    const el = document.getElementById(id);
    if (el) ro.observe(el);
  }
}

/** The header's height in px, as last settled (0 without a header, or before its first report). */
export function headerHeight(): number {
  watchHeader();
  return height;
}

/** Called with the new height 200 ms after the header's height last changed. */
export function onHeaderResize(fn: (height: number) => void): Cleanup {
  watchHeader();
  subs.add(fn);
  return () => subs.delete(fn);
}
