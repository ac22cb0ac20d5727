// The clock: one timer for every per-second subscriber, on wall-clock seconds, catching up at once when
// a hidden tab becomes visible.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshScheduler, stubBrowser, type Harness } from './fakes';

let h: Harness;
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};
beforeEach(() => {
  h = stubBrowser();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
  vi.setSystemTime(new Date('2030-01-01T10:00:00.300Z'));
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  h.restore();
});

describe('everySecond', () => {
  it('ticks every subscriber from one timer, on wall-clock seconds', async () => {
    const { everySecond } = await freshScheduler();
    const ticks: number[][] = [[], [], []];
    ticks.forEach((list) => everySecond((now) => list.push(now)));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(699);
    expect(ticks[0]).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(3000);
    const expected = [1, 2, 3, 4].map((s) => Date.UTC(2030, 0, 1, 10, 0, s));
    for (const list of ticks) expect(list).toEqual(expected);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stays on the second when a tick runs late', async () => {
    const { everySecond } = await freshScheduler();
    const ticks: number[] = [];
    everySecond((now) => {
      ticks.push(now);
      if (ticks.length === 1) vi.setSystemTime(now + 350); // a long task delayed us
    });
    vi.advanceTimersByTime(700 + 650);
    expect(ticks.map((t) => t % 1000)).toEqual([0, 0]);
  });

  it('stops its timer when the last subscriber leaves', async () => {
    const { everySecond } = await freshScheduler();
    const offs = [everySecond(() => {}), everySecond(() => {})];
    offs[0]();
    expect(vi.getTimerCount()).toBe(1);
    offs[1]();
    expect(vi.getTimerCount()).toBe(0);
    expect(h.rafs).toHaveLength(0);
  });

  it('ticks at once with the real time when a hidden tab comes back, then realigns', async () => {
    const { everySecond } = await freshScheduler();
    const ticks: number[] = [];
    everySecond((now) => ticks.push(now));
    vi.advanceTimersByTime(700);
    setVisibility('hidden');
    // Hidden: the browser throttles our timer; 90.5 s pass without it running.
    vi.setSystemTime(Date.UTC(2030, 0, 1, 10, 1, 31, 500));
    setVisibility('visible');
    expect(ticks.at(-1)).toBe(Date.UTC(2030, 0, 1, 10, 1, 31, 500));
    ticks.length = 0;
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([Date.UTC(2030, 0, 1, 10, 1, 32)]);
  });

  it('keeps ticking the others when one subscriber throws', async () => {
    const { everySecond } = await freshScheduler();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    let n = 0;
    everySecond(() => {
      throw new Error('broken countdown');
    });
    everySecond(() => n++);
    vi.advanceTimersByTime(2700);
    expect(n).toBe(3);
    err.mockRestore();
  });
});
