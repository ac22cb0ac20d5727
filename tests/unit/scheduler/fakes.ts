// Controllable stand-ins for the browser pieces happy-dom does not implement (requestAnimationFrame
// timing, IntersectionObserver, ResizeObserver), and a fresh scheduler per test (it is a singleton).
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeIO {
  static all: FakeIO[] = [];
  targets = new Set<Element>();
  observed: Element[] = [];
  constructor(
    public cb: (entries: IntersectionObserverEntry[]) => void,
    public options: IntersectionObserverInit = {},
  ) {
    FakeIO.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
    this.observed.push(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Deliver an entry for el, as the browser would when its intersection changes. */
  fire(el: Element, rect: Partial<DOMRectReadOnly>, rootBounds: Partial<DOMRectReadOnly> | null = { top: -99999, bottom: 800 }) {
    const r = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, ...rect } as DOMRectReadOnly;
    this.cb([{ target: el, boundingClientRect: r, rootBounds, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry]);
  }
}

export class FakeRO {
  static all: FakeRO[] = [];
  targets = new Set<Element>();
  constructor(public cb: (entries: ResizeObserverEntry[]) => void) {
    FakeRO.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Report elements' border-box heights, in one callback as the browser batches them. */
  fire(...reports: [Element, number][]) {
    this.cb(reports.map(([target, blockSize]) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 0 }] }) as unknown as ResizeObserverEntry));
  }
}

/** A box for an element whose top is `top` px from the viewport top. */
export const box = (top: number, height = 100) => ({ top, bottom: top + height, height, width: 300, left: 0, right: 300 });

export interface Harness {
  rafs: FrameRequestCallback[];
  /** Run the queued animation frame at time t (ms). */
  frame(t?: number): void;
  /** Listeners the code under test added to window or document: [target, type, options]. */
  listeners: [EventTarget, string, unknown][];
  /** Remove those listeners and the stubs (afterEach). */
  restore(): void;
}

/** Stub rAF, IntersectionObserver and ResizeObserver; call in beforeEach, undo with vi.unstubAllGlobals. */
export function stubBrowser(): Harness {
  FakeIO.all = [];
  FakeRO.all = [];
  const rafs: FrameRequestCallback[] = [];
  let t = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb));
  vi.stubGlobal('IntersectionObserver', FakeIO);
  vi.stubGlobal('ResizeObserver', FakeRO);
  const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
  const spies = [window, document].map((target) => {
    const original = target.addEventListener.bind(target);
    return vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, options) => {
      added.push([target, type, fn!, options]);
      original(type, fn, options);
    });
  });
  return {
    rafs,
    get listeners() {
      return added.map(([target, type, , options]) => [target, type, options] as [EventTarget, string, unknown]);
    },
    restore() {
      spies.forEach((s) => s.mockRestore());
      for (const [target, type, fn, options] of added.splice(0)) target.removeEventListener(type, fn, options as EventListenerOptions);
      vi.unstubAllGlobals();
    },
    frame(at?: number) {
      t = at ?? t + 16;
      rafs.splice(0).forEach((cb) => cb(t));
    },
  };
}

/**
 * The stubbed browser for every test of the calling file or describe block, with fake timers and Date;
 * restored (and the page emptied) after each. Returns the current test's harness.
 */
export function useStubbedBrowser(): Harness {
  let h: Harness;
  beforeEach(() => {
    h = stubBrowser();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    h.restore();
    document.body.innerHTML = '';
  });
  return new Proxy({} as Harness, { get: (_, key) => Reflect.get(h, key) });
}

/** A fresh copy of every scheduler module (they hold page-wide state). */
export async function freshScheduler() {
  vi.resetModules();
  const [index, viewport, frame, devCheck, { watchers }] = await Promise.all([
    import('../../../src/scheduler/index'),
    import('../../../src/scheduler/viewport'),
    import('../../../src/scheduler/frame'),
    import('../../../src/scheduler/dev-check'),
    import('../../../src/scheduler/watchers'),
  ]);
  // As the runtime does when it mounts the first module that brings the watchers (core/mount).
  index.provideWatchers(watchers);
  // frameModule: its live bindings (currentPhase).
  return { ...index, ...index.scheduler, ...viewport, ...frame, ...devCheck, frameModule: frame };
}
