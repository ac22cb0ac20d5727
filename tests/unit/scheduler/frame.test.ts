import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the frame loop is a singleton.
async function loadFrame() {
  vi.resetModules();
  return import('../../../src/scheduler/frame');
}

describe('frame loop', () => {
  let rafs: FrameRequestCallback[] = [];
  beforeEach(() => {
    rafs = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb));
  });
  afterEach(() => vi.unstubAllGlobals());
  const flush = (t: number) => rafs.splice(0).forEach((cb) => cb(t));

  it('runs every read before every write, in one requestAnimationFrame', async () => {
    const { frame } = await loadFrame();
    const order: string[] = [];
    frame.write(() => order.push('w1'));
    frame.read(() => order.push('r1'));
    frame.update(() => order.push('u1'));
    frame.read(() => order.push('r2'));
    expect(rafs.length).toBe(1);
    flush(16);
    expect(order).toEqual(['r1', 'r2', 'u1', 'w1']);
  });

  it('sleeps when nothing is queued', async () => {
    const { frame } = await loadFrame();
    frame.read(() => {});
    flush(16);
    expect(rafs.length).toBe(0);
  });

  it('runs a job queued for a later phase in the same frame, and one for the same phase next frame', async () => {
    const { frame } = await loadFrame();
    const seen: string[] = [];
    frame.read(() => {
      frame.write(() => seen.push('write same frame'));
      frame.read(() => seen.push('read next frame'));
    });
    flush(16);
    expect(seen).toEqual(['write same frame']);
    flush(32);
    expect(seen).toEqual(['write same frame', 'read next frame']);
  });

  it('keeps alive jobs until cancelled, with one rAF per frame for any number of them', async () => {
    const { frame } = await loadFrame();
    let calls = 0;
    const cancels = Array.from({ length: 1000 }, () => frame.update(() => calls++, true));
    flush(16);
    expect(calls).toBe(1000);
    expect(rafs.length).toBe(1);
    cancels.forEach((c) => c());
    flush(32);
    expect(rafs.length).toBe(0);
  });

  it('clamps the frame delta after a long gap', async () => {
    const { frame } = await loadFrame();
    const deltas: number[] = [];
    frame.read((f) => deltas.push(f.delta), true);
    flush(1000);
    flush(1016);
    flush(9000); // the tab was hidden for 8 s
    expect(deltas[1]).toBe(16);
    expect(deltas[2]).toBe(40);
  });

  it('logs a failing job and runs the others', async () => {
    const { frame } = await loadFrame();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    let ran = false;
    frame.read(() => {
      throw new Error('boom');
    });
    frame.read(() => (ran = true));
    flush(16);
    expect(ran).toBe(true);
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });
});
