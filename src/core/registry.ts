// Finds module roots with one combined selector and loads each module's chunk only when it matters:
// the root is on screen, or within one screen of it once the visitor has scrolled (or, for rows that say
// so, the page first scrolls),
// the fragment names it, or the visitor shows intent on it (pointerover, pointerdown, focusin, keydown). A click or key press (with no modifier key) that lands before the chunk has arrived is
// held and replayed once the module is mounted, so the visitor's first tap is never lost. The mounting
// itself (one root per task, the lightpage:mount event) is the runtime's (core/mount), which arrives with
// the first module. One module failing to load or mount never stops the others. A chunk that failed to
// arrive is asked for again on the next reason to load it, no sooner than a bounded backoff allows, and a
// held click on a link whose chunk is late falls through to the browser's navigation.
import { CHUNK_RETRIES, CHUNK_RETRY_FIRST_MS, CHUNK_RETRY_MAX_MS, HELD_LINK_MS } from '../scheduler/constants';
import type { MountRoot } from './mount';
import type { Cleanup, RegistryEntry } from './types';

interface Pending {
  /** The root's modules not mounted yet (a retry loads only these). */
  entries: RegistryEntry[];
  /** Being in view is a reason to load it (a root of a row with no trigger). */
  watch: boolean;
  /** Unset while waiting for a reason to load; 'failed': a chunk did not arrive, the next reason retries. */
  state?: 'loading' | 'mounted' | 'failed';
  held: Event[];
  /** Resolves once every module of the root is mounted (or this attempt has failed). */
  ready?: Promise<void>;
  cleanups: Cleanup[];
  failures: number;
  retryAt: number;
}

export interface Registry {
  /** Load and mount the modules of the root holding `el` now; resolves once they are mounted. */
  load(el: Element): Promise<void>;
  /**
   * Content was swapped in (ajax pagination): register the new roots in `subtree`, which then load as any
   * other root. Also reached by dispatching a bubbling `lightpage:scan` event on the new content, where the
   * runtime (core/mount) also unmounts the roots that left the document.
   */
  scan(subtree: Element): void;
  roots: Map<Element, Pending>;
}

/** Modules load when their root is within one viewport of being seen (above or below). */
const LOAD_ROOT_MARGIN = '100% 0px';
/** Registering roots gives the main thread back this often (on the page's clock, so a slow phone gets more, shorter tasks). */
const SCAN_SLICE_MS = 4;
// Keys a widget acts on. Only these are held, and only on elements that do not act on them by
// themselves: a link or button turns Enter into a (trusted, held) click, and a field must keep its typing.
const HELD_KEYS = /^(Enter| |Arrow\w+|Home|End)$/;
const NATIVE = 'a[href],button,input,select,textarea,summary,[contenteditable]';

/**
 * `getMount`: the runtime's mounter (core/mount), fetched with the first module. `eager`: load every root at
 * once (the builder preview shows the whole page, with no visibility wait).
 */
export function startRegistry(table: RegistryEntry[], getMount: () => Promise<MountRoot>, eager = false): Registry {
  const roots = new Map<Element, Pending>();
  // Roots that wait for the first scroll: rows that ask for it, and, until the visitor first scrolls,
  // roots within a screen of view but not on it (none of them can be seen before a scroll).
  const onScroll: Element[] = [];
  let scrolled = false;
  // The registry's own observer: boot does not carry the scheduler, and no one else uses this margin.
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      // The screen is the middle third of the observer's root (the margin adds a screen above and below).
      const { top, bottom } = e.boundingClientRect;
      const screen = e.rootBounds && e.rootBounds.height / 3;
      if (scrolled || !screen || (top < screen && bottom > 0)) void load(e.target);
      else onScroll.push(e.target);
    }
  }, { rootMargin: LOAD_ROOT_MARGIN });

  const selector = table.map((e) => e.selector).join(',');
  const loadNow: Element[] = [];
  const register = (el: Element) => {
    if (roots.has(el)) return;
    const entries = table.filter((e) => el.matches(e.selector));
    const watch = entries.some((e) => !e.trigger);
    roots.set(el, { entries, watch, held: [], cleanups: [], failures: 0, retryAt: 0 });
    // Rows that must work wherever their markup is, even hidden or far below (A/B records), load at once.
    // So does every root in the builder preview (`eager`): the whole page shows at once there.
    if (eager || entries.some((e) => e.trigger === 'now')) loadNow.push(el);
    else if (entries.every((e) => e.trigger === 'scroll')) (scrolled ? loadNow : onScroll).push(el);
    // Rows that load on intent only (the lightbox) wait for a tap or focus on them.
    else if (watch) io.observe(el);
  };
  const loadNowRoots = () => {
    for (const el of loadNow.splice(0)) void load(el);
  };
  // Roots found but not registered yet (see scan()).
  const waiting: Element[] = [];
  let draining = false;
  // The page's roots, as scan() takes in those of content added later.
  scan(document.documentElement);
  const firstScroll = () => {
    removeEventListener('scroll', firstScroll);
    scrolled = true;
    for (const el of onScroll.splice(0)) void load(el);
  };
  // Boot's only scroll listener: passive, and gone after the first scroll (the scheduler's own listener
  // takes over). A page already scrolled (restored, or scrolled while boot loaded) counts as scrolled.
  // scrollY is read in the next frame, where the layout it may force is the frame's own: read here, it
  // would force one inside boot's task (TBT).
  addEventListener('scroll', firstScroll, { passive: true });
  requestAnimationFrame(() => scrollY > 0 && firstScroll());

  /** The nearest registered root at or above `el` (optionally: only one not mounted yet). */
  function rootOf(target: EventTarget | null, unmounted?: boolean): Element | undefined {
    // (A target that is no element, the document or the window, has no parentElement.)
    for (let el = target as Element | null; el; el = el.parentElement) {
      const p = roots.get(el);
      if (p && !(unmounted && p.state === 'mounted')) return el;
    }
  }

  const onIntent = (e: Event) => {
    flush();
    const root = rootOf(e.target, true);
    if (!root) return;
    void load(root);
    // A click or key press on a root that is still loading is held, then replayed after mount.
    // Never with a modifier key: that is the visitor asking the browser for a new tab, window or download,
    // which a replay (a plain click) would lose. (Other buttons send auxclick, never click.)
    const k = e as KeyboardEvent; // (a click has the same modifier fields)
    if (k.isTrusted && !(k.metaKey || k.ctrlKey || k.shiftKey || k.altKey) && (k.type === 'click' || (k.type === 'keydown' && HELD_KEYS.test(k.key) && !(k.target as Element).closest(NATIVE)))) {
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
  // Intent (pointerdown, focusin, keydown) loads; a click or key press is held too. So does a mouse coming
  // over a root: the chunk is on its way before the click, which then needs no holding (a touch sends
  // pointerover with its pointerdown, and pointerdown before touchstart).
  for (const type of ['pointerdown', 'pointerover', 'focusin', 'keydown', 'click']) document.addEventListener(type, onIntent, { capture: true });

  async function load(el: Element): Promise<void> {
    flush();
    const root = rootOf(el);
    const p = root && roots.get(root);
    if (!p) return;
    // A failed root: this is a new reason to load it, so try again (once the backoff allows). (After the
    // last retry it is 'mounted': given up.)
    if (p.state === 'failed') p.ready = undefined;
    return (p.ready ??= mountRoot(root!, p));
  }

  async function mountRoot(root: Element, p: Pending): Promise<void> {
    p.state = 'loading';
    io.unobserve(root);
    const wait = p.retryAt - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const missing: string[] = [];
    const errors: unknown[] = [];
    const fail = (what: string) => (err: unknown) => (missing.push(what), errors.push(err), null);
    const todo = p.entries;
    const [mount, ...chunks] = await Promise.all([getMount().catch(fail('runtime')), ...todo.map((e) => e.load().catch(fail(`module ${e.name}`)))]);
    if (mount) {
      await mount(root, todo, chunks, p.cleanups);
      p.entries = todo.filter((_, i) => !chunks[i]);
    }
    // One message per failure: what did not arrive, and what happens next.
    if (missing.length && ++p.failures <= CHUNK_RETRIES) {
      // Held input waits for the retry; the root is watched again, so being in view is a reason too.
      const delay = Math.min(CHUNK_RETRY_MAX_MS, CHUNK_RETRY_FIRST_MS * 2 ** (p.failures - 1));
      p.retryAt = Date.now() + delay;
      p.state = 'failed';
      console.warn(`[lightpage] ${missing} failed to load; retry on next use, after ${delay} ms`, ...errors);
      if (roots.get(root) === p && p.watch) io.observe(root);
    } else {
      if (missing.length) console.error(`[lightpage] gave up on ${missing}`, ...errors);
      p.state = 'mounted';
      replay(p.held.splice(0));
    }
  }

  function scan(subtree: Element): void {
    if (!table.length) return;
    if (subtree.matches(selector)) waiting.push(subtree);
    subtree.querySelectorAll(selector).forEach((el) => waiting.push(el));
    if (!draining) drain();
  }
  // Registering gives the main thread back every SCAN_SLICE_MS: on a long page on a slow phone, one pass
  // over every root was a long task (TBT). A reason to load a root (intent, a fragment) registers the rest
  // at once, so no root is missed while the pass waits.
  function drain(): void {
    draining = false;
    const end = performance.now() + SCAN_SLICE_MS;
    let i = 0;
    while (i < waiting.length && (!i || performance.now() < end)) register(waiting[i++]);
    waiting.splice(0, i);
    if (waiting.length) (draining = true), setTimeout(drain);
    // In a task of its own: asking for chunks costs the main thread (a request per file).
    setTimeout(loadNowRoots);
  }
  function flush(): void {
    waiting.splice(0).forEach(register);
  }
  document.addEventListener('lightpage:scan', (e) => e.target instanceof Element && scan(e.target));

  return { load, scan, roots };
}

function replay(held: Event[]): void {
  for (const e of held) {
    const target = e.target as HTMLElement;
    if (!target.isConnected) continue;
    if (e.type === 'click') target.click();
    else target.dispatchEvent(new KeyboardEvent(e.type, e as KeyboardEvent));
  }
}
