// How the registry loads modules, on a page made to show it: a toggle two screens down and a tabs module
// further still. Neither chunk is requested until its module comes within a screen of the viewport, a
// fragment names it, or the visitor reaches for it; a tap that lands first is kept. Not a module page.
import type { DemoModule } from '../pages/types';

const p = (s: string) => `<p>${s}</p>`;
const filler = (n: number) => p('Filler that pushes the modules below the fold: scroll down and watch the network panel, each module is fetched only when it is about to be seen.').repeat(n);
const text = (n: number, inner: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;
const section = (n: number, inner: string, cls = '') => `<div class="et_pb_section et_pb_section_${n} et_section_regular ${cls}">
<div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">
${inner}
</div></div></div>`;

const demo: DemoModule = {
  name: 'core-lazy',
  title: 'Lazy modules: loaded when they matter',
  kitchenSink: false,
  order: 97,
  html: [
    section(90, text(90, `<h1>Modules load when they matter</h1>${p('<a href="#lp-lazy-tabs|2">Open the third tab far below</a> (a fragment loads its module at once).')}`), 'lp-lazy-top'),
    section(91, `<div class="et_pb_module et_pb_toggle et_pb_toggle_90 et_pb_toggle_item et_pb_toggle_close" id="lp-lazy-toggle">
<h5 class="et_pb_toggle_title">A toggle two screens down</h5>
<div class="et_pb_toggle_content clearfix">${p('Its code arrived when you scrolled near it.')}</div>
</div>`, 'lp-lazy-gap'),
    section(92, `<div class="et_pb_module et_pb_tabs et_pb_tabs_90" id="lp-lazy-tabs">
<ul class="et_pb_tabs_controls clearfix">
  <li class="et_pb_tab_90 et_pb_tab_active"><a href="#">First</a></li>
  <li class="et_pb_tab_91"><a href="#">Second</a></li>
  <li class="et_pb_tab_92"><a href="#">Third</a></li>
</ul>
<div class="et_pb_all_tabs">
  <div class="et_pb_tab et_pb_tab_90 clearfix et_pb_active_content"><div class="et_pb_tab_content">${p('First tab.')}</div></div>
  <div class="et_pb_tab et_pb_tab_91 clearfix"><div class="et_pb_tab_content">${p('Second tab.')}</div></div>
  <div class="et_pb_tab et_pb_tab_92 clearfix"><div class="et_pb_tab_content">${p('Third tab.')}</div></div>
</div></div>${filler(6)}`, 'lp-lazy-gap'),
  ].join('\n'),
  // Each gap is three screens tall on any device, so "within one screen" is unambiguous.
  css: '.lp-lazy-top{min-height:100vh}.lp-lazy-gap{margin-top:300vh}',
};
export default demo;
