// The watchers' own copy of the frame loop's `call` (the clock's and the shared observers'): they travel
// with the modules that use them (scheduler/watchers), and importing frame.ts from them would split the
// frame loop out of runtime.js into a chunk shared with those modules.

/** Call a subscriber; one that throws is logged and does not stop the others. */
export function call<A>(fn: (a: A) => void, a: A): void {
  try {
    fn(a);
  } catch (e) {
    console.error('[lightpage] scheduler callback failed', e);
  }
}
