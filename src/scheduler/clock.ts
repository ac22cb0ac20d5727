// One timer for every per-second subscriber (countdowns), aligned to wall-clock seconds so that every
// timer on the page ticks together. A hidden tab's timers are throttled: when it comes back, tick at once
// with the real time (subscribers compute from the time they are given, so one tick catches up).
import { call } from './guard';
import { CLOCK_TICK_MS } from './constants';
import type { Cleanup } from './types';

const subs = new Set<(now: number) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function tick(): void {
  const now = Date.now();
  subs.forEach((fn) => call(fn, now));
  arm();
}

/** Sleep until the next wall-clock second, or stop when nobody listens. */
function arm(): void {
  clearTimeout(timer);
  timer = subs.size ? setTimeout(tick, CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS)) : undefined;
}

/** Called with Date.now() at every wall-clock second, and right away when the tab becomes visible. */
export function everySecond(fn: (now: number) => void): Cleanup {
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && subs.size && tick());
  }
  subs.add(fn);
  if (subs.size === 1) arm();
  return () => {
    subs.delete(fn);
    if (!subs.size) arm();
  };
}
