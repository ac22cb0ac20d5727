// Phone-number link values become call links: 6 to 15 digits, an optional leading +, typed separators.
import { describe, expect, it } from 'vitest';
import { phoneLink } from '../../../src/core/phone';

describe('phoneLink', () => {
  it('turns a number with separators into a tel: url of its digits', () => {
    expect(phoneLink('+1 (555) 010-9999')).toBe('tel:+15550109999');
    expect(phoneLink('030 123.456')).toBe('tel:030123456');
    expect(phoneLink('  0761-12 34 56 ')).toBe('tel:0761123456');
    expect(phoneLink('tel:+49 30 1234567')).toBe('tel:+49301234567');
  });
  it('accepts 6 and 15 digits, and refuses 5 and 16', () => {
    expect(phoneLink('123456')).toBe('tel:123456');
    expect(phoneLink('+123456789012345')).toBe('tel:+123456789012345');
    expect(phoneLink('12345')).toBeUndefined();
    expect(phoneLink('1234567890123456')).toBeUndefined();
  });
  it('leaves anything else alone: urls, paths, a + that is not first, letters', () => {
    for (const v of ['https://example.com/123456', '/contact/', '#section-123456', '555+0109999', '555-CALL-NOW', '', '+', '12/34/5678']) {
      expect(phoneLink(v)).toBeUndefined();
    }
  });
});
