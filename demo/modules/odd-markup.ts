// Odd but real markup the theme's modules meet on live sites: a plugin's <script> printed between tab
// controls (and a <noscript> between panels), a countdown saved without its days unit, a number counter
// whose value was pasted with 150 decimals. Each module must act on its parts by name, not by position.
import type { DemoModule } from '../pages/types';
import tabs from './tabs';
import countdown from './countdown';
import counters from './counters';

const text = (n: number, body: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${body}</div></div>`;

const oddTabs = `<div id="odd-tabs" class="et_pb_module et_pb_tabs et_pb_tabs_9">
<ul class="et_pb_tabs_controls clearfix">
<li class="et_pb_tab_90 et_pb_tab_active"><a href="#">First</a></li>
<script>window.lpPluginSaidHello = true;</script>
<li class="et_pb_tab_91"><a href="#">Second</a></li>
<li class="et_pb_tab_92"><a href="#">Third</a></li>
</ul>
<div class="et_pb_all_tabs">
<div class="et_pb_tab et_pb_tab_90 clearfix et_pb_active_content"><div class="et_pb_tab_content"><p>Panel one</p></div></div>
<noscript><p>Enable JavaScript for the best experience.</p></noscript>
<div class="et_pb_tab et_pb_tab_91 clearfix"><div class="et_pb_tab_content"><p>Panel two</p></div></div>
<div class="et_pb_tab et_pb_tab_92 clearfix"><div class="et_pb_tab_content"><p>Panel three</p></div></div>
</div>
</div>`;

const UNITS: [string, string, string][] = [
  ['hours', 'Hrs', 'Hour(s)'],
  ['minutes', 'Min', 'Minute(s)'],
  ['seconds', 'Sec', 'Second(s)'],
];
const noDays = (end: number) => `<div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_9 et_pb_bg_layout_dark" data-end-timestamp="${end}">
<div class="et_pb_countdown_timer_container clearfix"><h4 class="title">Saved without days</h4>${UNITS.map(
  ([cls, short, full]) => `<div class="${cls} section values" data-short="${short}" data-full="${full}"><p class="value"></p><p class="label">${full}</p></div>`,
).join('<div class="sep section"><p>:</p></div>')}</div>
</div>`;

const longCounter = `<div class="et_pb_module et_pb_number_counter et_pb_number_counter_9 et_pb_bg_layout_light et_pb_with_title" data-number-value="3.${'14159265358979323846'.repeat(8).slice(0, 150)}" data-number-separator=",">
<div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div>
<h3 class="title">Pasted with 150 decimals</h3>
</div>`;

const demo: DemoModule = {
  name: 'odd-markup',
  title: 'Odd but real markup',
  kitchenSink: false,
  get html() {
    // 2 hours, 3 minutes and 4 seconds from when the page is rendered.
    const end = Math.floor(Date.now() / 1000) + 2 * 3600 + 3 * 60 + 4;
    return `<div class="et_pb_section et_pb_section_90 et_section_regular">
<div class="et_pb_row et_pb_row_90"><div class="et_pb_column et_pb_column_4_4 et_pb_column_90 et-last-child">
${text(90, '<h2>Odd but real markup</h2><p>Markup as live sites print it: each module finds its parts by name.</p>')}
${oddTabs}
</div></div>
<div class="et_pb_row et_pb_row_91"><div class="et_pb_column et_pb_column_1_2 et_pb_column_91">
${noDays(end)}
</div><div class="et_pb_column et_pb_column_1_2 et_pb_column_92 et-last-child">
${longCounter}
</div></div>
</div>`;
  },
  css: `${tabs.css ?? ''}${countdown.css ?? ''}${counters.css ?? ''}.et_pb_section_90 .et_pb_countdown_timer .section.values{width:31%}.et_pb_number_counter_9 .percent p{overflow:hidden;text-overflow:ellipsis}`,
};
export default demo;
