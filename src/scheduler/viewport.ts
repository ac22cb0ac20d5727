// The window's scroll position and size, read once per frame (scroll) or once per debounced resize,
// and cached for everyone else. Modules never read window.scrollY or innerWidth themselves.
import { schedule } from './frame';
import { RESIZE_DEBOUNCE_MS } from './constants';
import type { Cleanup } from '../core/types';

export const viewport = { scrollY: 0, width: 0, height: 0 };

const scrollSubs = new Set<(y: number) => void>();
const resizeSubs = new Set<(width: number, height: number) => void>();
let listening = false;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;

function readScroll(): void {
  viewport.scrollY = window.scrollY;
  schedule('update', () => scrollSubs.forEach((fn) => fn(viewport.scrollY)));
}

function onResize(): void {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    measure();
    resizeSubs.forEach((fn) => fn(viewport.width, viewport.height));
  }, RESIZE_DEBOUNCE_MS);
}

function measure(): void {
  viewport.width = window.innerWidth;
  viewport.height = window.innerHeight;
  viewport.scrollY = window.scrollY;
}

function listen(): void {
  if (listening) return;
  listening = true;
  measure();
  // The only scroll and resize listeners of the runtime; passive so they never hold up scrolling.
  addEventListener('scroll', () => schedule('read', readScroll), { passive: true });
  addEventListener('resize', onResize, { passive: true });
}

/** Called in the update phase of a frame after the page scrolled, with the scroll position. */
export function onScroll(fn: (y: number) => void): Cleanup {
  listen();
  scrollSubs.add(fn);
  return () => scrollSubs.delete(fn);
}

/** Called once the window stopped resizing for 200 ms. */
export function onResizeEnd(fn: (width: number, height: number) => void): Cleanup {
  listen();
  resizeSubs.add(fn);
  return () => resizeSubs.delete(fn);
}

export function initViewport(): void {
  listen();
}
