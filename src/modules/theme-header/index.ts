// Enhances the theme header, `header#main-header` (header.php): the phone menu built from `#top-menu` into
// `#et_mobile_nav_menu .mobile_nav`, the fixed / hidden header, and the desktop dropdowns on touch screens.
// Loaded as soon as boot runs. (The header search is a chunk of its own, loaded on intent.)
import type { ModuleContext } from '../../core/types';
import { phoneMenu } from '../../core/chrome/phone-menu';
import { dropdowns } from '../../core/chrome/dropdowns';
import { blockLinks } from '../../core/chrome/button';
import { fixedHeader } from './fixed';

export function mount(header: HTMLElement, ctx: ModuleContext) {
  const nav = header.querySelector<HTMLElement>('#et_mobile_nav_menu .mobile_nav');
  const top = header.querySelector<HTMLElement>('#top-menu');
  // The search has a chunk of its own, loaded on intent: its icon must be reachable by keyboard before then.
  const search = header.querySelector<HTMLElement>('#et_search_icon');
  if (search) search.tabIndex = 0;
  const cleanups = [
    nav ? phoneMenu(nav, header.querySelector('#et-top-navigation ul.nav') ?? top, 'mobile_menu', ctx) : () => {},
    top ? dropdowns(top) : () => {},
    fixedHeader(header, ctx),
    ctx.builder ? blockLinks(header) : () => {},
  ];
  return () => cleanups.forEach((fn) => fn());
}
