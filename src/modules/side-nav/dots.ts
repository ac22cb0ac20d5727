// The side nav's numbers as plain functions: its vertical centring and which dot is active.
import { SIDE_NAV_DOT_PX, SIDE_NAV_EXTRA_PX } from '../../scheduler/constants';

/** margin-top that centres the list: −(n × 20 + 40) / 2 px. */
export const sideNavMarginTop = (n: number) => -((n * SIDE_NAV_DOT_PX + SIDE_NAV_EXTRA_PX) / 2);

/** The active dot: the last section whose top has passed the line, the last one at the page bottom. */
export function activeDot(reached: boolean[], atBottom: boolean): number {
  if (atBottom) return reached.length - 1;
  return Math.max(0, reached.lastIndexOf(true));
}
