// Which page links the pagination bar shows (the theme's window rule). Apart from window.ts so that it
// travels in the bar's chunk, the only code that needs it.
import { PAGINATION_INITIAL_PAGES } from '../../scheduler/constants';

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
