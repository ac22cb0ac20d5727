// Parallax backgrounds as the theme prints them (divi-markup §4.13): a true-parallax section (moved by
// the parallax module at 0.3 of the scroll speed) and a CSS-parallax section (fixed attachment, no JS).
// Both sit below the first viewport; the backgrounds are small inline SVGs.
import type { DemoModule } from '../pages/types';

/** An SVG as a CSS url() inside a double-quoted style attribute. */
const svgUrl = (svg: string) =>
  `url(&quot;data:image/svg+xml,${svg.replace(/"/g, "'").replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}&quot;)`;

// Dusk over hills: the bands make the slower background easy to see against the text.
const dusk = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3b6b"/><stop offset="1" stop-color="#f6a560"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="80" r="34" fill="#ffe7a8"/><path d="M0 200 90 120 170 190 250 105 400 215V300H0z" fill="#2b2e4a"/><path d="M0 250 120 180 230 240 330 190 400 220V300H0z" fill="#151729"/></svg>`);
// A tiled grid of dots for the fixed-attachment (CSS) variant.
const dots = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#0f5f8f"/><circle cx="24" cy="24" r="6" fill="#2ea3f2"/></svg>`);

const text = (n: number, title: string, body: string, dark = true) =>
  `<div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_center et_pb_bg_layout_${dark ? 'dark' : 'light'}"><div class="et_pb_text_inner">
<h2>${title}</h2><p>${body}</p>
</div></div>
</div></div>`;

const demo: DemoModule = {
  name: 'parallax',
  title: 'Parallax backgrounds',
  order: 80,
  html: `<div class="et_pb_section et_pb_section_60 et_section_regular lp-parallax-intro">
${text(60, 'Parallax backgrounds', 'Scroll down. The first section below has a true parallax background: it moves at 0.3 of the scroll speed. The second has CSS parallax (a fixed background), which needs no script. With reduced motion, or on a touch device, the true parallax background stays still.', false)}
</div>
<div class="et_pb_section et_pb_section_61 et_pb_with_background et_pb_section_parallax et_section_regular">
<span class="et_parallax_bg_wrap"><span class="et_parallax_bg" style="background-image: ${dusk};"></span></span>
${text(61, 'True parallax', 'The background of this section is moved by the frame loop, from cached geometry, without reading layout while you scroll.')}
</div>
<div class="et_pb_section et_pb_section_62 et_pb_with_background et_pb_section_parallax et_section_regular">
<span class="et_parallax_bg_wrap"><span class="et_parallax_bg et_pb_parallax_css" style="background-image: ${dots};"></span></span>
${text(62, 'CSS parallax', 'This background is fixed to the window by CSS alone: no script touches it.')}
</div>`,
  // The theme's parallax CSS: the background is bottom-aligned in a clipping wrap, so growing it by 0.3 of
  // the window height upwards and moving it down never uncovers the section. The sections' boxes are
  // fixed by their content and padding; enhancement only sets the background's height and transform.
  css: `.et_parallax_bg_wrap{overflow:hidden;position:absolute;top:0;right:0;bottom:0;left:0}
.et_parallax_bg{background-repeat:no-repeat;background-position:top;background-size:cover;position:absolute;bottom:0;left:0;width:100%;height:100%;display:block}
.et_parallax_bg.et_pb_parallax_css{background-attachment:fixed;background-repeat:repeat;background-size:auto}
.et_pb_section_parallax .et_pb_row{z-index:1}
.et_pb_bg_layout_dark,.et_pb_bg_layout_dark h2{color:#fff}
.et_pb_section_61,.et_pb_section_62{padding:140px 0;background-color:#1d3b6b}
.et_pb_section_61 .et_pb_text_inner,.et_pb_section_62 .et_pb_text_inner{text-shadow:0 1px 3px rgba(0,0,0,.6)}
/* On its own page the intro fills the first viewport, so the backgrounds start below it. */
.et_builder_inner_content>.lp-parallax-intro:first-child{min-height:100vh}`,
};
export default demo;
