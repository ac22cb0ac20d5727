// While the slide-in or fullscreen menu is open, Tab and Shift+Tab cycle through its own controls.
import type { Cleanup } from '../../core/types';

export function trapTab(doc: Document, isOpen: () => boolean, items: () => HTMLElement[]): Cleanup {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !isOpen()) return;
    const list = items().filter((el) => el.offsetParent !== null || el === doc.activeElement);
    if (!list.length) return;
    const i = list.indexOf(doc.activeElement as HTMLElement);
    const next = e.shiftKey ? (i <= 0 ? list.length - 1 : i - 1) : i < 0 || i === list.length - 1 ? 0 : i + 1;
    e.preventDefault();
    list[next].focus();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
