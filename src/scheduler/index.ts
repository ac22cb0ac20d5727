// The one scheduler: frame loop, scroll and resize sources, re-measure, visibility, waypoints, the clock,
// cached geometry, the header height and timed transitions. Modules reach it through ctx.scheduler.
// Visibility (the shared IntersectionObservers), waypoints and the clock are the watchers, which arrive with
// the modules that use them (scheduler/watchers).
import { frame } from './frame';
import { onResizeEnd, onScroll, reinitWith, remeasure, viewport } from './viewport';
import { geometry, forget, onSizeChange } from './geometry';
import { headerHeight, onHeaderResize } from './header';
import { swing, tweenOn } from './tween';
import type { Cleanup } from './types';
import type { Watchers } from './watchers';

let watchers: Watchers | undefined;

/** The watchers, from the chunk of the first module that brings them (core/mount; scheduler/watchers). */
export function provideWatchers(w: Watchers): void {
  if (watchers) return;
  watchers = w;
  reinitWith(w.reinitWaypoints);
}

// observe, waypoint and everySecond call the watchers once a module has brought them. A module that calls one
// without re-exporting them fails to mount with this error (tests/unit/core/runtime-parts.test.ts checks
// that every module that calls one re-exports them).
const watcher = <K extends 'waypoint' | 'everySecond' | 'observe'>(name: K) =>
  ((...args: unknown[]) => {
    if (!watchers) throw new Error(`[lightpage] scheduler.${name}: export { watchers } from the module`);
    return (watchers[name] as (...a: unknown[]) => Cleanup)(...args);
  }) as Watchers[K];

export const scheduler = {
  frame,
  onScroll,
  onResizeEnd,
  remeasure,
  observe: watcher('observe'),
  waypoint: watcher('waypoint'),
  everySecond: watcher('everySecond'),
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
