// The Gallery module in slider layout (et_pb_slider et_pb_gallery_fullwidth): the simple slider over the
// gallery items, with the generic 500 ms fade, turning every four seconds.
import type { DemoModule } from '../pages/types';
import { gallerySlider, section, sliderCss, text } from '../pages/sliders';

const demo: DemoModule = {
  name: 'gallery-slider',
  title: 'Gallery (slider layout)',
  order: 63,
  kitchenSink: false,
  html: section(66, `${text(66, '<h2>Gallery in slider layout</h2><p>The gallery\'s images one at a time, fading in 500 ms, turning every four seconds.</p>')}
${gallerySlider({ id: 'photo-slider', n: 0, cls: 'et_slider_auto et_slider_speed_4000', count: 5 })}`),
  css: sliderCss,
};
export default demo;
