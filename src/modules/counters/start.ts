// Where a counter starts: the theme's waypoint at offset '100%', or 'bottom-in-view' for the last row of
// the last section, which could otherwise start out of sight (et_get_offset). ctx.scheduler.waypoint
// fires at once in the builder preview and with et_pb_custom.ignore_waypoints === 'yes'.
import type { Cleanup, ModuleContext } from '../../core/types';

/** Whether el sits in the last row of the last section of the page. */
export function inLastRowOfLastSection(el: Element): boolean {
  const section = el.closest('.et_pb_section');
  const row = el.closest('.et_pb_row');
  const sections = el.ownerDocument.querySelectorAll('.et_pb_section');
  return !!section && !!row && sections[sections.length - 1] === section && !row.nextElementSibling;
}

export const startAtWaypoint = (el: Element, ctx: ModuleContext, start: () => void): Cleanup =>
  ctx.scheduler.waypoint(el, inLastRowOfLastSection(el) ? 'bottom-in-view' : '100%', start);
