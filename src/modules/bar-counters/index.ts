// Enhances bar counters, `ul.et_pb_counters > li > span.et_pb_counter_container >
// span.et_pb_counter_amount[data-width]` (with span.et_pb_counter_amount_number inside): at its waypoint
// each bar takes width parseFloat(data-width) % and is revealed from the left in 1800 ms.
import type { ModuleContext } from '../../core/types';
import { BAR_COUNTER_MS } from '../../scheduler/constants';
import { startAtWaypoint } from '../counters/start';
import { tween } from '../counters/tween';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const stops: (() => void)[] = [];
  for (const container of root.querySelectorAll<HTMLElement>('.et_pb_counter_container')) {
    // The theme may print an overlay copy of the amount (for the text colour): both move together.
    const bars = [...container.querySelectorAll<HTMLElement>('.et_pb_counter_amount')].filter((bar) => {
      const ok = Number.isFinite(parseFloat(bar.dataset.width ?? ''));
      if (!ok) console.warn('[lightpage] bar counter: data-width is not a number; bar left as printed', bar);
      return ok;
    });
    if (!bars.length) continue;
    stops.push(startAtWaypoint(container, ctx, () => {
      let sized = false;
      stops.push(tween(ctx, BAR_COUNTER_MS, (eased) => {
        // The width is set once, while the bar is still clipped away, and the reveal is a clip-path
        // (paint only): the number in the bar never moves, so nothing shifts and nothing re-lays out.
        for (const bar of bars) {
          if (!sized) bar.style.width = `${parseFloat(bar.dataset.width!)}%`;
          bar.style.clipPath = eased < 1 ? `inset(0 ${((1 - eased) * 100).toFixed(2)}% 0 0)` : '';
        }
        sized = true;
      }));
    }));
  }
  return () => stops.forEach((stop) => stop());
}
