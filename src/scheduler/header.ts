// The fixed header's height, #top-header plus #main-header border boxes, for scroll offsets: watched by a
// ResizeObserver and settled 200 ms after it last changed (spec §9, header resize handling), so a header
// that shrinks with a transition reports once, at its final height.
import { call } from './frame';
import { HEADER_RESIZE_DEBOUNCE_MS } from './constants';
import type { Cleanup } from '../core/types';

const IDS = ['top-header', 'main-header'];
const sizes = new Map<Element, number>();
const subs = new Set<(height: number) => void>();
let height = -1; // -1: not reported yet
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

const sum = () => {
  let h = 0;
  sizes.forEach((v) => (h += v));
  return h;
};

export function watchHeader(): void {
  if (watching) return;
  watching = true;
  const ro = new ResizeObserver((entries) => {
    for (const e of entries) sizes.set(e.target, e.borderBoxSize?.[0]?.blockSize ?? (e.target as HTMLElement).offsetHeight);
    // The first report is the height on load: no change to announce.
    if (height < 0) return void (height = sum());
    clearTimeout(timer);
    timer = setTimeout(() => {
      const h = sum();
      if (h === height) return;
      height = h;
      subs.forEach((fn) => call(fn, h));
    }, HEADER_RESIZE_DEBOUNCE_MS);
  });
  for (const id of IDS) {
    const el = document.getElementById(id);
    if (el) ro.observe(el);
  }
}

/** The header's height in px (0 without a header). Before the first report, it is measured directly. */
export function headerHeight(): number {
  watchHeader();
  if (height >= 0) return height;
  let h = 0;
  for (const id of IDS) h += (document.getElementById(id) as HTMLElement | null)?.offsetHeight ?? 0;
  return h;
}

/** Called with the new height 200 ms after the header's height last changed. */
export function onHeaderResize(fn: (height: number) => void): Cleanup {
  watchHeader();
  subs.add(fn);
  return () => subs.delete(fn);
}
