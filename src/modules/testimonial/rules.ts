// The theme's testimonial portrait indent (et_fix_testimonial_inner_width), as a pure rule: which columns
// are too narrow for an indent at each width, and what the description's margin becomes.
import { BREAKPOINT_PHONE, BREAKPOINT_TESTIMONIAL, TESTIMONIAL_PORTRAIT_MAX_PX } from '../../scheduler/constants';

// Narrow columns get no indent on desktops; a one-third column has room again below 960 px.
const NARROW_DESKTOP = ['et_pb_column_1_3', 'et_pb_column_1_4', 'et_pb_column_1_5', 'et_pb_column_1_6', 'et_pb_column_2_5', 'et_pb_column_3_8'];
const NARROW_TABLET = NARROW_DESKTOP.slice(1);

export interface Indent {
  /** The description's margin-left in px; null removes the inline style (phones). */
  margin: number | null;
  /** A portrait wider than 90 px is brought back to 90 × 90 (desktops only). */
  shrinkPortrait: boolean;
}

/** `portrait` is the portrait's outer width with margins, as laid out before any change. */
export function indentFor(windowWidth: number, columnClasses: readonly string[], portrait: number): Indent {
  if (windowWidth <= BREAKPOINT_PHONE) return { margin: null, shrinkPortrait: false };
  const desktop = windowWidth > BREAKPOINT_TESTIMONIAL;
  const narrow = (desktop ? NARROW_DESKTOP : NARROW_TABLET).some((c) => columnClasses.includes(c));
  return { margin: narrow ? 0 : portrait, shrinkPortrait: desktop && portrait > TESTIMONIAL_PORTRAIT_MAX_PX };
}
