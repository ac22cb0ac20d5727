// Enhances what the theme header (header.php) opens on use, loaded on first use: `div#et_mobile_nav_menu >
// .mobile_nav` gets the phone menu the theme's script builds (a copy of `#et-top-navigation ul.nav` with its
// 500 ms slide), `ul#top-menu` its dropdowns on touch screens and keyboards, `div#et_top_search` the search
// in place of the menu. Each is a root of its own, loaded on the first pointer, focus or key on it; a tap
// that lands first is held and replayed once this has mounted.
import type { ModuleContext } from '../../core/types';
import { phoneMenu } from '../../core/chrome/phone-menu';
import { dropdowns } from '../../core/chrome/dropdowns';
import { headerSearch } from './search';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  if (root.id === 'top-menu') return dropdowns(root);
  if (root.id === 'et_top_search') return headerSearch(root, ctx);
  const nav = root.querySelector<HTMLElement>('.mobile_nav');
  const header = root.closest('#main-header') ?? root.ownerDocument;
  return nav ? phoneMenu(nav, header.querySelector('#et-top-navigation ul.nav') ?? header.querySelector('#top-menu'), 'mobile_menu', ctx) : undefined;
}
