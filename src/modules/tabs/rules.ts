// The pure rules of the tabs: which tab a key moves to, which tab a fragment names, and when the
// controls are stacked (no equal heights then).
import { BREAKPOINT_PHONE } from '../../scheduler/constants';

/** ARIA tabs keys: arrows move (wrapping; Up/Down too, for stacked tabs), Home and End jump. */
export function keyTarget(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** The fragment's first parameter as a 0-based tab index, or undefined when it names no tab. */
export function parseIndex(param: unknown, count: number): number | undefined {
  if (typeof param !== 'string' || !/^\d{1,9}$/.test(param)) return undefined;
  const i = Number(param);
  return i < count ? i : undefined;
}

/** The theme stacks the controls in narrow columns and on windows narrower than 768 px. */
export const isStacked = (inNarrowColumn: boolean, windowWidth: number) => inNarrowColumn || windowWidth <= BREAKPOINT_PHONE;

/** Columns the theme counts as narrow for tabs. */
export const NARROW_COLUMNS = '.et_pb_column_1_3,.et_pb_column_1_4,.et_pb_column_3_8';

