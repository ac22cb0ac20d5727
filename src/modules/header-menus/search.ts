// The theme header's search, `div#et_top_search > span#et_search_icon` with
// `.et_search_outer > .et_search_form_container > form.et-search-form + span.et_close_search_field`.
// On the icon (a tap, Enter or Space; the first one held until this code arrives): the menu container steps aside (et_pb_menu_hidden) and the search
// form container shows (et_pb_search_visible et_pb_is_animating), sized to the header, its input in the
// menu's font size and focused. The close control, leaving the search, a press outside the header or
// Escape closes it. While the 1000 ms animation runs, further toggles are ignored, as the theme does.
import type { Cleanup, ModuleContext } from '../../core/types';
import { asButton, onEscape } from '../../core/chrome/button';
import { SEARCH_ANIMATION_MS, SEARCH_FORM_EXTRA_WIDTH_PX } from '../../scheduler/constants';

export function headerSearch(opener: HTMLElement, ctx: ModuleContext): Cleanup {
  const doc = opener.ownerDocument;
  const header = opener.closest<HTMLElement>('#main-header');
  if (!header) return () => {};
  const form = header.querySelector<HTMLElement>('.et_search_form_container');
  const menu = header.querySelector<HTMLElement>('.et_menu_container');
  if (!form || !menu) return () => {};
  const input = form.querySelector<HTMLInputElement>('input');
  const icon = opener.querySelector<HTMLElement>('#et_search_icon') ?? opener;
  if (!input) {
    console.warn('[lightpage] the header search form has no input: the search icon is left alone');
    return () => {};
  }
  const close = form.querySelector<HTMLElement>('.et_close_search_field');
  let busy = false;
  const isOpen = () => form.classList.contains('et_pb_search_visible');

  const set = (open: boolean, focusIcon = false) => {
    if (busy || open === isOpen()) return;
    busy = true;
    if (open) {
      // et_set_search_form_css: the form as tall as the header, its text as big as the menu's links. Read
      // here, before this tap writes anything (the layout is the last frame's, nothing to redo), and written
      // with the classes: the style recalc that focus() forces below is then the only one, and the next
      // frame has no reads and writes of its own to lay out and recalculate again.
      const height = header.clientHeight;
      const link = doc.querySelector('#top-menu li a');
      const size = link && getComputedStyle(link).fontSize;
      const nav = doc.querySelector<HTMLElement>('#top-menu');
      const width = doc.body.classList.contains('et_header_style_left') && nav?.offsetWidth;
      form.style.height = `${height}px`;
      if (size) input.style.fontSize = size;
      const f = form.querySelector<HTMLElement>('form');
      if (width && f) f.style.maxWidth = `${width + SEARCH_FORM_EXTRA_WIDTH_PX}px`;
    }
    menu.classList.remove(open ? 'et_pb_menu_visible' : 'et_pb_menu_hidden', 'et_pb_no_animation');
    menu.classList.add(open ? 'et_pb_menu_hidden' : 'et_pb_menu_visible');
    form.classList.remove(open ? 'et_pb_search_form_hidden' : 'et_pb_search_visible', 'et_pb_no_animation');
    form.classList.add(open ? 'et_pb_search_visible' : 'et_pb_search_form_hidden', 'et_pb_is_animating');
    icon.setAttribute('aria-expanded', String(open));
    if (open) input.focus({ preventScroll: true });
    else if (focusIcon) icon.focus();
    setTimeout(() => {
      menu.classList.add('et_pb_no_animation');
      form.classList.add('et_pb_no_animation');
      form.classList.remove('et_pb_is_animating');
      busy = false;
    }, ctx.reducedMotion ? 0 : SEARCH_ANIMATION_MS);
  };

  const offOpen = asButton(icon, 'Search', (e) => (e.preventDefault(), set(true)), input.id || undefined);
  // The theme listens on #et_top_search; the icon may be smaller than it.
  const onOpener = (e: Event) => e.target === opener && set(true);
  opener.addEventListener('click', onOpener);
  const offClose = close ? asButton(close, 'Close search', () => set(false, true)) : () => {};
  const onLeave = (e: FocusEvent) => {
    if (!form.contains(e.relatedTarget as Node) && e.relatedTarget !== icon) set(false);
  };
  const onOutside = (e: PointerEvent) => isOpen() && !header.contains(e.target as Node) && set(false);
  form.addEventListener('focusout', onLeave);
  doc.addEventListener('pointerup', onOutside);
  const offEsc = onEscape(doc, isOpen, () => set(false, true));
  return () => {
    offOpen();
    offClose();
    offEsc();
    opener.removeEventListener('click', onOpener);
    form.removeEventListener('focusout', onLeave);
    doc.removeEventListener('pointerup', onOutside);
  };
}
