// Enhances the theme's back-to-top button, `span.et_pb_scroll_top.et-pb-icon` in the footer
// (printed when the theme option divi_back_to_top is on; display: none in the theme's CSS). Loaded on
// the first scroll; shown past 800 px; a click (or Enter / Space) scrolls smoothly to the top.
import type { ModuleContext } from '../../core/types';
import { isPastThreshold } from './visible';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { scheduler } = ctx;
  let shown: boolean | undefined;
  const update = (y: number) => {
    const show = isPastThreshold(y);
    if (show === shown) return;
    shown = show;
    scheduler.frame.write(() => {
      // The theme's CSS keeps the button display: none until its script first shows it (jQuery .show()).
      if (show) root.style.display = 'block';
      root.classList.toggle('et-visible', show);
      root.classList.toggle('et-hidden', !show);
      // Faded out, it is still laid out: it must not catch clicks, focus or a screen reader's attention.
      root.style.pointerEvents = show ? '' : 'none';
      root.setAttribute('aria-hidden', String(!show));
      root.tabIndex = show ? 0 : -1;
    });
  };
  // The theme prints a bare span: give it what a button has, for keyboards and screen readers.
  root.setAttribute('role', 'button');
  if (!root.hasAttribute('aria-label')) root.setAttribute('aria-label', 'Back to top');
  const toTop = () => void ctx.smoothScroll(0);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      toTop();
    }
  };
  root.addEventListener('click', toTop);
  root.addEventListener('keydown', onKey);
  const off = scheduler.onScroll(update);
  update(scheduler.viewport.scrollY);
  return () => {
    off();
    root.removeEventListener('click', toTop);
    root.removeEventListener('keydown', onKey);
  };
}
