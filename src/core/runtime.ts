// The core runtime, requested by boot together with the first module that matters (or the first same-page
// link followed, or a fragment on load), never before: the scheduler and the module context. Fragment
// state and smooth scrolling (core/navigate) are a further chunk, asked for on their first use, so a first
// paint carries none of them.
import { createContext } from './context';
import type { ModuleContext } from './types';

type Load = (el: Element) => Promise<void>;

export interface Runtime {
  ctx: ModuleContext;
  /**
   * Hand every element the fragment names its state (loading its module first) and open the tab a
   * plain `#foo` stands for. With `onLoad` (the page's first fragment, which boot keeps out of the
   * address until load), also smooth-scroll to its target once the page has loaded: `onLoad.target`
   * (what the browser would have jumped to), else that tab, else the first module the fragment names.
   */
  fragment(load: Load, onLoad?: { hash: string; target: Element | null }): Promise<void>;
  /** A same-page link: smooth-scroll to its target, and take keyboard focus there as the browser would. */
  scrollTo(target: Element, link?: Element): Promise<void>;
  /** The product-reviews link: open the reviews tab and scroll to it. */
  reviews(): Promise<void>;
}

export const navigate = () => import('./navigate');

export function createRuntime(): Runtime {
  const ctx = createContext();
  const motion = ctx.reducedMotion;
  return {
    ctx,
    fragment: (load, onLoad) => navigate().then((n) => n.fragment(motion, load, onLoad)),
    scrollTo: (target, link) => navigate().then((n) => n.scrollTo(motion, target, link)),
    reviews: () => navigate().then((n) => n.reviews(motion)),
  };
}
