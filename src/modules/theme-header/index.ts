// Enhances the theme header, `header#main-header` (header.php), at once: the fixed / hidden header, and the
// phone menu's bar and the search icon as buttons. What opens only on use (the phone menu, the dropdowns,
// the search) is the header-menus chunk, loaded on the first pointer, focus or key on it.
import type { Cleanup, ModuleContext } from '../../core/types';
import { fixedHeader } from './fixed';

/** A bare span the theme prints as a control: focusable, a button to a screen reader, named, closed. */
function markButton(el: HTMLElement | null, label: string) {
  if (!el) return;
  el.tabIndex = 0;
  el.setAttribute('role', 'button');
  el.setAttribute('aria-expanded', 'false');
  el.setAttribute('aria-label', label);
}

export function mount(header: HTMLElement, ctx: ModuleContext) {
  // Focusing one is what loads its code, so a keyboard must reach it before then, and a screen reader name
  // it (header-menus completes them, aria-controls and the key presses too).
  markButton(header.querySelector('#et_mobile_nav_menu .mobile_menu_bar'), header.querySelector('#et_mobile_nav_menu .select_page')?.textContent?.trim() || 'Menu');
  markButton(header.querySelector('#et_search_icon'), 'Search');
  // In the builder preview no header link navigates away (blockLinks is in a chunk the menus share).
  let unblock: Cleanup | undefined;
  let live = true;
  if (ctx.builder) void import('../../core/chrome/button').then((m) => live && (unblock = m.blockLinks(header)));
  const offFixed = fixedHeader(header, ctx);
  return () => {
    live = false;
    unblock?.();
    offFixed();
  };
}
