// Enhances sliders and carousels: `.et_pb_slider` (slider, post slider, fullwidth slider, the gallery in
// slider layout), `.et_pb_video_slider` (its slider plus a thumbnail carousel) and
// `.et_pb_fullwidth_portfolio.et_pb_fullwidth_portfolio_carousel`. One chunk for all of them.
import type { ModuleContext } from '../../core/types';
import { mountSlider } from './slider';
import { mountPortfolioCarousel } from './portfolio';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  if (root.classList.contains('et_pb_fullwidth_portfolio')) return mountPortfolioCarousel(root, ctx);
  const slider = root.classList.contains('et_pb_slider') ? root : root.querySelector<HTMLElement>('.et_pb_slider');
  if (!slider) return console.warn('[lightpage] slider: no .et_pb_slider in', root);
  return mountSlider(slider, root, ctx);
}
