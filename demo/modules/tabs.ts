// The Tabs module as the theme renders it (divi-markup §4.5): one with a CSS id (so its state goes to the
// fragment as `product-tabs|index`) and a `#tab-pricing` control that a `#pricing` link elsewhere opens,
// and one without an id in a narrow column, where the theme stacks the controls.
import type { DemoModule } from '../pages/types';

const tabs = (opts: { id?: string; n: number; tabs: [label: string, body: string, href?: string][] }) => `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_module et_pb_tabs et_pb_tabs_${opts.n}">
<ul class="et_pb_tabs_controls clearfix">
${opts.tabs.map(([label, , href], i) => `<li class="et_pb_tab_${opts.n * 10 + i}${i ? '' : ' et_pb_tab_active'}"><a href="${href ?? '#'}">${label}</a></li>`).join('\n')}
</ul>
<div class="et_pb_all_tabs">
${opts.tabs.map(([, body], i) => `<div class="et_pb_tab et_pb_tab_${opts.n * 10 + i} clearfix${i ? '' : ' et_pb_active_content'}"><div class="et_pb_tab_content">${body}</div></div>`).join('\n')}
</div>
</div>`;

const text = (n: number, inner: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const p = (s: string) => `<p>${s}</p>`;

const productTabs = tabs({
  id: 'product-tabs',
  n: 4,
  tabs: [
    ['Overview', p('Lightpage makes the server-rendered page interactive for a few kilobytes of script. Every module waits until it is about to be seen.')],
    ['Features', p('Tabs, toggles, accordions, counters, countdowns, forms and galleries: each one is a small chunk of its own, loaded when it matters.')],
    ['Pricing', p('Free for everyone who visits. The budget is paid in bytes: about one kilobyte at boot and two per module, compressed.'), '#tab-pricing'],
    ['Support', p('Keyboard and screen readers work for every widget. Use the arrow keys, Home and End to move between tabs; Enter or Space opens one.')],
  ],
});

const sideTabs = tabs({
  n: 5,
  tabs: [
    ['Phone', p('Below 768 px the controls stack, one under another.')],
    ['Column', p('In a one-third column they stack at every width.')],
    ['No id', p('This module has no CSS id, so it never writes the fragment.')],
  ],
});

const demo: DemoModule = {
  name: 'tabs',
  title: 'Tabs',
  order: 40,
  html: `<div class="et_pb_section et_pb_section_40 et_section_regular">
<div class="et_pb_row et_pb_row_40"><div class="et_pb_column et_pb_column_4_4 et_pb_column_40 et-last-child">
${text(40, '<h2>Tabs</h2>' + p('Click a tab, or focus one and use the arrow keys, Home, End, Enter and Space. The open tab is kept in the address fragment.'))}
${productTabs}
${text(41, p('<a id="lp-pricing-link" href="#pricing">See the pricing tab</a> (a plain <code>#pricing</code> link opens the tab whose control is <code>#tab-pricing</code>) · <a id="lp-support-link" href="#product-tabs|3">Open the support tab through the fragment</a>'))}
</div></div>
<div class="et_pb_row et_pb_row_41"><div class="et_pb_column et_pb_column_1_3 et_pb_column_41">
${sideTabs}
</div><div class="et_pb_column et_pb_column_1_3 et_pb_column_42">
${text(42, '<h3>Stacked tabs</h3>' + p('In a narrow column the theme stacks the tab controls and does not give them equal heights.'))}
</div><div class="et_pb_column et_pb_column_1_3 et_pb_column_43 et-last-child">
${text(43, '<h3>Fading</h3>' + p('A switch fades the open tab out, then the new one in, half a second each. Clicks in the meantime are ignored.'))}
</div></div>
</div>`,
  // The theme's tabs stylesheet, trimmed. Panels of one module are kept about the same height and the
  // panel box has a minimum, so a switch hardly moves what follows; mounting changes no box at all.
  css: `.et_pb_tabs{border:1px solid #d9d9d9}
.et_pb_tabs_controls{list-style:none;margin:0;padding:0;background:#f4f4f4;border-bottom:1px solid #d9d9d9}
.et_pb_tabs_controls li{float:left;position:relative;border-right:1px solid #d9d9d9;font-weight:600;line-height:1.7;touch-action:manipulation}
.et_pb_tabs_controls li a{display:block;padding:8px 30px;color:#666;text-decoration:none}
.et_pb_tabs_controls li.et_pb_tab_active{background:#fff}
.et_pb_tabs_controls li.et_pb_tab_active a{color:#000}
.et_pb_tabs_controls li a:focus-visible{outline:3px solid #2ea3f2;outline-offset:-3px}
.et_pb_all_tabs{background:#fff;min-height:120px}
.et_pb_all_tabs>div{display:none;padding:24px 30px}
.et_pb_all_tabs>div.et_pb_active_content{display:block}
.et_pb_all_tabs>div:focus-visible{outline:3px solid #2ea3f2;outline-offset:-3px}
.et_pb_tab_content p{margin:0}
.et_pb_column_1_3 .et_pb_tabs_controls li,.et_pb_column_1_4 .et_pb_tabs_controls li{float:none;border-right:0;border-bottom:1px solid #d9d9d9}
.et_pb_column_1_3 .et_pb_tabs_controls li:last-child,.et_pb_column_1_4 .et_pb_tabs_controls li:last-child{border-bottom:0}
.et_pb_column_1_3 .et_pb_all_tabs{min-height:150px}
@media (max-width:767px){.et_pb_tabs_controls li{float:none;border-right:0;border-bottom:1px solid #d9d9d9}.et_pb_tabs_controls li:last-child{border-bottom:0}.et_pb_all_tabs{min-height:170px}}
`,
};
export default demo;
