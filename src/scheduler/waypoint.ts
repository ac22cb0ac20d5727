// The theme's waypoints (jQuery Waypoints offsets) on shared IntersectionObservers, so scrolling costs no
// JavaScript at all. A waypoint is "reached" once its edge has crossed a line of the viewport going down:
//   '100%'           the element's top reaches the bottom of the viewport;
//   '80%'            the element's top reaches 80 % of the viewport height;
//   'bottom-in-view' the element's bottom reaches the bottom of the viewport (also when it is taller).
// Each observer's root reaches far above the viewport, so the only change it reports is the edge crossing
// the line, and an element already scrolled past on load counts as reached, as with Waypoints.
// After a resize or re-measure the waypoints are re-read (debounced 100 ms, spec §9).
import { observe } from './visibility';
import { WAYPOINT_OFFSET_80, WAYPOINT_REINIT_DEBOUNCE_MS } from './constants';
import type { Cleanup } from './types';

export type WaypointOffset = '100%' | '80%' | 'bottom-in-view';
export interface WaypointOptions {
  /** Fire once and stop (default), or every time the element reaches the line again after leaving it. */
  once?: boolean;
}

// The root reaches 99999 px above the viewport; its bottom edge is the waypoint's line.
const MARGIN: Record<WaypointOffset, string> = {
  '100%': '99999px 0px 0px',
  '80%': `99999px 0px -${Math.round((1 - WAYPOINT_OFFSET_80) * 100)}%`,
  'bottom-in-view': '99999px 0px 0px',
};

interface Live {
  start(): void;
  stop?: Cleanup;
}
const live = new Set<Live>();

/** Whether the entry's edge is at or above the waypoint's line. */
export function isReached(offset: WaypointOffset, rect: DOMRectReadOnly, line: number): boolean {
  // A hidden element (display: none) has an empty box at 0,0: it has not been reached.
  if (!rect.width && !rect.height) return false;
  // Half a pixel of slack for sub-pixel layout at the line itself.
  return (offset === 'bottom-in-view' ? rect.bottom : rect.top) <= line + 0.5;
}

export function waypoint(el: Element, offset: WaypointOffset, cb: () => void, { once = true }: WaypointOptions = {}): Cleanup {
  let reached = false;
  const w: Live = {
    start() {
      w.stop = observe(el, ({ boundingClientRect, rootBounds }) => {
        // rootBounds is null only in a cross-origin frame: fall back to the window.
        const line = rootBounds ? rootBounds.bottom : innerHeight * (offset === '80%' ? WAYPOINT_OFFSET_80 : 1);
        const now = isReached(offset, boundingClientRect, line);
        if (now && !reached) {
          if (once) cleanup();
          cb();
        }
        reached = now;
      }, { rootMargin: MARGIN[offset], threshold: offset === 'bottom-in-view' ? 1 : 0 });
    },
  };
  const cleanup = () => {
    live.delete(w);
    w.stop?.();
  };
  live.add(w);
  w.start();
  return cleanup;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Re-read every waypoint (the layout changed), 100 ms after the last call. */
export function reinitWaypoints(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Stop all first, so that an element shared by two waypoints is observed afresh and reported again.
    live.forEach((w) => w.stop?.());
    live.forEach((w) => w.start());
  }, WAYPOINT_REINIT_DEBOUNCE_MS);
}
