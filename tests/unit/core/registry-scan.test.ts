// The registry's two additions for issue 11: rows that load on intent only (the lightbox), and scan()
// (or a bubbling lightpage:scan event) for content swapped in by ajax pagination.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRegistry } from '../../../src/core/registry';
import { mounter, unmountOnScan } from '../../../src/core/mount';
import type { ModuleContext } from '../../../src/core/types';

class FakeIO {
  static all: FakeIO[] = [];
  observed = new Set<Element>();
  constructor(private cb: IntersectionObserverCallback) {
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
const getMount = () => Promise.resolve(mounter({} as ModuleContext));
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(10);
};

beforeEach(() => {
  FakeIO.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIO);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('registry: intent-only rows', () => {
  it('never loads for being in view, and loads on the first tap, holding and replaying the click', async () => {
    document.body.innerHTML = '<div class="g"><a href="/full.png" id="img">x</a></div>';
    const clicks: string[] = [];
    const mount = vi.fn((root: HTMLElement) => root.addEventListener('click', (e) => (e.preventDefault(), clicks.push('module'))));
    const load = vi.fn(() => Promise.resolve({ mount }));
    startRegistry([{ name: 'lightbox', selector: '.g', load, trigger: 'intent' }], getMount);
    const root = document.querySelector('.g')!;
    FakeIO.enter(root);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const a = document.getElementById('img')!;
    a.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // A trusted click is held; happy-dom's synthetic events are not trusted, so hold it by hand here.
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
    a.click();
    expect(clicks).toEqual(['module']);
  });
});

describe('registry: scan', () => {
  it('forgets roots that left the document (running their cleanups, a failing one logged) and registers the new ones', async () => {
    document.body.innerHTML = '<div class="m"><div class="c" id="old"><span class="w" id="w1"></span></div></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const cleanup = vi.fn(() => {
      if (!calls++) throw new Error('broken cleanup');
    });
    const mounted: string[] = [];
    const load = vi.fn(() => Promise.resolve({ mount: (root: HTMLElement) => (mounted.push(root.id), cleanup) }));
    const reg = startRegistry([{ name: 'c', selector: '.c,.w', load }], getMount);
    // What the runtime does once created: unmount, on lightpage:scan, the roots that left the document.
    const stop = unmountOnScan(reg);
    FakeIO.enter(document.getElementById('old')!);
    FakeIO.enter(document.getElementById('w1')!);
    await settle();
    expect(mounted).toEqual(['old', 'w1']);

    const fresh = document.createElement('div');
    fresh.className = 'c';
    fresh.id = 'new';
    fresh.innerHTML = '<span class="w" id="w2"></span>';
    document.getElementById('old')!.replaceWith(fresh);
    fresh.dispatchEvent(new CustomEvent('lightpage:scan', { bubbles: true }));
    expect(cleanup).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['[lightpage] module cleanup failed']);
    error.mockRestore();
    expect(reg.roots.has(document.createElement('x'))).toBe(false);
    expect([...reg.roots.keys()].map((e) => e.id)).toEqual(['new', 'w2']);
    FakeIO.enter(fresh);
    FakeIO.enter(document.getElementById('w2')!);
    await settle();
    await vi.advanceTimersByTimeAsync(50);
    expect(mounted).toEqual(['old', 'w1', 'new', 'w2']);
    // Scanning again registers nothing twice.
    reg.scan(fresh);
    expect(reg.roots.size).toBe(2);
    stop();
  });
});

describe('registry: a long page on a slow phone', () => {
  // A clock that moves 1 ms per reading: registering 300 roots takes far longer than one slice.
  const slowClock = () => {
    let now = 0;
    return vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
  };

  it('registers the roots over several tasks, and every root is registered in the end', async () => {
    document.body.innerHTML = Array.from({ length: 300 }, (_, i) => `<div class="m" id="m${i}"></div>`).join('');
    slowClock();
    const registry = startRegistry([{ name: 'm', selector: '.m', load: () => Promise.resolve({ mount: () => {} }) }], getMount);
    // The first task stopped after a slice: the main thread was given back.
    expect(registry.roots.size).toBeGreaterThan(0);
    expect(registry.roots.size).toBeLessThan(300);
    await settle();
    await vi.runAllTimersAsync();
    expect(registry.roots.size).toBe(300);
    const observed = FakeIO.all[0].observed;
    expect(observed.has(document.getElementById('m299')!)).toBe(true);
  });

  it('a reason to load a root not registered yet (a tap, a fragment) registers it at once', async () => {
    document.body.innerHTML = Array.from({ length: 300 }, (_, i) => `<div class="m" id="m${i}"><button>b</button></div>`).join('');
    slowClock();
    const mount = vi.fn();
    const registry = startRegistry([{ name: 'm', selector: '.m', load: () => Promise.resolve({ mount }), trigger: 'intent' }], getMount);
    const last = document.getElementById('m299')!;
    expect(registry.roots.has(last)).toBe(false);
    last.firstElementChild!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(registry.roots.has(last)).toBe(true);
    await registry.load(document.getElementById('m298')!);
    expect(mount).toHaveBeenCalledWith(document.getElementById('m298'), expect.anything());
  });
});
