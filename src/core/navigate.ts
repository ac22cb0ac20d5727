// Fragment state and smooth scrolling: a chunk of its own, asked for only when a fragment, a same-page
// link or a module's first scroll or fragment write needs it (boot preloads it with the runtime for a
// fragment on load). A first paint needs none of it.
import { deliver, dispatchFragment, ownWrite, parse, setFragment, tabLink, type RootState } from './fragment';
import { loadScrollDuration, scrollToElement, scrollWindowTo, useScheduler } from './smooth-scroll';
import { LOAD_SCROLL_CORRECTION_MS, SMOOTH_SCROLL_MS } from '../scheduler/constants';

export { setFragment, scrollToElement, scrollWindowTo, useScheduler };

type Load = (el: Element) => Promise<void>;

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';
const whenLoaded = () =>
  new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })));

/** `roots`: the registry's (core/registry), so a state for a root whose chunk failed waits for the retry. */
export async function fragment(
  motion: boolean,
  load: Load,
  onLoad?: { hash: string; target: Element | null },
  now?: string,
  roots?: ReadonlyMap<Element, RootState>,
): Promise<void> {
  // A hashchange (boot hands its fragment as `now`) that a module's own write caused: nothing to apply.
  if (now !== undefined && !onLoad && ownWrite()) return;
  const hash = onLoad?.hash ?? now ?? location.hash.slice(1);
  const tab = tabLink(hash);
  if (onLoad) {
    const target = onLoad.target ?? tab?.closest('.et_pb_tabs') ?? parse(hash).map(([id]) => document.getElementById(id)).find(Boolean);
    if (target) void whenLoaded().then(() => scrollToElement(target, loadScrollDuration, motion, LOAD_SCROLL_CORRECTION_MS));
  }
  await Promise.all([
    dispatchFragment(hash, load, roots),
    tab && deliver(tab, () => tab.click(), load, roots),
  ]);
}

export function scrollTo(motion: boolean, target: Element, link?: Element): void {
  // The product-reviews link goes to #reviews, inside the reviews tab's hidden panel: the theme opens the
  // tab and glides to it.
  if (link && link.classList.contains('woocommerce-review-link')) {
    const tab = document.querySelector<HTMLElement>('.reviews_tab a, #tab-title-reviews a');
    if (tab) {
      tab.click();
      target = tab;
    }
  }
  // A link inside the open fullscreen menu closes it first, as the theme does.
  if (link?.closest('.et_pb_fullscreen_menu_opened')) document.querySelector<HTMLElement>('.et_pb_fullscreen_menu_opened .mobile_menu_bar')?.click();
  void scrollToElement(target, SMOOTH_SCROLL_MS, motion);
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  (target as HTMLElement).focus?.({ preventScroll: true });
}
