// The one scheduler: frame loop, scroll and resize sources, re-measure, visibility, waypoints, the clock,
// cached geometry, the header height and timed transitions. Modules reach it through ctx.scheduler.
import { frame } from './frame';
import { onResizeEnd, onScroll, remeasure, viewport } from './viewport';
import { observe } from './visibility';
import { waypoint } from './waypoint';
import { everySecond } from './clock';
import { geometry, forget, onSizeChange } from './geometry';
import { headerHeight, onHeaderResize } from './header';
import { swing, tweenOn } from './tween';

export const scheduler = {
  frame,
  onScroll,
  onResizeEnd,
  remeasure,
  observe,
  waypoint,
  everySecond,
  geometry,
  forget,
  onSizeChange,
  viewport,
  headerHeight,
  onHeaderResize,
  tween: tweenOn(frame),
  /** jQuery's "swing", the default easing of tween and of smooth scrolling. */
  swing,
};
export type Scheduler = typeof scheduler;
