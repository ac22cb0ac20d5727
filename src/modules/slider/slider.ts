// The theme's simple slider on `.et_pb_slider > .et_pb_slides > .et_pb_slide` (slider, post slider,
// fullwidth slider, video slider) and `.et_pb_gallery.et_pb_slider > .et_pb_gallery_items >
// .et_pb_gallery_item` (gallery in slider layout): cross-fades (700 ms, the gallery 500 ms), arrows and
// controllers, auto-rotation, the video slider's thumbnail carousel.
import type { Cleanup, ModuleContext } from '../../core/types';
import type { Rendered } from '../../core/component';
import { CAROUSEL_SLIDE_MS, SLIDER_FADE_LONG_MS, SLIDER_FADE_MS, THUMB_CAROUSEL_POST_ANIMATION_MS } from '../../scheduler/constants';
import { bindMotion, blockLinks } from '../../core/slides/motion';
import type { Carousel } from '../../core/slides/carousel';
import { wrap } from '../../core/slides/rules';
import { pauseMedia } from './media';
import { slideshowSpeed } from './rules';

const ACTIVE = 'et-pb-active-slide';
let uid = 0;

/** detail of `simple_slider_before_move_to` / `simple_slider_after_move_to` (the theme's event names). */
export interface SlideMoveDetail {
  from: number;
  to: number;
}
declare global {
  interface HTMLElementEventMap {
    simple_slider_before_move_to: CustomEvent<SlideMoveDetail>;
    simple_slider_after_move_to: CustomEvent<SlideMoveDetail>;
  }
}

/** `slider` is the `.et_pb_slider`; `host` the module root (the video slider wraps its slider). */
export function mountSlider(slider: HTMLElement, host: HTMLElement, ctx: ModuleContext): Cleanup | void {
  const { scheduler, settings } = ctx;
  const { frame } = scheduler;
  const cls = slider.classList;
  const gallery = cls.contains('et_pb_gallery');
  const list = slider.querySelector<HTMLElement>(gallery ? '.et_pb_gallery_items' : '.et_pb_slides');
  const slides = [...(list?.children ?? [])].filter((el) => el.classList.contains(gallery ? 'et_pb_gallery_item' : 'et_pb_slide')) as HTMLElement[];
  const n = slides.length;
  if (!list || !n) {
    console.warn('[lightpage] slider: no slides in', slider);
    return;
  }
  const fade = ctx.reducedMotion ? 0 : gallery ? SLIDER_FADE_MS : SLIDER_FADE_LONG_MS;
  let active = Math.max(0, slides.findIndex((s) => s.classList.contains(ACTIVE)));
  let moving = false;
  let dead = false;
  let stop = () => {};
  const rendered: Rendered<never>[] = [];
  // The components that show which slide is active, each with the props it was last given.
  const shows: [Rendered<{ active: number }>, { active: number }][] = [];
  let thumbCarousel: Carousel | undefined;
  list.id ||= `lp-slides-${++uid}`;

  const mark = () => {
    slides.forEach((s, i) => {
      s.classList.toggle(ACTIVE, i === active);
      s.toggleAttribute('aria-hidden', i !== active);
    });
    const id = slides[active].getAttribute('data-slide-id');
    if (id) slider.setAttribute('data-active-slide', id);
  };

  // Slide heights as the theme sets them: every slide as tall as the tallest, so a change of slide moves
  // nothing below the slider. Hidden slides are shown for one frame, invisibly and out of flow, to measure.
  const fitHeights = () =>
    frame.write(() => {
      const temp = slides.filter((s, i) => i !== active && !moving);
      for (const s of slides) s.style.minHeight = '';
      for (const s of temp) Object.assign(s.style, { display: 'block', position: 'absolute', visibility: 'hidden', top: '0', left: '0', width: '100%' });
      frame.read(() => {
        const h = Math.max(...slides.map((s) => s.getBoundingClientRect().height));
        frame.write(() => {
          for (const s of temp) Object.assign(s.style, { display: moving ? s.style.display : 'none', position: '', visibility: '', top: '', left: '', width: '' });
          for (const s of slides) Object.assign(s.style, { boxSizing: 'border-box', minHeight: `${h}px` });
        });
      });
    });

  frame.write(() => {
    list.style.position = 'relative';
    slides.forEach((s, i) => {
      s.style.display = i === active ? 'block' : 'none';
      s.setAttribute('role', 'group');
      s.setAttribute('aria-roledescription', 'slide');
      s.setAttribute('aria-label', `${i + 1} / ${n}`);
    });
    mark();
    // The theme's CSS hides a slider's content under .et_pb_preload until its script is ready.
    cls.remove('et_pb_preload');
  });
  if (n > 1) fitHeights();
  const offResize = n > 1 ? scheduler.onResizeEnd(fitHeights) : () => {};

  function go(to: number, byVisitor = true): void {
    to = wrap(to, n);
    if (moving || to === active) return;
    moving = true;
    if (byVisitor) motion?.restart();
    const from = active;
    const out = slides[from];
    const into = slides[to];
    active = to;
    const detail = { from, to };
    slider.dispatchEvent(new CustomEvent('simple_slider_before_move_to', { detail }));
    for (const [r, props] of shows) r.update({ ...props, active });
    pauseMedia(out);
    frame.write(() => {
      // The leaving slide stays where it is, out of flow, above nothing; the new one fades in over it.
      Object.assign(out.style, { position: 'absolute', top: '0', left: '0', width: '100%' });
      out.classList.add('et_slide_transition');
      Object.assign(into.style, { display: 'block', opacity: '0' });
      mark();
    });
    stop = scheduler.tween(fade, (p) => {
      into.style.opacity = String(p);
      out.style.opacity = String(1 - p);
    }, undefined, () => {
      Object.assign(out.style, { display: 'none', position: '', top: '', left: '', width: '', opacity: '' });
      out.classList.remove('et_slide_transition');
      into.style.opacity = '';
      moving = false;
      stop = () => {};
      slider.dispatchEvent(new CustomEvent('simple_slider_after_move_to', { detail }));
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
  // Keys and swipes are the visitor's: the next automatic move is a full period away.
  const visitorMove = (dir: 1 | -1) => go(active + dir);

  const unblock = ctx.builder ? blockLinks(host) : () => {};

  // Arrows, controllers and thumbnails are created markup: components, with the framework chunk loaded
  // now because they are visible at once. Their containers hold only absolutely placed links (the theme's
  // CSS), so they take no space; the thumbnails go into the space the page reserves below the slider.
  const wantArrows = n > 1 && !cls.contains('et_pb_slider_no_arrows');
  const wantDots = n > 1 && !cls.contains('et_pb_slider_no_pagination');
  const wantThumbs = n > 1 && cls.contains('et_pb_slider_carousel');
  if (wantArrows || wantDots || wantThumbs) {
    // The thumbnails' carousel engine only where there are thumbnails.
    const engine = wantThumbs ? import('../../core/slides/carousel') : undefined;
    void Promise.all([import('../../core/component'), import('./controls'), engine]).then(([{ renderComponent, ownContainer }, c, e]) => {
      if (dead) return;
      const controls = list.id;
      const previous = settings.strings.previous || 'Previous';
      const next = settings.strings.next || 'Next';
      if (wantArrows) rendered.push(renderComponent(c.Arrows, { previous, next, controls, move: visitorMove }, slider, { className: 'et-pb-slider-arrows' }) as never);
      if (wantDots) {
        const props = { count: n, active, controls, select: (i: number) => go(i) };
        const r = renderComponent(c.Controllers, props, slider, { className: 'et-pb-controllers' });
        shows.push([r as never, props]);
        rendered.push(r as never);
      }
      if (wantThumbs) {
        // The video slider's thumbnails: the slide's data-image, else its overlay's background image.
        const images = slides.map((s) => s.getAttribute('data-image') || /url\((['"]?)(.*?)\1\)/.exec((s.querySelector<HTMLElement>('.et_pb_video_overlay')?.style.backgroundImage) ?? '')?.[2] || '');
        const wrapper = ownContainer(host, { className: 'et_pb_carousel' });
        let arrows: Rendered<unknown> | undefined;
        const props = {
          images,
          labels: slides.map((_, i) => String(i + 1)),
          active,
          select: (i: number) => go(i),
          // Once the thumbnails exist (React renders later than Preact), the carousel takes them over.
          ready: () => {
            if (dead) return;
            thumbCarousel = e!.carousel(ctx, {
              track: thumbs.container,
              slideMs: CAROUSEL_SLIDE_MS,
              postMs: THUMB_CAROUSEL_POST_ANIMATION_MS,
              onFit: (movable) => arrows && (arrows.container.hidden = !movable),
            });
          },
        };
        const thumbs = renderComponent(c.Thumbs, props, wrapper, { className: `et_pb_carousel_items et_pb_carousel_items_${n}` });
        thumbs.container.id = `${controls}-thumbs`;
        arrows = renderComponent(c.Arrows, { previous, next, controls: thumbs.container.id, move: (d) => void thumbCarousel?.move(d) }, wrapper, { className: 'et-pb-slider-arrows', before: thumbs.container }) as Rendered<unknown>;
        shows.push([thumbs as never, props]);
        rendered.push(thumbs as never, arrows as never, { unmount: () => wrapper.remove() } as never);
      }
    }, (e) => console.warn('[lightpage] slider: controls failed to load', e));
  }

  return () => {
    dead = true;
    stop();
    motion?.cleanup();
    offResize();
    thumbCarousel?.cleanup();
    rendered.forEach((r) => r.unmount());
    unblock();
  };
}
