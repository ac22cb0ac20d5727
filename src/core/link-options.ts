// Whole-module links (et_link_options_data, divi-markup §4.15) on `.et_clickable`, the class the theme
// gives every element with a link option: a click anywhere on it follows its `url` in the same or a new
// window, unless something nearer owns the click (a link, a button, a form field, a toggle title, a media
// player, a slider's nav, the menu search, the header's scroll-down). A chunk of its own, registered in
// the table like a module so the registry loads it only when such an element matters and replays a
// click that came first. Blocked in the builder preview.
import type { ModuleContext } from './types';
import { LINK_OPTIONS_SLICE_MS } from '../scheduler/constants';
import { phoneLink } from './phone';

export interface LinkOption {
  class: string;
  url: string;
  target: string;
}

const OWNS_CLICK =
  'a,button,input,select,textarea,label,.et_pb_toggle_title,.mejs-container,.et_pb_contact_field_checkbox,.et_pb_contact_field_radio,.flex-control-nav,.et_pb_menu__search-container,.et_pb_fullwidth_header_scroll';
const REVIEWS_TAB = '.reviews_tab a,#tab-title-reviews a';

const keep = (o: Partial<LinkOption> | null) => !!o && typeof o.class === 'string' && /^[\w-]+$/.test(o.class) && typeof o.url === 'string' && !!o.url && !!o.target;

/** The printed entries by class; entries without a class, url or target are skipped, as the theme does. */
export function readLinkOptions(data: unknown): Map<string, LinkOption> {
  const index = linkIndex(data);
  index.finish();
  return index.map;
}

/**
 * The entries indexed by class a slice at a time, yielding between slices, so a page printing 100,000 of
 * them never blocks the main thread; `finish()` indexes the rest at once when a click needs it now. A
 * global that throws on access, or is not an array, is ignored with a warning.
 */
export function linkIndex(data: unknown) {
  const map = new Map<string, LinkOption>();
  let list: Partial<LinkOption>[] = [];
  let i = 0;
  try {
    if (Array.isArray(data)) list = data;
    else if (data !== undefined) throw 0;
  } catch {
    console.warn('[lightpage] et_link_options_data is not an array; ignored');
  }
  const step = (until: number) => {
    for (; i < list.length && performance.now() < until; i++) {
      try {
        const o = list[i];
        if (keep(o)) map.set(o.class!, o as LinkOption);
      } catch {
        // one entry that throws on access is skipped
      }
    }
  };
  const finish = () => step(Infinity);
  const ready = (async () => {
    while (i < list.length) {
      step(performance.now() + LINK_OPTIONS_SLICE_MS);
      // (A macrotask, not core/yield: boot imports that, and this chunk must not share one with boot.)
      if (i < list.length) await new Promise((r) => setTimeout(r, 0));
    }
    return map;
  })();
  return { map, finish, ready, complete: () => i >= list.length };
}

/** The option a click on `target` inside `root` follows, unless something nearer owns the click. */
export function linkFor(target: Element | null, root: Element, options: Map<string, LinkOption>): LinkOption | undefined {
  for (let el = target; el; el = el.parentElement) {
    for (const c of el.classList) {
      const o = options.get(c);
      // A nested linked element is its own root: its option wins, on its own listener.
      if (o) return el === root ? o : undefined;
    }
    if (el === root || el.matches(OWNS_CLICK)) return;
  }
}

/** `&#91;` and `&#93;` come HTML-encoded from the shortcode attribute. */
export const decodeUrl = (url: string) => url.replace(/&#91;/g, '[').replace(/&#93;/g, ']');

/** The element a `#fragment` url points at: by id, else by name. */
function targetOf(url: string): Element | null {
  if (url === '#product_reviews_tab') return document.querySelector(REVIEWS_TAB);
  const id = url.slice(1);
  return url[0] === '#' && id ? document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null : null;
}

export function follow(o: LinkOption, ctx: Pick<ModuleContext, 'smoothScroll'>, newWindow = false): void {
  const url = decodeUrl(o.url);
  // A phone number saved as the link ("+1 555 010 9999") calls it, rather than opening a relative page.
  const tel = phoneLink(url);
  if (tel) return location.assign(tel);
  let href: URL;
  try {
    href = new URL(url, location.href);
  } catch {
    return console.warn('[lightpage] link option url is not a URL:', url);
  }
  if (/^(javascript|data|vbscript):$/.test(href.protocol)) return console.warn('[lightpage] link option url blocked:', url);
  if (o.target === '_blank' || newWindow) {
    window.open(href.href, '_blank', 'noopener');
    return;
  }
  const el = targetOf(url);
  if (!el) return location.assign(href.href);
  if (url === '#product_reviews_tab') (el as HTMLElement).click();
  void ctx.smoothScroll(el);
  history.pushState(null, '', url);
}

let index: ReturnType<typeof linkIndex> | undefined;

export function mount(root: HTMLElement, ctx: ModuleContext) {
  if (ctx.builder) return;
  let data: unknown;
  try {
    data = (window as { et_link_options_data?: unknown }).et_link_options_data;
  } catch {
    data = null; // a getter that throws: warned about and ignored below
  }
  const idx = (index ??= linkIndex(data));
  // A click needs the whole index now; otherwise it is built between other work.
  const options = () => (idx.finish(), idx.map);
  let live = true;
  const asLink = () => {
    // A linked box with no link or button of its own is a link for the keyboard and screen readers too.
    if (live && [...root.classList].some((c) => idx.map.has(c)) && !root.hasAttribute('tabindex') && !root.querySelector('a[href],button')) {
      root.tabIndex = 0;
      root.setAttribute('role', 'link');
    }
  };
  if (idx.complete()) asLink();
  else void idx.ready.then(asLink);
  const onClick = (e: MouseEvent) => {
    const o = !e.defaultPrevented && linkFor(e.target as Element, root, options());
    if (o) follow(o, ctx, e.ctrlKey || e.metaKey);
  };
  const onKey = (e: KeyboardEvent) => {
    const o = e.key === 'Enter' && e.target === root && linkFor(root, root, options());
    if (o) follow(o, ctx);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    live = false;
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
