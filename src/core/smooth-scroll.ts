// Window scrolling animated by the frame loop, with jQuery's "swing" easing as the theme uses.
import { schedule } from '../scheduler/frame';
import { viewport } from '../scheduler/viewport';
import { SMOOTH_SCROLL_MS } from '../scheduler/constants';

export const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

export function scrollWindowTo(targetY: number, duration = SMOOTH_SCROLL_MS, reducedMotion = false): Promise<void> {
  return new Promise((resolve) => {
    let from = -1;
    let start = 0;
    const step = () =>
      schedule('read', ({ now }) => {
        if (from < 0) {
          from = window.scrollY;
          start = now;
        }
        const p = reducedMotion || duration <= 0 ? 1 : Math.min(1, (now - start) / duration);
        const y = Math.round(from + (targetY - from) * swing(p));
        schedule('write', () => {
          window.scrollTo(0, y);
          viewport.scrollY = y;
          if (p < 1) step();
          else resolve();
        });
      });
    step();
  });
}
