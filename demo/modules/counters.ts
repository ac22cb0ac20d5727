// Number counters, circle counters and bar counters as the theme renders them (divi-markup §4.2–4.4),
// below the first viewport so that each starts at its waypoint. The last row of the last section holds
// a number counter, which starts only once its bottom is in view ('bottom-in-view').
import type { DemoModule } from '../pages/types';

function number(n: number, value: string, separator: string, sign: string, title: string): string {
  return `<div class="et_pb_module et_pb_number_counter et_pb_number_counter_${n} et_pb_bg_layout_light et_pb_with_title" data-number-value="${value}" data-number-separator="${separator}">
<div class="percent"><p><span class="percent-value"></span><span class="percent-sign">${sign}</span></p></div>
<h3 class="title">${title}</h3>
</div>`;
}

function circle(n: number, value: number, attrs: Record<string, string>, title: string): string {
  const data = Object.entries(attrs).map(([k, v]) => ` data-${k}="${v}"`).join('');
  return `<div class="et_pb_module et_pb_circle_counter et_pb_circle_counter_${n} et_pb_bg_layout_light">
<div class="et_pb_circle_counter_inner clearfix" data-number-value="${value}"${data}>
<div class="percent"><p><span class="percent-value"></span><span class="percent-sign">%</span></p></div>
<h3 class="title">${title}</h3>
</div>
</div>`;
}

function bars(n: number, items: [string, number][]): string {
  const li = items.map(([title, width], i) => `<li class="et_pb_counter_${i}"><span class="et_pb_counter_title">${title}</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="${width}%"><span class="et_pb_counter_amount_number">${width}%</span></span></span></li>`);
  return `<ul class="et_pb_module et_pb_counters et_pb_counters_${n} et-waypoint et_pb_bg_layout_light">\n${li.join('\n')}\n</ul>`;
}

const col = (cls: string, n: number, body: string, last = false) =>
  `<div class="et_pb_column ${cls} et_pb_column_${n}${last ? ' et-last-child' : ''}">${body}</div>`;

const demo: DemoModule = {
  name: 'counters',
  title: 'Number, circle and bar counters',
  order: 46,
  html: `<div class="et_pb_section et_pb_section_51 et_section_regular lp-counters-intro">
<div class="et_pb_row et_pb_row_53">${col('et_pb_column_4_4', 57, `<div class="et_pb_module et_pb_text et_pb_text_54 et_pb_bg_layout_light"><div class="et_pb_text_inner">
<h2>Counters</h2>
<p>Scroll down. Each counter starts when it reaches the bottom of the window: numbers count up, rings fill, bars grow, all in 1800 ms. Rings take the colours of the device mode, and another colour while you point at them.</p>
</div></div>`, true)}</div>
</div>
<div class="et_pb_section et_pb_section_52 et_section_regular">
<div class="et_pb_row et_pb_row_54">
${col('et_pb_column_1_3', 58, number(0, '1234567', ',', '', 'Lines of code'))}
${col('et_pb_column_1_3', 59, number(1, '87', '', '%', 'Happy visitors'))}
${col('et_pb_column_1_3', 60, number(2, '2500', '', '', 'Cups of coffee'), true)}
</div>
</div>
<div class="et_pb_section et_pb_section_53 et_section_regular">
<div class="et_pb_row et_pb_row_55">
${col('et_pb_column_1_3', 61, circle(0, 75, { 'bar-bg-color': '#2ea3f2', 'bar-bg-color-tablet': '#e09900', 'bar-bg-color-phone': '#7cda24', 'bar-bg-color-hover': '#e02b20' }, 'Design'))}
${col('et_pb_column_1_3', 62, circle(1, 50, { 'bar-bg-color': '#7cda24', color: '#2ea3f2', alpha: '0.3', 'color-phone': '#e09900', 'alpha-hover': '0.6' }, 'Code'))}
${col('et_pb_column_1_3', 63, circle(2, 100, { 'bar-bg-color': '#8300e9' }, 'Coffee'), true)}
</div>
</div>
<div class="et_pb_section et_pb_section_54 et_section_regular">
<div class="et_pb_row et_pb_row_56">
${col('et_pb_column_1_2', 64, bars(0, [['Design', 70], ['Code', 50], ['Support', 90], ['Coffee', 35]]))}
${col('et_pb_column_1_2', 65, `<div class="et_pb_module et_pb_text et_pb_text_55 et_pb_bg_layout_light"><div class="et_pb_text_inner"><h3>Bar counters</h3><p>Each bar takes its width from <code>data-width</code> when it comes into view, and is revealed from the left.</p></div></div>`, true)}
</div>
<div class="et_pb_row et_pb_row_57">
${col('et_pb_column_4_4', 66, number(3, '100000', '.', '', 'Visitors a year'), true)}
</div>
</div>`,
  // Every box has its final size before the runtime writes the numbers or draws the rings: no layout shift.
  css: `.lp-demo-alone .lp-counters-intro{min-height:100vh}
.et_pb_number_counter{text-align:center}
.et_pb_number_counter .percent p{margin:0;height:64px;font-size:52px;line-height:64px;font-weight:700;color:#2ea3f2;white-space:nowrap;font-variant-numeric:tabular-nums}
.et_pb_number_counter .title,.et_pb_circle_counter .title{font-size:18px;margin:10px 0 0}
.et_pb_circle_counter{text-align:center}
.et_pb_circle_counter_inner{position:relative;display:block;width:225px;max-width:100%;margin:0 auto}
.et_pb_circle_counter .percent{position:relative;z-index:2;aspect-ratio:1;display:flex;align-items:center;justify-content:center}
.et_pb_circle_counter .percent p{margin:0;font-size:46px;line-height:1;font-weight:700;color:#333;white-space:nowrap;font-variant-numeric:tabular-nums}
.et_pb_counters{list-style:none;margin:0;padding:0}
.et_pb_counters li{margin:0 0 14px}
.et_pb_counter_title{display:block;color:#333;font-weight:600;line-height:24px}
.et_pb_counter_container{display:block;position:relative;overflow:hidden;height:32px;background:#e4e8ec;border-radius:3px}
.et_pb_counter_amount{display:block;height:100%;width:0;overflow:hidden;background:#2ea3f2;text-align:right;white-space:nowrap}
.et_pb_counter_amount_number{display:block;padding:0 10px;color:#fff;font-weight:600;line-height:32px}
.et_pb_counters .et_pb_counter_1 .et_pb_counter_amount{background:#7cda24}
.et_pb_counters .et_pb_counter_2 .et_pb_counter_amount{background:#e09900}
.et_pb_counters .et_pb_counter_3 .et_pb_counter_amount{background:#8300e9}`,
};
export default demo;
