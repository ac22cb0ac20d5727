// Enhances the theme header, `header#main-header` (header.php), at once: the fixed / hidden header, and the
// menu and search icons as buttons. What opens only on use (the phone menu, the dropdowns, the search) is
// the header-menus chunk, loaded on the first pointer, focus or key on it.
import type { Cleanup, ModuleContext } from '../../core/types';
import { fixedHeader } from './fixed';

export function mount(header: HTMLElement, ctx: ModuleContext) {
  // Focusing an icon is what loads its code, so a keyboard must reach it before then, and a screen reader
  // name it (the theme prints bare spans; header-menus completes them as buttons, aria-controls too).
  const search = header.querySelector<HTMLElement>('#et_search_icon');
  if (search) search.tabIndex = 0;
  const bar = header.querySelector<HTMLElement>('#et_mobile_nav_menu .mobile_menu_bar');
  if (bar) {
    bar.tabIndex = 0;
    bar.setAttribute('role', 'button');
    bar.setAttribute('aria-expanded', 'false');
    bar.setAttribute('aria-label', header.querySelector('#et_mobile_nav_menu .select_page')?.textContent?.trim() || 'Menu');
  }
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
