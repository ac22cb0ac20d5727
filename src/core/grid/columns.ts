// The theme's grid column maths (et_pb_set_responsive_grid), shared by the gallery and the filterable
// portfolio: how many columns the items fall into, and which row classes each visible item gets so the
// theme's CSS (first_in_row / last_in_row / on_last_row margins) lays the grid out. Pure functions.

/** columns = round((container inner width + item margin) / item outer width with margin), at least 1. */
export function columnCount(containerInner: number, itemOuter: number, itemOuterWithMargin: number): number {
  if (!(itemOuterWithMargin > 0) || !(containerInner > 0)) return 1;
  return Math.max(1, Math.round((containerInner + (itemOuterWithMargin - itemOuter)) / itemOuterWithMargin));
}

export interface RowClasses {
  first_in_row: boolean;
  last_in_row: boolean;
  on_last_row: boolean;
}

/**
 * Row classes of the `k`-th of `count` visible items in `columns` columns. on_last_row only when
 * `lastRow` allows it (the module is the last child of its column and no pagination shows).
 */
export function rowClasses(k: number, count: number, columns: number, lastRow: boolean): RowClasses {
  const cols = Math.max(1, columns);
  const lastRowStart = count - (count % cols || cols);
  return {
    first_in_row: k % cols === 0,
    last_in_row: k % cols === cols - 1,
    on_last_row: lastRow && k >= lastRowStart,
  };
}
