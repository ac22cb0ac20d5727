// The pagination rules the gallery and the filterable portfolio share (the theme's
// set_gallery_grid_pages / set_filterable_portfolio_pages): how many pages, which items a page holds,
// (which page links the bar shows is visible.ts, only the bar needs it). Pure functions.
import { GALLERY_PER_PAGE_DEFAULT } from '../../scheduler/constants';

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

/** A page number from the fragment or a link: an integer within 1..total, else undefined. */
export function parsePage(raw: unknown, total: number): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= total ? n : undefined;
}
