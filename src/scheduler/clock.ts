// One timer for every per-second subscriber (countdowns), aligned to wall-clock seconds so that every
// timer on the page ticks together, and run at once when a hidden tab comes back.
import type { Cleanup } from '../core/types';

const subs = new Set<(now: number) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  const now = Date.now();
  subs.forEach((fn) => fn(now));
  arm();
}

function arm(): void {
  clearTimeout(timer);
  timer = subs.size ? setTimeout(tick, 1000 - (Date.now() % 1000)) : undefined;
}

let listening = false;
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
