// Enhances the number counter, `div.et_pb_number_counter[data-number-value][data-number-separator]` with
// `div.percent > p > span.percent-value + span.percent-sign`: at its waypoint it gets class `active` and
// counts from 0 to the value in 1800 ms, the separator between every 3 digits.
import type { ModuleContext } from '../../core/types';
import { NUMBER_COUNTER_MS } from '../../scheduler/constants';
import { padLike } from '../counters/pad';
import { restartOnMultiView } from '../counters/restart';
import { startAtWaypoint } from '../counters/start';
import { tween } from '../counters/tween';
import { decimalsOf, formatNumber, MAX_DECIMALS } from './format';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

export const mount = (root: HTMLElement, ctx: ModuleContext) => restartOnMultiView(root, (begun, began) => start(root, ctx, begun, began));

function start(root: HTMLElement, ctx: ModuleContext, begun: boolean, began: () => void) {
  const { frame } = ctx.scheduler;
  const out = root.querySelector<HTMLElement>('.percent-value');
  const raw = (root.dataset.numberValue ?? '').trim();
  const value = parseFloat(raw);
  if (!out || !Number.isFinite(value)) {
    console.warn('[lightpage] number counter: no span.percent-value or no numeric data-number-value; left as printed', root);
    return;
  }
  const separator = root.dataset.numberSeparator ?? '';
  let decimals = decimalsOf(raw);
  if (decimals > MAX_DECIMALS) {
    console.warn(`[lightpage] number counter: data-number-value has ${decimals} decimals; shown with ${MAX_DECIMALS}`, root);
    decimals = MAX_DECIMALS;
  }
  const final = formatNumber(value, separator, decimals);
  let shown: string | undefined;
  const show = (n: number) => {
    const text = n === value ? final : padLike(formatNumber(n, separator, decimals), final);
    if (text !== shown) out.textContent = shown = text;
  };

  // 0 until the waypoint, already as wide as the final value (the chunk loads a viewport ahead, so
  // this usually happens out of sight).
  frame.write(() => shown ?? show(0));
  let stopTween: (() => void) | undefined;
  const go = () => {
    began();
    stopTween = tween(ctx, NUMBER_COUNTER_MS, (eased) => {
      root.classList.add('active');
      show(eased === 1 ? value : value * eased);
    });
  };
  // Restarted by multi-view after it had begun: count again now, as the theme re-initialises it.
  const stopWaypoint = begun ? (go(), () => {}) : startAtWaypoint(root, ctx, go);
  return () => {
    stopWaypoint();
    stopTween?.();
  };
}
