// Applies the grid row classes to the visible items of a gallery or portfolio: one read (widths and
// margins), then one write (classes), through the scheduler's frame phases.
import type { Scheduler } from '../../scheduler';
import { columnCount, rowClasses, type RowClasses } from './columns';

const CLASSES: (keyof RowClasses)[] = ['first_in_row', 'last_in_row', 'on_last_row'];

/**
 * Queue a read of the grid's geometry, then a write of the row classes on `visible` (every item of
 * `all` not in it loses them). `lastRow`: whether on_last_row applies (see rowClasses).
 */
export function layoutGrid(scheduler: Scheduler, container: HTMLElement, all: HTMLElement[], visible: HTMLElement[], lastRow: boolean): void {
  scheduler.frame.read(() => {
    const first = visible[0];
    let columns = 1;
    if (first) {
      const cs = getComputedStyle(container);
      const inner = container.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      const outer = first.offsetWidth;
      const is = getComputedStyle(first);
      columns = columnCount(inner, outer, outer + parseFloat(is.marginLeft) + parseFloat(is.marginRight));
    }
    scheduler.frame.write(() => {
      for (const el of all) if (!visible.includes(el)) el.classList.remove(...CLASSES);
      visible.forEach((el, k) => {
        const rc = rowClasses(k, visible.length, columns, lastRow);
        for (const c of CLASSES) el.classList.toggle(c, rc[c]);
      });
    });
  });
}

/** Whether the module is the last child of its column (the theme's condition for on_last_row). */
export const isLastInColumn = (root: Element) => !root.nextElementSibling;
