// Applies the grid row classes to the visible items of a gallery or portfolio: the column count is read
// in a read phase, the classes written in a write phase (with the items' display, so no frame ever shows
// the items without their rows).
import { columnCount, rowClasses, type RowClasses } from './columns';

const CLASSES: (keyof RowClasses)[] = ['first_in_row', 'last_in_row', 'on_last_row'];

/** Read phase: the grid's columns, from the first item that is laid out (undefined when none is). */
export function measureColumns(container: HTMLElement, items: HTMLElement[]): number | undefined {
  const first = items.find((el) => el.offsetWidth > 0);
  if (!first) return undefined;
  const cs = getComputedStyle(container);
  const inner = container.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const is = getComputedStyle(first);
  return columnCount(inner, first.offsetWidth, first.offsetWidth + parseFloat(is.marginLeft) + parseFloat(is.marginRight));
}

/** Write phase: row classes on `visible` in `columns` columns; every other item of `all` loses them. */
export function applyRows(all: HTMLElement[], visible: HTMLElement[], columns: number, lastRow: boolean): void {
  for (const el of all) if (!visible.includes(el)) el.classList.remove(...CLASSES);
  visible.forEach((el, k) => {
    const rc = rowClasses(k, visible.length, columns, lastRow);
    for (const c of CLASSES) el.classList.toggle(c, rc[c]);
  });
}

/** Whether the module is the last child of its column (the theme's condition for on_last_row). */
export const isLastInColumn = (root: Element) => !root.nextElementSibling;
