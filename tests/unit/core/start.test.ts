import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenParsed } from '../../../src/core/start';

const KEY = Symbol.for('lightpage.boot');
const winAdd = window.addEventListener;
const real = (value: DocumentReadyState) => vi.spyOn(Document.prototype, 'readyState', 'get').mockReturnValue(value);

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as Record<symbol, unknown>)[KEY];
  delete (document as { readyState?: unknown }).readyState;
  delete (document as { addEventListener?: unknown }).addEventListener;
  window.addEventListener = winAdd;
});

/** A script loader as a CDN's "rocket" loader patches the page: readyState lies, DOMContentLoaded and load are swallowed. */
function rocketLoader() {
  Object.defineProperty(document, 'readyState', { get: () => 'loading', configurable: true });
  const swallow = (orig: typeof document.addEventListener) =>
    function (this: EventTarget, type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) {
      if (type === 'DOMContentLoaded' || type === 'load' || type === 'readystatechange') return;
      return orig.call(this, type, fn, opts);
    };
  document.addEventListener = swallow(document.addEventListener);
  window.addEventListener = swallow(window.addEventListener) as typeof window.addEventListener;
}

describe('whenParsed', () => {
  it('starts at once when the document is parsed, even if a loader says it is still loading', () => {
    real('interactive');
    rocketLoader();
    const fn = vi.fn();
    whenParsed(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('while the document really is loading, starts on DOMContentLoaded even when a loader swallows the listener', () => {
    const state = real('loading');
    rocketLoader();
    const fn = vi.fn();
    whenParsed(fn);
    expect(fn).not.toHaveBeenCalled();
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(fn).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('load'));
    expect(fn).toHaveBeenCalledOnce();
  });

  it('falls back to window load when DOMContentLoaded never comes', () => {
    const state = real('loading');
    const fn = vi.fn();
    whenParsed(fn);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs once on a page where the entry runs twice (a loader replaying it, two tags)', () => {
    real('complete');
    const fn = vi.fn();
    expect(whenParsed(fn)).toBe(true);
    expect(whenParsed(fn)).toBe(false);
    expect(fn).toHaveBeenCalledOnce();
  });
});
