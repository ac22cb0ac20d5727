import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRegistry } from '../../../src/core/registry';
import { mounter, unmount, type MountRoot } from '../../../src/core/mount';
import { HELD_LINK_MS } from '../../../src/scheduler/constants';
import type { ModuleChunk, ModuleContext, RegistryEntry } from '../../../src/core/types';

/** An IntersectionObserver the test drives: `enter(el)` reports el as within the load margin. */
class FakeIO {
  static all: FakeIO[] = [];
  observed = new Set<Element>();
  constructor(private cb: IntersectionObserverCallback, public options?: IntersectionObserverInit) {
    FakeIO.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
  /** `el` enters the observer's root: on screen (the middle third of the root, a screen of 800 px), or `below` it, within the margin. */
  static enter(el: Element, below = false) {
    const top = below ? 1000 : 100;
    const entry = { target: el, isIntersecting: true, boundingClientRect: { top, bottom: top + 100 }, rootBounds: { height: 2400 } };
    for (const io of FakeIO.all) if (io.observed.has(el)) io.cb([entry as unknown as IntersectionObserverEntry], io as never);
  }
}

/** A chunk whose arrival the test controls. */
function deferredChunk() {
  let resolve!: (c: ModuleChunk) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<ModuleChunk>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const ctx = {} as ModuleContext;
/** The runtime's mounter (one per test, as one runtime per page). */
let mountRoot: MountRoot;
const getMount = () => Promise.resolve(mountRoot);
/** Let promise callbacks and the mount queue's macrotasks run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  mountRoot = mounter(ctx);
  FakeIO.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIO);
  vi.useFakeTimers();
  document.body.innerHTML = `
    <div class="a" id="a1"><button class="inner">go</button><input class="field"><span class="widget" tabindex="0">w</span></div>
    <div class="a b" id="ab"></div>
    <div class="b" id="b1"><div class="deep"><p id="child">x</p></div></div>
    <div class="c" id="c1"></div>`;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('registry', () => {
  it('loads nothing at start, and a root once it comes within one viewport', async () => {
    const load = vi.fn(() => Promise.resolve({ mount: vi.fn() }));
    startRegistry([{ name: 'a', selector: '.a', load }], getMount);
    expect(FakeIO.all[0].options?.rootMargin).toBe('100% 0px');
    await settle();
    expect(load).not.toHaveBeenCalled();
    FakeIO.enter(document.getElementById('a1')!);
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('eager (the builder preview): loads every root at once, scroll-triggered ones too, with no visibility wait', async () => {
    const mountA = vi.fn();
    const mountC = vi.fn();
    const reg = startRegistry(
      [
        { name: 'a', selector: '.a', load: () => Promise.resolve({ mount: mountA }) },
        { name: 'c', selector: '.c', load: () => Promise.resolve({ mount: mountC }), trigger: 'scroll' },
      ],
      getMount,
      true,
    );
    await vi.runAllTimersAsync();
    expect([...reg.roots.values()].map((p) => p.state)).toEqual(['mounted', 'mounted', 'mounted']);
    expect(mountA.mock.calls.map(([root]) => (root as Element).id)).toEqual(['a1', 'ab']);
    expect(mountC).toHaveBeenCalledOnce();
  });

  it('mounts every module whose selector an element matches, and keeps their cleanups for unmount', async () => {
    const cleanA = vi.fn();
    const mountA = vi.fn(() => cleanA);
    const mountB = vi.fn();
    const reg = startRegistry([
      { name: 'a', selector: '.a', load: () => Promise.resolve({ mount: mountA }) },
      { name: 'b', selector: '.b', load: () => Promise.resolve({ mount: mountB }) },
    ], getMount);
    const ab = document.getElementById('ab')!;
    await reg.load(ab);
    expect(mountA).toHaveBeenCalledWith(ab, ctx);
    expect(mountB).toHaveBeenCalledWith(ab, ctx);
    // The runtime's unmount (core/mount) runs them and forgets the root.
    unmount(reg, ab);
    expect(cleanA).toHaveBeenCalledOnce();
    expect(reg.roots.has(ab)).toBe(false);
  });

  it('load() of an element inside a root loads that root, once, and resolves after the mount', async () => {
    const mount = vi.fn();
    const load = vi.fn(() => Promise.resolve({ mount }));
    const reg = startRegistry([{ name: 'b', selector: '.b', load }], getMount);
    const p1 = reg.load(document.getElementById('child')!);
    const p2 = reg.load(document.getElementById('b1')!);
    FakeIO.enter(document.getElementById('b1')!);
    await Promise.all([p1, p2]);
    expect(mount).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
    // An element in no root resolves at once.
    await expect(reg.load(document.getElementById('c1')!)).resolves.toBeUndefined();
  });

  it('loads on the first sign of intent: pointerover, pointerdown, focusin or keydown inside a root', async () => {
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
      const load = vi.fn(() => Promise.resolve({ mount: () => {} }));
      startRegistry([{ name: 'b', selector: `.b`, load }], getMount);
      document.getElementById('child')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(load, type).toHaveBeenCalledOnce();
    }
  });

  it('holds a click that lands before the chunk, and replays it once the module is mounted', async () => {
    const chunk = deferredChunk();
    const clicks: string[] = [];
    startRegistry([{ name: 'a', selector: '.a', load: () => chunk.promise }], getMount);
    const button = document.querySelector<HTMLButtonElement>('.inner')!;
    // happy-dom marks dispatched events untrusted; a real tap is trusted.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'isTrusted', { value: true });
    document.addEventListener('click', () => clicks.push('page saw a click'));
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    chunk.resolve({
      mount: (root) => root.addEventListener('click', () => clicks.push('module handled it')),
    });
    await settle();
    expect(clicks).toEqual(['module handled it', 'page saw a click']);
  });

  it('never holds a click or key press with a modifier key: the browser opens a new tab or window for it', async () => {
    const chunk = deferredChunk();
    const load = vi.fn(() => chunk.promise);
    startRegistry([{ name: 'a', selector: '.a', load }], getMount);
    const trusted = (e: Event) => (Object.defineProperty(e, 'isTrusted', { value: true }), document.querySelector('.widget')!.dispatchEvent(e), e.defaultPrevented);
    for (const mod of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(trusted(new MouseEvent('click', { bubbles: true, cancelable: true, [mod]: true })), mod).toBe(false);
      expect(trusted(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, [mod]: true })), mod).toBe(false);
    }
    expect(load).toHaveBeenCalledOnce(); // still a sign of intent: the chunk is on its way
    expect(trusted(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('holds Enter on a custom widget but not typing in a field, nor Tab', async () => {
    const chunk = deferredChunk();
    startRegistry([{ name: 'a', selector: '.a', load: () => chunk.promise }], getMount);
    const trusted = (el: Element, key: string) => {
      const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(e, 'isTrusted', { value: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(trusted(document.querySelector('.field')!, 'x')).toBe(false);
    expect(trusted(document.querySelector('.field')!, 'Enter')).toBe(false);
    expect(trusted(document.querySelector('.widget')!, 'Tab')).toBe(false);
    // Enter on a button becomes a (held) click by itself: the key press is left alone.
    expect(trusted(document.querySelector('.inner')!, 'Enter')).toBe(false);
    const keys: string[] = [];
    expect(trusted(document.querySelector('.widget')!, 'Enter')).toBe(true);
    chunk.resolve({ mount: (root) => root.addEventListener('keydown', (e) => keys.push(e.key)) });
    await settle();
    expect(keys).toEqual(['Enter']);
  });

  it('spreads mounts over tasks: one module per task', async () => {
    const order: string[] = [];
    const reg = startRegistry([
      { name: 'a', selector: '.a', load: () => Promise.resolve({ mount: (r) => void order.push('a:' + r.id) }) },
      { name: 'c', selector: '.c', load: () => Promise.resolve({ mount: (r) => void order.push('c:' + r.id) }) },
    ], getMount);
    void reg.load(document.getElementById('a1')!);
    void reg.load(document.getElementById('c1')!);
    // Both chunks arrive (microtasks), the first mounts, and the second waits for the next task.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual(['a:a1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a:a1', 'c:c1']);
  });

  it('a module that fails to load or to mount logs, and the others still mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = vi.fn();
    const reg = startRegistry([
      { name: 'broken-load', selector: '.a', load: () => Promise.reject(new Error('404')) },
      { name: 'broken-mount', selector: '.a', load: () => Promise.resolve({ mount: () => { throw new Error('boom'); } }) },
      { name: 'good', selector: '.a', load: () => Promise.resolve({ mount: good }) },
    ] as RegistryEntry[], getMount);
    await reg.load(document.getElementById('ab')!);
    expect(good).toHaveBeenCalledOnce();
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['[lightpage] module broken-mount failed to mount']);
    // One warning for the failure, with the error, saying what happens next.
    expect(warn.mock.calls.map((c) => c.map(String))).toEqual([['[lightpage] module broken-load failed to load; retry on next use, after 1000 ms', 'Error: 404']]);
  });

  it('asks again for a chunk that failed, on the next reason to load it, after a bounded backoff; mounted modules stay mounted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = 2;
    const flaky = vi.fn(() => (fails-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve({ mount: vi.fn() })));
    const good = vi.fn();
    const reg = startRegistry([
      { name: 'flaky', selector: '.a', load: flaky },
      { name: 'good', selector: '.b', load: () => Promise.resolve({ mount: good }) },
    ] as RegistryEntry[], getMount);
    const root = document.getElementById('ab')!;
    FakeIO.enter(root);
    await settle();
    expect(flaky).toHaveBeenCalledTimes(1);
    expect(good).toHaveBeenCalledOnce();
    // Watched again: still in view is a reason, but not before the backoff (1 s, then 2 s).
    FakeIO.enter(root);
    await vi.advanceTimersByTimeAsync(999);
    expect(flaky).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(flaky).toHaveBeenCalledTimes(2);
    // Out of view: nothing is asked until a reason comes (here intent), and then only after 2 s.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flaky).toHaveBeenCalledTimes(2);
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(flaky).toHaveBeenCalledTimes(3);
    await settle();
    expect(reg.roots.get(root)!.state).toBe('mounted');
    expect(good).toHaveBeenCalledOnce(); // not mounted twice by the retry
    expect(error).not.toHaveBeenCalled();
  });

  it('gives up after the last retry, and then hands held clicks to the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const reg = startRegistry([{ name: 'a', selector: '.a', load }], getMount);
    const replayed = vi.fn();
    document.querySelector('.inner')!.addEventListener('click', replayed);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'isTrusted', { value: true });
    document.querySelector('.inner')!.dispatchEvent(tap);
    for (let i = 0; i < 10; i++) {
      await reg.load(document.getElementById('a1')!);
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(load).toHaveBeenCalledTimes(5); // the first try and 4 retries
    expect(replayed).toHaveBeenCalledOnce();
    expect(error.mock.calls.map((c) => c.map(String))).toEqual([['[lightpage] gave up on module a', 'Error: offline']]);
  });

  it('when the core runtime itself fails, the root is retried like a module chunk', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mount = vi.fn();
    let fail = true;
    const reg = startRegistry([{ name: 'a', selector: '.a', load: () => Promise.resolve({ mount }) }], () =>
      fail ? ((fail = false), Promise.reject(new Error('offline'))) : getMount());
    await reg.load(document.getElementById('a1')!);
    expect(mount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await reg.load(document.getElementById('a1')!);
    expect(mount).toHaveBeenCalledOnce();
  });

  it('a held click on a link falls through to the browser after HELD_LINK_MS when the chunk is late, and is not replayed again', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a class="a" id="link" href="#go"><span id="label">Go</span></a>');
    const chunk = deferredChunk();
    const mount = vi.fn();
    startRegistry([{ name: 'a', selector: '.a', load: () => chunk.promise }], getMount);
    const followed = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('click', followed);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'isTrusted', { value: true });
    document.getElementById('label')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(HELD_LINK_MS - 1);
    expect(followed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(followed).toHaveBeenCalledOnce();
    chunk.resolve({ mount });
    await settle();
    expect(mount).toHaveBeenCalledOnce();
    expect(followed).toHaveBeenCalledOnce();
  });
});

describe('registry: rows loaded on the first scroll', () => {
  it('never observes such a root, loads it on the first scroll, and removes its scroll listener', async () => {
    const load = vi.fn(() => Promise.resolve({ mount: vi.fn() }));
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    startRegistry([{ name: 'c', selector: '.c', load, trigger: 'scroll' }], getMount);
    const c1 = document.getElementById('c1')!;
    expect(FakeIO.all[0].observed.has(c1)).toBe(false);
    FakeIO.enter(c1);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const [, listener, options] = add.mock.calls.find(([type]) => type === 'scroll')!;
    expect(options).toEqual({ passive: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledWith('scroll', listener);
    add.mockRestore();
    remove.mockRestore();
  });

  it('a root of such a row found after the first scroll (content swapped in later) loads at once', async () => {
    const load = vi.fn(() => Promise.resolve({ mount: vi.fn() }));
    const registry = startRegistry([{ name: 'c', selector: '.c', load, trigger: 'scroll' }], getMount);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    const later = document.body.appendChild(document.createElement('div'));
    later.innerHTML = '<div class="c" id="c-later"></div>';
    registry.scan(later);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads what is on screen at once, and what is within a screen of it only once the visitor scrolls', async () => {
    document.body.innerHTML = '<div class="a" id="on"></div><div class="a" id="near"></div>';
    const loads: string[] = [];
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    startRegistry([{ name: 'a', selector: '.a', load: () => Promise.resolve({ mount: (el: HTMLElement) => void loads.push(el.id) }) }], getMount);
    FakeIO.enter(document.getElementById('near')!, true);
    FakeIO.enter(document.getElementById('on')!);
    await settle();
    expect(loads).toEqual(['on']);
    // The first scroll loads the rest of the margin; the listener goes with it.
    const [, listener, options] = add.mock.calls.find(([type]) => type === 'scroll')!;
    expect(options).toEqual({ passive: true });
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(loads).toEqual(['on', 'near']);
    expect(remove).toHaveBeenCalledWith('scroll', listener);
    add.mockRestore();
    remove.mockRestore();
  });

  it('loads at once on a page restored already scrolled', async () => {
    const load = vi.fn(() => Promise.resolve({ mount: vi.fn() }));
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    startRegistry([{ name: 'c', selector: '.c', load, trigger: 'scroll' }], getMount);
    // Not read in boot's task (reading scrollY forces a layout there), but in the next frame.
    expect(scrolled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await settle();
    expect(scrolled).toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
    scrolled.mockRestore();
  });
});

describe('registry: the lightpage:mount event', () => {
  it('tells third-party code, on the root and bubbling, which module is live', async () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(`${(e.target as Element).id}:${(e as CustomEvent<{ name: string }>).detail.name}`);
    document.addEventListener('lightpage:mount', listener);
    startRegistry([
      { name: 'a', selector: '.a', load: () => Promise.resolve({ mount: vi.fn() }) },
      { name: 'b', selector: '.b', load: () => Promise.resolve({ mount: () => { throw new Error('broken'); } }) },
    ], getMount);
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeIO.enter(document.getElementById('ab')!);
    await settle();
    // A module that fails to mount is not announced as live.
    expect(seen).toEqual(['ab:a']);
    err.mockRestore();
    document.removeEventListener('lightpage:mount', listener);
  });
});
