// Visibility: one IntersectionObserver per distinct margin and threshold, shared by every caller.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIO, box, freshScheduler, stubBrowser, type Harness } from './fakes';

let h: Harness;
beforeEach(() => (h = stubBrowser()));
afterEach(() => h.restore());

describe('observe', () => {
  it('creates one observer per distinct rootMargin and threshold', async () => {
    const { observe } = await freshScheduler();
    const els = Array.from({ length: 50 }, () => document.createElement('div'));
    els.forEach((el) => observe(el, () => {}));
    expect(FakeIO.all).toHaveLength(1);
    els.forEach((el) => observe(el, () => {}, { rootMargin: '100% 0px' }));
    expect(FakeIO.all).toHaveLength(2);
    els.forEach((el) => observe(el, () => {}, { threshold: 0.5 }));
    els.forEach((el) => observe(el, () => {}, { rootMargin: '100% 0px', threshold: 0.5 }));
    expect(FakeIO.all).toHaveLength(4);
    expect(FakeIO.all.map((io) => [io.options.rootMargin, io.options.threshold])).toEqual([
      ['0px', 0], ['100% 0px', 0], ['0px', 0.5], ['100% 0px', 0.5],
    ]);
    expect(FakeIO.all[0].targets.size).toBe(50);
  });

  it("hands each callback its own element's entries, and unobserves when the last callback leaves", async () => {
    const { observe } = await freshScheduler();
    const a = document.createElement('div');
    const b = document.createElement('div');
    const seen: string[] = [];
    const offA1 = observe(a, () => seen.push('a1'));
    const offA2 = observe(a, () => seen.push('a2'));
    observe(b, () => seen.push('b'));
    const io = FakeIO.all[0];
    io.fire(a, box(0));
    expect(seen).toEqual(['a1', 'a2']);
    offA1();
    offA1(); // twice is harmless
    expect(io.targets.has(a)).toBe(true);
    offA2();
    expect(io.targets.has(a)).toBe(false);
    expect(io.targets.has(b)).toBe(true);
  });

  it('keeps delivering to the others when a callback throws', async () => {
    const { observe } = await freshScheduler();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = document.createElement('div');
    let got = false;
    observe(a, () => {
      throw new Error('broken');
    });
    observe(a, () => (got = true));
    FakeIO.all[0].fire(a, box(0));
    expect(got).toBe(true);
    err.mockRestore();
  });
});
