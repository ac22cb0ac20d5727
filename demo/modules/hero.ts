// An animated hero: the first screen is an image and a heading with the theme's entrance animations
// (et_animation_data), the page a visitor sees first. /modules/hero-static/ is the same page with the
// animation classes and data removed; the Lighthouse budget run measures both, to show the animation
// costs the largest paint nothing to speak of. Like the real theme, the stylesheet paints an animated
// element at its starting state (hidden) until the runtime starts its entrance, so an element the visitor
// never saw without its animation still animates.
import type { DemoModule } from '../pages/types';

const image = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="540" viewBox="0 0 1080 540"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2ea3f2"/><stop offset="1" stop-color="#0c4a6e"/></linearGradient></defs><rect width="1080" height="540" fill="url(#g)"/><circle cx="820" cy="150" r="90" fill="#fde68a"/><path d="M0 430 L260 250 L470 400 L700 220 L1080 470 L1080 540 L0 540Z" fill="#0f3b57"/></svg>`,
)}`;

export function hero(animated: boolean): string {
  const a = animated ? ' et_animated' : '';
  return `<div class="et_pb_section et_pb_section_0 et_section_regular lp-hero">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light${a}"><div class="et_pb_text_inner"><h1>Fast on every phone</h1><p>The first screen animates in as the site owner designed it.</p></div></div>
<div class="et_pb_module et_pb_image et_pb_image_0${a}"><span class="et_pb_image_wrap"><img src="${image}" width="1080" height="540" alt="Mountains at dawn" fetchpriority="high"></span></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4 et_pb_column_1 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_1 et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>Below the hero: the rest of the page.</p></div></div>
</div></div></div>`;
}

// The theme's rule (Divi hides .et_animated until its script animates it), and the keyframes the runtime
// names, as in the theme's stylesheet.
export const heroCss = `.lp-hero h1{font-size:34px;line-height:1.2;margin:0 0 8px}.lp-hero img{display:block;width:100%;height:auto}
.et_animated{opacity:0}
.et_animated.et_is_animating{animation-duration:1s;animation-fill-mode:both}
@keyframes et_pb_in{to{opacity:1;transform:none}}
.et_animated:is(.fade,.zoom,.slideBottom){animation-name:et_pb_in}
@keyframes et_pb_fadeTop{from{transform:translate3d(0,-100%,0)}to{opacity:1;transform:none}}
.et_animated.fadeTop{animation-name:et_pb_fadeTop}`;

const entry = (cls: string, style: string, more: Record<string, string> = {}) => ({
  class: cls, style, repeat: 'once', duration: '700ms', delay: '0ms', intensity: '10%', starting_opacity: '0%', speed_curve: 'ease-out', ...more,
});

const demo: DemoModule = {
  name: 'hero',
  title: 'Animated hero',
  kitchenSink: false,
  order: 98,
  html: hero(true),
  css: heroCss,
  globals: { et_animation_data: [entry('et_pb_text_0', 'fadeTop'), entry('et_pb_image_0', 'zoom', { delay: '100ms' })] },
};
export default demo;
