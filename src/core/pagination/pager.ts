// Paging of server-rendered grid items, shared by the gallery and the filterable portfolio: shows the
// items of the current page (inline display, as jQuery's show/hide), keeps the grid's row classes,
// and renders the pagination bar component once there is more than one page. A paginating flag ignores
// page clicks while a change is in progress (the theme's `paginating`).
import type { ModuleContext } from '../types';
import type { Rendered } from '../component';
import type { BarProps } from './bar';
import { applyRows, measureColumns } from '../grid/apply';
import { pageCount, pageOf } from './window';

export interface PagerOptions {
  ctx: ModuleContext;
  /** Every item the module has (the portfolio shows a filtered subset of them). */
  all: HTMLElement[];
  /** Per page; 0 puts everything on one page. */
  per: number;
  /** The theme's pagination element the bar goes in (none: no bar). */
  barParent: Element | null;
  /** Whether on_last_row may apply (the module is the last of its column) when no bar shows. */
  lastInColumn: boolean;
  /** ms the paginating flag stays up after a visitor's page click. */
  holdMs: number;
  /** A page change is done: `byVisitor` when it came from a click on the bar. */
  changed(page: number, byVisitor: boolean): void;
}

export interface Pager {
  readonly page: number;
  readonly total: number;
  /** Show `items` (a subset of all, in order) from page `page`. */
  set(items: HTMLElement[], page?: number): void;
  go(page: number, byVisitor: boolean): void;
  destroy(): void;
}

export function createPager(o: PagerOptions): Pager {
  const { frame } = o.ctx.scheduler;
  const grid = o.all[0]?.parentElement as HTMLElement | null;
  const strings = o.ctx.settings.strings;
  let items = o.all;
  let page = 1;
  let total = pageCount(items.length, o.per);
  let moved = false;
  let busy = false;
  let bar: Rendered<BarProps> | undefined;
  let barLoading = false;
  let dead = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const props = (): BarProps => ({
    total,
    current: page,
    moved,
    prev: strings.prev || 'Prev',
    next: strings.next || 'Next',
    onPage: (n) => pager.go(n, true),
  });

  function renderBar(): void {
    if (total <= 1) {
      bar?.unmount();
      bar = undefined;
      return;
    }
    if (bar) return bar.update(props());
    if (barLoading || !o.barParent) return;
    barLoading = true;
    import('./bar').then(({ renderBar }) => {
      barLoading = false;
      if (dead) return;
      if (total > 1) bar = renderBar(props(), o.barParent!);
    }, (err) => console.error('[lightpage] pagination bar failed to load', err));
  }

  function show(): void {
    const visible = items.filter((_, i) => pageOf(i, o.per) === page);
    const lastRow = o.lastInColumn && total <= 1;
    frame.read(() => {
      const columns = grid ? measureColumns(grid, o.all) : 1;
      frame.write(() => {
        // Explicit block: the theme's CSS hides gallery grid items until its script shows a page.
        for (const el of o.all) el.style.display = visible.includes(el) ? 'block' : 'none';
        renderBar();
        if (columns !== undefined) return applyRows(o.all, visible, columns, lastRow);
        // Nothing was laid out before (every item hidden by CSS): measure the shown ones, then the rows.
        frame.read(() => {
          const cols = measureColumns(grid!, visible) ?? 1;
          frame.write(() => applyRows(o.all, visible, cols, lastRow));
        });
      });
    });
  }
  const offResize = o.ctx.scheduler.onResizeEnd(() => show());

  const pager: Pager = {
    get page() {
      return page;
    },
    get total() {
      return total;
    },
    set(next, to = 1) {
      items = next;
      total = pageCount(items.length, o.per);
      page = Math.min(Math.max(1, to), Math.max(1, total));
      show();
    },
    go(to, byVisitor) {
      if (to < 1 || to > total) return;
      if (byVisitor && busy) return;
      if (to === page && moved) return;
      page = to;
      moved = true;
      busy = byVisitor;
      show();
      clearTimeout(timer);
      timer = setTimeout(() => {
        busy = false;
        if (!dead) o.changed(page, byVisitor);
      }, byVisitor ? o.holdMs : 0);
    },
    destroy() {
      dead = true;
      offResize();
      clearTimeout(timer);
      bar?.unmount();
    },
  };
  show();
  return pager;
}
