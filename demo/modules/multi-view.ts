// Multi-view and hover (divi-markup §4.15): modules whose content, attributes, styles, classes and
// visibility differ by device mode, printed by the server in data-et-multi-view (HTML-escaped JSON), and
// a button whose text changes on hover. The server renders the desktop state. Below the first viewport,
// and every variant has the same box, so switching shifts nothing.
import type { DemoModule } from '../pages/types';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mv = (slug: string, schema: Record<string, unknown>, more: Record<string, string> = {}) =>
  `data-et-multi-view="${esc(JSON.stringify({ schema, slug, ...more }))}"`;

/** A tiny labelled picture, one per device mode (no network). */
const picture = (label: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" rx="8" fill="${fill}"/><text x="160" y="70" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`)}`;
const images = {
  desktop: { src: picture('Desktop', '#2ea3f2'), alt: 'A blue picture for desktops' },
  tablet: { src: picture('Tablet', '#e0842b'), alt: 'An orange picture for tablets' },
  phone: { src: picture('Phone', '#3a9a4a'), alt: 'A green picture for phones' },
};

const textContent = {
  desktop: '<p><strong>Desktop.</strong> This paragraph is the one the server rendered; it is the desktop text.</p>',
  tablet: '<p><strong>Tablet.</strong> On a tablet-sized window the theme shows this paragraph instead.</p>',
  phone: '<p><strong>Phone.</strong> On a phone the theme shows this shorter paragraph instead.</p>',
};

const column = (n: number, size: string, inner: string, last = false) =>
  `<div class="et_pb_column et_pb_column_${size} et_pb_column_${n}${last ? ' et-last-child' : ''}">${inner}</div>`;

const html = `<div class="et_pb_section et_pb_section_65 et_section_regular lp-mv-intro">
<div class="et_pb_row et_pb_row_68">${column(80, '4_4', `<div class="et_pb_module et_pb_text et_pb_text_82 et_pb_bg_layout_light"><div class="et_pb_text_inner"><h2>Multi-view and hover</h2><p>The modules below change with the width of the window (desktop above 980 px, tablet down to 768 px, phone below) and the button changes when you point at it. On a touch screen the first tap shows the hover state and the second tap follows the link.</p></div></div>`, true)}</div>
</div>
<div class="et_pb_section et_pb_section_66 et_section_regular lp-mv">
<div class="et_pb_row et_pb_row_69">
${column(81, '1_2', `<div class="et_pb_module et_pb_text et_pb_text_80 et_pb_bg_layout_light"><div class="et_pb_text_inner" ${mv('et_pb_text', { content: textContent })}>${textContent.desktop}</div></div>
<div class="et_pb_module et_pb_image et_pb_image_80"><span class="et_pb_image_wrap"><img src="${images.desktop.src}" alt="${images.desktop.alt}" width="320" height="120" ${mv('et_pb_image', { attrs: images })}></span></div>`)}
${column(82, '1_2', `<div class="et_pb_module et_pb_text et_pb_text_81 et_pb_bg_layout_light lp-mv-desktop" ${mv('et_pb_text', {
  classes: {
    desktop: { add: ['lp-mv-desktop'], remove: ['lp-mv-tablet', 'lp-mv-phone'] },
    tablet: { add: ['lp-mv-tablet'], remove: ['lp-mv-desktop', 'lp-mv-phone'] },
    phone: { add: ['lp-mv-phone'], remove: ['lp-mv-desktop', 'lp-mv-tablet'] },
  },
  styles: { desktop: { 'border-color': '#2ea3f2' }, tablet: { 'border-color': '#e0842b' }, phone: { 'border-color': '#3a9a4a' }, hover: { 'background-color': '#fff8e1' } },
})}><div class="et_pb_text_inner"><h4 class="et_pb_module_header" ${mv('et_pb_text', { visibility: { desktop: 'visible', tablet: 'visible', phone: 'hidden' } })}>A heading phones do not show</h4><p>This box's class and border colour follow the device mode; pointing at it tints it.</p></div></div>
<div class="et_pb_button_module_wrapper et_pb_button_80_wrapper et_pb_button_alignment_left et_pb_module"><a class="et_pb_button et_pb_button_80 et_pb_bg_layout_light" href="?clicked=1" ${mv('et_pb_button', { content: { desktop: 'Learn more', hover: 'Let’s go →' } })}>Learn more</a></div>`, true)}
</div>
<div class="et_pb_row et_pb_row_70">${column(83, '4_4', `<div class="et_pb_module et_pb_number_counter et_pb_number_counter_83 et_pb_bg_layout_light et_pb_with_title" data-number-value="100" data-number-separator="" ${mv('et_pb_number_counter', {
  attrs: { desktop: { 'data-number-value': '100' }, phone: { 'data-number-value': '40' } },
})}><div class="percent"><p><span class="percent-value"></span><span class="percent-sign">%</span></p></div><h3 class="title">Counts to 100 % on desktops and tablets, 40 % on phones</h3></div>`, true)}</div>
</div>`;

const css = `
.et_multi_view_hidden{display:none!important}
.lp-demo-alone .lp-mv-intro{min-height:110vh}
.lp-mv .et_pb_text_80{min-height:7em}
.lp-mv .et_pb_image img{display:block;width:320px;max-width:100%;height:auto;aspect-ratio:320/120}
.lp-mv .et_pb_text_81{padding:16px;border:3px solid #2ea3f2;border-radius:6px;min-height:9.5em}
.lp-mv-desktop .et_pb_module_header::before{content:"▭ "}.lp-mv-tablet .et_pb_module_header::before{content:"▯ "}
.lp-mv .et_pb_button{display:inline-block;min-width:11em;padding:.4em 1em;border:2px solid #2ea3f2;border-radius:3px;color:#2ea3f2;font-size:18px;text-decoration:none}
.lp-mv .et_pb_button_80_wrapper.et_multi_view__hovered .et_pb_button{background:#2ea3f2;color:#fff}
.lp-mv .et_pb_number_counter_83{text-align:center}.lp-mv .et_pb_number_counter_83 .percent p{margin:0;height:64px;font-size:52px;line-height:64px;font-weight:700;color:#2ea3f2;font-variant-numeric:tabular-nums}
`;

const demo: DemoModule = {
  name: 'multi-view',
  title: 'Multi-view and hover',
  order: 82,
  css,
  html,
};
export default demo;
