// How the report writes numbers: grouped digits, a unit, and only the decimals a reader can use
// (668 ms, not 667.698 ms; 0.002 for a layout shift; 98 for a score of 0.98).
const nf = (max: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: max });

export const esc = (s: unknown) => String(s).replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** Bytes as "2,023 B". */
export const bytes = (n: number) => `${nf(0).format(n)} B`;

/** Bytes as "1.98 KiB". */
export const kib = (n: number) => `${nf(n >= 100 * 1024 ? 0 : n >= 10 * 1024 ? 1 : 2).format(n / 1024)} KiB`;

/** A measured value in its unit, with decimals that shrink as the number grows. */
export function value(n: number, unit: string): string {
  if (unit === 'B') return bytes(n);
  if (unit === 'score') return nf(0).format(n * 100);
  if (unit === '') return nf(3).format(n); // unitless (layout shift)
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return `${nf(digits).format(n)} ${unit}`;
}

/** A change: "+12 B", "−3 ms", "±0". */
export function change(now: number, before: number | undefined, unit: string): { text: string; cls: string } {
  if (before === undefined || !Number.isFinite(before)) return { text: 'new', cls: '' };
  const d = now - before;
  const shown = value(Math.abs(d), unit);
  if (shown.replace(/[^1-9]/g, '') === '') return { text: '±0', cls: '' };
  return { text: `${d > 0 ? '+' : '−'}${shown}`, cls: d > 0 ? 'up' : 'down' };
}

/** Percent, no decimals above 10 %. */
export const pct = (ratio: number) => `${nf(ratio < 0.1 ? 1 : 0).format(ratio * 100)} %`;
