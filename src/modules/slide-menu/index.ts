// Enhances the slide-in and fullscreen header styles (body.et_header_style_slide / _fullscreen): the
// header's `.et_toggle_slide_menu` / `.et_toggle_fullscreen_menu` opens `div.et_slide_in_menu_container`
// (printed before #page-container, holding `ul#mobile_menu_slide.et_mobile_menu`) with the theme's classes.
import type { ModuleContext } from '../../core/types';
import { asButton, blockLinks, onEscape } from '../../core/chrome/button';
import { slide } from '../../core/chrome/slide';
import { swipeAction, type TouchPoint } from './swipe';
import { trapTab } from './trap';
import {
  FULLSCREEN_MENU_ANIMATED_MS, FULLSCREEN_MENU_PADDING_PX, SLIDE_MENU_HIDE_MS, SUBMENU_SLIDE_MS,
} from '../../scheduler/constants';

export function mount(header: HTMLElement, ctx: ModuleContext) {
  const doc = header.ownerDocument;
  const body = doc.body;
  const container = doc.querySelector<HTMLElement>('.et_slide_in_menu_container');
  const slideIn = body.classList.contains('et_header_style_slide');
  if (!container) return void console.warn('[lightpage] no .et_slide_in_menu_container: the menu icon is left alone');
  const { frame } = ctx.scheduler;
  const openedClass = slideIn ? 'et_pb_slide_menu_opened' : 'et_pb_fullscreen_menu_opened';
  const activeClass = slideIn ? 'et_pb_slide_menu_active' : 'et_pb_fullscreen_menu_active';
  const togglers = [...doc.querySelectorAll<HTMLElement>(slideIn ? '#main-header .et_toggle_slide_menu' : '.et_toggle_fullscreen_menu')];
  const opener = togglers.find((t) => header.contains(t)) ?? togglers[0];
  const page = doc.getElementById('page-container');
  const nav = container.querySelector<HTMLElement>('.et_pb_fullscreen_nav_container');
  container.id ||= 'et_slide_in_menu';
  const isOpen = () => container.classList.contains(openedClass);
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (open: boolean, focusOpener = false) => {
    if (open === isOpen()) return;
    clearTimeout(hideTimer);
    body.classList.toggle(activeClass, open);
    container.classList.toggle(openedClass, open);
    togglers.forEach((t) => t.setAttribute('aria-expanded', String(open)));
    container.setAttribute('aria-hidden', String(!open));
    const later = (fn: () => void, ms: number) => (hideTimer = setTimeout(fn, ctx.reducedMotion ? 0 : ms));
    if (slideIn) {
      // Opening: shown off-canvas first, then (one frame later, so the CSS transition runs) slid in while
      // the page and the fixed header move left by its width. Closing: the reverse, hidden after 700 ms.
      const movers = [page, body.classList.contains('et_fixed_nav') ? header : null].filter(Boolean) as HTMLElement[];
      if (open) container.style.display = 'block';
      frame.read(() => {
        const width = container.offsetWidth;
        frame.write(() => {
          container.style.right = open ? '0' : `-${width}px`;
          movers.forEach((m) => (m.style.left = open ? `-${width}px` : '0'));
          if (!open) later(() => (container.style.display = 'none'), SLIDE_MENU_HIDE_MS);
        });
      });
    } else if (open) {
      container.classList.add('et_pb_fullscreen_menu_animated');
      frame.read(() => {
        const top = container.querySelector<HTMLElement>('.et_slide_menu_top')?.offsetHeight ?? 0;
        frame.write(() => {
          const padding = top + FULLSCREEN_MENU_PADDING_PX;
          container.style.paddingTop = `${padding}px`;
          // A menu longer than the screen scrolls inside the container.
          if (nav) Object.assign(nav.style, { maxHeight: `calc(100vh - ${padding}px)`, overflowY: 'auto' });
        });
      });
    } else later(() => container.classList.remove('et_pb_fullscreen_menu_animated'), FULLSCREEN_MENU_ANIMATED_MS);
    if (open) frame.write(() => container.querySelector<HTMLElement>('a[href],[tabindex]')?.focus({ preventScroll: true }));
    else if (focusOpener) opener?.focus();
  };

  // Submenus: a tap on a parent opens or closes its submenu (700 ms), never follows its link.
  for (const a of container.querySelectorAll('li.menu-item-has-children > a')) {
    if (!a.querySelector('.et_mobile_menu_arrow')) a.insertAdjacentHTML('beforeend', '<span class="et_mobile_menu_arrow"></span>');
    a.setAttribute('aria-expanded', 'false');
  }
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a');
    if (!a || !container.contains(a)) return;
    const sub = a.parentElement?.matches('.menu-item-has-children') && a.parentElement.querySelector<HTMLElement>(':scope > ul');
    if (!sub) return set(false);
    e.preventDefault();
    const open = !sub.classList.contains('et_pb_slide_dropdown_opened');
    a.querySelector('.et_mobile_menu_arrow')?.classList.toggle('et_pb_submenu_opened', open);
    sub.classList.toggle('et_pb_slide_dropdown_opened', open);
    a.setAttribute('aria-expanded', String(open));
    slide(sub, open, ctx.reducedMotion ? 0 : SUBMENU_SLIDE_MS, ctx.scheduler);
  };

  // Edge swipe on touch screens (jQuery Mobile's swipe, as the theme uses): slide-in style only.
  let start: TouchPoint | undefined;
  const point = (e: TouchEvent): TouchPoint => ({ x: e.changedTouches[0].clientX, y: e.changedTouches[0].clientY, t: e.timeStamp });
  const onTouchStart = (e: TouchEvent) => (start = e.touches.length === 1 ? point(e) : undefined);
  const onTouchEnd = (e: TouchEvent) => {
    const action = start && swipeAction(start, point(e), innerWidth, isOpen());
    start = undefined;
    if (action) set(action === 'open');
  };
  const touch = slideIn && ('ontouchstart' in window || navigator.maxTouchPoints > 0);
  if (touch) {
    // The theme's swipe handler cancels horizontal touch moves, so the browser's own edge swipe (history
    // back / forward) never takes the gesture; this does the same without a blocking touch listener.
    doc.documentElement.style.overscrollBehaviorX = 'none';
    addEventListener('touchstart', onTouchStart, { passive: true });
    addEventListener('touchend', onTouchEnd, { passive: true });
  }
  // The theme closes the fullscreen menu when the page is hidden (coming back with the back button).
  const onHidden = () => doc.visibilityState === 'hidden' && !slideIn && set(false);
  doc.addEventListener('visibilitychange', onHidden);

  container.setAttribute('aria-hidden', 'true');
  const cleanups = [
    ...togglers.map((t) => asButton(t, 'Menu', (e) => (e.preventDefault(), set(!isOpen())), container.id)),
    onEscape(doc, isOpen, () => set(false, true)),
    trapTab(doc, isOpen, () => [...(slideIn && opener ? [opener] : []), ...container.querySelectorAll<HTMLElement>('a[href],button,input,[tabindex]:not([tabindex="-1"])')]),
    ctx.builder ? blockLinks(container) : () => {},
    ctx.builder ? blockLinks(header) : () => {},
  ];
  container.addEventListener('click', onClick);
  return () => {
    cleanups.forEach((fn) => fn());
    container.removeEventListener('click', onClick);
    doc.removeEventListener('visibilitychange', onHidden);
    if (touch) {
      removeEventListener('touchstart', onTouchStart);
      removeEventListener('touchend', onTouchEnd);
    }
  };
}
