// The carousel engine of the fullwidth portfolio and of the video slider's thumbnails: items side by side,
// as many columns as the width allows (1600 → 5, 1024 → 4, 768 → 3, 480 → 2, else 1), each 0.75 as high as
// it is wide, moved by transforms in the write phase of one tween, wrapping around. A move while one runs
// is ignored (the theme's carouseling flag), also during the thumbnails' short pause after a move.
import type { Cleanup, ModuleContext } from '../types';
import { carouselStep, itemSize, slotOf } from './columns';
import { wrap } from './rules';

export interface CarouselOptions {
  /** The element whose children are the items (`.et_pb_portfolio_items`, `.et_pb_carousel_items`). */
  track: HTMLElement;
  slideMs: number;
  /** Pause after each move before the next is accepted. */
  postMs?: number;
  /** Told after every measure: whether a move can show anything new (arrows are hidden when not). */
  onFit?(movable: boolean): void;
}

export interface Carousel {
  /** Returns false when the move was ignored (moving already, or nothing to move). */
  move(dir: 1 | -1): boolean;
  cleanup: Cleanup;
}

const noop = () => {};

export function carousel(ctx: ModuleContext, { track, slideMs, postMs = 0, onFit }: CarouselOptions): Carousel {
  const { scheduler } = ctx;
  const { frame } = scheduler;
  const items = () => [...track.children] as HTMLElement[];
  const ms = ctx.reducedMotion ? 0 : slideMs;
  let first = 0;
  let columns = 0;
  let step = 0;
  let w = 0;
  let moving = false;
  let stop = noop;

  /** Write phase: every item at its slot for a move `progress` of the way in direction `dir`. */
  const place = (dir: 1 | -1, progress: number) => {
    const all = items();
    all.forEach((el, i) => {
      const slot = slotOf(i, all.length, first, step, dir, progress);
      // Items out of view are hidden, so keyboard focus and screen readers skip what cannot be seen.
      const shown = slot > -1 && slot < columns;
      el.style.transform = `translate3d(${slot * w}px,0,0)`;
      el.style.visibility = shown ? '' : 'hidden';
      el.toggleAttribute('aria-hidden', !shown);
    });
  };

  const fit = () =>
    frame.read(() => {
      const size = itemSize(track.clientWidth);
      const all = items();
      frame.write(() => {
        if (columns) track.classList.remove(`columns-${columns}`);
        ({ columns, width: w } = size);
        step = carouselStep(all.length, columns);
        track.classList.add(`columns-${columns}`);
        Object.assign(track.style, { position: 'relative', overflow: 'hidden', height: `${size.height}px` });
        for (const el of all) Object.assign(el.style, { position: 'absolute', top: '0', left: '0', margin: '0', width: `${w}px`, height: `${size.height}px` });
        place(1, 0);
        onFit?.(step > 0);
      });
    });
  fit();
  const offResize = scheduler.onResizeEnd(() => {
    if (!moving) fit();
  });

  return {
    move(dir) {
      if (moving || !step) return false;
      moving = true;
      stop = scheduler.tween(ms, (p) => place(dir, p), undefined, () => {
        first = wrap(first + dir * step, items().length);
        place(dir, 0);
        stop = scheduler.tween(postMs, noop, undefined, () => {
          moving = false;
          stop = noop;
        });
      });
      return true;
    },
    cleanup() {
      stop();
      offResize();
    },
  };
}
