// A timed transition on the scheduler's frame loop: progress is worked out in the update phase, the
// caller's step writes it in the write phase. No timers and no requestAnimationFrame of our own.
import type { ModuleContext } from '../../core/types';
import { swing } from './rules';

type Frame = ModuleContext['scheduler']['frame'];

/** Calls step(eased 0..1) once a frame for `ms` (one frame when 0), then done; returns a cancel. */
export function tween(frame: Frame, ms: number, step: (p: number) => void, done: () => void): () => void {
  let start = -1;
  let stopped = false;
  const tick = ({ now }: { now: number }) => {
    if (start < 0) start = now;
    const p = ms > 0 ? Math.min(1, (now - start) / ms) : 1;
    frame.write(() => {
      if (stopped) return;
      step(swing(p));
      if (p < 1) frame.update(tick);
      else done();
    });
  };
  frame.update(tick);
  return () => {
    stopped = true;
    frame.cancel(tick);
  };
}
