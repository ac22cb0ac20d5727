import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/core/yield';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const y = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: y });
    await yieldToMain();
    expect(y).toHaveBeenCalledOnce();
  });

  it('falls back to a macrotask elsewhere', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const done = vi.fn();
    void yieldToMain().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });
});
