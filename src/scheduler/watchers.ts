// The scheduler's watchers that only some modules use: the shared IntersectionObservers (observe), waypoints
// and the one-second clock. They are kept out of runtime.js, so a first paint that needs none of them (the
// theme header, tabs) does not pay for them. A module that calls ctx.scheduler.observe, waypoint or
// everySecond (itself or through a core helper) re-exports them from its index.ts:
//   export { watchers } from '../../scheduler/watchers';
// so they are among its chunk's static imports, which boot requests together with the module (one round
// trip), and the runtime takes them from the first such module it mounts, before that module's mount runs
// (core/mount). Nothing here imports the rest of the scheduler (that would split the frame loop out of
// runtime.js into a chunk shared with these modules): the runtime hands over what they need from it (the
// waypoints' re-read after a resize goes the other way, scheduler/index.ts).
import { reinitWaypoints, waypoint } from './waypoint';
import { everySecond } from './clock';
import { observe } from './visibility';

export const watchers = { waypoint, everySecond, observe, reinitWaypoints };
export type Watchers = typeof watchers;
