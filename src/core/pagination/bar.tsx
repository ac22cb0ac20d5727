// The pagination bar of the gallery and the filterable portfolio, as the theme's script builds it:
// ul > li.prev > a.page-prev, li.page.page-N > a.page-N[data-page] (active, last-page), li.next > a.page-next,
// with the theme's classes so its CSS styles it. Page links outside the window are display: none, as
// jQuery's hide() leaves them. Loaded (with the framework) only by a module that has more than one page.
import { renderComponent, type Rendered } from '../component';
import { visiblePages } from './visible';

export interface BarProps {
  total: number;
  current: number;
  /** Whether the visitor (or the fragment) has changed page yet: before that the first four pages show. */
  moved: boolean;
  prev: string;
  next: string;
  onPage(page: number): void;
}

const hide = (hidden: boolean) => (hidden ? { display: 'none' } : undefined);

export function PaginationBar({ total, current, moved, prev, next, onPage }: BarProps) {
  const shown = visiblePages(total, moved ? current : undefined);
  const go = (page: number) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (page >= 1 && page <= total && page !== current) onPage(page);
  };
  return (
    <ul>
      <li className="prev" style={hide(current <= 1)}>
        <a href="#" data-page="prev" className="page-prev" onClick={go(current - 1)}>{prev}</a>
      </li>
      {shown.map((show, i) => {
        const n = i + 1;
        const cls = `page-${n}${n === current ? ' active' : ''}${n === total ? ' last-page' : ''}`;
        return (
          <li key={n} className={`page page-${n}`} style={hide(!show)}>
            <a href="#" data-page={n} className={cls} aria-current={n === current ? 'page' : undefined} onClick={go(n)}>{n}</a>
          </li>
        );
      })}
      <li className="next" style={hide(current >= total)}>
        <a href="#" data-page="next" className="page-next" onClick={go(current + 1)}>{next}</a>
      </li>
    </ul>
  );
}

/** Render the bar into a container the module owns inside `parent` (the theme's pagination element). */
export const renderBar = (props: BarProps, parent: Element): Rendered<BarProps> => renderComponent(PaginationBar, props, parent);
