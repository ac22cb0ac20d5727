// The fullwidth portfolio: `.et_pb_fullwidth_portfolio > .et_pb_portfolio_items > .et_pb_portfolio_item`. In
// carousel mode (`.et_pb_fullwidth_portfolio_carousel[data-auto-rotate=on|off][data-auto-rotate-speed=ms]`)
// arrows are prepended as the theme does, a move slides 1000 ms, hover adds et_carousel_hovered and pauses
// the rotation. In grid mode the items get the same columns and sizes, in rows.
import type { ModuleContext } from '../../core/types';
import type { Rendered } from '../../core/component';
import { CAROUSEL_SLIDE_MS } from '../../scheduler/constants';
import { carousel } from '../../core/slides/carousel';
import { bindMotion, blockLinks } from '../../core/slides/motion';
import { speedOf } from '../../core/slides/rules';
import { itemSize } from '../../core/slides/columns';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const track = root.querySelector<HTMLElement>('.et_pb_portfolio_items');
  if (!track?.children.length) {
    console.warn('[lightpage] portfolio: no items in', root);
    return;
  }
  if (!root.classList.contains('et_pb_fullwidth_portfolio_carousel')) return grid(track, ctx);
  let arrows: Rendered<unknown> | undefined;
  let movable = false;
  let dead = false;
  const c = carousel(ctx, {
    track,
    slideMs: CAROUSEL_SLIDE_MS,
    onFit: (m) => {
      movable = m;
      if (arrows) arrows.container.hidden = !m;
    },
  });
  const motion = bindMotion(root, ctx, {
    move: (d) => void c.move(d),
    auto: root.getAttribute('data-auto-rotate') === 'on',
    speed: speedOf(root.getAttribute('data-auto-rotate-speed')),
    hoverClass: 'et_carousel_hovered',
    live: track,
  });
  const unblock = ctx.builder ? blockLinks(root) : () => {};

  if (track.children.length > 1) {
    void Promise.all([import('../../core/component'), import('../../core/slides/arrows')]).then(([{ renderComponent }, { Arrows }]) => {
      if (dead) return;
      const move = (d: 1 | -1) => c.move(d) && motion.restart();
      arrows = renderComponent(Arrows, {
        previous: ctx.settings.strings.previous || 'Previous',
        next: ctx.settings.strings.next || 'Next',
        move,
      }, root, { className: 'et-pb-slider-arrows', before: root.firstChild }) as Rendered<unknown>;
      arrows.container.hidden = !movable;
    }, (e) => console.warn('[lightpage] portfolio carousel: arrows failed to load', e));
  }

  return () => {
    dead = true;
    c.cleanup();
    motion.cleanup();
    unblock();
    arrows?.unmount();
  };
}

/** Grid mode: `columns-N` on the items container, each item width / columns wide and 0.75 of that high. */
function grid(track: HTMLElement, { scheduler: { frame, onResizeEnd } }: ModuleContext) {
  let columns = 0;
  const fit = () =>
    frame.read(() => {
      const size = itemSize(track.clientWidth);
      frame.write(() => {
        track.classList.remove(`columns-${columns}`);
        track.classList.add(`columns-${(columns = size.columns)}`);
        for (const el of track.children as HTMLCollectionOf<HTMLElement>) Object.assign(el.style, { width: `${size.width}px`, height: `${size.height}px` });
      });
    });
  fit();
  return onResizeEnd(fit);
}
