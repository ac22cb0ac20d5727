// The one scheduler: frame loop, scroll and resize sources, re-measure, visibility, waypoints, the clock,
// cached geometry and the header height. Modules reach it through ctx.scheduler.
import { frame } from './frame';
import { onResizeEnd, onScroll, remeasure, viewport } from './viewport';
import { observe } from './visibility';
import { waypoint } from './waypoint';
import { everySecond } from './clock';
import { geometry, forget } from './geometry';
import { headerHeight, onHeaderResize } from './header';

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
  viewport,
  headerHeight,
  onHeaderResize,
};
export type Scheduler = typeof scheduler;
