// The pagination rules the gallery and the filterable portfolio share: per page, page count, the page of
// an item, the window of page links, and page numbers from the fragment.
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, parsePage, perPage } from '../../../src/core/pagination/window';
import { visiblePages } from '../../../src/core/pagination/visible';

const shown = (total: number, current?: number) => visiblePages(total, current).flatMap((v, i) => (v ? [i + 1] : []));

describe('per page', () => {
  it('takes a positive integer, and 4 when the setting is invalid or zero', () => {
    expect(perPage('6')).toBe(6);
    for (const bad of ['0', '', 'abc', '-2', '2.5', null, undefined]) expect(perPage(bad)).toBe(4);
  });
});

describe('page count and the page of an item', () => {
  it('divides the items, rounding up; no item is no page', () => {
    expect(pageCount(26, 4)).toBe(7);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(0, 4)).toBe(0);
  });
  it('puts every item on one page when the per-page number is 0 (the portfolio\'s posts number 0)', () => {
    expect(pageCount(14, 0)).toBe(1);
    expect([0, 5, 13].map((i) => pageOf(i, 0))).toEqual([1, 1, 1]);
  });
  it('numbers pages from 1', () => {
    expect([0, 3, 4, 25].map((i) => pageOf(i, 4))).toEqual([1, 1, 2, 7]);
  });
});

describe('pagination window', () => {
  it('shows pages 1 to 4 before any page change (pages ≥ 5 start hidden)', () => {
    expect(shown(7)).toEqual([1, 2, 3, 4]);
    expect(shown(3)).toEqual([1, 2, 3]);
  });
  it('shows the first five while the current page is ≤ 3', () => {
    expect(shown(9, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(9, 3)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows two pages either side of the current page in the middle', () => {
    expect(shown(9, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(shown(12, 6)).toEqual([4, 5, 6, 7, 8]);
  });
  it('shows the last five when the current page is within two of the end', () => {
    expect(shown(9, 7)).toEqual([5, 6, 7, 8, 9]);
    expect(shown(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(shown(7, 6)).toEqual([3, 4, 5, 6, 7]);
  });
  it('shows every page of a short list', () => {
    expect(shown(4, 4)).toEqual([1, 2, 3, 4]);
    expect(shown(2, 1)).toEqual([1, 2]);
    expect(shown(0, 1)).toEqual([]);
  });
});

describe('page number from the fragment', () => {
  it('is an integer within 1..total', () => {
    expect(parsePage('3', 7)).toBe(3);
    for (const bad of ['0', '8', '-1', '2.5', 'x', '', '99999999', undefined, 3]) expect(parsePage(bad, 7)).toBeUndefined();
  });
});
