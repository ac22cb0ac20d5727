// Element boxes in document coordinates, measured once and cached until the element or the page resizes
// (ResizeObserver) or the scheduler re-measures (window resize, sections shown), so per-frame work such as
// parallax never reads layout. Measure only in a read phase (the development check reports other reads).
import { call } from './frame';
import type { Cleanup } from './types';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

// A WeakMap, so an element a module never forgets does not leak; clearing replaces it.
let cache = new WeakMap<Element, Box>();
let ro: ResizeObserver | undefined;
// Observed once each (observing again would re-report the element), and ResizeObserver reports every
// element once when observed: that first report is not a change.
const watched = new WeakSet<Element>();
const seen = new WeakSet<Element>();

/** Drop every cached box (the page re-laid out). */
export function invalidateGeometry(): void {
  cache = new WeakMap();
}

// Subscribers to an element's size changes (a lazy image, a late font): served by the same one observer.
const sizeSubs = new WeakMap<Element, Set<() => void>>();

function resized(entries: ResizeObserverEntry[]): void {
  for (const { target } of entries) {
    if (!seen.has(target)) seen.add(target);
    // Anything that changes the page's size can move every element below it.
    else if (target === document.documentElement) invalidateGeometry();
    else {
      cache.delete(target);
      sizeSubs.get(target)?.forEach((fn) => call(fn, undefined));
    }
  }
}

function observer(): ResizeObserver {
  if (!ro) {
    ro = new ResizeObserver(resized);
    ro.observe(document.documentElement);
  }
  return ro;
}

function watch(el: Element): void {
  if (watched.has(el)) return;
  watched.add(el);
  observer().observe(el);
}

/**
 * Call `fn` whenever the element's size changes after now (its content changed size: an image arrived, a
 * font loaded), on the scheduler's one ResizeObserver. Returns the cleanup.
 */
export function onSizeChange(el: Element, fn: () => void): Cleanup {
  let subs = sizeSubs.get(el);
  if (!subs) sizeSubs.set(el, (subs = new Set()));
  subs.add(fn);
  watch(el);
  return () => subs.delete(fn);
}

/** The element's border box in document coordinates (as laid out now, including transforms). */
export function geometry(el: Element): Box {
  let box = cache.get(el);
  if (!box) {
    const r = el.getBoundingClientRect();
    box = { top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width, height: r.height };
    cache.set(el, box);
    watch(el);
  }
  return box;
}

/** Stop watching an element (its module unmounted). */
export function forget(el: Element): void {
  cache.delete(el);
  watched.delete(el);
  seen.delete(el);
  ro?.unobserve(el);
}
