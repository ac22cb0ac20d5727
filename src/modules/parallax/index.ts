// Enhances true parallax backgrounds: `span.et_parallax_bg_wrap > span.et_parallax_bg` without
// `.et_pb_parallax_css` (that one is fixed attachment, pure CSS: the table's selector never loads this
// chunk for it), inside a section or module with `.et_pb_section_parallax`.
import type { ModuleContext } from '../../core/types';
import { bgHeight, bgOffset, translate } from './math';
// The scheduler's shared observers (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

/** Backgrounds this close to the viewport keep moving, so one entering the screen is already in place. */
const CULL_MARGIN = '50% 0px 50% 0px';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const wrap = root.parentElement;
  // The theme skips true parallax on mobile devices: a transform set from the main thread lags behind
  // touch scrolling, which runs on the compositor. What matters is the input, not the width or the user
  // agent (iPadOS reports a desktop one), so a coarse primary pointer decides. Without JS, or for
  // reduced motion, the background stays a still cover image and the content shows as it is.
  if (!wrap || ctx.reducedMotion || matchMedia('(pointer: coarse)').matches) return;
  const { scheduler } = ctx;
  const { frame, viewport } = scheduler;
  let visible = false;
  // The wrap's cached box (document coordinates) and what it gives; then what was last written.
  let top = 0;
  let wrapHeight = 0;
  let stale = true; // the scroll or the window changed while culled: place again even if the box did not
  let height = 0;
  let y = 0;
  let shownHeight = -1;
  let shown = '';

  // Write phase: only what changed.
  const write = () => {
    const t = translate(y);
    if (height !== shownHeight) root.style.height = (shownHeight = height) + 'px';
    if (t !== shown) root.style.transform = shown = t;
  };
  // Pure maths on cached numbers (update phase on scroll; also straight after a read).
  const place = () => {
    height = bgHeight(viewport.height, wrapHeight);
    y = bgOffset(viewport.scrollY, viewport.height, top);
    frame.write(write);
  };
  // Read phase: the scheduler's cached box, measured again only after a ResizeObserver invalidated it.
  const measure = () => {
    const box = scheduler.geometry(wrap);
    if (!stale && box.top === top && box.height === wrapHeight) return;
    stale = false;
    top = box.top;
    wrapHeight = box.height;
    place();
  };

  const offScroll = scheduler.onScroll(() => {
    if (!visible) return;
    place();
    // Next frame's read phase re-checks the box, so a layout change above (an accordion opening)
    // is picked up within a frame while scrolling, without a layout read in this one.
    frame.read(measure);
  });
  const unobserve = scheduler.observe(root, (entry) => {
    visible = entry.isIntersecting;
    if (visible) frame.read(measure);
    else stale = true;
  }, { rootMargin: CULL_MARGIN });
  const offResize = scheduler.onResizeEnd(() => {
    stale = true; // the window height is part of both formulas
    if (visible) frame.read(measure);
  });

  return () => {
    offScroll();
    unobserve();
    offResize();
    frame.cancel(measure);
    frame.cancel(write);
    scheduler.forget(wrap);
    root.style.height = root.style.transform = '';
  };
}
