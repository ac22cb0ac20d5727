// The grid column maths (the theme's et_pb_set_responsive_grid) and the row classes it gives each item.
import { afterEach, describe, expect, it } from 'vitest';
import { columnCount, rowClasses } from '../../../src/core/grid/columns';
import { applyRows } from '../../../src/core/grid/apply';

describe('grid columns', () => {
  it('rounds (inner width + margin) / (item width with margin)', () => {
    // 1080 px row, items 29.666 % wide with a 5.5 % right margin: 3 columns.
    expect(columnCount(1080, 320.4, 379.8)).toBe(3);
    // Two columns of 47.25 % with 5.5 % between.
    expect(columnCount(500, 236.25, 263.75)).toBe(2);
    // One full-width item.
    expect(columnCount(400, 400, 400)).toBe(1);
  });
  it('is at least 1, also for a hidden grid (zero widths)', () => {
    expect(columnCount(0, 0, 0)).toBe(1);
    expect(columnCount(1080, 0, 0)).toBe(1);
    expect(columnCount(10, 300, 330)).toBe(1);
  });
});

describe('row classes', () => {
  const rows = (count: number, cols: number, lastRow: boolean) =>
    Array.from({ length: count }, (_, k) => rowClasses(k, count, cols, lastRow)).map((r) => `${+r.first_in_row}${+r.last_in_row}${+r.on_last_row}`);
  it('marks the first and last of each row', () => {
    expect(rows(4, 3, false)).toEqual(['100', '000', '010', '100']);
  });
  it('marks the last row only when allowed (last module of its column, no pagination)', () => {
    expect(rows(5, 3, true)).toEqual(['100', '000', '010', '101', '001']);
    expect(rows(6, 3, true)).toEqual(['100', '000', '010', '101', '001', '011']);
    expect(rows(2, 1, true)).toEqual(['110', '111']);
  });
  afterEach(() => document.body.replaceChildren());
  it('applies them to the visible items and takes them off the others', () => {
    document.body.innerHTML = '<i></i><i class="first_in_row on_last_row"></i><i></i><i></i>';
    const all = [...document.querySelectorAll('i')] as HTMLElement[];
    applyRows(all, [all[0], all[2], all[3]], 2, false);
    expect(all.map((e) => e.className)).toEqual(['first_in_row', '', 'last_in_row', 'first_in_row']);
  });
});
