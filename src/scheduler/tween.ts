// The one timed transition of the runtime, on the frame loop: progress is worked out in the update phase
// and the caller's step writes it in the write phase, so an animation never reads layout between writes
// and never runs a loop of its own. Fades, slides, counters and scrolls all use it.
import type { FrameJob, FrameLoop } from './frame';

/** jQuery's "swing", the easing of the theme's fades, slides and scrolls. */
export const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

export type Tween = (ms: number, step: (p: number) => void, ease?: (t: number) => number, done?: () => void) => () => void;

/**
 * A tween on the given frame loop: calls step(ease(progress)) in the write phase of every frame for
 * `ms` (a single step with 1 when ms ≤ 0), then done(). Returns a cancel, after which neither runs.
 */
export const tweenOn = (frame: Pick<FrameLoop, 'update' | 'write' | 'cancel'>): Tween => (ms, step, ease = swing, done) => {
  let start = -1;
  let stopped = false;
  const tick: FrameJob = ({ now }) => {
    if (start < 0) start = now;
    const p = ms > 0 ? Math.min(1, (now - start) / ms) : 1;
    frame.write(() => {
      if (stopped) return;
      step(ease(p));
      if (p < 1) frame.update(tick);
      else done?.();
    });
  };
  frame.update(tick);
  return () => {
    stopped = true;
    frame.cancel(tick);
  };
};
