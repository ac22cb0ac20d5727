// The video slider's thumbnail carousel (et_pb_slider_carousel), loaded only where there is one: a
// `div.et_pb_carousel` after the slider with its own arrows and `.et_pb_carousel_items > .et_pb_carousel_item
// > .et_pb_video_overlay` per slide, moved by the carousel engine (1000 ms slide, then 100 ms before the
// next move is accepted), the active slide's thumbnail marked et-pb-active-control.
import { useEffect } from 'react';
import type { ModuleContext } from '../../core/types';
import { ownContainer, renderComponent, type Rendered } from '../../core/component';
import { Arrows, press } from '../../core/slides/arrows';
import { carousel, type Carousel } from '../../core/slides/carousel';
import { CAROUSEL_SLIDE_MS, THUMB_CAROUSEL_POST_ANIMATION_MS } from '../../scheduler/constants';

export interface ThumbsProps {
  /** Image address of each slide (may be empty). */
  images: string[];
  active: number;
  select(i: number): void;
  /** Called once the thumbnails are in the document. */
  ready(): void;
}

/** Rendered into `div.et_pb_carousel_items`: the image is CSS text in a style property, never markup. */
export function Thumbs({ images, active, select, ready }: ThumbsProps) {
  useEffect(ready, []);
  return (
    <>
      {images.map((src, i) => (
        <div key={i} className={`et_pb_carousel_item position_${i + 1}${i === active ? ' et-pb-active-control' : ''}`}>
          <div className="et_pb_video_overlay" style={src ? { backgroundImage: `url(${JSON.stringify(src)})` } : undefined}>
            <div className="et_pb_video_overlay_hover">
              <a className="et_pb_video_play" aria-label={String(i + 1)} aria-current={i === active ? 'true' : undefined} {...press(() => select(i))} />
            </div>
          </div>
        </div>
      ))}
    </>
  );
}

/** The slide's data-image, else its overlay's background image. */
const imageOf = (s: Element) =>
  s.getAttribute('data-image') || /url\((['"]?)(.*?)\1\)/.exec(s.querySelector<HTMLElement>('.et_pb_video_overlay')?.style.backgroundImage ?? '')?.[2] || '';

export function mountThumbs(
  ctx: ModuleContext,
  host: HTMLElement,
  slides: Element[],
  o: { active: number; previous: string; next: string; select(i: number): void },
) {
  const wrapper = ownContainer(host, { className: 'et_pb_carousel' });
  // Invisible until the carousel has sized and placed the thumbnails: what appears is then already in its
  // place, so nothing (the arrows, centred on the strip's height) is seen to move.
  wrapper.style.visibility = 'hidden';
  let engine: Carousel | undefined;
  let arrows: Rendered<unknown> | undefined;
  let gone = false;
  const props: ThumbsProps = {
    images: slides.map(imageOf),
    active: o.active,
    select: o.select,
    // Once the thumbnails exist (React renders later than Preact), the carousel takes them over.
    ready: () => {
      if (gone) return;
      engine = carousel(ctx, {
        track: thumbs.container,
        slideMs: CAROUSEL_SLIDE_MS,
        postMs: THUMB_CAROUSEL_POST_ANIMATION_MS,
        onFit: (movable) => {
          wrapper.style.visibility = '';
          arrows!.container.hidden = !movable;
        },
      });
    },
  };
  const thumbs = renderComponent(Thumbs, props, wrapper, { className: `et_pb_carousel_items et_pb_carousel_items_${slides.length}` });
  arrows = renderComponent(Arrows, { previous: o.previous, next: o.next, move: (d) => void engine?.move(d) }, wrapper, {
    className: 'et-pb-slider-arrows',
    before: thumbs.container,
  }) as Rendered<unknown>;
  return {
    thumbs,
    props,
    unmount() {
      gone = true;
      engine?.cleanup();
      thumbs.unmount();
      arrows!.unmount();
      wrapper.remove();
    },
  };
}
