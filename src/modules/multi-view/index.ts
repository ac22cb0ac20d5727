// Multi-view and hover: elements carrying `data-et-multi-view='{"schema":{"content"|"attrs"|"styles"|
// "classes"|"visibility":{"desktop":…,"tablet":…,"phone":…,"hover":…}},"slug":"et_pb_…","target"?,
// "hover_selector"?}'` get the values of the current device mode, and of hover while hovered.
import type { ModuleContext } from '../../core/types';
import { applier } from './apply';
import { onHover } from './hover';
import { hasHover, parseMultiView, stateFor } from './schema';

/** An element the schema names (closest or inside), or a fallback; never throws on a bad selector. */
function find(root: HTMLElement, selector: string | undefined, inside: boolean): HTMLElement | null {
  if (!selector) return null;
  try {
    return (inside ? root.querySelector(selector) : root.closest(selector)) as HTMLElement | null;
  } catch {
    return null;
  }
}

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const mv = parseMultiView(root.getAttribute('data-et-multi-view'));
  if (!mv) return void console.warn('[lightpage] multi-view: data-et-multi-view is not a valid schema', root);
  const el = mv.target ? find(root, mv.target, true) : root;
  if (!el) return void console.warn(`[lightpage] multi-view: target ${mv.target} not found`, root);
  const apply = applier(el, mv);
  let hovered = false;
  // One write per frame however many changes arrive.
  // A module whose own script reads what changed (a counter's value, for the theme's custom handlers)
  // hears of it: the public `lightpage:multiview` event, bubbling from the element that changed.
  const flush = () => {
    if (apply(stateFor(mv, ctx.device.value, hovered))) el.dispatchEvent(new CustomEvent('lightpage:multiview', { bubbles: true, detail: { slug: mv.slug } }));
  };
  const update = () => ctx.scheduler.frame.write(flush);
  update();
  const offDevice = ctx.device.subscribe(update);
  const hoverEl = hasHover(mv) ? find(root, mv.hoverSelector, false) ?? (root.closest('.et_pb_module') as HTMLElement | null) ?? root : null;
  const offHover = hoverEl
    ? onHover(hoverEl, (job) => ctx.scheduler.frame.write(job), (on) => {
        hovered = on;
        update();
      })
    : undefined;
  return () => {
    offDevice();
    offHover?.();
    ctx.scheduler.frame.cancel(flush);
  };
}
