// Two kinds of bar, so a bar always means the same thing:
//   budgetBar: share of a budget used (bytes, milliseconds, layout shift). Full = at the limit; red past it.
//   floorBar:  distance of a score above its floor, out of the room between the floor and a perfect score.
//              Full = perfect; empty = on the floor; red = below it.
import { esc, pct } from './format';

export function budgetBar(value: number, limit: number | undefined): string {
  if (!limit) return '<span class="bar none"></span>';
  const used = value / limit;
  const label = `${pct(used)} of budget`;
  return `<span class="bar${used > 1 ? ' over' : ''}" role="img" aria-label="${esc(label)}"><i style="width:${Math.min(100, used * 100).toFixed(1)}%"></i><em>${esc(label)}</em></span>`;
}

export function floorBar(score: number, floor: number, best = 1): string {
  const room = best - floor;
  const above = room > 0 ? (score - floor) / room : score >= floor ? 1 : 0;
  const pts = Math.round((score - floor) * 100);
  const label = pts >= 0 ? `${pts} pt${pts === 1 ? '' : 's'} above floor` : `${-pts} pt${pts === -1 ? '' : 's'} below floor`;
  return `<span class="bar floor${score < floor ? ' over' : ''}" role="img" aria-label="${esc(label)}"><i style="width:${(Math.max(0, Math.min(1, above)) * 100).toFixed(1)}%"></i><em>${esc(label)}</em></span>`;
}
