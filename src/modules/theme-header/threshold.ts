// The fixed header's numbers (the theme's et_header_offset and hidden-nav rule), as plain functions.
import {
  FIXED_HEADER_MODIFIER_PX, FIXED_HEADER_SMALL_MODIFIER_PX, FIXED_HEADER_SMALL_PX, HIDE_NAV_EXTRA_PX,
} from '../../scheduler/constants';

/** How far below the viewport top the waypoint sits: H − 29 (H ≤ 90) or H − 56, plus the admin bar. */
export function headerOffset(height: number, adminBar = 0): number {
  return height - (height <= FIXED_HEADER_SMALL_PX ? FIXED_HEADER_SMALL_MODIFIER_PX : FIXED_HEADER_MODIFIER_PX) + adminBar;
}

/** With the hidden nav the waypoint sits H + 200 px further up. */
export function fixedOffset(height: number, adminBar: number, hideNav: boolean): number {
  const offset = headerOffset(height, adminBar);
  return hideNav ? offset - height - HIDE_NAV_EXTRA_PX : offset;
}

/** The scroll position from which the header is fixed: the waypoint element's top reaches the offset. */
export const fixedFrom = (waypointTop: number, offset: number) => Math.max(0, waypointTop - offset);

/** Hidden nav only when the page is tall enough to scroll it away: document > window + H + 200. */
export const canHideNav = (docHeight: number, winHeight: number, header: number) => docHeight > winHeight + header + HIDE_NAV_EXTRA_PX;
