// The number counter's digits: the theme's grouping (et_format_number) and the decimals it keeps.

/** The most decimal places a number can be written with (Number#toFixed throws beyond it). */
export const MAX_DECIMALS = 100;

/** Decimal places written in a data-number-value ("12.50" → 2), kept while counting up to it. */
export const decimalsOf = (raw: string) => /\.(\d+)/.exec(raw)?.[1].length ?? 0;

/**
 * `separator` between every 3 digits of the integer part (1234567 with "," → "1,234,567"; with "" →
 * "1234567"). The theme's regex also grouped the decimals ("1234.5678" → "1,234.5,678"); this does not.
 */
export function formatNumber(value: number, separator: string, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + int.replace(/\B(?=(\d{3})+$)/g, separator) + (frac ? '.' + frac : '');
}
