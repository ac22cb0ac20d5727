// Ajax pagination: links in `.et_pb_ajax_pagination_container` (`.wp-pagenavi a`, `.pagination a`) of a
// blog or similar module load the linked page, take that page's container of the same module and swap
// it in (fading), cache it by address, hand the new content to the registry and scroll to the module.
import type { ModuleContext } from '../../core/types';
import { SMOOTH_SCROLL_MS } from '../../scheduler/constants';
import { moduleSelector, usable } from './page';

const LINKS = '.wp-pagenavi a, .pagination a';
const CONTAINER = '.et_pb_ajax_pagination_container';
/** jQuery's 'slow' fade, to 0.2 and back, as the theme fades the module around the swap. */
const FADE_MS = 600;
const FADED = 0.2;

/** Pristine (never enhanced) copies of containers by address + module selector, for the page's life. */
const cache = new Map<string, Element>();
const busy = new WeakSet<Element>();

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const module = root.closest<HTMLElement>('.et_pb_module') ?? root.parentElement!;
  const sel = moduleSelector(module.className);

  const fade = (to: number) =>
    new Promise<void>((resolve) => {
      const from = Number(module.style.opacity || 1);
      ctx.scheduler.tween(ctx.reducedMotion ? 0 : FADE_MS, (p) => (module.style.opacity = p >= 1 && to === 1 ? '' : String(from + (to - from) * p)), undefined, resolve);
    });

  async function fetchContainer(href: string): Promise<Element | undefined> {
    const res = await fetch(href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    if (!usable(res.status, doc)) throw new Error(`HTTP ${res.status}`);
    return doc.querySelector(`${sel} ${CONTAINER}`) ?? undefined;
  }

  async function go(href: string): Promise<void> {
    const key = href + sel;
    // The page the visitor is on, so coming back to it needs no request either.
    if (!cache.has(location.href + sel)) cache.set(location.href + sel, root.cloneNode(true) as Element);
    busy.add(module);
    try {
      const [next] = await Promise.all([
        cache.get(key) ?? fetchContainer(href).catch((err) => (console.warn(`[lightpage] ajax pagination: ${href} failed, staying on this page`, err), null)),
        fade(FADED),
      ]);
      const current = module.querySelector(CONTAINER);
      if (next === undefined) console.warn(`[lightpage] ajax pagination: no ${sel} ${CONTAINER} in ${href}, staying on this page`);
      else if (next && current) {
        cache.set(key, next);
        const fresh = document.importNode(next, true);
        current.replaceWith(fresh);
        // The registry forgets the old content's roots and picks up the new ones (no whole-page re-init).
        fresh.dispatchEvent(new CustomEvent('lightpage:scan', { bubbles: true }));
        document.body.dispatchEvent(new CustomEvent('post-load', { bubbles: true }));
        void ctx.smoothScroll(module, SMOOTH_SCROLL_MS);
      }
    } finally {
      await fade(1);
      busy.delete(module);
    }
  }

  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>(LINKS);
    if (!a || !root.contains(a) || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // Another site's address is left to the browser.
    if (a.origin !== location.origin) return;
    e.preventDefault();
    // In the builder preview links do nothing; a click while a page is loading is ignored.
    if (ctx.builder || busy.has(module)) return;
    void go(a.href);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
