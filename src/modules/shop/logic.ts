// The shop helpers' rules, as plain functions: the header's item count and where a checkout error
// scrolls to.
import { BREAKPOINT_DESKTOP, CHECKOUT_ERROR_OFFSET_PX } from '../../scheduler/constants';

/** Total quantity of the cart rows' quantity fields (blank or malformed count as 0). */
export const totalQuantity = (values: string[]) => values.reduce((n, v) => n + (Math.max(0, parseInt(v, 10)) || 0), 0);

/** The header cart link's text: DIVI.item_count ("%d Item") for 1, DIVI.items_count ("%d Items") otherwise. */
export const itemCountText = (n: number, one: string, many: string) => (n === 1 ? one : many).replace('%d', String(n));

/**
 * Where a checkout error scrolls the window: the checkout form's top (document coordinates) − 100, and − the header's height when
 * the header is fixed (body.et_fixed_nav) on a window wider than 980 px.
 */
export function checkoutErrorY(formTop: number, header: number, fixedNav: boolean, width: number): number {
  const fixed = fixedNav && width > BREAKPOINT_DESKTOP ? header : 0;
  return Math.max(0, Math.round(formTop - CHECKOUT_ERROR_OFFSET_PX - fixed));
}

/** Elements after the first of each group (the group key is the nearest module, or the document). */
export function duplicates<T>(items: T[], group: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const g = group(item);
    if (!seen.has(g)) return !seen.add(g);
    return true;
  });
}
