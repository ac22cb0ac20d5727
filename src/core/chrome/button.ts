// The theme prints its menu and search icons as bare spans: give them what a button has (role, focus,
// a name, aria-expanded / aria-controls) and make Enter and Space press them.
import type { Cleanup } from '../types';

export function asButton(el: HTMLElement, label: string, press: (e: Event) => void, controls?: string): Cleanup {
  if (!/^(BUTTON|A)$/.test(el.tagName)) {
    el.setAttribute('role', 'button');
    if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  }
  if (!el.hasAttribute('aria-label') && !el.textContent?.trim()) el.setAttribute('aria-label', label);
  if (controls) el.setAttribute('aria-controls', controls);
  el.setAttribute('aria-expanded', 'false');
  const onKey = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && el.getAttribute('role') === 'button') {
      e.preventDefault();
      press(e);
    }
  };
  el.addEventListener('click', press);
  el.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('click', press);
    el.removeEventListener('keydown', onKey);
  };
}

/** Escape anywhere while something is open: close it (the caller returns focus to its opener). */
export function onEscape(doc: Document, isOpen: () => boolean, close: () => void): Cleanup {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && isOpen()) {
      e.preventDefault();
      close();
    }
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}

/** Whether a link leads to another page (in the builder preview those are blocked). */
export const leavesPage = (a: HTMLAnchorElement, loc: Location = location) =>
  !(a.pathname === loc.pathname && a.search === loc.search && a.hash) && !a.getAttribute('href')?.startsWith('#');

/** In the builder preview no link inside `root` navigates away (as for link options). */
export function blockLinks(root: HTMLElement): Cleanup {
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (a && root.contains(a) && leavesPage(a)) e.preventDefault();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
