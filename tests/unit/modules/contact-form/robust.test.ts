// The contact form when the page lets it down: et_pb_custom without its strings (the theme's English shows,
// never a key), and a field whose control lacks its data-* attributes (one warning; what was typed is still
// sent, as an optional field).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../src/modules/contact-form/index';
import { readFields } from '../../../../src/modules/contact-form/fields';
import type { ModuleContext } from '../../../../src/core/types';
import { signal } from '../../../../src/core/signal';

const context = (strings: Record<string, string>) =>
  ({ builder: false, signal, custom: (name: string) => strings[name] ?? '', scheduler: { frame: { write: (job: () => void) => job() } } }) as unknown as ModuleContext;

const FORM = `<div id="et_pb_contact_form_5" class="et_pb_contact_form_container" data-form_unique_num="5">
<div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form" method="post">
<p class="et_pb_contact_field" data-id="name" data-type="input"><label class="et_pb_contact_form_label">Name</label><input type="text" name="et_pb_contact_name_5" data-required_mark="required" data-field_type="input" data-original_id="name"></p>
<p class="et_pb_contact_field" data-id="email" data-type="email"><label class="et_pb_contact_form_label">Email</label><input type="text" name="et_pb_contact_email_5" value="nope" data-required_mark="required" data-field_type="email" data-original_id="email"></p>
<p class="et_pb_contact_field" data-id="agree" data-type="checkbox"><input class="et_pb_checkbox_handle" type="hidden" name="et_pb_contact_agree_5" data-required_mark="required" data-field_type="checkbox" data-original_id="agree"><span><input type="checkbox" id="agree0" value="Yes"></span></p>
<input type="text" class="et_pb_contact_captcha" data-first_digit="1" data-second_digit="2" value="4" name="et_pb_contact_captcha_5" data-required_mark="required">
<button type="submit">Submit</button><input type="hidden" name="_wpnonce-et-pb-contact-form-submitted-5" value="n">
</form></div></div>`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe(`contact form without et_pb_custom's strings (${__RUNTIME__})`, () => {
  it('lists the errors in the theme’s English, never as keys', async () => {
    document.body.innerHTML = FORM;
    const root = document.getElementById('et_pb_contact_form_5')!;
    const cleanup = mount(root, context({}));
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const live = root.querySelector('.et-pb-contact-message [role=alert]')!;
    await vi.waitFor(() => expect(live.querySelectorAll('li')).toHaveLength(4), { timeout: 5000 });
    expect([...live.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Please, fill in the following fields:', 'Please, fix the following errors:']);
    // The unlabelled checkbox group is named as the theme names it; then the bad email and the wrong captcha.
    expect([...live.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Name', 'Checkbox', 'Invalid email', 'You entered the wrong number in captcha.']);
    cleanup();
  });

  it('keeps a string the page does give', async () => {
    document.body.innerHTML = FORM;
    const root = document.getElementById('et_pb_contact_form_5')!;
    const cleanup = mount(root, context({ fill_message: 'Bitte ausfüllen:' }));
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const live = root.querySelector('.et-pb-contact-message [role=alert]')!;
    await vi.waitFor(() => expect(live.querySelector('p')?.textContent).toBe('Bitte ausfüllen:'), { timeout: 5000 });
    expect(live.textContent).toContain('Please, fix the following errors:');
    cleanup();
  });
});

describe('contact form field without data-required_mark', () => {
  it('warns once per field and reads it as an optional field of its wrapper’s type, so its value is sent', () => {
    document.body.innerHTML = `<form class="et_pb_contact_form">
<p class="et_pb_contact_field" data-id="phone" data-type="input"><label class="et_pb_contact_form_label">Phone</label><input type="text" name="et_pb_contact_phone_0" value="0123"></p>
<p class="et_pb_contact_field" data-id="note" data-type="text"><label class="et_pb_contact_form_label">Note</label><textarea name="et_pb_contact_note_0" data-field_type="text">Hi</textarea></p>
<p class="et_pb_contact_field" data-id="ok" data-type="input"><label class="et_pb_contact_form_label">OK</label><input type="text" name="et_pb_contact_ok_0" data-required_mark="required" data-field_type="input" data-original_id="ok"></p></form>`;
    const warn = vi.fn();
    const fields = readFields(document.querySelector('form')!, warn);
    expect(warn.mock.calls).toEqual([['no data-required_mark on phone'], ['no data-required_mark on note']]);
    expect(fields.map((f) => [f.id, f.required, f.kind])).toEqual([['phone', false, 'input'], ['note', false, 'text'], ['ok', true, 'input']]);
    expect(fields[0].descriptor).toEqual({ field_id: 'et_pb_contact_phone_0', original_id: 'phone', required_mark: 'not_required', field_type: 'input', field_label: 'Phone' });
    expect(fields[1].descriptor).toMatchObject({ field_id: 'et_pb_contact_note_0', original_id: 'note', required_mark: 'not_required', field_type: 'text' });
  });
});
