// Window scrolling animated by the frame loop, with jQuery's "swing" easing as the theme uses, and the
// theme's offset for element targets (divi-markup §5): 50 px, plus the fixed header on desktop, plus the
// WordPress admin bar. A new scroll replaces one still running, so two never fight over the window.
import type { Scheduler } from '../scheduler';
import {
  BREAKPOINT_DESKTOP, BREAKPOINT_SCROLL_ADMIN_BAR, SMOOTH_SCROLL_CORRECTION_MS, SMOOTH_SCROLL_EXTRA_OFFSET_PX,
  SMOOTH_SCROLL_LONG_DISTANCE_PX, SMOOTH_SCROLL_LONG_MS, SMOOTH_SCROLL_MS,
} from '../scheduler/constants';

/** The theme's page-load duration: 1600 ms for a target more than 4000 px down, else 800 ms. */
export const loadScrollDuration = (y: number) => (y > SMOOTH_SCROLL_LONG_DISTANCE_PX ? SMOOTH_SCROLL_LONG_MS : SMOOTH_SCROLL_MS);

const height = (id: string) => (document.getElementById(id) as HTMLElement | null)?.offsetHeight ?? 0;

/**
 * How far above an element a scroll to it stops (read phase only): the extra 50 px, the fixed header
 * (#top-header + #main-header − 1, with body.et_fixed_nav wider than 980 px) and #wpadminbar (wider than 600).
 */
export function scrollOffset(width = innerWidth, doc: Document = document): number {
  let offset = SMOOTH_SCROLL_EXTRA_OFFSET_PX;
  if (doc.body.classList.contains('et_fixed_nav') && width > BREAKPOINT_DESKTOP) offset += height('top-header') + height('main-header') - 1;
  if (width > BREAKPOINT_SCROLL_ADMIN_BAR) offset += height('wpadminbar');
  return offset;
}

/** The window scroll position that brings an element under the header (read phase only). */
export const elementScrollY = (el: Element) => Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - scrollOffset()));

let running: (() => void) | undefined;

// The runtime's scheduler, handed over by the runtime when it loads this chunk (core/context's navigate()).
// Not imported: a static import would make the scheduler a chunk shared with core/navigate, a second file
// on every first paint, where it is now part of runtime.js.
let s: Pick<Scheduler, 'frame' | 'viewport' | 'swing'>;
export const useScheduler = (scheduler: typeof s) => void (s = scheduler);

/**
 * Scroll the window to `to` (a position, or a function read in the first frame's read phase) over
 * `duration` ms (a number, or a function of the target position). Instant with reduced motion.
 * Resolves true when done, false when a newer scroll took over.
 */
export function scrollWindowTo(
  to: number | (() => number),
  duration: number | ((y: number) => number) = SMOOTH_SCROLL_MS,
  reducedMotion = false,
): Promise<boolean> {
  running?.();
  return new Promise((resolve) => {
    let from = -1;
    let target = 0;
    let ms = 0;
    let start = 0;
    let stopped = false;
    running = () => {
      stopped = true;
      resolve(false);
    };
    const step = () =>
      s.frame.read(({ now }) => {
        if (stopped) return;
        if (from < 0) {
          from = window.scrollY;
          target = typeof to === 'function' ? to() : to;
          ms = typeof duration === 'function' ? duration(target) : duration;
          start = now;
        }
        const p = reducedMotion || ms <= 0 ? 1 : Math.min(1, (now - start) / ms);
        const y = Math.round(from + (target - from) * s.swing(p));
        s.frame.write(() => {
          if (stopped) return;
          window.scrollTo(0, y);
          s.viewport.scrollY = y;
          if (p < 1) return step();
          running = undefined;
          resolve(true);
        });
      });
    step();
  });
}

/**
 * Smooth-scroll to an element with the theme's offset, then re-aim once over a short correction (a
 * header that became fixed on the way, or content that loaded above the target, moved it).
 */
export async function scrollToElement(
  el: Element,
  duration: number | ((y: number) => number) = SMOOTH_SCROLL_MS,
  reducedMotion = false,
  correction = SMOOTH_SCROLL_CORRECTION_MS,
): Promise<boolean> {
  return (await scrollWindowTo(() => elementScrollY(el), duration, reducedMotion)) && scrollWindowTo(() => elementScrollY(el), correction, reducedMotion);
}
