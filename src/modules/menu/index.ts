// Enhances the menu module, `.et_pb_menu` / `.et_pb_fullwidth_menu` (Menu.php): its phone menu (a copy of
// `nav.et-menu-nav > ul` into `.et_mobile_nav_menu .mobile_nav` as `ul.et_mobile_menu#mobile_menu<N>`),
// its search button / close button / input, and its desktop dropdowns on touch screens.
import type { ModuleContext } from '../../core/types';
import { phoneMenu } from '../../core/chrome/phone-menu';
import { dropdowns } from '../../core/chrome/dropdowns';
import { blockLinks } from '../../core/chrome/button';
import { uniqueId } from '../../core/chrome/clone';
import { menuSearch } from './search';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const doc = root.ownerDocument;
  const nav = root.querySelector<HTMLElement>('.et_mobile_nav_menu .mobile_nav');
  const source = root.querySelector<HTMLElement>('nav.et-menu-nav > ul');
  // mobile_menu1, mobile_menu2… in page order, as the theme numbers them.
  const n = [...doc.querySelectorAll('.et_pb_menu, .et_pb_fullwidth_menu')].indexOf(root) + 1;
  const id = nav?.querySelector('ul.et_mobile_menu')?.id || uniqueId(`mobile_menu${n}`, (x) => !!doc.getElementById(x));
  const closeMenu = () => nav?.classList.contains('opened') && nav.querySelector<HTMLElement>('.mobile_menu_bar')?.click();
  const cleanups = [
    nav ? phoneMenu(nav, source, id, ctx) : () => {},
    source ? dropdowns(source) : () => {},
    menuSearch(root, ctx, () => void closeMenu()),
    ctx.builder ? blockLinks(root) : () => {},
  ];
  return () => cleanups.forEach((fn) => fn());
}
