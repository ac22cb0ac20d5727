// The counters' 0 → 1 animation: the scheduler's tween with easyPieChart's easing. Reduced motion, and
// the builder preview (where the theme's animations show at once): the end state in one write.
import type { Cleanup, ModuleContext } from '../../core/types';

/** easyPieChart's default easing (easeInOutQuad), which the theme's counters animate with. */
export const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));

/** Calls `step(eased)` in the write phase of every frame for `duration` ms, the last time with 1. */
export const tween = (ctx: ModuleContext, duration: number, step: (eased: number) => void): Cleanup =>
  ctx.scheduler.tween(ctx.reducedMotion || ctx.builder ? 0 : duration, step, easeInOutQuad);
