// Desktop dropdown menus on touch screens and keyboards. The theme's CSS opens a dropdown on :hover and on
// `et-show-dropdown` / `et-touch-hover`. A touch screen has no hover: the first tap on a parent opens its
// dropdown (et-touch-hover), the second follows the link; a tap elsewhere closes it. Keyboard focus inside
// a parent opens it too (et-show-dropdown), so every item can be reached with Tab. This code may arrive
// after the first tap or focus that asked for it: the tap is replayed as a plain click (so the device says
// whether it is a touch screen), and focus already inside opens its parents at once.
import type { Cleanup } from '../types';

const PARENT = 'li.menu-item-has-children';

export function dropdowns(nav: HTMLElement): Cleanup {
  const doc = nav.ownerDocument;
  let touch = matchMedia('(hover: none)').matches;
  const parents = () => nav.querySelectorAll<HTMLElement>(`${PARENT}.et-touch-hover`);
  const closeAll = (keep?: Element) => parents().forEach((li) => li.contains(keep ?? null) || open(li, false, 'et-touch-hover'));
  const open = (li: Element, on: boolean, cls: string) => {
    li.classList.toggle(cls, on);
    li.classList.toggle('et-show-dropdown', on);
    li.querySelector(':scope > a')?.setAttribute('aria-expanded', String(on));
  };
  for (const li of nav.querySelectorAll(`${PARENT} > a`)) li.setAttribute('aria-expanded', 'false');

  const onDown = (e: PointerEvent) => {
    touch = e.pointerType === 'touch' || e.pointerType === 'pen';
    if (!nav.contains(e.target as Node)) closeAll();
  };
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.('a');
    const li = a?.parentElement;
    if (!touch || !a || !li?.matches(PARENT) || !nav.contains(li)) return;
    if (li.classList.contains('et-touch-hover')) return; // second tap: follow the link
    e.preventDefault();
    closeAll(li);
    open(li, true, 'et-touch-hover');
  };
  const onFocus = (e: FocusEvent) => {
    for (const li of nav.querySelectorAll(`${PARENT}.et-show-dropdown:not(.et-touch-hover)`)) if (!li.contains(e.target as Node)) open(li, false, 'et-show-dropdown');
    for (let li = (e.target as Element).closest?.(PARENT); li && nav.contains(li); li = li.parentElement?.closest(PARENT) ?? null) open(li, true, 'et-show-dropdown');
  };
  const onBlur = (e: FocusEvent) => {
    if (!nav.contains(e.relatedTarget as Node)) for (const li of nav.querySelectorAll(`${PARENT}.et-show-dropdown:not(.et-touch-hover)`)) open(li, false, 'et-show-dropdown');
  };
  const focused = doc.activeElement;
  if (focused && nav.contains(focused)) onFocus({ target: focused } as unknown as FocusEvent);
  doc.addEventListener('pointerdown', onDown, true);
  nav.addEventListener('click', onClick);
  nav.addEventListener('focusin', onFocus);
  nav.addEventListener('focusout', onBlur);
  return () => {
    doc.removeEventListener('pointerdown', onDown, true);
    nav.removeEventListener('click', onClick);
    nav.removeEventListener('focusin', onFocus);
    nav.removeEventListener('focusout', onBlur);
  };
}
