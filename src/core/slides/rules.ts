// The pure rules shared by sliders and carousels: wrapping indexes, speeds from markup, and when
// auto-rotation is due on the 1-second clock. No DOM: unit-tested as plain functions.
import { CLOCK_TICK_MS, SLIDESHOW_SPEED_MS } from '../../scheduler/constants';

/** i wrapped into 0..n-1 (both directions). */
export const wrap = (i: number, n: number) => (n > 0 ? ((i % n) + n) % n : 0);

/** A positive whole number of ms from markup (a class suffix or an attribute), else the 7000 ms default. */
export function speedOf(value: string | null | undefined): number {
  const n = value && /^\s*\d{1,7}\s*$/.test(value) ? +value : 0;
  return n > 0 ? n : SLIDESHOW_SPEED_MS;
}

/**
 * Whether auto-rotation is due at a tick of the 1-second clock: `elapsed` ms since the last move, against
 * the speed rounded to the nearest whole second (at least one), since the clock ticks on whole seconds.
 */
export const rotationDue = (elapsed: number, speed: number) => elapsed >= Math.max(CLOCK_TICK_MS, speed) - CLOCK_TICK_MS / 2;
