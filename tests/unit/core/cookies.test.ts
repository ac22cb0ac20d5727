import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../src/core/cookies';

/** A document stand-in that records what is written to document.cookie. */
function fakeDoc(initial = '') {
  const writes: string[] = [];
  return { writes, doc: { get cookie() { return initial; }, set cookie(v: string) { writes.push(v); } } as unknown as Document };
}

afterEach(() => vi.useRealTimers());

describe('cookies', () => {
  it('writes name=value with an expiry in days and path=/', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1));
    const { doc, writes } = fakeDoc();
    setCookie('et_pb_ab_view_goal_1123', 'true', 365, doc);
    expect(writes).toEqual(['et_pb_ab_view_goal_1123=true; expires=Thu, 01 Jan 2026 00:00:00 GMT; path=/']);
  });

  it('encodes what would break the cookie string, and removes with 0 days', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1));
    const { doc, writes } = fakeDoc();
    setCookie('log', 'a; b=c', 0, doc);
    expect(writes[0]).toBe('log=a%3B%20b%3Dc; expires=Wed, 01 Jan 2025 00:00:00 GMT; path=/');
  });

  it('reads a value among others, decoded; undefined when missing; tolerant of a stray %', () => {
    const { doc } = fakeDoc('a=1; et_pb_ab_shop_log=11_2_3; log=a%3B%20b%3Dc; bad=%E0%A4%A; aa=2');
    expect(getCookie('et_pb_ab_shop_log', doc)).toBe('11_2_3');
    expect(getCookie('log', doc)).toBe('a; b=c');
    expect(getCookie('a', doc)).toBe('1');
    expect(getCookie('bad', doc)).toBe('%E0%A4%A');
    expect(getCookie('missing', doc)).toBeUndefined();
  });

  it('round-trips through the real document.cookie', () => {
    setCookie('lp_test', 'x y', 1);
    expect(getCookie('lp_test')).toBe('x y');
    setCookie('lp_test', '', -1);
    expect(getCookie('lp_test')).toBeUndefined();
  });
});
