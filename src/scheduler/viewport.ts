// The window's scroll position and size, read once per frame (scroll) or once per settled resize, and
// cached for everyone else: modules never read window.scrollY or innerWidth themselves. The runtime's
// only scroll and resize listeners live here, both passive.
// A resize (debounced 200 ms) and a re-measure (hidden sections shown, debounced 200 ms) settle the same
// way: measure the window, drop cached geometry, call the resize subscribers, re-read the waypoints.
import { call, fail, schedule } from './frame';
import { invalidateGeometry } from './geometry';
import { watchSections } from './sections';
import { watchHeader } from './header';
import { MUTATION_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS } from './constants';
import type { Cleanup } from './types';

export const viewport = { scrollY: 0, width: 0, height: 0 };

type ScrollFn = (y: number) => void;
type ResizeFn = (width: number, height: number) => void;
const scrollSubs = new Set<ScrollFn>();
const resizeSubs = new Set<ResizeFn>();
let listening = false;
let sectionsWatched = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
// The waypoints' re-read, handed over with the watchers (scheduler/watchers, which this file cannot import).
let reinitWaypoints: (() => void) | undefined;
export const reinitWith = (fn: () => void) => void (reinitWaypoints = fn);

const notifyScroll = () => {
  const y = viewport.scrollY;
  // The hot loop (a subscriber per parallax layer): one try per subscriber, no wrapper call.
  for (const fn of scrollSubs) {
    try {
      fn(y);
    } catch (e) {
      fail(e);
    }
  }
};
function readScroll(): void {
  viewport.scrollY = window.scrollY;
  schedule('update', notifyScroll);
}
// A scroll event queues one read for the next frame (a Set: many events, one read) and nothing else,
// so the frame loop runs only while the page scrolls.
const onScrollEvent = () => schedule('read', readScroll);

function measure(): void {
  viewport.width = window.innerWidth;
  viewport.height = window.innerHeight;
  viewport.scrollY = window.scrollY;
}

function settle(): void {
  measure();
  invalidateGeometry();
  resizeSubs.forEach((fn) => call(fn, viewport.width, viewport.height));
  reinitWaypoints?.();
}

/** Settle after `ms` without another request (resize and re-measure share the one timer). */
function settleAfter(ms: number): void {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(settle, ms);
}

function listen(): void {
  if (listening) return;
  listening = true;
  measure();
  addEventListener('scroll', onScrollEvent, { passive: true });
  addEventListener('resize', () => settleAfter(RESIZE_DEBOUNCE_MS), { passive: true });
}

/** Called in the update phase of a frame after the page scrolled, with the scroll position. */
export function onScroll(fn: ScrollFn): Cleanup {
  listen();
  scrollSubs.add(fn);
  return () => scrollSubs.delete(fn);
}

/** Called once the window stopped resizing for 200 ms, and after a re-measure. */
export function onResizeEnd(fn: ResizeFn): Cleanup {
  listen();
  resizeSubs.add(fn);
  return () => resizeSubs.delete(fn);
}

/**
 * The layout changed without a window resize (hidden content shown): in 200 ms, drop cached geometry,
 * call the resize subscribers and re-read the waypoints, as the theme does by triggering a resize.
 */
export function remeasure(): void {
  listen();
  settleAfter(MUTATION_DEBOUNCE_MS);
}

/** Start the window sources, the section watcher and the header watcher (the runtime calls this once). */
export function initViewport(): void {
  if (!sectionsWatched) {
    sectionsWatched = true;
    watchSections(remeasure);
  }
  listen();
  watchHeader();
}
