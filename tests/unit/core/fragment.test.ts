import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, dispatchFragment, merge, parse, sanitize, setFragment, tabLink } from '../../../src/core/fragment';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', location.pathname);
});

describe('fragment format', () => {
  it('keeps letters, digits, "-", "_" and "|" only', () => {
    expect(sanitize('%%%||||<script>alert(1)</script>')).toBe('||||scriptalert1script');
    expect(sanitize('tabs-1|2')).toBe('tabs-1|2');
    expect(sanitize('a b.c/d?e=f&g_h')).toBe('abcdefg_h');
  });

  it('parses `id|p1|p2` chunks joined by `||`', () => {
    expect(parse('portfolio|design|2||gallery|3')).toEqual([['portfolio', ['design', '2']], ['gallery', ['3']]]);
    expect(parse('tabs')).toEqual([['tabs', []]]);
    expect(parse('')).toEqual([]);
    // Empty chunks and chunks without an id are dropped; junk is stripped first.
    expect(parse('||||<b>|x||')).toEqual([['b', ['x']]]);
    expect(parse('%%%||||<script>')).toEqual([['script', []]]);
  });

  it('merges on write: replaces the chunk of the same id, or appends', () => {
    expect(merge('', 'tabs', [1])).toBe('tabs|1');
    expect(merge('gallery|2', 'tabs', [1])).toBe('gallery|2||tabs|1');
    expect(merge('gallery|2||tabs|1', 'tabs', [3])).toBe('gallery|2||tabs|3');
    expect(merge('tabs|1||gallery|2', 'gallery', [5])).toBe('tabs|1||gallery|5');
    expect(merge('<x>', 'tabs', [0])).toBe('x||tabs|0');
  });
});

describe('setFragment', () => {
  it('writes root.id|params merged into the address, and does nothing for a root without an id', () => {
    document.body.innerHTML = '<div id="tabs"></div><div id="gallery"></div><div class="anon"></div>';
    setFragment(document.getElementById('gallery')!, [2]);
    setFragment(document.getElementById('tabs')!, [1]);
    setFragment(document.getElementById('gallery')!, [3]);
    expect(location.hash).toBe('#gallery|3||tabs|1');
    setFragment(document.querySelector('.anon')!, [9]);
    expect(location.hash).toBe('#gallery|3||tabs|1');
  });
});

describe('dispatchFragment', () => {
  it('hands each named element its params in an et_hashchange event, after `before` (its module load) resolved', async () => {
    document.body.innerHTML = '<div id="gallery"></div><div id="tabs"></div>';
    const seen: string[] = [];
    let loaded = false;
    document.getElementById('gallery')!.addEventListener('et_hashchange', (e) => seen.push('gallery ' + e.detail.params.join(',') + (loaded ? ' after load' : '')));
    document.getElementById('tabs')!.addEventListener('et_hashchange', (e) => seen.push('tabs ' + e.detail.params.join(',')));
    const before = vi.fn(async (el: Element) => {
      await Promise.resolve();
      if (el.id === 'gallery') loaded = true;
    });
    await dispatchFragment('gallery|3||missing|1||tabs|2', before);
    expect(seen).toEqual(['gallery 3 after load', 'tabs 2']);
    expect(before).toHaveBeenCalledTimes(2);
  });

  it('ignores a malformed fragment without throwing', async () => {
    document.body.innerHTML = '<div id="script"></div>';
    const got = vi.fn();
    document.getElementById('script')!.addEventListener('et_hashchange', got);
    await expect(dispatchFragment('%%%||||<script>')).resolves.toBeUndefined();
    expect(got).toHaveBeenCalledOnce(); // sanitised to `script`, which exists here: no markup ever runs
    await expect(dispatchFragment('|||||')).resolves.toBeUndefined();
  });
});

describe('tabLink', () => {
  const tabs = `<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li><a href="#">One</a></li><li><a href="#tab-specs">Specs</a></li></ul></div>`;

  it('adds a missing tab- prefix: #specs opens the tab whose link is #tab-specs', () => {
    document.body.innerHTML = tabs;
    expect(tabLink('specs')?.textContent).toBe('Specs');
    expect(tabLink('tab-specs')?.textContent).toBe('Specs');
  });

  it('only when no element has that id, and never for other links', () => {
    document.body.innerHTML = tabs + '<h2 id="specs">Specs section</h2><a href="#tab-other">not a tab</a>';
    expect(tabLink('specs')).toBeNull();
    expect(tabLink('other')).toBeNull();
    expect(tabLink('')).toBeNull();
    expect(tabLink('"]<x>')).toBeNull();
  });
});

describe('the fragment is the visitor\'s, and the newest wins', () => {
  it('percent-decodes before the character filter (mail clients send id%7C2)', () => {
    expect(parse('tabs%7C2')).toEqual([['tabs', ['2']]]);
    expect(parse('a%7C1%7C%7Cb%7C2')).toEqual([['a', ['1']], ['b', ['2']]]);
    expect(parse('bad%E0%A4%A|1')).toEqual([['badE0A4A', ['1']]]); // a malformed escape: stripped, not thrown
  });

  it('an id named twice keeps its last entry, and a write leaves one entry for it', () => {
    expect(parse('tabs|1||gallery|2||tabs|2')).toEqual([['gallery', ['2']], ['tabs', ['2']]]);
    expect(merge('tabs|1||gallery|2||tabs|2', 'tabs', [0])).toBe('tabs|0||gallery|2');
  });

  it('each element gets its state as soon as its own module is ready: a chunk that never comes holds back no other', async () => {
    document.body.innerHTML = '<div id="slow"></div><div id="tabs"></div>';
    const tabs = vi.fn();
    document.getElementById('tabs')!.addEventListener('et_hashchange', tabs);
    void dispatchFragment('slow|1||tabs|2', (el) => (el.id === 'slow' ? new Promise<void>(() => {}) : undefined));
    await vi.waitFor(() => expect(tabs).toHaveBeenCalledOnce());
  });

  it('drops a dispatch still waiting when a newer fragment arrives', async () => {
    document.body.innerHTML = '<div id="tabs"></div>';
    const got: string[] = [];
    document.getElementById('tabs')!.addEventListener('et_hashchange', (e) => got.push(e.detail.params[0]));
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = dispatchFragment('tabs|1', () => slow);
    await dispatchFragment('tabs|2');
    release();
    await first;
    expect(got).toEqual(['2']);
  });
});

describe('a state waits for its module: delivered at mount, unless something newer came', () => {
  type Root = { state?: string; held: unknown[] };
  /** A root as the registry knows it, and the module's mount: its listener, then lightpage:mount. */
  function setup(state: Root['state'], held: unknown[] = []) {
    document.body.innerHTML = '<div id="tabs"><a class="tab">1</a></div>';
    const el = document.getElementById('tabs')!;
    const roots = new Map<Element, Root>([[el, { state, held }]]);
    const got: string[] = [];
    const mount = () => {
      el.addEventListener('et_hashchange', (e) => got.push(e.detail.params.join(',')));
      roots.get(el)!.state = 'mounted';
      el.dispatchEvent(new CustomEvent('lightpage:mount', { bubbles: true, detail: { name: 'tabs' } }));
    };
    return { el, roots, got, mount };
  }

  it('a root whose chunk failed gets its state when the retry mounts it, once', async () => {
    const { roots, got, mount } = setup('failed');
    await dispatchFragment('tabs|2', () => {}, roots);
    expect(got).toEqual([]);
    mount();
    await vi.waitFor(() => expect(got).toEqual(['2']));
    mount(); // a later module of the same root (a second retry) is not handed an old state again
    await Promise.resolve();
    expect(got).toEqual(['2']);
  });

  it('a module mounted by the load itself gets its state once, at mount', async () => {
    const { roots, got, mount } = setup(undefined);
    await dispatchFragment('tabs|2', async () => mount(), roots);
    expect(got).toEqual(['2']);
  });

  it('a newer fragment, or the visitor\'s own write (setFragment), makes a waiting state stale', async () => {
    const a = setup('failed');
    await dispatchFragment('tabs|2', () => {}, a.roots);
    await dispatchFragment('other|1', () => {}, a.roots);
    a.mount();
    await Promise.resolve();
    expect(a.got).toEqual([]);

    const b = setup('failed');
    await dispatchFragment('tabs|2', () => {}, b.roots);
    setFragment(b.el, [1]);
    b.mount();
    await Promise.resolve();
    expect(b.got).toEqual([]);
    expect(location.hash).toBe('#tabs|1');
  });

  it('a tap or key press held while the chunk loaded wins over the fragment: the state is dropped at mount', async () => {
    const { roots, got, mount } = setup('loading', [new MouseEvent('click')]);
    let arrive!: () => void;
    const done = dispatchFragment('tabs|2', () => new Promise<void>((r) => (arrive = r)), roots);
    mount(); // the registry replays the held tap right after this
    roots.get(document.getElementById('tabs')!)!.held.length = 0;
    arrive();
    await done;
    expect(got).toEqual([]);
  });

  it('an element inside a root waits for that root, and a root already mounted gets its state at once', async () => {
    document.body.innerHTML = '<div id="root"><p id="inner"></p></div><div id="live"></div>';
    const [root, inner, live] = ['root', 'inner', 'live'].map((id) => document.getElementById(id)!);
    const roots = new Map<Element, Root>([
      [root, { state: 'failed', held: [] }],
      [live, { state: 'mounted', held: [] }],
    ]);
    const got: string[] = [];
    inner.addEventListener('et_hashchange', (e) => got.push('inner ' + e.detail.params));
    live.addEventListener('et_hashchange', (e) => got.push('live ' + e.detail.params));
    await dispatchFragment('inner|x||live|y', () => {}, roots);
    expect(got).toEqual(['live y']);
    root.dispatchEvent(new CustomEvent('lightpage:mount', { bubbles: true, detail: { name: 'm' } }));
    await vi.waitFor(() => expect(got).toEqual(['live y', 'inner x']));
  });

  it('the tab a plain #slug stands for is clicked only once its root is mounted: a click on a bare `#tab-` link would navigate', async () => {
    document.body.innerHTML = '<div class="et_pb_tabs" id="t"><ul class="et_pb_tabs_controls"><li><a href="#tab-specs">Specs</a></li></ul></div>';
    const root = document.getElementById('t')!;
    const tab = tabLink('specs')!;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    tab.addEventListener('click', clicks);
    await deliver(tab, () => tab.click(), () => {}, new Map([[root, { state: 'failed', held: [] }]]));
    expect(clicks).not.toHaveBeenCalled();
    root.dispatchEvent(new CustomEvent('lightpage:mount', { bubbles: true, detail: { name: 'tabs' } }));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledOnce());
  });
});
