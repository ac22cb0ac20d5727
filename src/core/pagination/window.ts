// The pagination rules the gallery and the filterable portfolio share (the theme's
// set_gallery_grid_pages / set_filterable_portfolio_pages): how many pages, which items a page holds,
// and which page links the bar shows. Pure functions: the bar component and the modules only apply them.
import { GALLERY_PER_PAGE_DEFAULT, PAGINATION_INITIAL_PAGES } from '../../scheduler/constants';

/** The gallery's per-page setting: a positive integer, else the default of 4 (0, empty, junk). */
export function perPage(raw: string | null | undefined, fallback = GALLERY_PER_PAGE_DEFAULT): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Pages for `count` items, `per` a page; per 0 (the portfolio's "posts number 0") is one page. */
export function pageCount(count: number, per: number): number {
  if (count <= 0) return 0;
  return per > 0 ? Math.ceil(count / per) : 1;
}

/** The 1-based page of the item at 0-based `index`; per 0 puts every item on page 1. */
export const pageOf = (index: number, per: number) => (per > 0 ? Math.floor(index / per) + 1 : 1);

/**
 * Which page links show, one boolean per page (index 0 is page 1). Before any page change (`current`
 * undefined) pages 1..4 show. After one, a window around the current page: pages current−2..current+2,
 * the last five when the current page is within two of the end, the first five while it is ≤ 3.
 */
export function visiblePages(total: number, current?: number): boolean[] {
  return Array.from({ length: Math.max(0, total) }, (_, i) => {
    if (current === undefined) return i < PAGINATION_INITIAL_PAGES;
    if (total - current <= 2 && total - i <= 5) return true;
    if (current <= 3 && i <= 4) return true;
    return i >= current - 3 && i <= current + 1;
  });
}

/** A page number from the fragment or a link: an integer within 1..total, else undefined. */
export function parsePage(raw: unknown, total: number): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= total ? n : undefined;
}
