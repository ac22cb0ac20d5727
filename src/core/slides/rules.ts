// The pure rules shared by sliders and carousels: wrapping indexes, when auto-rotation is due on the
// 1-second clock, the column maths (1600 → 5, 1024 → 4, 768 → 3, 480 → 2, else 1; height 0.75 of the
// width), how far a carousel moves and where each item sits. No DOM: unit-tested as plain functions.
import {
  CLOCK_TICK_MS,
  PORTFOLIO_COLUMNS_2_MIN_PX,
  PORTFOLIO_COLUMNS_3_MIN_PX,
  PORTFOLIO_COLUMNS_4_MIN_PX,
  PORTFOLIO_COLUMNS_5_MIN_PX,
  PORTFOLIO_ITEM_HEIGHT_RATIO,
  SLIDESHOW_SPEED_MS,
} from '../../scheduler/constants';

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

/** Columns for a carousel `width` px wide. */
export function columnsFor(width: number): number {
  if (width >= PORTFOLIO_COLUMNS_5_MIN_PX) return 5;
  if (width >= PORTFOLIO_COLUMNS_4_MIN_PX) return 4;
  if (width >= PORTFOLIO_COLUMNS_3_MIN_PX) return 3;
  if (width >= PORTFOLIO_COLUMNS_2_MIN_PX) return 2;
  return 1;
}

/** Columns, item width and item height (0.75 of its width) for a carousel `width` px wide. */
export function itemSize(width: number): { columns: number; width: number; height: number } {
  const columns = columnsFor(width);
  const w = width / columns;
  return { columns, width: w, height: w * PORTFOLIO_ITEM_HEIGHT_RATIO };
}

/**
 * How many items one carousel move shifts: a page of `columns`, or fewer when fewer items are out of view,
 * so that no item ever has to be in two places at once (0: everything fits, nothing moves).
 */
export const carouselStep = (count: number, columns: number) => Math.max(0, Math.min(columns, count - columns));

/**
 * Where item `i` sits, in item widths from the left edge, when the carousel starts at item `first` and has
 * moved `progress` (0..1) of a step of `step` items in direction `dir` (1 next, -1 previous). Items that
 * wrap around come in from the side the move leaves open.
 */
export function slotOf(i: number, count: number, first: number, step: number, dir: 1 | -1, progress: number): number {
  const slot = wrap(i - first, count);
  if (dir > 0) return slot - progress * step;
  return (slot >= count - step ? slot - count : slot) + progress * step;
}
