// The carousel maths: columns by width (1600 → 5, 1024 → 4, 768 → 3, 480 → 2, else 1; items 0.75 as high
// as they are wide), how far a move goes and where each item sits. No DOM: unit-tested as plain functions.
import {
  PORTFOLIO_COLUMNS_2_MIN_PX,
  PORTFOLIO_COLUMNS_3_MIN_PX,
  PORTFOLIO_COLUMNS_4_MIN_PX,
  PORTFOLIO_COLUMNS_5_MIN_PX,
  PORTFOLIO_ITEM_HEIGHT_RATIO,
} from '../../scheduler/constants';
import { wrap } from './rules';

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
