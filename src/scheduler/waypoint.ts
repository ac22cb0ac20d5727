// The theme's waypoints on shared IntersectionObservers: '100%' fires when the element's top reaches the
// bottom of the viewport, '80%' when it reaches 80 % of the viewport height, 'bottom-in-view' when the
// element's bottom is in view. An element already scrolled past counts as reached, as with Waypoints.
import { observe } from './visibility';
import type { Cleanup } from '../core/types';

export type WaypointOffset = '100%' | '80%' | 'bottom-in-view';
export interface WaypointOptions {
  /** Fire once and stop (default), or every time the element comes back into the zone. */
  once?: boolean;
}

const MARGIN: Record<WaypointOffset, string> = { '100%': '0px', '80%': '0px 0px -20% 0px', 'bottom-in-view': '0px' };

export function waypoint(el: Element, offset: WaypointOffset, cb: () => void, { once = true }: WaypointOptions = {}): Cleanup {
  let inside = false;
  const stop = observe(el, (entry) => {
    const rect = entry.boundingClientRect;
    const viewBottom = entry.rootBounds?.bottom ?? innerHeight;
    const reached = offset === 'bottom-in-view'
      ? rect.bottom <= viewBottom && rect.bottom >= 0 || rect.bottom < 0
      : entry.isIntersecting || rect.bottom < 0;
    if (reached && !inside) {
      inside = true;
      cb();
      if (once) stop();
    } else if (!reached) inside = false;
  }, { rootMargin: MARGIN[offset], threshold: offset === 'bottom-in-view' ? 1 : 0 });
  return stop;
}
