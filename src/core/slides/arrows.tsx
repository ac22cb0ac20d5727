// The arrows the theme's script creates for sliders and carousels, as a component with the theme's
// classes so its CSS styles them: `.et-pb-slider-arrows > a.et-pb-arrow-prev/next > span`.
// Fragment from 'react' (not the <> shorthand) keeps this chunk on the same framework chunk as the component
// layer: with only the JSX runtime, the bundler would split Preact's core into a chunk of its own.
import { Fragment, type KeyboardEvent, type MouseEvent } from 'react';

/** Props of a link acting as a button: never followed, and Space works as on a button. */
export const press = (fn: () => void) => ({
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
  /** Texts of et_pb_custom.previous / next (also the accessible names). */
  previous: string;
  next: string;
  move(dir: 1 | -1): void;
}

/** Rendered into `div.et-pb-slider-arrows`. */
export function Arrows({ previous, next, move }: ArrowsProps) {
  return (
    <Fragment>
      <a className="et-pb-arrow-prev" aria-label={previous} {...press(() => move(-1))}>
        <span>{previous}</span>
      </a>
      <a className="et-pb-arrow-next" aria-label={next} {...press(() => move(1))}>
        <span>{next}</span>
      </a>
    </Fragment>
  );
}
