// Scroll (entrance) animations. The theme prints `var et_animation_data = [{class, style, repeat, duration,
// delay, intensity, starting_opacity, speed_curve, …_tablet, …_phone}]` in the footer and marks every
// animated section, row or module with class `et_animated`, which is this module's registry selector.
import type { ModuleContext } from '../../core/types';
import { parseAnimationData, resolveAnimation, type Entry } from './data';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

// Parsed once per page, on the first mount.
let byClass: Map<string, Entry> | undefined;

// Inline properties written here; all cleared when the animation is over.
const PROPS = ['opacity', 'transform', 'transform-origin', 'animation-duration', 'animation-delay', 'animation-timing-function'];

export function mount(root: HTMLElement, ctx: ModuleContext) {
  byClass ??= parseAnimationData((window as unknown as { et_animation_data?: unknown }).et_animation_data);
  let entry: Entry | undefined;
  for (const c of root.classList) entry ??= byClass.get(c);
  if (root.classList.contains('et_had_animation')) return;
  const { frame } = ctx.scheduler;
  const list = root.classList;
  const s = root.style;
  const a = entry && resolveAnimation(entry, ctx.device.value);
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Over: back to the element's own styles, marked as animated. et_animated goes too, so a theme rule that
  // hides .et_animated until it animates can never keep the element hidden.
  const done = () =>
    frame.write(() => {
      list.remove('et_animated', 'et_is_animating', 'infinite');
      if (a) list.remove(a.style);
      for (const p of PROPS) s.removeProperty(p);
      list.add('et_had_animation');
    });

  if (entry && !a) console.warn(`[lightpage] animation: unknown style for .${entry.class}; shown without animating`);
  // Builder preview and reduced motion: everything shows at once, nothing moves. So does an element the
  // data does not name (or broken data): never left for a theme rule to hide.
  if (!a || ctx.builder || ctx.reducedMotion) return void done();

  // Hidden from here on (the registry mounts a viewport ahead of the waypoint), by opacity only, so no
  // layout shifts and the waypoint measures the element where it really is. Without this script nothing
  // is ever hidden.
  frame.write(() => s.setProperty('opacity', String(a.opacity)));

  const start = () => {
    s.setProperty('transform', a.transform);
    s.setProperty('transform-origin', a.origin);
    s.setProperty('animation-duration', a.durationMs + 'ms');
    s.setProperty('animation-delay', a.delayMs + 'ms');
    s.setProperty('animation-timing-function', a.curve);
    list.add('et_animated', 'et_is_animating', a.style);
    if (a.loop) list.add('infinite');
    // Animates once: the animating classes go after duration plus delay; loops keep them.
    else timer = setTimeout(done, a.durationMs + a.delayMs);
  };
  const stop = ctx.scheduler.waypoint(root, '100%', () => frame.write(start));
  return () => {
    stop();
    frame.cancel(start);
    clearTimeout(timer);
  };
}
