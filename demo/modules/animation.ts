// Scroll animations from et_animation_data (divi-markup §4.15): modules and a row marked et_animated, each
// named by an entry. Everything animated is below the first viewport (LCP and CLS stay untouched); the last
// module is far down, so the test can prove it waits for its waypoint. The keyframes below stand in for
// the theme's stylesheet.
import type { DemoModule } from '../pages/types';

const section = (n: number, row: number, inner: string, cls = '') => `<div class="et_pb_section et_pb_section_${n} et_section_regular ${cls}">
<div class="et_pb_row et_pb_row_${row}">${inner}</div></div>`;
const column = (n: number, size: string, inner: string, last = false) =>
  `<div class="et_pb_column et_pb_column_${size} et_pb_column_${n}${last ? ' et-last-child' : ''}">${inner}</div>`;
const text = (n: number, title: string, body: string, animated = true) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light${animated ? ' et_animated' : ''}"><div class="et_pb_text_inner"><h4>${title}</h4><p>${body}</p></div></div>`;

type Entry = Record<string, string>;
const entry = (cls: string, style: string, more: Entry = {}): Entry => ({
  class: cls,
  style,
  repeat: 'once',
  duration: '1000ms',
  delay: '0ms',
  intensity: '50%',
  starting_opacity: '0%',
  speed_curve: 'ease-in-out',
  ...more,
});

// [order class number, style, title, extra entry fields]
const grid: [number, string, string, Entry][] = [
  [61, 'slideLeft', 'Slide from the left', {}],
  [62, 'slideBottom', 'Slide up from below', { intensity: '10%', delay: '100ms' }],
  [63, 'zoomTop', 'Zoom from the top edge', { intensity: '30%', delay: '200ms', speed_curve: 'ease-out' }],
  [64, 'flipLeft', 'Flip from the left', { intensity: '60%', speed_curve: 'ease' }],
  [65, 'foldTop', 'Fold down from the top', { delay: '100ms' }],
  [66, 'rollRight', 'Roll in from the right', { intensity: '20%', delay: '200ms', speed_curve: 'linear' }],
  [67, 'fade', 'Fade in from 20 %', { starting_opacity: '20%' }],
  [68, 'bounceBottom', 'Bounce up from below', { delay: '100ms' }],
  [69, 'slide', 'Slide from the centre (a scale)', { intensity: '20%', delay: '200ms' }],
];

const entries: Entry[] = [
  ...grid.map(([n, style, , more]) => entry(`et_pb_text_${n}`, style, more)),
  // Loops for as long as the page is open.
  entry('et_pb_text_70', 'zoom', { repeat: 'loop', duration: '1600ms', intensity: '6%', starting_opacity: '100%' }),
  // A different animation on tablets and phones.
  entry('et_pb_text_71', 'slideLeft', {
    duration: '800ms',
    style_tablet: 'zoomBottom',
    intensity_tablet: '40%',
    style_phone: 'fadeTop',
    duration_phone: '400ms',
    speed_curve_phone: 'ease-out',
  }),
  // A whole row.
  entry('et_pb_row_65', 'flipTop', { intensity: '30%', duration: '900ms' }),
  // Far down: the one the e2e test times.
  entry('et_pb_text_75', 'fadeBottom', { duration: '600ms', delay: '300ms', speed_curve: 'ease-out' }),
];

const rows: string[] = [];
for (let r = 0; r < 3; r++) {
  const cells = grid.slice(r * 3, r * 3 + 3).map(([n, style, title], i) =>
    column(61 + r * 3 + i, '1_3', text(n, title, `<code>${style}</code>: the entry's intensity, delay and speed curve set how it moves in.`), i === 2));
  rows.push(`<div class="et_pb_row et_pb_row_${61 + r}">${cells.join('')}</div>`);
}

const css = `
/* Theme stylesheet part for entrance animations. Nothing is hidden here: the runtime sets the starting
   opacity inline once its code is on the page, so content shows even if scripts never arrive. The
   keyframes name only the end state; the start transform is inline, computed from the intensity. */
.et_animated.et_is_animating{animation-duration:1s;animation-fill-mode:both}
.et_animated.infinite{animation-iteration-count:infinite}
@keyframes et_pb_in{to{opacity:1;transform:none}}
.et_animated:is(.slide,.slideTop,.slideRight,.slideBottom,.slideLeft,.zoom,.zoomTop,.zoomRight,.zoomBottom,.zoomLeft,.flip,.flipTop,.flipRight,.flipBottom,.flipLeft,.fold,.foldTop,.foldRight,.foldBottom,.foldLeft,.roll,.rollTop,.rollRight,.rollBottom,.rollLeft,.fade){animation-name:et_pb_in}
@keyframes et_pb_fadeTop{from{transform:translate3d(0,-100%,0)}to{opacity:1;transform:none}}
@keyframes et_pb_fadeRight{from{transform:translate3d(100%,0,0)}to{opacity:1;transform:none}}
@keyframes et_pb_fadeBottom{from{transform:translate3d(0,100%,0)}to{opacity:1;transform:none}}
@keyframes et_pb_fadeLeft{from{transform:translate3d(-100%,0,0)}to{opacity:1;transform:none}}
.et_animated.fadeTop{animation-name:et_pb_fadeTop}.et_animated.fadeRight{animation-name:et_pb_fadeRight}
.et_animated.fadeBottom{animation-name:et_pb_fadeBottom}.et_animated.fadeLeft{animation-name:et_pb_fadeLeft}
@keyframes et_pb_bounce{from,20%,40%,60%,80%,to{animation-timing-function:cubic-bezier(.215,.61,.355,1)}from{transform:scale3d(.3,.3,.3)}20%{transform:scale3d(1.1,1.1,1.1)}40%{transform:scale3d(.9,.9,.9)}60%{opacity:1;transform:scale3d(1.03,1.03,1.03)}80%{transform:scale3d(.97,.97,.97)}to{opacity:1;transform:none}}
@keyframes et_pb_bounceTop{from,60%,75%,90%,to{animation-timing-function:cubic-bezier(.215,.61,.355,1)}from{transform:translate3d(0,-200px,0)}60%{opacity:1;transform:translate3d(0,25px,0)}75%{transform:translate3d(0,-10px,0)}90%{transform:translate3d(0,5px,0)}to{opacity:1;transform:none}}
@keyframes et_pb_bounceRight{from,60%,75%,90%,to{animation-timing-function:cubic-bezier(.215,.61,.355,1)}from{transform:translate3d(200px,0,0)}60%{opacity:1;transform:translate3d(-25px,0,0)}75%{transform:translate3d(10px,0,0)}90%{transform:translate3d(-5px,0,0)}to{opacity:1;transform:none}}
@keyframes et_pb_bounceBottom{from,60%,75%,90%,to{animation-timing-function:cubic-bezier(.215,.61,.355,1)}from{transform:translate3d(0,200px,0)}60%{opacity:1;transform:translate3d(0,-20px,0)}75%{transform:translate3d(0,10px,0)}90%{transform:translate3d(0,-5px,0)}to{opacity:1;transform:none}}
@keyframes et_pb_bounceLeft{from,60%,75%,90%,to{animation-timing-function:cubic-bezier(.215,.61,.355,1)}from{transform:translate3d(-200px,0,0)}60%{opacity:1;transform:translate3d(25px,0,0)}75%{transform:translate3d(-10px,0,0)}90%{transform:translate3d(5px,0,0)}to{opacity:1;transform:none}}
.et_animated.bounce{animation-name:et_pb_bounce}.et_animated.bounceTop{animation-name:et_pb_bounceTop}
.et_animated.bounceRight{animation-name:et_pb_bounceRight}.et_animated.bounceBottom{animation-name:et_pb_bounceBottom}
.et_animated.bounceLeft{animation-name:et_pb_bounceLeft}
/* Room below the first screen, on the module's own page only (its tests time the entrances). */
.lp-demo-alone .lp-anim-intro{min-height:110vh}
.lp-demo-alone .lp-anim-spacer{min-height:180vh}
.lp-anim-grid .et_pb_text{padding:16px;border:1px solid #e2e8ef;border-radius:6px;background:#fff;min-height:150px}
`;

const demo: DemoModule = {
  name: 'animation',
  title: 'Scroll animations',
  order: 80,
  css,
  // What slides in from the side must not widen the page (the theme does this from script).
  pageCss: '#page-container{overflow-x:clip}',
  globals: { et_animation_data: entries },
  html: [
    section(60, 60, column(60, '4_4', text(60, 'Scroll animations', 'Each box below is named in <code>et_animation_data</code> and animates once, when it scrolls into view: slide, zoom, flip, fold, roll, fade and bounce, from each side. One loops; one animates differently on tablets and phones. Visitors who ask for reduced motion see everything at once.', false), true), 'lp-anim-intro'),
    `<div class="et_pb_section et_pb_section_61 et_section_regular lp-anim-grid">${rows.join('')}
<div class="et_pb_row et_pb_row_64">${column(70, '1_2', text(70, 'A loop', '<code>zoom</code>, repeat: loop. It keeps its animating classes.'))}${column(71, '1_2', text(71, 'Per device', '<code>slideLeft</code> on desktop, <code>zoomBottom</code> on tablets, <code>fadeTop</code> on phones.'), true)}</div></div>`,
    `<div class="et_pb_section et_pb_section_62 et_section_regular"><div class="et_pb_row et_pb_row_65 et_animated">${column(72, '4_4', text(72, 'A whole row', 'The row itself flips in from the top.', false), true)}</div></div>`,
    section(63, 66, column(73, '4_4', text(73, 'Keep scrolling', 'One more box waits further down, out of reach until you scroll to it.', false), true), 'lp-anim-spacer'),
    section(64, 67, column(75, '4_4', text(75, 'Far down', '<code>fadeBottom</code>, 600 ms after a 300 ms delay.'), true), 'lp-anim-grid'),
  ].join('\n'),
};
export default demo;
