// Enhances the circle counter, `div.et_pb_circle_counter > div.et_pb_circle_counter_inner[data-number-value]
// [data-bar-bg-color][data-color][data-alpha]` (each also -tablet, -phone, -hover) with `div.percent > p >
// span.percent-value`: a ring on a canvas the size of the inner element fills to the value from its waypoint.
import type { ModuleContext } from '../../core/types';
import { CIRCLE_COUNTER_MS, FIT_TEXT_DIVISOR } from '../../scheduler/constants';
import { padLike } from '../counters/pad';
import { restartOnMultiView } from '../counters/restart';
import { startAtWaypoint } from '../counters/start';
import { tween } from '../counters/tween';
import { hasHover, ringColors } from './colors';
import { drawRing } from './ring';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

export const mount = (root: HTMLElement, ctx: ModuleContext) => restartOnMultiView(root, (begun, began) => start(root, ctx, begun, began));

function start(root: HTMLElement, ctx: ModuleContext, begun: boolean, began: () => void) {
  const { frame } = ctx.scheduler;
  const inner = root.querySelector<HTMLElement>('.et_pb_circle_counter_inner');
  const raw = (inner?.dataset.numberValue ?? '').trim();
  const value = parseFloat(raw);
  if (!inner || !Number.isFinite(value)) {
    console.warn('[lightpage] circle counter: no .et_pb_circle_counter_inner or no numeric data-number-value; left as printed', root);
    return;
  }
  const out = inner.querySelector<HTMLElement>('.percent-value');
  // Where the theme's fit-text helper is on the page, the theme fits the number to the ring: font size =
  // width / 3 (fitText(0.3)). One write whenever the ring's size changes, never per frame.
  const fit = typeof (window as { jQuery?: { fn?: { fitText?: unknown } } }).jQuery?.fn?.fitText === 'function' ? inner.querySelector<HTMLElement>('.percent p') : null;
  const data = inner.dataset;
  const defaultBar = ctx.settings.strings.accent_color || '#2ea3f2';

  let canvas: HTMLCanvasElement | undefined;
  let size = 0;
  let scale = 1;
  let fraction = 0; // of the value, eased
  let hover = false;
  let shown: string | undefined;

  // The ring is as wide as the inner element (easyPieChart's size), which the browser reports after
  // layout, also when the counter was hidden (a tab, a toggle) and shows, with no window resize at all.
  const sizer = new ResizeObserver(([entry]) => {
    const s = Math.round(entry.contentRect.width);
    const dpr = devicePixelRatio || 1;
    if (s === size && dpr === scale) return;
    size = s;
    scale = dpr;
    frame.write(paint);
  });
  const paint = () => {
    if (out) {
      const text = fraction === 1 ? raw : padLike(String(Math.round(value * fraction)), raw);
      if (text !== shown) out.textContent = shown = text;
    }
    if (!size) return; // not laid out yet, or hidden: the ResizeObserver paints once it has a size
    if (!canvas) {
      // The canvas is the theme's (easyPieChart's) own runtime markup, laid over the reserved box.
      canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.style.cssText = 'position:absolute;left:0;top:0';
      inner.prepend(canvas);
    }
    const px = Math.round(size * scale);
    if (canvas.width !== px) {
      canvas.width = canvas.height = px;
      canvas.style.width = canvas.style.height = `${size}px`;
      if (fit) fit.style.fontSize = `${size / FIT_TEXT_DIVISOR}px`;
    }
    const c = canvas.getContext('2d');
    if (c) drawRing(c, size, scale, (value / 100) * fraction, ringColors(data, ctx.device.value, hover, defaultBar));
  };

  sizer.observe(inner);
  const stopDevice = ctx.device.subscribe(() => frame.write(paint));
  const hoverable = hasHover(data);
  const onHover = (e: Event) => {
    hover = e.type === 'mouseenter';
    frame.write(paint);
  };
  if (hoverable) {
    root.addEventListener('mouseenter', onHover);
    root.addEventListener('mouseleave', onHover);
  }
  let stopTween: (() => void) | undefined;
  const go = () => {
    began();
    stopTween = tween(ctx, CIRCLE_COUNTER_MS, (eased) => {
      fraction = eased;
      paint();
    });
  };
  // Restarted by multi-view after it had begun: count again now, as the theme re-initialises it.
  const stopWaypoint = begun ? (go(), () => {}) : startAtWaypoint(inner, ctx, go);
  return () => {
    stopWaypoint();
    stopTween?.();
    sizer.disconnect();
    stopDevice();
    frame.cancel(paint);
    root.removeEventListener('mouseenter', onHover);
    root.removeEventListener('mouseleave', onHover);
    canvas?.remove();
  };
}
