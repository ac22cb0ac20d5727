// The Slider module (divi-markup §4.12): an auto-rotating slider with a CSS id (et_slider_auto,
// et_slider_speed_3000) whose rotation pauses on hover, a slider with one slide (no arrows, no controllers,
// no rotation), and a slider further down that only rotates once it is on screen.
import type { DemoModule } from '../pages/types';
import { section, slideBackgrounds, slider, sliderCss, text } from '../pages/sliders';

const p = (s: string) => `<p>${s}</p>`;

const demo: DemoModule = {
  name: 'slider',
  title: 'Slider',
  order: 60,
  html: [
    section(60, `${text(60, '<h2>Slider</h2>' + p('Arrows, controllers, swipes and the arrow keys move the slides; they fade in 700 ms. The slider turns every three seconds, pauses while the pointer is over it or focus is inside it, and stops when it is off screen or the tab is hidden. With reduced motion it never turns by itself.'))}
${slider({
  id: 'hero-slider',
  cls: 'et_pb_slider_0 et_pb_slider_fullwidth_off et_slider_auto et_slider_speed_3000 et_pb_bg_layout_dark',
  first: 600,
  slides: [
    { title: 'Fast on every phone', body: 'The server rendered this slider; a few kilobytes bring it to life.', button: 'Learn more' },
    { title: 'No layout shift', body: 'Arrows and dots sit over the slides, so nothing below ever moves.', button: 'See how' },
    { title: 'Swipe, click or type', body: 'Touch swipes, the arrows, the dots and the arrow keys all work.', button: 'Try it' },
  ],
})}`),
    section(61, `${text(61, '<h3>One slide</h3>' + p('A slider with a single slide gets no arrows, no controllers and never turns.'))}
${slider({ id: 'single-slider', cls: 'et_pb_slider_1 et_slider_auto et_slider_speed_1000 et_pb_bg_layout_dark', first: 610, slides: [{ title: 'Only me', body: 'Nothing to move to.' }] })}`),
    section(62, `${text(62, '<h3>Far down the page</h3>' + p('This slider turns every second, but only while it is on screen: off screen it costs no frame at all.'))}
${slider({
  id: 'far-slider',
  cls: 'et_pb_slider_2 et_slider_auto et_slider_speed_1000 et_pb_slider_no_arrows et_pb_bg_layout_dark',
  first: 620,
  slides: [
    { title: 'One', body: 'A slide every second.' },
    { title: 'Two', body: 'A slide every second.' },
    { title: 'Three', body: 'A slide every second.' },
  ],
})}`),
  ].join('\n'),
  css: sliderCss + slideBackgrounds(600, 3) + slideBackgrounds(610, 1) + slideBackgrounds(620, 3) + '.lp-demo-alone .et_pb_section_62{margin-top:1200px}' /* below the first screen on its own page only */,
};
export default demo;
