// The countdown's digits and zero state (divi-markup §4.1, §5), from the end time and the current time.
import { COUNTDOWN_DAYS_DIGITS, COUNTDOWN_UNIT_DIGITS } from '../../scheduler/constants';

/** Seconds in a day, an hour, a minute and a second: the order of the units in the markup. */
const UNIT_SECONDS = [86400, 3600, 60, 1];

export interface CountdownView {
  /** Days padded to at least 3 digits, hours, minutes and seconds to 2. */
  values: string[];
  /** A unit is zero when it and every larger unit are 0: days=0 → days; days=hours=0 → hours too; … */
  zero: boolean[];
}

/** What the timer shows at `nowMs` for an end of `endSeconds` (Unix seconds). Past the end: all zeros. */
export function countdownView(endSeconds: number, nowMs: number): CountdownView {
  let left = Math.max(0, Math.floor((endSeconds * 1000 - nowMs) / 1000));
  let larger = true;
  const values: string[] = [];
  const zero: boolean[] = [];
  UNIT_SECONDS.forEach((unit, i) => {
    const n = Math.floor(left / unit);
    left -= n * unit;
    zero.push((larger = larger && n === 0));
    values.push(String(n).padStart(i ? COUNTDOWN_UNIT_DIGITS : COUNTDOWN_DAYS_DIGITS, '0'));
  });
  return { values, zero };
}
