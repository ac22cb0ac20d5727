// Enhances sliders: `.et_pb_slider > .et_pb_slides > .et_pb_slide` (slider, post slider, fullwidth slider),
// `.et_pb_gallery.et_pb_slider` (the gallery in slider layout) and `.et_pb_video_slider` (its slider plus
// the thumbnail carousel built below it).
import type { ModuleContext } from '../../core/types';
import { mountSlider } from './slider';
// The scheduler's waypoints and clock (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const slider = root.classList.contains('et_pb_slider') ? root : root.querySelector<HTMLElement>('.et_pb_slider');
  if (!slider) return console.warn('[lightpage] slider: no .et_pb_slider in', root);
  return mountSlider(slider, root, ctx);
}
