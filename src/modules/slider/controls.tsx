// The controllers the theme's script creates for a slider (`.et-pb-controllers > a`, the active one
// `et-pb-active-control`), as a component with the theme's classes so its CSS styles them; with the arrows.
import { press } from '../../core/slides/arrows';

export { Arrows } from '../../core/slides/arrows';

export interface ControllersProps {
  count: number;
  active: number;
  select(i: number): void;
}

/** Rendered into `div.et-pb-controllers`: one numbered link per slide, the current one marked. */
export function Controllers({ count, active, select }: ControllersProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <a
          key={i}
          className={i === active ? 'et-pb-active-control' : undefined}
          aria-current={i === active ? 'true' : undefined}
          {...press(() => select(i))}
        >
          {i + 1}
        </a>
      ))}
    </>
  );
}
