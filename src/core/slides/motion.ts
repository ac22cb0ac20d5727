// What sliders and carousels share: auto-rotation on the scheduler's 1-second clock (only while the root
// is on screen, the tab is visible, and no pointer hovers or focus sits inside it), swipes from touch
// pointers, arrow keys, and the hover class. No timer or frame of its own: an idle or off-screen slider
// costs nothing.
import type { Cleanup, ModuleContext } from '../types';
import { swipeOf, type Point } from './gesture';
import { rotationDue } from './rules';

export interface MotionOptions {
  /** Move by one step: 1 next, -1 previous (ignored by the caller while it is already moving). */
  move(dir: 1 | -1): void;
  /** Auto-rotation wanted by the markup, and its period in ms. */
  auto: boolean;
  speed: number;
  /** Hover pauses unless this is set (et_slider_auto_ignore_hover). */
  ignoreHover?: boolean;
  /** Class the root gets while hovered (et_slider_hovered / et_carousel_hovered). */
  hoverClass: string;
  /** Announces slide changes politely, except while rotating (ARIA carousel pattern). */
  live?: Element;
}

export interface Motion {
  /** A move by the visitor: the next automatic one is a full period away. */
  restart(): void;
  cleanup: Cleanup;
}

export function bindMotion(root: HTMLElement, ctx: ModuleContext, o: MotionOptions): Motion {
  const { scheduler } = ctx;
  // Reduced motion: no automatic movement at all (WCAG 2.2.2); the builder preview never rotates.
  const auto = o.auto && !ctx.builder && !ctx.reducedMotion;
  let visible = false;
  let hovered = false;
  let focused = false;
  let last = 0;
  let off: Cleanup | undefined;

  let live = '';
  const sync = () => {
    const run = auto && visible && !focused && !(hovered && !o.ignoreHover);
    if (run !== !!off) {
      off?.();
      off = undefined;
      if (run) {
        last = Date.now();
        off = scheduler.everySecond((now) => {
          // A hidden tab does not rotate, nor a slider the theme paused (et_pb_pause_slider, e.g. while a video
          // plays); when either ends, the period starts again.
          if (document.hidden || root.classList.contains('et_pb_pause_slider')) last = now;
          else if (rotationDue(now - last, o.speed)) {
            last = now;
            o.move(1);
          }
        });
      }
    }
    const want = run ? 'off' : 'polite';
    if (o.live && want !== live) {
      live = want;
      scheduler.frame.write(() => o.live!.setAttribute('aria-live', want));
    }
  };

  const stopObserving = scheduler.observe(root, (e) => {
    visible = e.isIntersecting;
    sync();
  });

  const hover = (on: boolean) => () => {
    hovered = on;
    scheduler.frame.write(() => root.classList.toggle(o.hoverClass, on));
    sync();
  };
  const enter = hover(true);
  const leave = hover(false);
  // Keyboard focus inside pauses rotation (WCAG 2.2.2); the focus a mouse click leaves on an arrow does not,
  // so the slider resumes when the pointer leaves, as the theme's does.
  const focusIn = (e: FocusEvent) => ((focused = (e.target as Element).matches(':focus-visible')), sync());
  const focusOut = (e: FocusEvent) => {
    focused = focused && root.contains(e.relatedTarget as Node | null);
    sync();
  };

  let start: Point | undefined;
  const down = (e: PointerEvent) => {
    start = e.pointerType === 'mouse' ? undefined : { x: e.clientX, y: e.clientY, t: e.timeStamp };
  };
  const up = (e: PointerEvent) => {
    const s = start;
    start = undefined;
    const dir = s && swipeOf(s, { x: e.clientX, y: e.clientY, t: e.timeStamp });
    if (dir) {
      o.move(dir === 'left' ? 1 : -1);
      last = Date.now();
    }
  };
  const cancel = () => (start = undefined);
  const key = (e: KeyboardEvent) => {
    const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!dir || e.altKey || e.ctrlKey || e.metaKey || (e.target as Element).closest('input,textarea,select,[contenteditable]')) return;
    e.preventDefault();
    o.move(dir);
  };

  const passive = { passive: true };
  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['mouseenter', enter],
    ['mouseleave', leave],
    ['focusin', focusIn as EventListener],
    ['focusout', focusOut as EventListener],
    ['pointerdown', down as EventListener, passive],
    ['pointerup', up as EventListener, passive],
    ['pointercancel', cancel, passive],
    ['keydown', key as EventListener],
  ];
  for (const [t, fn, opt] of listeners) root.addEventListener(t, fn, opt);
  // Sideways moves are ours (swipes); vertical scrolling and pinch zoom stay the browser's.
  scheduler.frame.write(() => (root.style.touchAction = 'pan-y pinch-zoom'));
  return {
    restart: () => (last = Date.now()),
    cleanup() {
      off?.();
      stopObserving();
      for (const [t, fn, opt] of listeners) root.removeEventListener(t, fn, opt);
    },
  };
}

/** Builder preview: everything shows, but no link inside the module is followed (our controls excepted). */
export function blockLinks(el: HTMLElement): Cleanup {
  const block = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.('a');
    if (a && !a.closest('[data-lightpage]')) e.preventDefault();
  };
  el.addEventListener('click', block);
  return () => el.removeEventListener('click', block);
}
