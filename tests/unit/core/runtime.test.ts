import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../../src/core/runtime';
import type { Registry } from '../../../src/core/registry';

let rafs: FrameRequestCallback[] = [];
let now = 0;
/** Run frames until the frame loop sleeps (smooth scrolls done). */
async function settleFrames() {
  for (let i = 0; i < 500; i++) {
    await Promise.resolve();
    if (!rafs.length) continue;
    rafs.splice(0).forEach((cb) => cb((now += 16)));
  }
}

async function runtime(): Promise<Runtime> {
  vi.resetModules();
  return (await import('../../../src/core/runtime')).createRuntime();
}

/** An element whose document top is `top` whatever the scroll. */
function at(el: Element, top: number) {
  el.getBoundingClientRect = () => ({ top: top - window.scrollY } as DOMRect);
  return el;
}

beforeEach(() => {
  rafs = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb));
  window.scrollTo(0, 0);
  document.body.innerHTML = `
    <div class="et_pb_tabs" id="tabs"><ul class="et_pb_tabs_controls"><li><a href="#">One</a></li><li><a id="specs-link" href="#tab-specs">Specs</a></li></ul></div>
    <div class="et_pb_gallery" id="gallery"></div>
    <h2 id="about">About</h2>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', location.pathname);
  document.body.innerHTML = '';
});

describe('runtime: the fragment', () => {
  it('loads each named module before handing it its state', async () => {
    history.replaceState(null, '', '#gallery|3');
    const r = await runtime();
    const events: string[] = [];
    const load = vi.fn(async (el: Element) => void events.push('load ' + el.id));
    document.getElementById('gallery')!.addEventListener('et_hashchange', (e) => events.push('state ' + e.detail.params));
    await r.fragment(load);
    expect(events).toEqual(['load gallery', 'state 3']);
  });

  it('opens the tab a plain #specs stands for, after loading the tabs module', async () => {
    history.replaceState(null, '', '#specs');
    const r = await runtime();
    const events: string[] = [];
    const load = vi.fn(async (el: Element) => void events.push('load ' + el.id));
    document.getElementById('specs-link')!.addEventListener('click', (e) => (e.preventDefault(), events.push('click')));
    await r.fragment(load);
    expect(events).toEqual(['load specs-link', 'click']);
  });

  it('on load, glides to the target the browser would have jumped to, 50 px above it', async () => {
    history.replaceState(null, '', '#about');
    const r = await runtime();
    at(document.getElementById('about')!, 1500);
    await r.fragment(async () => {}, { hash: "about", target: document.getElementById("about") });
    await settleFrames();
    expect(window.scrollY).toBe(1450);
  });

  it('on load, glides to the tabs module a #tab- fragment opened, or to the first module the state names', async () => {
    history.replaceState(null, '', '#specs');
    let r = await runtime();
    at(document.getElementById('tabs')!, 900);
    document.getElementById('specs-link')!.addEventListener('click', (e) => e.preventDefault());
    await r.fragment(async () => {}, { hash: location.hash.slice(1), target: null });
    await settleFrames();
    expect(window.scrollY).toBe(850);

    window.scrollTo(0, 0);
    history.replaceState(null, '', '#gallery|2');
    r = await runtime();
    at(document.getElementById('gallery')!, 3000);
    await r.fragment(async () => {}, { hash: location.hash.slice(1), target: null });
    await settleFrames();
    expect(window.scrollY).toBe(2950);
  });

  describe('when the fragment\'s chunk fails to arrive', () => {
    /** A chunk loader like boot's that fails the first `fails` requests for core/navigate. */
    const flaky = (fails: number) => {
      const asked: string[] = [];
      const loadChunk = <T,>(name: string, fallback: () => Promise<T>): Promise<T> => (asked.push(name), asked.length <= fails ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : fallback());
      return { asked, loadChunk };
    };
    const start = async (loadChunk: ReturnType<typeof flaky>['loadChunk']) => {
      vi.resetModules();
      return (await import('../../../src/core/runtime')).createRuntime(undefined, loadChunk as never);
    };
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('asks again on the backoff (1 s, then 2 s), with a warning each time, and the state still arrives', async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      history.replaceState(null, '', '#gallery|3');
      const { asked, loadChunk } = flaky(2);
      const r = await start(loadChunk);
      const states: string[][] = [];
      document.getElementById('gallery')!.addEventListener('et_hashchange', (e) => states.push(e.detail.params));
      const done = r.fragment(async () => {});
      await vi.advanceTimersByTimeAsync(999);
      expect(asked).toEqual(['navigate']);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(['navigate', 'navigate']);
      await vi.advanceTimersByTimeAsync(2000);
      await done;
      expect(asked).toEqual(['navigate', 'navigate', 'navigate']);
      expect(states).toEqual([['3']]);
      expect(warn.mock.calls.map((c) => c[0])).toEqual([
        "[lightpage] the fragment's state failed to load; retry after 1000 ms",
        "[lightpage] the fragment's state failed to load; retry after 2000 ms",
      ]);
    });

    it('a newer fragment replaces the one waiting to retry: only the newer state arrives', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { loadChunk } = flaky(1);
      const r = await start(loadChunk);
      const states: string[][] = [];
      document.getElementById('gallery')!.addEventListener('et_hashchange', (e) => states.push(e.detail.params));
      const older = r.fragment(async () => {}, undefined, 'gallery|2');
      await vi.advanceTimersByTimeAsync(0);
      const newer = r.fragment(async () => {}, undefined, 'gallery|5');
      await vi.advanceTimersByTimeAsync(8000);
      await Promise.all([older, newer]);
      expect(states).toEqual([['5']]);
    });

    it('gives up after four retries, and the last failure is thrown to its caller', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { asked, loadChunk } = flaky(99);
      const r = await start(loadChunk);
      const done = r.fragment(async () => {}, undefined, 'gallery|2');
      const failed = expect(done).rejects.toThrow('Failed to fetch dynamically imported module');
      await vi.advanceTimersByTimeAsync(60_000);
      await failed;
      expect(asked.length).toBe(5);
    });
  });

  it('a malformed fragment changes nothing and throws nothing', async () => {
    history.replaceState(null, '', '#%%%||||%3Cscript%3E');
    const r = await runtime();
    const load = vi.fn(async () => {});
    await expect(r.fragment(load, { hash: location.hash.slice(1), target: null })).resolves.toBeUndefined();
    await settleFrames();
    expect(load).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(0);
  });
});

describe('runtime: links', () => {
  it('scrollTo glides to the target and moves keyboard focus there', async () => {
    const r = await runtime();
    const about = at(document.getElementById('about')!, 2000);
    await r.scrollTo(about);
    expect(about.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(about);
    await settleFrames();
    expect(window.scrollY).toBe(1950);
  });

  it('a link inside the open fullscreen menu closes the menu first', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div class="et_slide_in_menu_container et_pb_fullscreen_menu_opened"><span class="mobile_menu_bar"></span><a id="menu-link" href="#about">About</a></div>');
    const r = await runtime();
    const toggled = vi.fn();
    document.querySelector('.mobile_menu_bar')!.addEventListener('click', toggled);
    await r.scrollTo(at(document.getElementById('about')!, 500), document.getElementById('menu-link')!);
    expect(toggled).toHaveBeenCalledOnce();
  });

  it('the product-reviews link clicks the reviews tab and scrolls to it', async () => {
    document.body.insertAdjacentHTML('beforeend', '<ul class="tabs"><li class="reviews_tab" id="tab-title-reviews"><a id="rt" href="#tab-reviews">Reviews</a></li></ul><div id="reviews" hidden></div><a id="rl" class="woocommerce-review-link" href="#reviews">2 reviews</a>');
    const r = await runtime();
    const clicked = vi.fn((e: Event) => e.preventDefault());
    at(document.getElementById('rt')!, 3000).addEventListener('click', clicked);
    await r.scrollTo(document.getElementById('reviews')!, document.getElementById('rl')!);
    expect(clicked).toHaveBeenCalledOnce();
    await settleFrames();
    expect(window.scrollY).toBe(2950);
  });
});

describe('runtime: inset box shadows (et_pb_box_shadow_elements, read by the runtime itself)', () => {
  const registry = () => ({ roots: new Map() }) as unknown as Registry;
  const start = async () => {
    vi.resetModules();
    (await import('../../../src/core/runtime')).createRuntime(registry());
  };
  afterEach(() => {
    delete (window as { et_pb_box_shadow_elements?: unknown }).et_pb_box_shadow_elements;
    vi.restoreAllMocks();
  });

  it('adds the overlays the page lists', async () => {
    document.body.innerHTML += '<div class="et_pb_blurb_1"></div>';
    (window as { et_pb_box_shadow_elements?: unknown }).et_pb_box_shadow_elements = ['.et_pb_blurb_1'];
    await start();
    await vi.waitFor(() => expect(document.querySelector('.et_pb_blurb_1 > .box-shadow-overlay')).not.toBeNull());
  });

  it('reports a global that throws on access once, and the runtime works on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'et_pb_box_shadow_elements', { get: () => { throw new Error('a misbehaving plugin'); }, configurable: true });
    await start();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[lightpage] et_pb_box_shadow_elements is not an array; using defaults'));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('an empty list or none: the box-shadow chunk is not even loaded', async () => {
    const apply = vi.fn();
    vi.doMock('../../../src/core/box-shadow', () => ({ default: apply }));
    await start();
    (window as { et_pb_box_shadow_elements?: unknown }).et_pb_box_shadow_elements = [];
    (await import('../../../src/core/runtime')).createRuntime(registry());
    // A list after them: had either asked for the chunk, its call would have come first (one import, in order).
    (window as { et_pb_box_shadow_elements?: unknown }).et_pb_box_shadow_elements = ['.x'];
    (await import('../../../src/core/runtime')).createRuntime(registry());
    await vi.waitFor(() => expect(apply).toHaveBeenCalled());
    expect(apply.mock.calls).toEqual([[['.x']]]);
    vi.doUnmock('../../../src/core/box-shadow');
  });
});
