// Enhances the theme header, `header#main-header` (header.php): the phone menu built from `#top-menu` into
// `#et_mobile_nav_menu .mobile_nav`, the header search (`#et_top_search`, `.et_search_form_container`),
// the fixed / hidden header, and the desktop dropdowns on touch screens. Loaded as soon as boot runs.
import type { ModuleContext } from '../../core/types';
import { phoneMenu } from '../../core/chrome/phone-menu';
import { dropdowns } from '../../core/chrome/dropdowns';
import { blockLinks } from '../../core/chrome/button';
import { headerSearch } from './search';
import { fixedHeader } from './fixed';

export function mount(header: HTMLElement, ctx: ModuleContext) {
  const nav = header.querySelector<HTMLElement>('#et_mobile_nav_menu .mobile_nav');
  const top = header.querySelector<HTMLElement>('#top-menu');
  const cleanups = [
    nav ? phoneMenu(nav, header.querySelector('#et-top-navigation ul.nav') ?? top, 'mobile_menu', ctx) : () => {},
    top ? dropdowns(top) : () => {},
    headerSearch(header, ctx),
    fixedHeader(header, ctx),
    ctx.builder ? blockLinks(header) : () => {},
  ];
  return () => cleanups.forEach((fn) => fn());
}
