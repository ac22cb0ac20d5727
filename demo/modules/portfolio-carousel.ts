// The Fullwidth Portfolio module in carousel mode: seven projects, as many columns as the width allows,
// sliding 1000 ms, turning every four seconds (data-auto-rotate-speed) unless hovered; and in grid mode.
import type { DemoModule } from '../pages/types';
import { portfolioCarousel, section, sliderCss, text } from '../pages/sliders';

const demo: DemoModule = {
  name: 'portfolio-carousel',
  title: 'Fullwidth portfolio carousel',
  order: 64,
  html: [
    section(67, text(67, '<h2>Fullwidth portfolio carousel</h2><p>Five columns from 1600 px, four from 1024, three from 768, two from 480, else one; each item three quarters as high as it is wide. The arrows, swipes and arrow keys slide it, and it turns every four seconds unless the pointer is over it.</p>')),
    section(68, portfolioCarousel({ id: 'work', n: 0, count: 7, rotate: 'on', speed: 4000 }), true),
    section(71, text(71, '<h3>Grid mode</h3><p>The same module without the carousel: the same columns and item sizes, in rows.</p>')),
    section(72, portfolioCarousel({ id: 'work-grid', n: 1, count: 6, rotate: 'off', grid: true }), true),
  ].join('\n'),
  css: sliderCss,
};
export default demo;
