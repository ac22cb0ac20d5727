// Toggles and an accordion as the theme renders them (divi-markup §4.5): two standalone toggles (closed
// and open) and an accordion of three items with the first open, as the server opens it. The first item
// is long, so opening another one from further down scrolls it back into view under the fixed header.
import type { DemoModule } from '../pages/types';

const toggle = (cls: string, open: boolean, title: string, body: string) => `<div class="et_pb_module et_pb_toggle ${cls} ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}">
<h5 class="et_pb_toggle_title">${title}</h5>
<div class="et_pb_toggle_content clearfix">${body}</div>
</div>`;

const text = (n: number, inner: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const p = (s: string) => `<p>${s}</p>`;
const long = Array.from({ length: 9 }, (_, i) =>
  p(`Part ${i + 1} of a long answer. The theme opens the first item of an accordion on the server, so this one is open before any script runs; opening another item closes it with the same 700 ms slide.`),
).join('');

const demo: DemoModule = {
  name: 'toggle',
  title: 'Toggles and accordion',
  order: 41,
  html: `<div class="et_pb_section et_pb_section_42 et_section_regular">
<div class="et_pb_row et_pb_row_42"><div class="et_pb_column et_pb_column_1_2 et_pb_column_44">
${toggle('et_pb_toggle_40 et_pb_toggle_item', false, 'What does a toggle do?', p('It slides its content open in 700 ms, and closed again on the next click. A click while it slides is ignored.'))}
${toggle('et_pb_toggle_41 et_pb_toggle_item', true, 'Can a toggle start open?', p('Yes: the server renders it with the open class, and it closes like any other.'))}
</div><div class="et_pb_column et_pb_column_1_2 et_pb_column_45 et-last-child">
${text(44, '<h2>Toggles and accordion</h2>' + p('Click a title, or focus it and press Enter or Space. In the accordion below only one item is open at a time, and clicking the open one does nothing.'))}
</div></div>
<div class="et_pb_row et_pb_row_43"><div class="et_pb_column et_pb_column_4_4 et_pb_column_46 et-last-child">
<div class="et_pb_module et_pb_accordion et_pb_accordion_40">
${toggle('et_pb_accordion_item et_pb_accordion_item_40', true, 'Why is the first item open?', long)}
${toggle('et_pb_accordion_item et_pb_accordion_item_41', false, 'What happens when I open this one?', p('The open item above closes while this one opens. If this title ended up above the fixed header, the page scrolls so it sits just below it.'))}
${toggle('et_pb_accordion_item et_pb_accordion_item_42', false, 'And with reduced motion?', p('Items open and close at once, without sliding, and the content still appears.'))}
</div>
</div></div>
<div class="et_pb_row et_pb_row_44 lp-room"><div class="et_pb_column et_pb_column_4_4 et_pb_column_47 et-last-child">
${text(45, '<h3>After the accordion</h3>' + p('Room to scroll: when the long first item closes above the one you opened, the page has somewhere to go, and the opened item is brought back into view under the header.'))}
</div></div>
</div>`,
  // The theme's toggle stylesheet, trimmed: closed content is display:none, as on a real site, so the
  // server-rendered open and closed states already have their final boxes before any script runs.
  css: `.et_pb_toggle{border:1px solid #d9d9d9;padding:20px;background:#fff}
.et_pb_toggle_close{background:#f4f4f4}
.et_pb_toggle_title{position:relative;margin:0;padding:0 40px 0 0;font-size:16px;line-height:1.7;cursor:pointer;touch-action:manipulation}
.et_pb_toggle_title::before{content:"+";position:absolute;right:0;top:50%;transform:translateY(-50%);font-size:24px;line-height:1;color:#999}
.et_pb_toggle_open .et_pb_toggle_title::before{content:"\\2212"}
.et_pb_toggle_title:focus-visible{outline:3px solid #2ea3f2;outline-offset:6px}
.et_pb_toggle_content{position:relative;padding-top:20px}
.et_pb_toggle_content p{margin:0;padding-bottom:1em}
.et_pb_toggle_content p:last-child{padding-bottom:0}
.et_pb_toggle_close .et_pb_toggle_content{display:none}
.et_pb_column .et_pb_toggle{margin-bottom:20px}
.et_pb_accordion .et_pb_toggle{margin-bottom:10px}
.et_pb_column .et_pb_toggle:last-child{margin-bottom:0}
.lp-demo-alone .lp-room{min-height:1200px}
`,
};
export default demo;
