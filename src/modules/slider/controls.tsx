// The markup the theme's script creates for a slider besides its arrows, as components with the theme's
// classes so its CSS styles them: the controllers (`.et-pb-controllers > a`, the active one
// `et-pb-active-control`) and the video slider's thumbnails (`.et_pb_carousel_items > .et_pb_carousel_item >
// .et_pb_video_overlay`).
import { useEffect } from 'react';
import { press } from '../../core/slides/arrows';

export { Arrows } from '../../core/slides/arrows';

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
