// Enhances the Filterable Portfolio: `.et_pb_filterable_portfolio[data-posts-number]` with
// `.et_pb_portfolio_filters a[data-category-slug]`, items `.et_pb_portfolio_item.project_category_<slug>`
// and the theme's (sic) `.et_pb_portofolio_pagination`. Filters, pages, and `id|category|page` in the fragment.
// A plain Portfolio grid (`.et_pb_portfolio_grid`, paged by the server) gets the grid's row classes only.
import type { ModuleContext } from '../../core/types';
import { createPager } from '../../core/pagination/pager';
import { parsePage } from '../../core/pagination/window';
import { isLastInColumn } from '../../core/grid/apply';
import { PORTFOLIO_HASH_DELAY_MS, SMOOTH_SCROLL_MS } from '../../scheduler/constants';
import { categoriesOf, inCategory, parseCategory, postsNumber } from './filter';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

const ACTIVE = 'active';

function start(root: HTMLElement, ctx: ModuleContext) {
  const items = [...root.querySelectorAll<HTMLElement>('.et_pb_portfolio_item')];
  const cats = new Map(items.map((el) => [el, categoriesOf(el.className)]));
  const links = [...root.querySelectorAll<HTMLAnchorElement>('.et_pb_portfolio_filter a[data-category-slug]')];
  const slugOf = (a: Element) => a.getAttribute('data-category-slug') ?? '';
  const known = links.map(slugOf);
  let category = slugOf(links.find((a) => a.classList.contains(ACTIVE)) ?? links[0] ?? root) || 'all';
  let writeTimer: ReturnType<typeof setTimeout> | undefined;

  // The theme writes the fragment 500 ms after a filter or page click (page 1 without pagination).
  const remember = () => {
    if (ctx.builder) return;
    clearTimeout(writeTimer);
    writeTimer = setTimeout(() => ctx.fragment.set(root, [category, pager.page]), PORTFOLIO_HASH_DELAY_MS);
  };
  const pager = createPager({
    ctx,
    all: items,
    per: postsNumber(root.getAttribute('data-posts-number')),
    barParent: root.querySelector('.et_pb_portofolio_pagination'),
    lastInColumn: isLastInColumn(root),
    holdMs: 0,
    changed(_page, byVisitor) {
      if (!byVisitor) return;
      remember();
      void ctx.smoothScroll(root, SMOOTH_SCROLL_MS);
    },
  });

  function filter(slug: string, page = 1): void {
    category = slug;
    ctx.scheduler.frame.write(() => links.forEach((a) => {
      const on = slugOf(a) === slug;
      a.classList.toggle(ACTIVE, on);
      // The filters are `href="#"` links that act as toggle buttons.
      a.setAttribute('role', 'button');
      a.setAttribute('aria-pressed', String(on));
    }));
    pager.set(items.filter((el) => inCategory(cats.get(el)!, slug)), page);
  }
  filter(category);

  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.('.et_pb_portfolio_filter a');
    if (!a || !root.contains(a)) return;
    e.preventDefault();
    const slug = slugOf(a);
    if (slug === category || !known.includes(slug)) return;
    filter(slug);
    remember();
  };
  const onFragment = (e: CustomEvent<{ params: string[] }>) => {
    const [rawCat, rawPage] = e.detail?.params ?? [];
    const slug = parseCategory(rawCat, known);
    if (rawCat !== undefined && !slug) console.warn(`[lightpage] portfolio: no category "${String(rawCat)}" in`, root);
    const target = slug ?? category;
    if (target !== category) filter(target);
    const page = parsePage(rawPage, pager.total);
    if (page) pager.go(page, false);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('et_hashchange', onFragment);
  return () => {
    clearTimeout(writeTimer);
    root.removeEventListener('click', onClick);
    root.removeEventListener('et_hashchange', onFragment);
    pager.destroy();
  };
}

export function mount(root: HTMLElement, ctx: ModuleContext) {
  let stop = start(root, ctx);
  // Ajax pagination swapped a new page of items in (a plain portfolio's server pagination): start over on them.
  const onSwap = () => {
    stop();
    stop = start(root, ctx);
  };
  root.addEventListener('lightpage:scan', onSwap);
  return () => {
    root.removeEventListener('lightpage:scan', onSwap);
    stop();
  };
}
