// The counters' 0 → 1 animation on the shared frame loop: progress in the update phase, the caller's
// DOM or canvas writes in the write phase. Reduced motion, and the builder preview (where the theme's
// animations show at once): the end state in one write.
import type { Cleanup, ModuleContext } from '../../core/types';

/** easyPieChart's default easing (easeInOutQuad), which the theme's counters animate with. */
export const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));

/** Calls `step(eased)` in the write phase of every frame for `duration` ms, the last time with 1. */
export function tween(ctx: ModuleContext, duration: number, step: (eased: number) => void): Cleanup {
  const { frame } = ctx.scheduler;
  const instant = ctx.reducedMotion || ctx.builder;
  let start = -1;
  let t = instant ? 1 : 0;
  const update = ({ now }: { now: number }) => {
    if (start < 0) start = now;
    t = Math.min(1, (now - start) / duration);
  };
  const write = () => {
    step(easeInOutQuad(t));
    if (t >= 1) stop();
  };
  const stop = () => {
    frame.cancel(update);
    frame.cancel(write);
  };
  if (!instant) frame.update(update, true);
  frame.write(write, true);
  return stop;
}
