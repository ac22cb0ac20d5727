// The Fullwidth Slider module: the same simple slider in a fullwidth section, edge to edge, turning every
// five seconds (et_slider_speed_5000) and not pausing on hover (et_slider_auto_ignore_hover).
import type { DemoModule } from '../pages/types';
import { section, slideBackgrounds, slider, sliderCss, text } from '../pages/sliders';

const demo: DemoModule = {
  name: 'fullwidth-slider',
  title: 'Fullwidth slider',
  order: 62,
  kitchenSink: false,
  html: [
    section(64, text(64, '<h2>Fullwidth slider</h2><p>Edge to edge, turning every five seconds, even under the pointer (et_slider_auto_ignore_hover).</p>')),
    section(65, slider({
      id: 'wide-slider',
      cls: 'et_pb_fullwidth_slider_0 et_slider_auto et_slider_speed_5000 et_slider_auto_ignore_hover et_pb_bg_layout_dark',
      first: 650,
      slides: [
        { title: 'Wide and tall', body: 'A fullwidth section holds the slider from edge to edge.', button: 'Start' },
        { title: 'Keeps turning', body: 'The pointer over it does not stop this one.', button: 'More' },
        { title: 'Still no shift', body: 'Every slide is as tall as the tallest.', button: 'Why' },
      ],
    }), true),
  ].join('\n'),
  css: sliderCss + slideBackgrounds(650, 3),
};
export default demo;
