// Enhances the countdown timer, `div.et_pb_countdown_timer[data-end-timestamp]` (Unix seconds) holding
// `.et_pb_countdown_timer_container > div.days|hours|minutes|seconds.section.values > p.value + p.label`
// (labels in data-short / data-full) with `div.sep.section` between: it ticks on the shared 1-second clock.
import type { ModuleContext } from '../../core/types';
import { NARROW_COLUMNS, useShortLabels } from './labels';
import { countdownView, type CountdownView } from './time';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

const UNITS = ['days', 'hours', 'minutes', 'seconds'];

interface Unit {
  el: HTMLElement;
  value: HTMLElement | null;
  label: HTMLElement | null;
  /** The separator after the unit shares its zero state; seconds never mark one. */
  sep: Element | null;
}

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { frame, everySecond } = ctx.scheduler;
  const end = parseInt(root.dataset.endTimestamp ?? '', 10);
  if (!Number.isFinite(end)) {
    console.warn('[lightpage] countdown: data-end-timestamp is not a Unix time in seconds; left as printed', root);
    return;
  }
  const container = root.querySelector('.et_pb_countdown_timer_container') ?? root;
  // By name, not position: a timer printed without its days (or hours) still paints hours as hours.
  const units: (Unit | null)[] = UNITS.map((name, i) => {
    const el = root.querySelector<HTMLElement>(`.${name}`);
    const next = el?.nextElementSibling;
    return el && { el, value: el.querySelector('.value'), label: el.querySelector('.label'), sep: i < 3 && next?.classList.contains('sep') ? next : null };
  });
  const narrow = !!root.closest(NARROW_COLUMNS);

  // What the page should show, and what it shows: paint writes only the differences.
  let view: CountdownView | undefined;
  let short: boolean | undefined;
  const shown: { values: string[]; zero: boolean[]; short?: boolean } = { values: [], zero: [] };
  const paint = () => {
    units.forEach((u, i) => {
      if (!u) return;
      const v = view!.values[i];
      const z = view!.zero[i];
      if (u.value && shown.values[i] !== v) u.value.textContent = v;
      if (shown.zero[i] !== z) {
        u.el.classList.toggle('zero', z);
        u.sep?.classList.toggle('zero', z);
      }
      if (u.label && short !== undefined && shown.short !== short) {
        const text = short ? u.el.dataset.short : u.el.dataset.full;
        if (text !== undefined) u.label.textContent = text;
      }
    });
    shown.values = view!.values;
    shown.zero = view!.zero;
    shown.short = short;
  };

  // Always from the clock's time, never by counting ticks: a hidden tab's timers are throttled, and the
  // clock ticks at once when the tab comes back, so one tick puts the display right again.
  const tick = (now: number) => {
    const next = countdownView(end, now);
    if (view && next.values.join() === view.values.join()) return;
    view = next;
    frame.write(paint);
  };
  const onWidth = (width: number) => {
    const s = useShortLabels(narrow, width);
    if (s === short) return;
    short = s;
    if (view) frame.write(paint);
  };

  tick(Date.now());
  const stopClock = everySecond(tick);
  // The labels follow the container's own width (the theme's rule). It changes without a window resize
  // when a hidden tab or toggle shows the timer or its column reflows; a ResizeObserver reports exactly
  // that, after layout, so reading it forces no layout of its own.
  const sizer = new ResizeObserver(([entry]) => onWidth(entry.contentRect.width));
  sizer.observe(container);
  frame.write(() => container.setAttribute('role', 'timer'));
  return () => {
    stopClock();
    sizer.disconnect();
    frame.cancel(paint);
  };
}
