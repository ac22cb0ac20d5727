// Swipe recognition as jQuery Mobile does it for the theme's swipeleft / swiperight: under 1000 ms, more
// than 30 px across and less than 75 px up or down. The slide-in menu opens on a swipe left that starts
// within 30 px of the right edge, and closes on a swipe right.
import { SWIPE_EDGE_PX, SWIPE_MAX_MS, SWIPE_MAX_VERTICAL_PX, SWIPE_MIN_DISTANCE_PX } from '../../scheduler/constants';

export interface TouchPoint {
  x: number;
  y: number;
  t: number;
}

export function swipeDirection(start: TouchPoint, end: TouchPoint): 'left' | 'right' | null {
  const dx = end.x - start.x;
  if (end.t - start.t >= SWIPE_MAX_MS || Math.abs(dx) <= SWIPE_MIN_DISTANCE_PX || Math.abs(end.y - start.y) >= SWIPE_MAX_VERTICAL_PX) return null;
  return dx < 0 ? 'left' : 'right';
}

/** What a finished swipe does to the slide-in menu: 'open', 'close' or nothing. */
export function swipeAction(start: TouchPoint, end: TouchPoint, windowWidth: number, open: boolean): 'open' | 'close' | null {
  const dir = swipeDirection(start, end);
  if (dir === 'left' && !open && start.x >= windowWidth - SWIPE_EDGE_PX) return 'open';
  if (dir === 'right' && open) return 'close';
  return null;
}
