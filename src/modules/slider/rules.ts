// The pure rules of sliders and carousels: which slide a move lands on, the slideshow speed a slider's
// classes ask for, the fullwidth-portfolio and thumbnail column maths, how far a carousel moves, and
// where each carousel item sits. No DOM here: tests/unit/modules/slider.test.ts runs them as functions.
import {
  PORTFOLIO_COLUMNS_2_MIN_PX,
  PORTFOLIO_COLUMNS_3_MIN_PX,
  PORTFOLIO_COLUMNS_4_MIN_PX,
  PORTFOLIO_COLUMNS_5_MIN_PX,
  PORTFOLIO_ITEM_HEIGHT_RATIO,
  SLIDESHOW_SPEED_MS,
  CLOCK_TICK_MS,
} from '../../scheduler/constants';

/** i wrapped into 0..n-1 (both directions). */
export const wrap = (i: number, n: number) => (n > 0 ? ((i % n) + n) % n : 0);

/**
 * The slideshow speed of `et_slider_speed_<ms>` among the classes. The theme falls back to 10 ms when the
 * class is missing (only reachable through custom classes); Lightpage uses the documented 7000 ms default,
 * as it does for a malformed or zero value.
 */
export function slideshowSpeed(classes: Iterable<string>): number {
  for (const c of classes) {
    const m = /^et_slider_speed_(\d{1,7})$/.exec(c);
    if (m && +m[1] > 0) return +m[1];
  }
  return SLIDESHOW_SPEED_MS;
}

/** data-auto-rotate-speed of the fullwidth portfolio: positive whole ms, else the 7000 ms default. */
export function rotateSpeed(attr: string | null): number {
  const n = attr && /^\s*\d{1,7}\s*$/.test(attr) ? +attr : 0;
  return n > 0 ? n : SLIDESHOW_SPEED_MS;
}

/**
 * Whether auto-rotation is due at a tick of the 1-second clock: `elapsed` ms since the last move, against
 * the speed rounded to the nearest whole second (at least one), since the clock ticks on whole seconds.
 */
export const rotationDue = (elapsed: number, speed: number) => elapsed >= Math.max(CLOCK_TICK_MS, speed) - CLOCK_TICK_MS / 2;

/** Fullwidth portfolio (and thumbnail carousel) columns for a container `width` px wide. */
export function columnsFor(width: number): number {
  if (width >= PORTFOLIO_COLUMNS_5_MIN_PX) return 5;
  if (width >= PORTFOLIO_COLUMNS_4_MIN_PX) return 4;
  if (width >= PORTFOLIO_COLUMNS_3_MIN_PX) return 3;
  if (width >= PORTFOLIO_COLUMNS_2_MIN_PX) return 2;
  return 1;
}

/** Item width and height in px for a container `width` px wide: width / columns, and 0.75 of that. */
export function itemSize(width: number): { columns: number; width: number; height: number } {
  const columns = columnsFor(width);
  const w = width / columns;
  return { columns, width: w, height: w * PORTFOLIO_ITEM_HEIGHT_RATIO };
}

/**
 * How many items one carousel move shifts: a page of `columns`, or fewer when fewer items are left out of
 * view, so that no item ever has to be in two places at once (0: everything fits, nothing moves).
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
  // Moving back: the last `step` items come in from the left.
  return (slot >= count - step ? slot - count : slot) + progress * step;
}
