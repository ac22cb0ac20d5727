// The theme's simple slider on `.et_pb_slider > .et_pb_slides > .et_pb_slide` (slider, post slider,
// fullwidth slider, video slider) and `.et_pb_gallery.et_pb_slider > .et_pb_gallery_items >
// .et_pb_gallery_item` (gallery in slider layout): cross-fades (700 ms, the gallery 500 ms), arrows and
// controllers, auto-rotation, and the video slider's thumbnails.
import type { Cleanup, ModuleContext } from '../../core/types';
import type { Rendered } from '../../core/component';
import { SLIDER_FADE_LONG_MS, SLIDER_FADE_MS } from '../../scheduler/constants';
import { bindMotion, blockLinks } from '../../core/slides/motion';
import { wrap } from '../../core/slides/rules';
import { pauseMedia } from './media';
import { slideshowSpeed } from './rules';

const ACTIVE = 'et-pb-active-slide';

/** `slider` is the `.et_pb_slider`; `host` the module root (the video slider wraps its slider). */
export function mountSlider(slider: HTMLElement, host: HTMLElement, ctx: ModuleContext): Cleanup | void {
  const { scheduler, settings } = ctx;
  const { frame } = scheduler;
  const cls = slider.classList;
  const gallery = cls.contains('et_pb_gallery');
  const list = slider.querySelector<HTMLElement>(gallery ? '.et_pb_gallery_items' : '.et_pb_slides');
  const slides = [...(list?.children ?? [])].filter((el) => el.classList.contains(gallery ? 'et_pb_gallery_item' : 'et_pb_slide')) as HTMLElement[];
  const n = slides.length;
  if (!list || !n) return console.warn('[lightpage] slider: no slides in', slider);
  const fade = ctx.reducedMotion ? 0 : gallery ? SLIDER_FADE_MS : SLIDER_FADE_LONG_MS;
  let active = Math.max(0, slides.findIndex((s) => s.classList.contains(ACTIVE)));
  let moving = false;
  let dead = false;
  let stop = () => {};
  const rendered: Rendered<never>[] = [];
  // Components showing which slide is active, with the props each was last given.
  const shows: [Rendered<{ active: number }>, { active: number }][] = [];

  const mark = () => {
    slides.forEach((s, i) => s.classList.toggle(ACTIVE, i === active));
    const id = slides[active].getAttribute('data-slide-id');
    if (id) slider.setAttribute('data-active-slide', id);
  };
  // Slide heights as the theme sets them (every slide as tall as the tallest, so a change of slide moves
  // nothing), without measuring: the slides share one grid cell, and only the active one is visible.
  // Hidden slides are out of the tab order and of the accessibility tree.
  frame.write(() => {
    list.style.display = 'grid';
    slides.forEach((s, i) => {
      Object.assign(s.style, { gridArea: '1/1', display: 'block', visibility: i === active ? '' : 'hidden' });
    });
    mark();
    // The theme's CSS hides a slider's content under .et_pb_preload until its script is ready.
    cls.remove('et_pb_preload');
  });

  function go(to: number, byVisitor = true): void {
    to = wrap(to, n);
    if (moving || to === active) return;
    moving = true;
    if (byVisitor) motion?.restart();
    const from = active;
    const out = slides[from].style;
    const into = slides[to].style;
    active = to;
    for (const [r, props] of shows) r.update({ ...props, active });
    pauseMedia(slides[from]);
    frame.write(() => {
      Object.assign(into, { visibility: '', opacity: '0' });
      mark();
    });
    stop = scheduler.tween(fade, (p) => {
      into.opacity = String(p);
      out.opacity = String(1 - p);
    }, undefined, () => {
      Object.assign(out, { visibility: 'hidden', opacity: '' });
      into.opacity = '';
      moving = false;
    });
  }

  const motion = n < 2 ? undefined : bindMotion(slider, ctx, {
    move: (dir) => go(active + dir, false),
    auto: cls.contains('et_slider_auto'),
    speed: slideshowSpeed(cls),
    ignoreHover: cls.contains('et_slider_auto_ignore_hover'),
    hoverClass: 'et_slider_hovered',
    live: list,
  });
  const unblock = ctx.builder ? blockLinks(host) : () => {};

  // Arrows, controllers and thumbnails are created markup: components, with the framework chunk loaded
  // now because they are visible at once. Arrow and controller containers hold only absolutely placed
  // links (the theme's CSS), so they take no space; thumbnails go into space the page reserves for them.
  const arrows = n > 1 && !cls.contains('et_pb_slider_no_arrows');
  const dots = n > 1 && !cls.contains('et_pb_slider_no_pagination');
  const thumbs = n > 1 && cls.contains('et_pb_slider_carousel');
  if (arrows || dots || thumbs) {
    void Promise.all([import('../../core/component'), import('./controls'), thumbs && import('./thumbs')]).then(([{ renderComponent }, c, t]) => {
      if (dead) return;
      const previous = settings.strings.previous || 'Previous';
      const next = settings.strings.next || 'Next';
      const show = <P extends { active: number }>(r: Rendered<P>, props: P) => (shows.push([r as never, props]), rendered.push(r as never));
      if (arrows) rendered.push(renderComponent(c.Arrows, { previous, next, move: (d) => go(active + d) }, slider, { className: 'et-pb-slider-arrows' }) as never);
      if (dots) {
        const props = { count: n, active, select: (i: number) => go(i) };
        show(renderComponent(c.Controllers, props, slider, { className: 'et-pb-controllers' }), props);
      }
      if (t) {
        const r = t.mountThumbs(ctx, host, slides, { active, previous, next, select: (i: number) => go(i) });
        show(r.thumbs, r.props);
        rendered.push(r as never);
      }
    }, (e) => console.warn('[lightpage] slider: controls failed to load', e));
  }

  return () => {
    dead = true;
    stop();
    motion?.cleanup();
    rendered.forEach((r) => r.unmount());
    unblock();
  };
}
