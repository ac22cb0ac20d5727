// The core runtime, requested by boot together with the first module that matters (or the first same-page
// link followed, or a fragment on load), never before: the scheduler, the module context and mounting. Fragment
// state and smooth scrolling (core/navigate) are a further chunk, asked for on their first use, so a first
// paint carries none of them.
import { createContext, navigate, useChunkLoader } from './context';
import type { LoadChunk } from './chunks';
import { CHUNK_RETRIES, CHUNK_RETRY_FIRST_MS, CHUNK_RETRY_MAX_MS } from '../scheduler/constants';
import { mounter, unmountOnScan, type MountRoot } from './mount';
import type { Registry } from './registry';
import type { ModuleContext } from './types';

type Load = (el: Element) => Promise<void>;

export interface Runtime {
  ctx: ModuleContext;
  /** Mounts the modules boot's registry fetched, one root per task (core/mount). */
  mount: MountRoot;
  /**
   * Hand every element the fragment names its state (loading its module first) and open the tab a
   * plain `#foo` stands for. With `onLoad` (the page's first fragment, which boot keeps out of the
   * address until load), also smooth-scroll to its target once the page has loaded: `onLoad.target`
   * (what the browser would have jumped to), else that tab, else the first module the fragment names.
   * `hash` is the fragment to apply (default: the address's now).
   */
  fragment(load: Load, onLoad?: { hash: string; target: Element | null }, hash?: string): Promise<void>;
  /**
   * A same-page link: smooth-scroll to its target, and take keyboard focus there as the browser would. The
   * product-reviews link opens the reviews tab and glides to it instead.
   */
  scrollTo(target: Element, link?: Element): Promise<void>;
}

export { navigate };

/**
 * `registry`: boot's, whose roots that leave the document on a `lightpage:scan` the runtime unmounts.
 * `loadChunk`: boot's chunk loader, which asks again under a fresh URL after a failure.
 */
export function createRuntime(registry?: Registry, loadChunk?: LoadChunk): Runtime {
  useChunkLoader(loadChunk);
  const ctx = createContext();
  if (registry) unmountOnScan(registry);
  // The theme's inset-shadow overlays (their code only where the page lists any elements, or prints a list
  // that is none, which it reports). Started here, not by boot: every theme page loads the runtime at once
  // (its header is a root that loads at once).
  let shadows: unknown = null;
  let any: unknown = true;
  try {
    shadows = (window as { et_pb_box_shadow_elements?: unknown }).et_pb_box_shadow_elements;
    any = Array.isArray(shadows) ? shadows.length : shadows !== undefined;
  } catch {
    // a getter or a Proxy that throws: core/box-shadow reports it
  }
  if (registry && any) void import('./box-shadow').then((m) => m.default(shadows), (err) => console.error('[lightpage]', err));
  const motion = ctx.reducedMotion;
  // The state a fragment names is the visitor's (a shared link, a reload): one failed request for the
  // fragment's chunk must not lose it. It is asked for again on the registry's backoff, unless a newer
  // fragment has come meanwhile (which then asks for itself).
  let latest = 0;
  return {
    ctx,
    mount: mounter(ctx),
    fragment(load, onLoad, hash) {
      const mine = ++latest;
      const attempt = (failures: number): Promise<void> =>
        navigate().then(
          (n) => n.fragment(motion, load, onLoad, hash, registry?.roots),
          (err) => {
            if (mine !== latest || failures >= CHUNK_RETRIES) throw err;
            const delay = Math.min(CHUNK_RETRY_MAX_MS, CHUNK_RETRY_FIRST_MS * 2 ** failures);
            console.warn(`[lightpage] the fragment's state failed to load; retry after ${delay} ms`, err);
            return new Promise((r) => setTimeout(r, delay)).then(() => (mine === latest ? attempt(failures + 1) : undefined));
          },
        );
      return attempt(0);
    },
    scrollTo: (target, link) => navigate().then((n) => n.scrollTo(motion, target, link)),
  };
}
