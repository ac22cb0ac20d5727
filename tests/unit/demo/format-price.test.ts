// The cart stand-in writes prices with the store's own separators, as WooCommerce does.
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../demo/shop/stand-in/store';

const usd = { currency_code: 'USD', currency_minor_unit: 2, currency_prefix: '$', currency_suffix: '', currency_decimal_separator: '.', currency_thousand_separator: ',' };
const eur = { currency_code: 'EUR', currency_minor_unit: 2, currency_prefix: '', currency_suffix: ' €', currency_decimal_separator: ',', currency_thousand_separator: '.' };

describe('formatPrice', () => {
  it('groups thousands and writes decimals the store way', () => {
    expect(formatPrice('101800', usd)).toBe('$1,018.00');
    expect(formatPrice(123456789, eur)).toBe('1.234.567,89 €');
    expect(formatPrice('500', { ...usd, currency_minor_unit: 0 })).toBe('$500');
    expect(formatPrice(undefined, usd)).toBe('$0.00');
  });
});
