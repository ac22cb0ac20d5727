// The phone menu the theme's script builds (et_duplicate_menu): `.mobile_nav` gets a copy of its menu as
// `ul.et_mobile_menu#<id>`, and its `.mobile_menu_bar` swaps `closed`/`opened` on `.mobile_nav` with a
// 500 ms slide. One phone menu is open at a time on the page; a link tapped in it closes it (a same-page
// link then glides there through boot's anchor handling); a parent whose submenu is hidden opens it on
// the first tap. Shared by the theme header and the menu module.
import type { Cleanup, ModuleContext } from '../types';
import { cloneMenu } from './clone';
import { slide } from './slide';
import { asButton, onEscape } from './button';
import { PHONE_MENU_SLIDE_MS, SUBMENU_SLIDE_MS } from '../../scheduler/constants';

const hidden = (el: Element) => getComputedStyle(el).display === 'none';

export function phoneMenu(nav: HTMLElement, source: Element | null, menuId: string, ctx: ModuleContext): Cleanup {
  const doc = nav.ownerDocument;
  const bar = nav.querySelector<HTMLElement>('.mobile_menu_bar');
  if (!bar) return () => {};
  if (!source) {
    console.warn(`[lightpage] phone menu #${menuId}: no menu to copy`);
    return () => {};
  }
  // A phone menu already in the markup (a cached page, or a second mount) is used as it is.
  const list = nav.querySelector<HTMLElement>(':scope > ul.et_mobile_menu') ?? nav.appendChild(cloneMenu(source, menuId, 'et_mobile_menu', doc));
  const ms = (n: number) => (ctx.reducedMotion ? 0 : n);
  const isOpen = () => nav.classList.contains('opened');

  const set = (open: boolean, focusBar = false) => {
    if (open === isOpen()) return;
    // Only one phone menu open at a time, as the theme does: the others are closed through their bars.
    if (open) doc.querySelectorAll<HTMLElement>('.mobile_nav.opened .mobile_menu_bar').forEach((b) => b !== bar && b.click());
    nav.classList.toggle('opened', open);
    nav.classList.toggle('closed', !open);
    bar.setAttribute('aria-expanded', String(open));
    slide(list, open, ms(PHONE_MENU_SLIDE_MS), ctx.scheduler);
    if (focusBar) bar.focus();
  };
  const toggle = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    set(!isOpen());
  };

  const onListClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a');
    if (!a || !list.contains(a)) return;
    const sub = a.parentElement?.querySelector<HTMLElement>(':scope > ul');
    // First tap on a parent whose submenu the theme's CSS keeps hidden: open the submenu, stay.
    if (sub && hidden(sub) && !sub.classList.contains('visible')) {
      e.preventDefault();
      sub.classList.add('visible');
      a.setAttribute('aria-expanded', 'true');
      slide(sub, true, ms(SUBMENU_SLIDE_MS), ctx.scheduler);
      return;
    }
    set(false);
  };

  const offBar = asButton(bar, nav.querySelector('.select_page')?.textContent?.trim() || 'Menu', toggle, list.id);
  bar.setAttribute('aria-expanded', String(isOpen()));
  const offEsc = onEscape(doc, isOpen, () => set(false, true));
  list.addEventListener('click', onListClick);
  return () => {
    offBar();
    offEsc();
    list.removeEventListener('click', onListClick);
  };
}
