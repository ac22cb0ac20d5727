// Small theme behaviours on one page: inset box shadows drawn by overlay elements
// (et_pb_box_shadow_elements, with one selector a plugin broke), and a whole-module link whose value is
// a phone number, which calls it; and a Feedburner sign-up that opens in a fitted popup.
import type { DemoModule } from '../pages/types';

const blurb = (n: number, title: string, body: string, extra = '') =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n} et_pb_bg_layout_light et_pb_text_align_left ${extra}"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">${title}</h4><div class="et_pb_blurb_description"><p>${body}</p></div></div></div></div>`;

const demo: DemoModule = {
  name: 'theme-details',
  title: 'Box-shadow overlays and phone links',
  kitchenSink: false,
  html: `<div class="et_pb_section et_pb_section_95 et_section_regular">
<div class="et_pb_row et_pb_row_95"><div class="et_pb_column et_pb_column_1_2 et_pb_column_95">
${blurb(95, 'Inset shadow', 'The shadow sits above this box’s background, on an overlay the runtime adds.')}
${blurb(96, 'Another inset shadow', 'Same rule, a second element.')}
</div><div class="et_pb_column et_pb_column_1_2 et_pb_column_96 et-last-child">
${blurb(97, 'Call us', 'This whole box is a link to +1 (555) 010-9999.', 'et_clickable')}
${blurb(98, 'No shadow', 'Not listed: left as printed.')}
</div></div>
<div class="et_pb_row et_pb_row_96"><div class="et_pb_column et_pb_column_4_4 et_pb_column_97 et-last-child">
<div class="et_pb_module et_pb_newsletter et_pb_subscribe clearfix et_pb_signup_9 et_pb_bg_layout_dark">
<div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Get new posts by email</h2><div class="et_pb_newsletter_description_content"><p>A Feedburner sign-up: it opens in a small window.</p></div></div>
<div class="et_pb_newsletter_form et_pb_feedburner_form">
<form action="https://feedburner.google.com/fb/a/mailverify" method="post" target="popupwindow" onsubmit="window.open('https://feedburner.google.com/fb/a/mailverify?uri=lightpage', 'popupwindow', 'scrollbars=yes,width=550,height=520');return true">
<p><input class="input" type="text" placeholder="Email" name="email"></p>
<p><button class="et_pb_newsletter_button et_pb_button" type="submit">Subscribe</button></p>
<input type="hidden" value="lightpage" name="uri"><input type="hidden" name="loc" value="en_US">
</form></div></div>
</div></div>
</div>`,
  globals: {
    et_pb_box_shadow_elements: ['.et_pb_blurb_95', '.et_pb_blurb_96', '#.et_pb_blurb_97 >>> p'],
    et_link_options_data: [{ class: 'et_pb_blurb_97', url: '+1 (555) 010-9999', target: '_self' }],
  },
  css: `.et_pb_section_95 .et_pb_blurb{padding:24px;margin-bottom:20px;background:#eef6fc}
.has-box-shadow-overlay{position:relative}
.box-shadow-overlay{position:absolute;top:0;left:0;width:100%;height:100%;z-index:1;pointer-events:none}
.et_pb_blurb_95 .box-shadow-overlay,.et_pb_blurb_96 .box-shadow-overlay{box-shadow:inset 0 0 18px 4px rgba(0,0,0,.35)}
.et_pb_blurb_97{cursor:pointer}
.et_pb_signup_9{padding:24px;background:#2ea3f2;color:#fff}.et_pb_signup_9 .et_pb_module_header{color:#fff;margin:0 0 8px}`,
};
export default demo;
