// The email optin as the theme renders it (Signup.php): a plain sign-up, one with custom fields of every
// type sent to a Mailchimp list (which needs the chosen options' ids), and one that redirects with query
// values. The server stands in for the provider (demo/server/ajax/newsletter.ts).
import type { DemoModule } from '../pages/types';
import { NEWSLETTER_CHECKSUM } from '../server/ajax/newsletter';

const field = (name: string, label: string, half = '') =>
  `<p class="et_pb_newsletter_field et_pb_contact_field_last${half}"><label class="et_pb_contact_form_label" for="${name}" style="display: none;">${label}</label><input id="${name}" class="input" type="text" placeholder="${label}" name="${name}"></p>`;

const custom = (n: number, id: string, type: string, required: boolean, label: string, control: string, extra = '') =>
  `<p class="et_pb_newsletter_field et_pb_contact_field et_pb_signup_custom_field et_pb_signup_custom_field_${n} et_pb_contact_field_last" data-id="${id}" data-type="${type}"${extra}>${control.replace(/\{req\}/g, required ? 'required' : 'not_required').replace(/\{label\}/g, label)}</p>`;

const text = (id: string) =>
  `<label for="et_pb_signup_${id}" class="et_pb_contact_form_label">{label}</label><input type="text" name="et_pb_signup_${id}" id="et_pb_signup_${id}" class="input" value="" placeholder="{label}" data-required_mark="{req}" data-field_type="input" data-original_id="${id}">`;

const options = (kind: 'checkbox' | 'radio', id: string, opts: [string, string][], fieldType: string = kind) =>
  `${kind === 'checkbox' ? `<input class="et_pb_checkbox_handle" type="hidden" name="et_pb_signup_${id}" data-required_mark="{req}" data-field_type="${fieldType}" data-original_id="${id}">` : ''}<span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">{label}</span><span class="et_pb_contact_field_options_list">${opts
    .map(([optId, v], i) => `<span class="et_pb_contact_field_${kind}"><input type="${kind}" id="et_pb_signup_${id}_${i}" class="input" value="${v}" data-id="${optId}"${kind === 'radio' ? ` name="et_pb_signup_${id}" data-required_mark="{req}" data-field_type="radio" data-original_id="${id}"` : ''}><label for="et_pb_signup_${id}_${i}"><i></i>${v}</label></span>`)
    .join('')}</span></span>`;

export function optin(n: number, opts: { id?: string; title: string; attrs?: string; names?: boolean; provider: string; custom?: string; classes?: string }): string {
  return `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_newsletter et_pb_subscribe clearfix et_pb_module et_pb_bg_layout_dark et_pb_newsletter_layout_top_bottom et_pb_signup_${n}${opts.classes ?? ''}"${opts.attrs ?? ''}>
<div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">${opts.title}</h2><div class="et_pb_newsletter_description_content"><p>One email a month. Unsubscribe at any time.</p></div></div>
<div class="et_pb_newsletter_form">
<form method="post"${opts.custom ? ' class="et_pb_newsletter_custom_fields"' : ''}>
<div class="et_pb_newsletter_result et_pb_newsletter_error"></div>
<div class="et_pb_newsletter_result et_pb_newsletter_success"><h2>Success! Check your inbox to confirm.</h2></div>
<div class="et_pb_newsletter_fields">
${opts.names === false ? '' : field('et_pb_signup_firstname', 'First Name') + field('et_pb_signup_lastname', 'Last Name')}
${field('et_pb_signup_email', 'Email')}
${opts.custom ?? ''}
<p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#" data-icon=""><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Subscribe</span></a></p>
</div>
<input type="hidden" value="${opts.provider}" name="et_pb_signup_provider">
<input type="hidden" value="list-${n}" name="et_pb_signup_list_id">
<input type="hidden" value="Demo account" name="et_pb_signup_account_name">
<input type="hidden" value="true" name="et_pb_signup_ip_address">
<input type="hidden" value="${NEWSLETTER_CHECKSUM}" name="et_pb_signup_checksum">
</form>
</div>
</div>`;
}

const customFields = [
  custom(0, 'company', 'input', true, 'Company', text('company')),
  custom(1, 'role', 'select', true, 'Role',
    `<label for="et_pb_signup_role" class="et_pb_contact_form_label">{label}</label><select id="et_pb_signup_role" class="et_pb_contact_select input" name="et_pb_signup_role" data-required_mark="{req}" data-field_type="select" data-original_id="role"><option value="">{label}</option><option value="Developer" data-id="opt_dev">Developer</option><option value="Designer" data-id="opt_design">Designer</option></select>`),
  custom(2, 'size', 'radio', true, 'Team size', options('radio', 'size', [['opt_small', '1-10'], ['opt_large', '11+']])),
  custom(3, 'topics', 'checkbox', true, 'Topics', options('checkbox', 'topics', [['opt_perf', 'Performance'], ['opt_a11y', 'Accessibility']])),
  custom(4, 'consent', 'checkbox', true, 'Consent', options('checkbox', 'consent', [['opt_yes', 'I agree to receive emails']], 'booleancheckbox')),
  custom(5, 'nickname', 'input', false, 'Nickname', text('nickname')),
  // Conditional logic ("Role is designer", case-insensitive): not required while hidden, and sent as hidden.
  custom(6, 'portfolio', 'input', true, 'Portfolio URL', text('portfolio'), ` data-conditional-logic='[["role","is","designer"]]' data-conditional-relation="any"`),
  // Shown while the nickname is not empty (checked 250 ms after the last key press).
  custom(7, 'nickname_origin', 'input', false, 'Where does the nickname come from?', text('nickname_origin'), ` data-conditional-logic='[["nickname","is not empty",""]]' data-conditional-relation="all"`),
].join('\n');

const demo: DemoModule = {
  name: 'newsletter',
  title: 'Email optin (newsletter)',
  order: 60,
  // Its own page: sign-ups change server state, which the kitchen-sink tests do not expect.
  kitchenSink: false,
  html: `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
${optin(0, { id: 'signup-basic', title: 'Subscribe to our newsletter', provider: 'mailpoet' })}
</div></div>
<div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4 et_pb_column_1 et-last-child">
${optin(1, { id: 'signup-custom', title: 'Tell us about you', provider: 'mailchimp', names: false, custom: customFields })}
</div></div>
<div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4 et_pb_column_2 et-last-child">
${optin(2, { id: 'signup-redirect', title: 'Get the guide', provider: 'mailpoet', attrs: ' data-redirect_url="/blog-post/?from=optin" data-redirect_query="name,email,css_id" data-ip_address="127.0.0.1"' })}
</div></div>
</div>`,
  css: `
.et_pb_newsletter { padding: 27px; background: #2ea3f2; color: #fff; margin-bottom: 30px; }
.et_pb_newsletter .et_pb_module_header { color: #fff; font-size: 22px; }
.et_pb_newsletter_result { display: none; }
.et_pb_newsletter_error { background: #fff; color: #c00; padding: 10px 14px; margin-bottom: 12px; }
.et_pb_newsletter_fields .et_pb_newsletter_field { margin: 0 0 12px; padding: 0; }
.et_pb_newsletter .input { width: 100%; padding: 12px; border: 2px solid transparent; border-radius: 3px; background: #fff; color: #333; font-size: 14px; box-sizing: border-box; }
.et_pb_newsletter .input[type=checkbox], .et_pb_newsletter .input[type=radio] { width: auto; }
.et_pb_newsletter .et_pb_signup_error, .et_pb_newsletter .et_contact_error .et_pb_contact_field_options_list, .et_pb_newsletter .input.et_contact_error { border-color: #c00; outline: 2px solid #c00; }
.et_pb_contact_field_options_title { display: block; margin-bottom: 4px; }
.et_pb_contact_field_checkbox, .et_pb_contact_field_radio { display: inline-block; margin-right: 14px; }
.et_pb_newsletter_button { position: relative; display: inline-block; background: #fff; color: #2ea3f2; padding: 8px 20px; border-radius: 3px; text-decoration: none; font-weight: 600; }
/* As the theme's stylesheet has it: the loader hidden until the script shows it, over the hidden label. */
.et_subscribe_loader { display: none; position: absolute; top: 50%; left: 50%; width: 12px; height: 12px; margin: -8px 0 0 -8px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; }
.et_pb_button_text_loading .et_pb_newsletter_button_text { visibility: hidden; }
@media (prefers-reduced-motion: no-preference) { .et_subscribe_loader { animation: lp-spin 0.8s linear infinite; } }
@keyframes lp-spin { to { transform: rotate(360deg); } }
`,
};
export default demo;
