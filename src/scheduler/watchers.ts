// The scheduler's watchers that only some modules use: waypoints and the one-second clock. They are kept
// out of runtime.js, so a first paint that needs neither (the theme header, tabs) does not pay for them. A
// module that calls ctx.scheduler.waypoint or everySecond (itself or through a core helper) re-exports them
// from its index.ts:
//   export { watchers } from '../../scheduler/watchers';
// so they are among its chunk's static imports, which boot requests together with the module (one round
// trip), and the runtime takes them from the first such module it mounts, before that module's mount runs
// (core/mount). Nothing here imports the rest of the scheduler (that would split the frame loop out of
// runtime.js into a chunk shared with these modules): the runtime hands over what waypoints need.
import { reinitWaypoints, useObserve, waypoint } from './waypoint';
import { everySecond } from './clock';

export const watchers = { waypoint, everySecond, reinitWaypoints, useObserve };
export type Watchers = typeof watchers;
