import { describe, expect, it } from 'vitest';
import { isPastThreshold } from '../../../src/modules/scroll-top/visible';

describe('scroll-top threshold', () => {
  it('shows only past 800 px', () => {
    expect(isPastThreshold(800)).toBe(false);
    expect(isPastThreshold(801)).toBe(true);
    expect(isPastThreshold(0)).toBe(false);
  });
});
