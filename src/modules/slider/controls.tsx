// The markup the theme's script creates for sliders and carousels, as components with the theme's own
// classes so its CSS styles them: the arrows (`.et-pb-slider-arrows > a.et-pb-arrow-prev/next > span`),
// the controllers (`.et-pb-controllers > a`, the active one `et-pb-active-control`) and the video
// slider's thumbnails (`.et_pb_carousel_items > .et_pb_carousel_item > .et_pb_video_overlay`).
import { useEffect, type KeyboardEvent, type MouseEvent } from 'react';

/** Links acting as buttons: never followed, and Space works as on a button. */
const press = (fn: () => void) => ({
  href: '#',
  role: 'button',
  onClick(e: MouseEvent) {
    e.preventDefault();
    fn();
  },
  onKeyDown(e: KeyboardEvent) {
    if (e.key === ' ') {
      e.preventDefault();
      fn();
    }
  },
});

export interface ArrowsProps {
  previous: string;
  next: string;
  /** id of the element the arrows move. */
  controls: string;
  move(dir: 1 | -1): void;
}

/** Rendered into `div.et-pb-slider-arrows`. */
export function Arrows({ previous, next, controls, move }: ArrowsProps) {
  return (
    <>
      <a className="et-pb-arrow-prev" aria-label={previous} aria-controls={controls} {...press(() => move(-1))}>
        <span>{previous}</span>
      </a>
      <a className="et-pb-arrow-next" aria-label={next} aria-controls={controls} {...press(() => move(1))}>
        <span>{next}</span>
      </a>
    </>
  );
}

export interface ControllersProps {
  count: number;
  active: number;
  controls: string;
  select(i: number): void;
}

/** Rendered into `div.et-pb-controllers`: one numbered link per slide, the current one marked. */
export function Controllers({ count, active, controls, select }: ControllersProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <a
          key={i}
          className={i === active ? 'et-pb-active-control' : undefined}
          aria-controls={controls}
          aria-current={i === active ? 'true' : undefined}
          {...press(() => select(i))}
        >
          {i + 1}
        </a>
      ))}
    </>
  );
}

export interface ThumbsProps {
  /** Image address of each slide (may be empty). */
  images: string[];
  labels: string[];
  active: number;
  select(i: number): void;
  /** Called once the thumbnails are in the document. */
  ready(): void;
}

/** Rendered into `div.et_pb_carousel_items` inside the video slider's `div.et_pb_carousel`. */
export function Thumbs({ images, labels, active, select, ready }: ThumbsProps) {
  useEffect(ready, []);
  return (
    <>
      {images.map((src, i) => (
        <div key={i} className={`et_pb_carousel_item position_${i + 1}${i === active ? ' et-pb-active-control' : ''}`}>
          <div className="et_pb_video_overlay" style={src ? { backgroundImage: `url(${JSON.stringify(src)})` } : undefined}>
            <div className="et_pb_video_overlay_hover">
              <a className="et_pb_video_play" aria-label={labels[i]} aria-current={i === active ? 'true' : undefined} {...press(() => select(i))} />
            </div>
          </div>
        </div>
      ))}
    </>
  );
}
