import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The document's real readyState (what a loader's patch on the instance cannot hide). */
function setReadyState(value: DocumentReadyState) {
  vi.spyOn(Document.prototype, 'readyState', 'get').mockReturnValue(value);
}

async function boot() {
  vi.resetModules();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('lightpage.boot')];
  const { boot } = await import('../../../src/core/boot');
  boot([]);
}

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  setReadyState('complete');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, '', location.pathname);
  history.scrollRestoration = 'auto';
  document.body.innerHTML = '';
});

describe('boot', () => {
  it('with a fragment, keeps the page at the top while it loads (the browser would jump to the target)', async () => {
    setReadyState('interactive');
    history.replaceState(null, '', '#far-below');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await boot();
    expect(history.scrollRestoration).toBe('manual');
    expect(scroll).toHaveBeenCalledWith(0, 0);
    // Out of the address until load, so the browser has nothing to jump to; then put back.
    expect(location.hash).toBe('');
    scroll.mockClear();
    dispatchEvent(new Event('load'));
    expect(location.hash).toBe('#far-below');
    // ...without scrolling: a visitor who moved before load stays where they went.
    expect(scroll).not.toHaveBeenCalled();
  });

  it('without a fragment, leaves scrolling to the browser', async () => {
    setReadyState('interactive');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await boot();
    dispatchEvent(new Event('load'));
    expect(scroll).not.toHaveBeenCalled();
    expect(history.scrollRestoration).toBe('auto');
  });

  it('takes over a same-page anchor click, and the runtime moves focus to the target', async () => {
    document.body.innerHTML = '<a id="go" href="#about">About</a><h2 id="about">About</h2>';
    await boot();
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('go')!.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('about'));
  });

  it('finds the module roots in a task of its own, after the one that evaluates it (the end of parsing)', async () => {
    vi.useFakeTimers();
    const observers = vi.fn();
    vi.stubGlobal('IntersectionObserver', class {
      constructor() {
        observers();
      }
      observe() {}
      unobserve() {}
    });
    document.body.innerHTML = '<div class="m"></div>';
    vi.resetModules();
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for('lightpage.boot')];
    const { boot: bootWith } = await import('../../../src/core/boot');
    bootWith([{ name: 'm', selector: '.m', load: () => Promise.resolve({ mount: () => {} }) }]);
    expect(observers).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(observers).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  // (The warning about the broken global comes when a module first reads the settings: runtime-parts.test.ts.)
  it('survives a broken et_pb_custom and a malformed fragment', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    (window as { et_pb_custom?: unknown }).et_pb_custom = '<broken>';
    history.replaceState(null, '', '#%%%||||%3Cscript%3E');
    document.body.innerHTML = '<a id="go" href="#about">About</a><h2 id="about">About</h2>';
    await boot();
    document.getElementById('go')!.click();
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('about'));
    expect(error).not.toHaveBeenCalled();
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
  });
});
