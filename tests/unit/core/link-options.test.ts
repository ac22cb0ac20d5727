import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeUrl, follow, linkFor, mount, readLinkOptions } from '../../../src/core/link-options';
import type { ModuleContext } from '../../../src/core/types';
import { LINK_OPTIONS_SLICE_MS } from '../../../src/scheduler/constants';

const data = [
  { class: 'et_pb_blurb_0', url: '/about/', target: '_self' },
  { class: 'et_pb_text_1', url: 'https://example.org/?q=&#91;1&#93;', target: '_blank' },
  { class: 'et_pb_section_2', url: '#pricing', target: '_self' },
  { class: 'et_pb_cta_3', url: '#product_reviews_tab', target: '_self' },
];

const ctxWith = (over: Partial<ModuleContext> = {}) => ({ builder: false, smoothScroll: vi.fn(() => Promise.resolve()), ...over }) as unknown as ModuleContext;

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  open = vi.fn();
  vi.spyOn(location, 'assign').mockImplementation(assign);
  vi.stubGlobal('open', open);
  vi.spyOn(history, 'pushState');
  (window as { et_link_options_data?: unknown }).et_link_options_data = data;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (window as { et_link_options_data?: unknown }).et_link_options_data;
});

describe('reading et_link_options_data', () => {
  it('keeps complete entries by class and skips the rest', () => {
    const map = readLinkOptions([...data, { class: 'x' }, { class: 'a b', url: '/', target: '_self' }, null, 'junk', { url: '/', target: '_self' }]);
    expect([...map.keys()]).toEqual(['et_pb_blurb_0', 'et_pb_text_1', 'et_pb_section_2', 'et_pb_cta_3']);
  });

  it('warns and ignores a global that is not an array', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLinkOptions('<broken>').size).toBe(0);
    expect(readLinkOptions(undefined).size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('decodes &#91; and &#93;', () => {
    expect(decodeUrl('/?a=&#91;1&#93;&b=&#91;&#93;')).toBe('/?a=[1]&b=[]');
  });
});

describe('which clicks follow the link', () => {
  const options = readLinkOptions(data);
  beforeEach(() => {
    document.body.innerHTML = `<div class="et_pb_blurb et_pb_blurb_0 et_clickable" id="root">
      <h4 class="t"><span id="plain">Title</span></h4>
      <a id="inner-link" href="/x"><span id="in-link">x</span></a><button id="btn">b</button>
      <div class="et_pb_toggle"><h5 class="et_pb_toggle_title" id="toggle"><span id="in-toggle">t</span></h5></div>
      <p class="et_pb_contact_field"><input id="field"></p>
      <div class="mejs-container"><span id="player">▶</span></div>
      <div class="et_pb_text_1" id="nested"><span id="in-nested">n</span></div>
    </div>`;
  });
  const root = () => document.getElementById('root')!;
  const at = (id: string) => linkFor(document.getElementById(id), root(), options);

  it('a click anywhere on the box', () => {
    expect(at('plain')?.url).toBe('/about/');
    expect(at('root')?.url).toBe('/about/');
  });

  it('not on an inner link or button, a toggle title, a field, or a media player', () => {
    for (const id of ['inner-link', 'in-link', 'btn', 'toggle', 'in-toggle', 'field', 'player']) expect(at(id), id).toBeUndefined();
  });

  it('a nested linked box follows its own link, not the outer one', () => {
    expect(at('in-nested')).toBeUndefined();
    expect(linkFor(document.getElementById('in-nested'), document.getElementById('nested')!, options)?.url).toContain('example.org');
  });
});

describe('follow', () => {
  it('opens _blank in a new window without an opener, decoded', () => {
    follow(readLinkOptions(data).get('et_pb_text_1')!, ctxWith());
    expect(open).toHaveBeenCalledWith('https://example.org/?q=[1]', '_blank', 'noopener');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to a same-window url, or a new window with Ctrl or Cmd', () => {
    const o = readLinkOptions(data).get('et_pb_blurb_0')!;
    follow(o, ctxWith());
    expect(assign).toHaveBeenCalledWith(location.origin + '/about/');
    follow(o, ctxWith(), true);
    expect(open).toHaveBeenCalledWith(location.origin + '/about/', '_blank', 'noopener');
  });

  it('smooth-scrolls to a #id on the page and pushes it into history', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const ctx = ctxWith();
    follow(readLinkOptions(data).get('et_pb_section_2')!, ctx);
    expect(ctx.smoothScroll).toHaveBeenCalledWith(document.getElementById('pricing'));
    expect(history.pushState).toHaveBeenCalledWith(null, '', '#pricing');
    expect(assign).not.toHaveBeenCalled();
  });

  it('#product_reviews_tab clicks the reviews tab and scrolls to it', () => {
    document.body.innerHTML = '<ul><li class="reviews_tab"><a href="#tab-reviews" id="rt">Reviews</a></li></ul>';
    const clicked = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('rt')!.addEventListener('click', clicked);
    const ctx = ctxWith();
    follow(readLinkOptions(data).get('et_pb_cta_3')!, ctx);
    expect(clicked).toHaveBeenCalledOnce();
    expect(ctx.smoothScroll).toHaveBeenCalledWith(document.getElementById('rt'));
    expect(history.pushState).toHaveBeenCalledWith(null, '', '#product_reviews_tab');
  });

  it('never runs a javascript: url', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    follow({ class: 'x', url: ' JavaScript:alert(1)', target: '_self' }, ctxWith());
    follow({ class: 'x', url: 'javascript:alert(1)', target: '_blank' }, ctxWith());
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('mount', () => {
  const html = '<div class="et_pb_blurb et_pb_blurb_0 et_clickable" id="root"><h4>Title</h4><p>Text</p></div>';

  it('follows a click on the box, and Enter on the focused box, which is a keyboard link', () => {
    document.body.innerHTML = html;
    const root = document.getElementById('root')!;
    const cleanup = mount(root, ctxWith());
    expect(root.getAttribute('role')).toBe('link');
    expect(root.tabIndex).toBe(0);
    root.querySelector('p')!.click();
    expect(assign).toHaveBeenCalledTimes(1);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(assign).toHaveBeenCalledTimes(2);
    cleanup!();
    root.click();
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('does nothing in the builder preview', () => {
    document.body.innerHTML = html;
    const root = document.getElementById('root')!;
    expect(mount(root, ctxWith({ builder: true }))).toBeUndefined();
    root.click();
    expect(assign).not.toHaveBeenCalled();
    expect(root.hasAttribute('role')).toBe(false);
  });

  it('leaves a box with a link of its own without an extra tab stop', () => {
    document.body.innerHTML = '<div class="et_pb_blurb_0" id="root"><a href="/more">More</a></div>';
    mount(document.getElementById('root')!, ctxWith());
    expect(document.getElementById('root')!.hasAttribute('tabindex')).toBe(false);
  });
});

describe('a very large or hostile et_link_options_data', () => {
  it('indexes 100,000 entries a slice at a time (never all in one task), and a click that needs it finishes the index at once', async () => {
    const { linkIndex } = await import('../../../src/core/link-options');
    const many = Array.from({ length: 100_000 }, (_, i) => ({ class: `et_pb_blurb_${i}`, url: `/p/${i}/`, target: '_self' }));
    // A clock that moves 1 ms per entry read: a slice is LINK_OPTIONS_SLICE_MS entries long.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => t++);
    const idx = linkIndex(many);
    // The first slice ran synchronously and stopped there; the rest waits for later tasks.
    expect(idx.complete()).toBe(false);
    expect(idx.map.size).toBeLessThanOrEqual(LINK_OPTIONS_SLICE_MS);
    idx.finish();
    expect(idx.map.get('et_pb_blurb_99999')?.url).toBe('/p/99999/');
    await expect(idx.ready).resolves.toBe(idx.map);
  });

  it('a global whose getter throws is ignored with a warning; an entry that throws is skipped', async () => {
    const { linkIndex } = await import('../../../src/core/link-options');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = [{ class: 'ok', url: '/ok', target: '_self' }, new Proxy({}, { get: () => { throw new Error('x'); } })];
    const idx = linkIndex(hostile);
    idx.finish();
    expect([...idx.map.keys()]).toEqual(['ok']);
    expect(linkIndex('<broken>').map.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
