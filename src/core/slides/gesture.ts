// A tiny swipe recogniser for touch pointers, in the shape of jquery.mobile's swipeleft/swiperight (which
// the theme uses): far enough sideways, not too far up or down, and quick enough. Pure: it is fed points.

/** Minimum horizontal travel, px (jquery.mobile horizontalDistanceThreshold). */
export const SWIPE_MIN_DISTANCE_PX = 30;
/** Maximum vertical travel, px (jquery.mobile verticalDistanceThreshold): more is a scroll. */
export const SWIPE_MAX_VERTICAL_PX = 75;
/** Maximum duration, ms (jquery.mobile durationThreshold). */
export const SWIPE_MAX_MS = 1000;

export interface Point {
  x: number;
  y: number;
  t: number;
}

/** 'left' (finger moved left: next), 'right' (previous), or null when the gesture is no swipe. */
export function swipeOf(start: Point, end: Point): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const dt = end.t - start.t;
  if (!(dt >= 0 && dt <= SWIPE_MAX_MS)) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dy) > SWIPE_MAX_VERTICAL_PX || Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? 'left' : 'right';
}
