import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { freshScheduler, stubBrowser, type Harness } from './fakes';

describe('frame loop', () => {
  let h: Harness;
  beforeEach(() => (h = stubBrowser()));
  afterEach(() => h.restore());

  it('runs every read before every update before every write, in one requestAnimationFrame', async () => {
    const { frame } = await freshScheduler();
    const order: string[] = [];
    frame.write(() => order.push('w1'));
    frame.read(() => order.push('r1'));
    frame.update(() => order.push('u1'));
    frame.read(() => order.push('r2'));
    expect(h.rafs.length).toBe(1);
    h.frame();
    expect(order).toEqual(['r1', 'r2', 'u1', 'w1']);
  });

  it('requests no frame at all until something is queued, and sleeps again when the queue is empty', async () => {
    const { frame, onScroll, onResizeEnd, observe, everySecond } = await freshScheduler();
    // Subscribing to the sources is not queuing frame work.
    onScroll(() => {});
    onResizeEnd(() => {});
    observe(document.body, () => {});
    const stop = everySecond(() => {});
    expect(h.rafs.length).toBe(0);
    frame.read(() => {});
    expect(h.rafs.length).toBe(1);
    h.frame();
    expect(h.rafs.length).toBe(0);
    stop();
  });

  it('queues a job once however often it is scheduled before the frame', async () => {
    const { frame } = await freshScheduler();
    let runs = 0;
    const job = () => runs++;
    for (let i = 0; i < 5; i++) frame.write(job);
    expect(h.rafs.length).toBe(1);
    h.frame();
    expect(runs).toBe(1);
  });

  it('runs a job queued for a later phase in the same frame, and one for the same phase next frame', async () => {
    const { frame } = await freshScheduler();
    const seen: string[] = [];
    frame.read(() => {
      frame.write(() => seen.push('write same frame'));
      frame.read(() => seen.push('read next frame'));
    });
    h.frame();
    expect(seen).toEqual(['write same frame']);
    expect(h.rafs.length).toBe(1);
    h.frame();
    expect(seen).toEqual(['write same frame', 'read next frame']);
  });

  it('keeps alive jobs until cancelled, with one rAF per frame for any number of them', async () => {
    const { frame } = await freshScheduler();
    let calls = 0;
    const cancels = Array.from({ length: 1000 }, () => frame.update(() => calls++, true));
    expect(h.rafs.length).toBe(1);
    for (let i = 1; i <= 3; i++) {
      h.frame();
      expect(calls).toBe(1000 * i);
      expect(h.rafs.length).toBe(1);
    }
    cancels.forEach((c) => c());
    h.frame();
    expect(calls).toBe(3000);
    expect(h.rafs.length).toBe(0);
  });

  it('cancels a queued job by reference', async () => {
    const { frame } = await freshScheduler();
    let ran = false;
    const job = () => (ran = true);
    frame.read(job);
    frame.cancel(job);
    h.frame();
    expect(ran).toBe(false);
  });

  it('clamps the frame delta after a long gap (a hidden tab), and starts afresh after sleeping', async () => {
    const { frame } = await freshScheduler();
    const deltas: number[] = [];
    const cancel = frame.read((f) => deltas.push(f.delta), true);
    h.frame(1000);
    h.frame(1016);
    h.frame(9000); // the tab was hidden for 8 s
    expect(deltas).toEqual([1000 / 60, 16, 40]);
    cancel();
    h.frame(9016);
    frame.read((f) => deltas.push(f.delta));
    h.frame(60000); // woke up after a long sleep
    expect(deltas[3]).toBe(1000 / 60);
  });

  it('logs a failing job and runs the others', async () => {
    const { frame } = await freshScheduler();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    let ran = false;
    frame.read(() => {
      throw new Error('boom');
    });
    frame.read(() => (ran = true));
    h.frame();
    expect(ran).toBe(true);
    expect(err).toHaveBeenCalledWith(expect.stringContaining('[lightpage]'), expect.any(Error));
    err.mockRestore();
  });
});

describe('development check: layout reads in the write phase', () => {
  let h: Harness;
  let err: MockInstance<typeof console.error>;
  beforeEach(() => {
    h = stubBrowser();
    err = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    err.mockRestore();
    h.restore();
  });

  it('reports getBoundingClientRect, offsetHeight, getComputedStyle and window.scrollY read while writing', async () => {
    const { frame, readsInWrite } = await freshScheduler();
    const el = document.createElement('div');
    document.body.append(el);
    const before = readsInWrite();
    frame.write(() => {
      el.style.height = '10px';
      el.getBoundingClientRect();
      void el.offsetHeight;
      getComputedStyle(el);
      void window.scrollY;
    });
    h.frame();
    expect(readsInWrite() - before).toBe(4);
    const messages = err.mock.calls.map((c) => String(c[0]));
    for (const name of ['getBoundingClientRect()', 'offsetHeight', 'getComputedStyle()', 'window.scrollY']) {
      expect(messages.some((m) => m.includes(name) && m.includes('write phase'))).toBe(true);
    }
    el.remove();
  });

  it('stays quiet for reads in the read phase and outside frames', async () => {
    const { frame, readsInWrite } = await freshScheduler();
    const el = document.createElement('div');
    const before = readsInWrite();
    frame.read(() => {
      el.getBoundingClientRect();
      void el.offsetWidth;
    });
    frame.update(() => void window.scrollY);
    h.frame();
    el.getBoundingClientRect();
    expect(readsInWrite()).toBe(before);
    expect(err).not.toHaveBeenCalled();
  });

  it('reports a read in a loop once per frame, but counts every one', async () => {
    const { frame, readsInWrite } = await freshScheduler();
    const els = Array.from({ length: 50 }, () => document.createElement('div'));
    const before = readsInWrite();
    frame.write(() => els.forEach((el) => el.getBoundingClientRect()));
    h.frame();
    expect(readsInWrite() - before).toBe(50);
    expect(err).toHaveBeenCalledTimes(1);
    await Promise.resolve(); // the next frame reports again
    frame.write(() => els[0].getBoundingClientRect());
    h.frame();
    expect(err).toHaveBeenCalledTimes(2);
  });
});

describe('frame loop: scheduling inside a frame', () => {
  let h: Harness;
  beforeEach(() => (h = stubBrowser()));
  afterEach(() => h.restore());

  it('a job queued for a later phase of the running frame asks for no extra frame', async () => {
    const { frame } = await freshScheduler();
    let wrote = false;
    frame.read(() => frame.write(() => (wrote = true)));
    h.frame();
    expect(wrote).toBe(true);
    expect(h.rafs.length).toBe(0);
  });
});
