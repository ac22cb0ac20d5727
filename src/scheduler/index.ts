// The one scheduler: frame loop, scroll and resize sources, visibility, waypoints, the clock and cached
// geometry. Modules reach it through ctx.scheduler.
import { frame } from './frame';
import { onResizeEnd, onScroll, viewport } from './viewport';
import { observe } from './visibility';
import { waypoint } from './waypoint';
import { everySecond } from './clock';
import { geometry, forget } from './geometry';

export const scheduler = { frame, onScroll, onResizeEnd, observe, waypoint, everySecond, geometry, forget, viewport };
export type Scheduler = typeof scheduler;
