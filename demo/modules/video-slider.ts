// The Video Slider module with its thumbnail carousel (et_pb_slider_carousel): the script builds the
// thumbnails from each slide's data-image below the slider, in a space the page reserves for them.
import type { DemoModule } from '../pages/types';
import { section, sliderCss, text, videoSlider } from '../pages/sliders';

const demo: DemoModule = {
  name: 'video-slider',
  title: 'Video slider',
  order: 65,
  html: section(69, `${text(69, '<h2>Video slider</h2><p>A video per slide and a strip of thumbnails below; a thumbnail opens its slide, and a playing video pauses when its slide leaves.</p>')}
${videoSlider({ id: 'videos', n: 0, count: 6 })}`),
  css: sliderCss,
};
export default demo;
