// The Contact Form module as the theme renders it (ContactForm.php / ContactFormItem.php markup), and the
// POST-back WordPress answers: the page again, with the theme's success message in place of the form, or
// its error text above the form refilled with what was posted. Validated like the theme's server side:
// the nonce, the honeypot, required fields from the posted field descriptors (skipping hidden ones), the
// email, and a non-empty captcha (the server cannot know the numbers the visitor's page re-rolled).
// What it received is kept in state.features['contact-form'].received for tests.
import type { DemoModule } from '../pages/types';
import type { DemoState } from '../server/state';
import { feature } from '../server/state';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const nonce = (n: number) => `cf-nonce-${n}`;

type Posted = Record<string, string>;
interface FieldSpec {
  id: string;
  label: string;
  type: 'input' | 'email' | 'text' | 'select' | 'checkbox' | 'radio';
  required?: boolean;
  half?: 'half' | 'last';
  options?: string[];
  logic?: { rules: [string, string, string][]; relation?: 'all' | 'any' };
}
interface FormSpec {
  n: number;
  title: string;
  fields: FieldSpec[];
  captcha?: [number, number];
  redirect?: string;
  submit: string;
}

function field(f: FieldSpec, n: number, k: number, posted: Posted): string {
  const name = `et_pb_contact_${f.id}_${n}`;
  const fieldType = f.type === 'input' ? 'input' : f.type === 'text' ? 'text' : f.type;
  const data = `data-required_mark="${f.required ? 'required' : 'not_required'}" data-field_type="${fieldType}" data-original_id="${f.id}"`;
  const value = esc(posted[name] ?? '');
  let control: string;
  if (f.type === 'text') control = `<textarea name="${name}" id="${name}" class="et_pb_contact_message input" ${data} placeholder="${esc(f.label)}">${value}</textarea>`;
  else if (f.type === 'select') {
    control = `<select id="${name}" class="et_pb_contact_select input" name="${name}" ${data}><option value="">${esc(f.label)}</option>${f.options!
      .map((o) => `<option value="${esc(o)}"${posted[name] === o ? ' selected' : ''}>${esc(o)}</option>`).join('')}</select>`;
  } else if (f.type === 'checkbox') {
    const checked = (posted[name] ?? '').split(', ');
    control = `<input class="et_pb_checkbox_handle" type="hidden" name="${name}" ${data} value="${value}">
<span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">${esc(f.label)}</span><span class="et_pb_contact_field_options_list">${f.options!
      .map((o, i) => `<span class="et_pb_contact_field_checkbox"><input type="checkbox" id="${name}_${i}" class="input" value="${esc(o)}" data-id="${f.id}-${i}"${checked.includes(o) ? ' checked' : ''}><label for="${name}_${i}"><i></i>${esc(o)}</label></span>`).join('')}</span></span>`;
  } else if (f.type === 'radio') {
    control = `<span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">${esc(f.label)}</span><span class="et_pb_contact_field_options_list">${f.options!
      .map((o, i) => `<span class="et_pb_contact_field_radio"><input type="radio" id="${name}_${i}" class="input" value="${esc(o)}" name="${name}" ${data} data-id="${f.id}-${i}"${posted[name] === o ? ' checked' : ''}><label for="${name}_${i}"><i></i>${esc(o)}</label></span>`).join('')}</span></span>`;
  } else control = `<input type="text" id="${name}" class="input" value="${value}" name="${name}" ${data} placeholder="${esc(f.label)}">`;
  const cls = `et_pb_contact_field et_pb_contact_field_${k}${f.half ? ' et_pb_contact_field_half' : ''}${f.half === 'last' ? ' et_pb_contact_field_last' : ''}`;
  const logic = f.logic ? ` data-conditional-logic="${esc(JSON.stringify(f.logic.rules))}" data-conditional-relation="${f.logic.relation ?? 'all'}"` : '';
  return `<p class="${cls}" data-id="${f.id}" data-type="${f.type}"${logic}>
<label for="${name}" class="et_pb_contact_form_label">${esc(f.label)}</label>
${control}
</p>`;
}

function container(spec: FormSpec, posted: Posted = {}, message = '', success = false): string {
  const { n } = spec;
  const form = success
    ? ''
    : `<div class="et_pb_contact">
<form class="et_pb_contact_form clearfix" method="post" action="/modules/contact-form/">
${spec.fields.map((f, k) => field(f, n, k, posted)).join('\n')}
<input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_${n}">
<input type="text" value="" name="et_pb_contact_et_number_${n}" class="et_pb_contact_et_number" size="6" tabindex="-1" autocomplete="off" aria-hidden="true">
<div class="et_contact_bottom_container">
${spec.captcha ? `<div class="et_pb_contact_right"><p class="clearfix"><span class="et_pb_contact_captcha_question">${spec.captcha[0]} + ${spec.captcha[1]}</span> = <input type="text" size="2" class="input et_pb_contact_captcha" data-first_digit="${spec.captcha[0]}" data-second_digit="${spec.captcha[1]}" value="" name="et_pb_contact_captcha_${n}" data-required_mark="required" autocomplete="off" aria-label="Captcha: the sum of the two numbers"></p></div>` : ''}
<button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">${esc(spec.submit)}</button>
</div>
<input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-${n}" name="_wpnonce-et-pb-contact-form-submitted-${n}" value="${nonce(n)}"><input type="hidden" name="_wp_http_referer" value="/modules/contact-form/">
</form>
</div>`;
  return `<div id="et_pb_contact_form_${n}" class="et_pb_with_border et_pb_module et_pb_contact_form_${n} et_pb_contact_form_container clearfix" data-form_unique_num="${n}" data-form_unique_id="5d1e2f3a-000${n}"${spec.redirect ? ` data-redirect_url="${spec.redirect}"` : ''}>
<h1 class="et_pb_contact_main_title">${esc(spec.title)}</h1>
<div class="et-pb-contact-message">${message}</div>
${form}
</div>`;
}

const forms: FormSpec[] = [
  {
    n: 0,
    title: 'Get in touch',
    captcha: [3, 4],
    submit: 'Submit',
    fields: [
      { id: 'name', label: 'Name', type: 'input', required: true, half: 'half' },
      { id: 'email', label: 'Email Address', type: 'email', required: true, half: 'last' },
      { id: 'company', label: 'Company (we ask once you have typed an address)', type: 'input', logic: { rules: [['email', 'contains', '@']] } },
      { id: 'topic', label: 'Topic', type: 'select', required: true, options: ['Support', 'Sales', 'Other'] },
      { id: 'other_topic', label: 'Which topic?', type: 'input', required: true, logic: { rules: [['topic', 'is', 'other']] } },
      { id: 'services', label: 'Services', type: 'checkbox', required: true, options: ['Design', 'Code', 'Hosting'] },
      { id: 'budget', label: 'Budget', type: 'radio', required: true, options: ['Small', 'Medium', 'Large'] },
      { id: 'hosting_plan', label: 'Hosting plan', type: 'input', logic: { rules: [['services', 'contains', 'hosting'], ['budget', 'is', 'large']], relation: 'any' } },
      { id: 'message', label: 'Message', type: 'text', required: true },
    ],
  },
  {
    n: 1,
    title: 'Quick note (then on to the thank-you page)',
    redirect: '/modules/contact-form/?thanks=1',
    submit: 'Send',
    fields: [
      { id: 'name', label: 'Your <img src=x onerror=alert(1)> name', type: 'input', required: true },
      { id: 'note', label: 'Note', type: 'text', required: true },
    ],
  },
];

export interface ContactFormState {
  /** Every POST-back, as received. */
  received: Posted[];
  /** Accepted messages: the fields the site owner would get by email. */
  sent: { form: number; fields: Record<string, string> }[];
}

const isEmail = (v: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);

/** The theme's server-side checks; returns the error paragraphs, empty when the message is accepted. */
function check(spec: FormSpec, p: Posted): { errors: string[]; fields: Record<string, string> } {
  const n = spec.n;
  const errors: string[] = [];
  const fields: Record<string, string> = {};
  if (p[`_wpnonce-et-pb-contact-form-submitted-${n}`] !== nonce(n)) return { errors: ['Please refresh the page and try again.'], fields };
  if (p[`et_pb_contact_et_number_${n}`]) return { errors: ['You are a bot.'], fields };
  let descriptors: { field_id: string; original_id: string; required_mark: string; field_type: string; field_label: string }[] = [];
  let hidden: string[] = [];
  try {
    descriptors = JSON.parse(p[`et_pb_contact_email_fields_${n}`] ?? '[]');
    hidden = JSON.parse(p[`et_pb_contact_email_hidden_fields_${n}`] ?? '[]');
  } catch {
    return { errors: ['Make sure you fill in all required fields.'], fields };
  }
  if (!Array.isArray(descriptors) || !descriptors.length) return { errors: ['Make sure you fill in all required fields.'], fields };
  for (const d of descriptors) {
    if (hidden.includes(d.original_id)) continue;
    const v = (p[d.field_id] ?? '').trim();
    if (d.required_mark === 'required' && !v) errors.push('Make sure you fill in all required fields.');
    else if (d.field_type === 'email' && v && !isEmail(v.toLowerCase())) errors.push('Invalid Email.');
    fields[d.original_id] = v;
  }
  if (spec.captcha && !(p[`et_pb_contact_captcha_${n}`] ?? '').trim()) errors.push('Make sure you entered the captcha.');
  return { errors: [...new Set(errors)], fields };
}

export function contactPostBack(posted: Posted, state: DemoState): string | undefined {
  const spec = forms.find((f) => posted[`et_pb_contactform_submit_${f.n}`] === 'et_contact_proccess');
  const st = feature<ContactFormState>(state, 'contact-form', () => ({ received: [], sent: [] }));
  if (!spec) return undefined;
  st.received.push(posted);
  const { errors, fields } = check(spec, posted);
  const html = forms.map((f) => {
    if (f !== spec) return section(container(f));
    if (errors.length) return section(container(f, posted, errors.map((e) => `<p class="et_pb_contact_error_text">${esc(e)}</p>`).join('')));
    st.sent.push({ form: f.n, fields });
    return section(container(f, {}, '<p>Thanks for contacting us</p>', true));
  });
  return intro + html.join('\n');
}

const section = (inner: string) => `<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4 et-last-child">${inner}</div></div></div>`;
const intro = section(`<div class="et_pb_module et_pb_text et_pb_text_90"><div class="et_pb_text_inner"><h2>Contact form</h2>
<p>Required fields, an email check, a captcha and fields that appear when another field asks for them. Nothing is sent until every rule holds; what you typed stays if sending fails.</p></div></div>`);

/** The second form alone (no conditional fields), for /modules/contact-form-plain/; it posts back to this page. */
export const plainForm = () => section(container(forms[1]));

const demo: DemoModule = {
  name: 'contact-form',
  title: 'Contact form',
  order: 60,
  html: intro + forms.map((f) => section(container(f))).join('\n'),
  post: contactPostBack,
  css: `.et_pb_contact_form_container{max-width:720px;margin:0 auto 40px}
.et_pb_contact_main_title{font-size:26px;margin:0 0 12px}
.et-pb-contact-message{color:#a00}.et-pb-contact-message p{margin:0 0 6px}.et-pb-contact-message ul{margin:0 0 10px 20px}
.et_pb_contact_field{margin:0 0 3%;padding:0;width:100%;box-sizing:border-box;float:left;clear:both}
.et_pb_contact_field_half{width:48.5%;clear:none;margin-right:3%}.et_pb_contact_field_last{margin-right:0}
.et_pb_contact_form_label{display:none}
.et_pb_contact .input{width:100%;box-sizing:border-box;padding:14px 16px;border:1px solid #ccc;background:#eee;font-size:14px;color:#333}
.et_pb_contact textarea.input{min-height:140px}
.et_pb_contact_field_options_title{display:block;margin:0 0 6px;font-weight:600}
.et_pb_contact_field_checkbox,.et_pb_contact_field_radio{display:inline-block;margin:0 16px 6px 0}
.et_pb_contact_field_checkbox .input,.et_pb_contact_field_radio .input{width:auto}
.et_pb_contact .et_contact_error,.et_pb_contact .et_contact_error .input{border-color:#e02b20}
.et_pb_contact_et_number{position:absolute;left:-9999px}
.et_contact_bottom_container{clear:both;display:flex;justify-content:flex-end;align-items:center;gap:16px;padding-top:8px}
.et_pb_contact_captcha{width:56px!important;text-align:center}
.et_pb_contact_submit{padding:10px 24px;font-size:18px;background:#2ea3f2;color:#fff;border:0;border-radius:3px;cursor:pointer}`,
};
export default demo;
