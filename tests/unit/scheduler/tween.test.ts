// The one timed transition: eased progress written once per frame, a clean end, and cancellation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swing } from '../../../src/scheduler/tween';

describe('swing easing', () => {
  it('runs from 0 to 1 through the middle, slow at both ends, as jQuery swing', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.9)).toBeGreaterThan(0.9);
  });
});

describe('scheduler.tween on the real frame loop', () => {
  let rafs: FrameRequestCallback[] = [];
  beforeEach(() => {
    rafs = [];
    vi.resetModules();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb));
  });
  afterEach(() => vi.unstubAllGlobals());
  const frame = (t: number) => rafs.splice(0).forEach((cb) => cb(t));
  const load = async () => (await import('../../../src/scheduler/index')).scheduler;

  it('writes the eased progress once a frame for the duration, ends with exactly 1, calls done once, then sleeps', async () => {
    const { tween } = await load();
    const seen: number[] = [];
    const done = vi.fn();
    tween(800, (p) => seen.push(p), swing, done);
    frame(1000); // starts the clock
    frame(1400); // half way
    frame(1800);
    frame(1816);
    expect(seen).toEqual([0, swing(0.5), 1]);
    expect(done).toHaveBeenCalledOnce();
    expect(rafs).toEqual([]);
  });

  it('asks for one requestAnimationFrame per frame, however many tweens run', async () => {
    const { tween } = await load();
    for (let i = 0; i < 50; i++) tween(100, () => {});
    expect(rafs.length).toBe(1);
    frame(0);
    expect(rafs.length).toBe(1);
    frame(50);
    expect(rafs.length).toBe(1);
  });

  it('with no duration writes the end state in one frame', async () => {
    const { tween } = await load();
    const seen: number[] = [];
    tween(0, (p) => seen.push(p), (t) => t * 2);
    frame(0);
    expect(seen).toEqual([2]);
    expect(rafs).toEqual([]);
  });

  it('stops writing and never calls done once cancelled', async () => {
    const { tween } = await load();
    const seen: number[] = [];
    const done = vi.fn();
    const stop = tween(800, (p) => seen.push(p), swing, done);
    frame(0);
    stop();
    frame(400);
    frame(900);
    expect(seen).toEqual([0]);
    expect(done).not.toHaveBeenCalled();
  });
});
