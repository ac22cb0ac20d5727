// Finds module roots with one combined selector and loads each module's chunk only when it matters:
// the root comes within one viewport of being seen (or, for rows that say so, the page first scrolls),
// the fragment names it, or the visitor shows intent on it (pointerdown, focusin, keydown). A click or key press that lands before the chunk has arrived is
// held and replayed once the module is mounted, so the visitor's first tap is never lost. Mounts are
// spread over tasks, and one module failing to load or mount never stops the others. A chunk that failed
// to arrive is asked for again on the next reason to load it, no sooner than a bounded backoff allows, and
// a held click on a link whose chunk is late falls through to the browser's navigation.
import { yieldToMain } from './yield';
import { CHUNK_RETRIES, CHUNK_RETRY_FIRST_MS, CHUNK_RETRY_MAX_MS, HELD_LINK_MS } from '../scheduler/constants';
import type { Cleanup, ModuleContext, ModuleMountEvent, RegistryEntry } from './types';

interface Pending {
  entries: RegistryEntry[];
  /** 'failed': a chunk did not arrive; the next reason to load retries. */
  state: 'waiting' | 'loading' | 'mounted' | 'failed';
  held: Event[];
  /** Resolves once every module of the root is mounted (or this attempt has failed). */
  ready?: Promise<void>;
  cleanups: Cleanup[];
  /** Entries already mounted (a retry loads only the others). */
  done: Set<RegistryEntry>;
  failures: number;
  retryAt: number;
}

export interface Registry {
  /** Load and mount the modules of the root holding `el` now; resolves once they are mounted. */
  load(el: Element): Promise<void>;
  /** Run the cleanups the root's mounts returned, and forget the root. */
  unmount(root: Element): void;
  /**
   * Content was swapped in (ajax pagination): forget roots no longer in the document (running their
   * cleanups) and register the new roots in `subtree`, which then load as any other root. Also reached
   * by dispatching a bubbling `lightpage:scan` event on the new content.
   */
  scan(subtree: Element): void;
  roots: Map<Element, Pending>;
}

/** Modules load when their root is within one viewport of being seen. */
const LOAD_ROOT_MARGIN = '100% 0px 100% 0px';
const INTENT = ['pointerdown', 'focusin', 'keydown'];
// Keys a widget acts on. Only these are held, and only on elements that do not act on them by
// themselves: a link or button turns Enter into a (trusted, held) click, and a field must keep its typing.
const HELD_KEYS = /^(Enter| |Arrow\w+|Home|End)$/;
const NATIVE = 'a[href],button,input,select,textarea,summary,[contenteditable]';

/** `eager`: load every root at once (the builder preview shows the whole page, with no visibility wait). */
export function startRegistry(table: RegistryEntry[], getContext: () => Promise<ModuleContext>, doc: Document = document, eager = false): Registry {
  const roots = new Map<Element, Pending>();
  const mountQueue: (() => void)[] = [];
  let draining = false;
  // The registry's own observer: boot does not carry the scheduler, and no one else uses this margin.
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) void load(e.target);
  }, { rootMargin: LOAD_ROOT_MARGIN });

  const onScroll: Element[] = [];
  const selector = table.map((e) => e.selector).join(',');
  const loadNow: Element[] = [];
  const register = (el: Element) => {
    if (roots.has(el)) return;
    const entries = table.filter((e) => el.matches(e.selector));
    roots.set(el, { entries, state: 'waiting', held: [], cleanups: [], done: new Set(), failures: 0, retryAt: 0 });
    // Rows that must work wherever their markup is, even hidden or far below (A/B records), load at once.
    // So does every root in the builder preview (`eager`): the whole page shows at once there.
    if (eager || entries.some((e) => e.trigger === 'now')) loadNow.push(el);
    else if (entries.every((e) => e.trigger === 'scroll')) onScroll.push(el);
    // Rows that load on intent only (the lightbox) wait for a tap or focus on them.
    else if (!entries.every((e) => e.trigger === 'intent')) io.observe(el);
  };
  if (table.length) doc.querySelectorAll(selector).forEach(register);
  const win = doc.defaultView ?? window;
  const firstScroll = () => {
    win.removeEventListener('scroll', firstScroll);
    for (const el of onScroll) void load(el);
  };
  // Boot's only scroll listener: passive, there only while such roots wait, and gone after the first
  // scroll (the scheduler's own listener takes over). A page restored already scrolled loads them now.
  if (onScroll.length) win.scrollY > 0 ? queueMicrotask(firstScroll) : win.addEventListener('scroll', firstScroll, { passive: true });
  const loadNowRoots = () => {
    for (const el of loadNow.splice(0)) void load(el);
  };
  loadNowRoots();

  /** The nearest registered root at or above `el` (optionally: only one not mounted yet). */
  function rootOf(target: EventTarget | null, unmounted?: boolean): Element | undefined {
    for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
      const p = roots.get(el);
      if (p && !(unmounted && p.state === 'mounted')) return el;
    }
  }

  const onIntent = (e: Event) => {
    const root = rootOf(e.target, true);
    if (!root) return;
    void load(root);
    // A click or key press on a root that is still loading is held, then replayed after mount.
    const key = (e as KeyboardEvent).key;
    if (e.isTrusted && (e.type === 'click' || (e.type === 'keydown' && HELD_KEYS.test(key) && !(e.target as Element).closest(NATIVE)))) {
      e.preventDefault();
      e.stopImmediatePropagation();
      const { held } = roots.get(root)!;
      held.push(e);
      // A link must never be trapped by a late chunk: after a short limit the browser follows it.
      if (e.type === 'click' && (e.target as Element).closest('a[href]')) {
        setTimeout(() => {
          const i = held.indexOf(e);
          if (i >= 0) replay(held.splice(i, 1));
        }, HELD_LINK_MS);
      }
    }
  };
  for (const type of [...INTENT, 'click']) doc.addEventListener(type, onIntent, { capture: true });

  function load(el: Element): Promise<void> {
    const root = rootOf(el);
    const p = root && roots.get(root);
    if (!p) return Promise.resolve();
    // A failed root: this is a new reason to load it, so try again (once the backoff allows).
    if (p.state === 'failed' && p.failures <= CHUNK_RETRIES) p.ready = undefined;
    return (p.ready ??= mountRoot(root!, p));
  }

  async function mountRoot(root: Element, p: Pending): Promise<void> {
    p.state = 'loading';
    io.unobserve(root);
    const wait = p.retryAt - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const missing: string[] = [];
    const fail = (what: string) => (err: unknown) => (missing.push(what), console.warn(`[lightpage] ${what} failed to load`, err), null);
    const todo = p.entries.filter((e) => !p.done.has(e));
    const [ctx, ...chunks] = await Promise.all([getContext().catch(fail('core runtime')), ...todo.map((e) => e.load().catch(fail(`module ${e.name}`)))]);
    await new Promise<void>((resolve) => {
      mountQueue.push(() => {
        chunks.forEach((chunk, i) => {
          try {
            if (!ctx || !chunk) return;
            p.done.add(todo[i]);
            const cleanup = chunk.mount(root as HTMLElement, ctx);
            if (typeof cleanup === 'function') p.cleanups.push(cleanup);
            // For third-party code (and tests): this root's module is live.
            root.dispatchEvent(new CustomEvent<ModuleMountEvent>('lightpage:mount', { bubbles: true, detail: { name: todo[i].name } }));
          } catch (err) {
            console.error(`[lightpage] module ${todo[i].name} failed to mount`, err);
          }
        });
        if (missing.length && ++p.failures <= CHUNK_RETRIES) {
          // Held input waits for the retry; the root is watched again, so being in view is a reason too.
          const delay = Math.min(CHUNK_RETRY_MAX_MS, CHUNK_RETRY_FIRST_MS * 2 ** (p.failures - 1));
          p.retryAt = Date.now() + delay;
          p.state = 'failed';
          console.warn(`[lightpage] ${missing}: retry on next use, after ${delay} ms`);
          if (roots.get(root) === p && p.entries.some((e) => !e.trigger)) io.observe(root);
        } else {
          if (missing.length) console.error(`[lightpage] gave up on ${missing}`);
          p.state = 'mounted';
          replay(p.held.splice(0));
        }
        resolve();
      });
      void drain();
    });
  }

  // One mount per task: a page with many modules in view never makes a long task.
  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    while (mountQueue.length) {
      mountQueue.shift()!();
      await yieldToMain();
    }
    draining = false;
  }

  function unmount(root: Element): void {
    const p = roots.get(root);
    if (!p) return;
    roots.delete(root);
    io.unobserve(root);
    for (const fn of p.cleanups.splice(0)) {
      try {
        fn();
      } catch (err) {
        console.error('[lightpage] module cleanup failed', err);
      }
    }
  }

  function scan(subtree: Element): void {
    for (const el of [...roots.keys()]) if (!el.isConnected) unmount(el);
    if (!table.length) return;
    if (subtree.matches(selector)) register(subtree);
    subtree.querySelectorAll(selector).forEach(register);
    loadNowRoots();
  }
  doc.addEventListener('lightpage:scan', (e) => e.target instanceof Element && scan(e.target));

  return { load, unmount, scan, roots };
}

function replay(held: Event[]): void {
  for (const e of held) {
    const target = e.target as HTMLElement;
    if (!target.isConnected) continue;
    if (e.type === 'click') target.click();
    else target.dispatchEvent(new KeyboardEvent(e.type, e as KeyboardEvent));
  }
}
