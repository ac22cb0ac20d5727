// The Post Slider module: the theme renders one slide per post (featured image beside the excerpt) with
// the same simple slider as the Slider module, here without auto-rotation.
import type { DemoModule } from '../pages/types';
import { photo, section, slideBackgrounds, slider, sliderCss, text } from '../pages/sliders';

const demo: DemoModule = {
  name: 'post-slider',
  title: 'Post slider',
  order: 61,
  kitchenSink: false,
  html: section(63, `${text(63, '<h2>Post slider</h2><p>Recent posts, one per slide, each with its featured image. No auto-rotation: the arrows, dots, swipes and arrow keys move it.</p>')}
${slider({
  cls: 'et_pb_post_slider et_pb_post_slider_0 et_pb_slider_fullwidth_off et_pb_post_slider_image_left et_pb_bg_layout_dark',
  first: 630,
  slides: [1, 2, 3, 4].map((i) => ({ title: `Post number ${i}`, body: 'An excerpt of the post, as the theme prints it, trimmed to a line or two.', button: 'Read more', image: photo(i + 2) })),
})}`),
  css: sliderCss + slideBackgrounds(630, 4),
};
export default demo;
