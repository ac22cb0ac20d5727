// The core runtime, loaded by boot together with the first module that matters (or the first same-page
// link followed, or a fragment on load), never before: the scheduler, the module context, fragment
// state and smooth scrolling. Boot stays a small registry and a few delegates; all that costs more
// waits here until it is needed.
import { createContext } from './context';
import { dispatchFragment, parse, tabLink } from './fragment';
import { loadScrollDuration, scrollToElement } from './smooth-scroll';
import { LOAD_SCROLL_CORRECTION_MS, SMOOTH_SCROLL_MS } from '../scheduler/constants';
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
  scrollTo(target: Element, link?: Element): void;
  /** The product-reviews link: open the reviews tab and scroll to it. */
  reviews(): void;
}

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';
const whenLoaded = () =>
  new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })));

export function createRuntime(): Runtime {
  const ctx = createContext();
  const motion = ctx.reducedMotion;
  return {
    ctx,
    async fragment(load, onLoad) {
      const hash = onLoad?.hash ?? location.hash.slice(1);
      const tab = tabLink(hash);
      if (onLoad) {
        const target = onLoad.target ?? tab?.closest('.et_pb_tabs') ?? parse(hash).map(([id]) => document.getElementById(id)).find(Boolean);
        if (target) void whenLoaded().then(() => scrollToElement(target, loadScrollDuration, motion, LOAD_SCROLL_CORRECTION_MS));
      }
      await dispatchFragment(hash, load);
      if (tab) {
        await load(tab);
        tab.click();
      }
    },
    scrollTo(target, link) {
      // A link inside the open fullscreen menu closes it first, as the theme does.
      if (link?.closest('.et_pb_fullscreen_menu_opened')) document.querySelector<HTMLElement>('.et_pb_fullscreen_menu_opened .mobile_menu_bar')?.click();
      void scrollToElement(target, SMOOTH_SCROLL_MS, motion);
      if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
      (target as HTMLElement).focus?.({ preventScroll: true });
    },
    reviews() {
      const tab = document.querySelector<HTMLElement>('.reviews_tab a, #tab-title-reviews a');
      if (!tab) return;
      tab.click();
      void scrollToElement(tab, SMOOTH_SCROLL_MS, motion);
    },
  };
}
