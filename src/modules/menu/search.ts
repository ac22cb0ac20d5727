// The menu module's search: its button swaps the menu wrap from `--visible` to `--hidden` and the search
// container from `--hidden`/`--disabled` to `--visible` (+ et_pb_is_animating), with the theme's padding
// rules and the input in the menu's font size, focused. The close button, leaving the input or Escape
// reverses it, and `--disabled` follows 1000 ms later. During those 1000 ms further toggles are ignored.
import type { Cleanup, ModuleContext } from '../../core/types';
import { onEscape } from '../../core/chrome/button';
import { BREAKPOINT_DESKTOP, MENU_SEARCH_PADDING_TOP_PX, SEARCH_ANIMATION_MS } from '../../scheduler/constants';

const W = 'et_pb_menu__wrap';
const C = 'et_pb_menu__search-container';

/** The padding the search container gets: left = logo width (left-aligned), top = logo height + 30 (phone or centered). */
export function searchPadding(style: 'left_aligned' | 'centered' | 'inline_centered_logo' | string, phone: boolean, logo: { width: number; height: number } | null) {
  if (!logo) return {};
  if (phone || style === 'centered') return { paddingTop: logo.height + MENU_SEARCH_PADDING_TOP_PX };
  if (style === 'left_aligned') return { paddingLeft: logo.width };
  return {};
}

export function menuSearch(root: HTMLElement, ctx: ModuleContext, closeMenu: () => void): Cleanup {
  const doc = root.ownerDocument;
  const button = root.querySelector<HTMLElement>('.et_pb_menu__search-button');
  const wrap = root.querySelector<HTMLElement>(`.${W}`);
  const box = root.querySelector<HTMLElement>(`.${C}`);
  if (!button || !wrap || !box) return () => {};
  const input = box.querySelector<HTMLInputElement>('input');
  if (!input) {
    console.warn('[lightpage] a menu module search form has no input: its search button is left alone');
    return () => {};
  }
  const close = box.querySelector<HTMLElement>('.et_pb_menu__close-search-button');
  const { frame } = ctx.scheduler;
  let busy = false;
  const isOpen = () => box.classList.contains(`${C}--visible`);
  const style = /et_pb_menu--style-(\w+)/.exec(root.className)?.[1] ?? 'left_aligned';
  button.setAttribute('aria-expanded', 'false');

  const set = (open: boolean, focusButton = false) => {
    if (busy || open === isOpen()) return;
    busy = true;
    const done = () => {
      busy = false;
      wrap.classList.add('et_pb_no_animation');
      box.classList.add('et_pb_no_animation');
      box.classList.remove('et_pb_is_animating');
      if (!open) box.classList.add(`${C}--disabled`);
    };
    if (open) {
      closeMenu();
      frame.read(() => {
        const logo = root.querySelector<HTMLElement>('.et_pb_menu__logo img, .et_pb_menu__logo-wrap img');
        const size = logo && { width: logo.offsetWidth, height: logo.offsetHeight };
        const link = root.querySelector('nav li a');
        const font = link && getComputedStyle(link).fontSize;
        const pad = searchPadding(style, innerWidth <= BREAKPOINT_DESKTOP, size);
        frame.write(() => {
          box.style.paddingLeft = pad.paddingLeft ? `${pad.paddingLeft}px` : '';
          box.style.paddingTop = pad.paddingTop ? `${pad.paddingTop}px` : '';
          if (font) input.style.fontSize = font;
        });
      });
    }
    wrap.classList.remove(`${W}--${open ? 'visible' : 'hidden'}`, 'et_pb_no_animation');
    wrap.classList.add(`${W}--${open ? 'hidden' : 'visible'}`);
    box.classList.remove(...(open ? [`${C}--hidden`, `${C}--disabled`] : [`${C}--visible`]), 'et_pb_no_animation');
    box.classList.add(`${C}--${open ? 'visible' : 'hidden'}`, 'et_pb_is_animating');
    button.setAttribute('aria-expanded', String(open));
    if (open) input.focus();
    else if (focusButton) button.focus();
    setTimeout(done, ctx.reducedMotion ? 0 : SEARCH_ANIMATION_MS);
  };

  const onOpen = (e: Event) => (e.preventDefault(), set(true));
  const onClose = (e: Event) => (e.preventDefault(), set(false, true));
  const onBlur = (e: FocusEvent) => e.relatedTarget !== close && set(false);
  button.addEventListener('click', onOpen);
  close?.addEventListener('click', onClose);
  input.addEventListener('blur', onBlur);
  const offEsc = onEscape(doc, () => isOpen() && box.contains(doc.activeElement), () => set(false, true));
  return () => {
    offEsc();
    button.removeEventListener('click', onOpen);
    close?.removeEventListener('click', onClose);
    input.removeEventListener('blur', onBlur);
  };
}
