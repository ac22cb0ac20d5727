// Countdown timers as the theme renders them (divi-markup §4.1): one ending a few days from now, one that
// has ended (the zero state), and one in a 1/4 column (short labels, four-digit days). The end times are
// Unix seconds computed when the page is rendered, as the server does from the WordPress timezone.
import type { DemoModule } from '../pages/types';

const UNITS = [
  ['days', 'Day', 'Day(s)'],
  ['hours', 'Hrs', 'Hour(s)'],
  ['minutes', 'Min', 'Minute(s)'],
  ['seconds', 'Sec', 'Second(s)'],
];

/** The server's markup: empty values, full labels, separators between the units. */
function timer(n: number, title: string, end: number): string {
  const units = UNITS.map(([cls, short, full]) =>
    `<div class="${cls} section values" data-short="${short}" data-full="${full}"><p class="value"></p><p class="label">${full}</p></div>`,
  ).join('<div class="sep section"><p>:</p></div>');
  return `<div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_${n} et_pb_bg_layout_dark" data-end-timestamp="${end}">
<div class="et_pb_countdown_timer_container clearfix"><h4 class="title">${title}</h4>${units}</div>
</div>`;
}

const text = (n: number, body: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${body}</div></div>`;

const demo: DemoModule = {
  name: 'countdown',
  title: 'Countdown timer',
  order: 45,
  get html() {
    const now = Math.floor(Date.now() / 1000);
    return `<div class="et_pb_section et_pb_section_50 et_section_regular">
<div class="et_pb_row et_pb_row_50"><div class="et_pb_column et_pb_column_4_4 et_pb_column_50 et-last-child">
${timer(0, 'Our launch', now + 3 * 86400 + 5 * 3600 + 7 * 60 + 30)}
</div></div>
<div class="et_pb_row et_pb_row_51">
<div class="et_pb_column et_pb_column_1_2 et_pb_column_51">${timer(1, 'Early-bird offer', now - 90)}</div>
<div class="et_pb_column et_pb_column_1_2 et_pb_column_52 et-last-child">${text(50, '<h3>Every second, together</h3><p>All timers on a page tick on one clock, aligned to the wall-clock second, and are right again the moment a hidden tab comes back. A timer that has run out shows zeros.</p>')}</div>
</div>
<div class="et_pb_row et_pb_row_52">
<div class="et_pb_column et_pb_column_1_4 et_pb_column_53">${timer(2, 'Next comet', now + 1234 * 86400 + 3600)}</div>
<div class="et_pb_column et_pb_column_1_4 et_pb_column_54">${text(51, '<h4>Short labels</h4><p>In a 1/4 or 3/8 column, or in a container 400 px wide or less, the timer uses its short labels.</p>')}</div>
<div class="et_pb_column et_pb_column_1_4 et_pb_column_55">${text(52, '<h4>Padding</h4><p>Days have at least three digits, the other units two.</p>')}</div>
<div class="et_pb_column et_pb_column_1_4 et_pb_column_56 et-last-child">${text(53, '<h4>Zero state</h4><p>A unit that has reached zero, with every larger unit, is marked <code>zero</code>.</p>')}</div>
</div>
</div>`;
  },
  // Every box has its final size before the runtime fills the values in: no layout shift.
  css: `.et_pb_countdown_timer{background:#2ea3f2;color:#fff;padding:24px 3%;text-align:center}
.et_pb_countdown_timer .title{color:#fff;font-size:22px;line-height:30px;height:30px;margin:0 0 12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.et_pb_countdown_timer .section{float:left;text-align:center}
.et_pb_countdown_timer .section.values{width:22.75%}
.et_pb_countdown_timer .section.sep{width:3%}
.et_pb_countdown_timer .section p{margin:0;white-space:nowrap;overflow:hidden}
.et_pb_countdown_timer .value,.et_pb_countdown_timer .sep p{font-size:54px;line-height:64px;height:64px;font-weight:700;color:#fff;font-variant-numeric:tabular-nums}
.et_pb_countdown_timer .label{font-size:14px;line-height:20px;height:20px}
.et_pb_countdown_timer .zero{opacity:.55}
.et_pb_column_1_4 .et_pb_countdown_timer .title{font-size:16px}
.et_pb_column_1_4 .et_pb_countdown_timer .value,.et_pb_column_1_4 .et_pb_countdown_timer .sep p{font-size:18px;line-height:30px;height:30px}
.et_pb_column_1_4 .et_pb_countdown_timer .label{font-size:12px}
@media (max-width:767px){.et_pb_countdown_timer .value,.et_pb_countdown_timer .sep p{font-size:30px;line-height:40px;height:40px}}`,
};
export default demo;
