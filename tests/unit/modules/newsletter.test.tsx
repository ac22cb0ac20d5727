// The optin's pure rules (email pattern, payload, redirect address), its reading of custom fields, and its
// messages component under Preact and React.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@test/act';
import { isSignupEmail } from '../../../src/modules/newsletter/email';
import { redirectTarget, signupFields } from '../../../src/modules/newsletter/payload';
import { isEmptyValue, readCustomFields } from '../../../src/modules/newsletter/fields';
import { showMessages } from '../../../src/modules/newsletter/messages';

afterEach(() => document.body.replaceChildren());

describe('newsletter email pattern', () => {
  it('accepts addresses the HTML email pattern accepts, with a 2 to 63 letter top-level domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.com', "o'hara@sub.example.museum", ' padded@example.org ', `x@example.${'a'.repeat(63)}`, 'a@b-c.d-e.io']) {
      expect(isSignupEmail(ok), ok).toBe(true);
    }
  });
  it('rejects a missing or short or numeric TLD, bad labels and spaces', () => {
    for (const bad of ['', 'plain', 'a@b', 'a@b.c', 'a@b.c1', `x@example.${'a'.repeat(64)}`, 'a@-b.com', 'a@b-.com', 'a b@c.com', 'a@b..com', '@b.com', 'a@b.com.', 'a@@b.com', 'a@b.123']) {
      expect(isSignupEmail(bad), bad).toBe(false);
    }
  });
});

describe('newsletter payload', () => {
  const base = {
    et_frontend_nonce: 'n', et_list_id: 'l', et_firstname: 'Ada', et_lastname: '', et_email: 'a@b.co',
    et_provider: 'mailchimp', et_account: 'acc', et_ip_address: 'false',
  };
  it('sends the theme fields in order, custom fields in PHP bracket form, hidden ids, token and checksum last', () => {
    const f = signupFields(
      base,
      [
        { id: 'portfolio', value: 'hidden text', hidden: true },
        { id: 'company', value: 'Acme', hidden: false },
        { id: 'topics', value: { opt_a: 'A', opt_b: 'B' }, hidden: false },
        { id: 'other', value: {}, hidden: true },
        { id: 'empty', value: {}, hidden: false },
      ],
      'tok',
      'ck',
    );
    expect(Object.keys(f)).toEqual([
      'et_frontend_nonce', 'et_list_id', 'et_firstname', 'et_lastname', 'et_email', 'et_provider', 'et_account', 'et_ip_address',
      'et_custom_fields[company]', 'et_custom_fields[topics][opt_a]', 'et_custom_fields[topics][opt_b]',
      'et_hidden_fields[0]', 'et_hidden_fields[1]', 'token', 'et_checksum',
    ]);
    expect(f).toMatchObject({ 'et_custom_fields[company]': 'Acme', 'et_custom_fields[topics][opt_b]': 'B', 'et_hidden_fields[1]': 'other', token: 'tok', et_checksum: 'ck' });
  });
  it('sends no custom or hidden keys when there are none', () => {
    expect(Object.keys(signupFields(base, [], '', ''))).toHaveLength(10);
  });
});

describe('newsletter redirect', () => {
  const v = { name: 'Ada B', last_name: 'King', email: 'a+b@c.io', ip_address: '1.2.3.4', css_id: '' };
  it('appends the named values after ? or &, name as first_name, before any fragment', () => {
    expect(redirectTarget('/thanks/', 'name,email', v)).toBe('/thanks/?first_name=Ada+B&email=a%2Bb%40c.io');
    expect(redirectTarget('/t/?x=1#top', ' last_name , ip_address', v)).toBe('/t/?x=1&last_name=King&ip_address=1.2.3.4#top');
    // A "?" in the fragment is the fragment's; the fragment is kept whole.
    expect(redirectTarget('/t/#a?b#c', 'last_name', v)).toBe('/t/?last_name=King#a?b#c');
  });
  it('leaves the address alone with no query, unknown names or empty values', () => {
    expect(redirectTarget('/t/', null, v)).toBe('/t/');
    expect(redirectTarget('/t/', 'css_id,bogus,__proto__', v)).toBe('/t/');
    // (An optin without data-ip_address.)
    expect(redirectTarget('/t/', 'ip_address', { ...v, ip_address: null })).toBe('/t/');
  });
});

describe('newsletter custom fields', () => {
  const markup = `<form>
    <p class="et_pb_signup_custom_field" data-id="company"><label class="et_pb_contact_form_label">Company</label><input class="input" value=" " data-field_type="input" data-required_mark="required" data-original_id="company"></p>
    <p class="et_pb_signup_custom_field" data-id="role"><label class="et_pb_contact_form_label">Role</label><select data-field_type="select" data-required_mark="not_required"><option value="">Role</option><option value="Dev" data-id="opt_dev" selected>Dev</option></select></p>
    <p class="et_pb_signup_custom_field" data-id="size"><span class="et_pb_contact_field_options_title">Size</span><input type="radio" value="S" data-id="opt_s" data-field_type="radio" data-required_mark="required"><input type="radio" value="L" data-id="opt_l" checked></p>
    <p class="et_pb_signup_custom_field" data-id="topics"><input type="hidden" class="et_pb_checkbox_handle" data-field_type="checkbox" data-required_mark="required"><span class="et_pb_contact_field_options_title">Topics</span><input type="checkbox" value="A" data-id="opt_a" checked><input type="checkbox" value="B" data-id="opt_b"></p>
    <p class="et_pb_signup_custom_field" data-id="ok"><input type="hidden" class="et_pb_checkbox_handle" data-field_type="booleancheckbox" data-required_mark="required"><input type="checkbox" value="Yes"></p>
    <p class="et_pb_signup_custom_field hidden" data-id="later"><input class="input" value="" data-field_type="input" data-required_mark="required"></p>
  </form>`;
  const read = (provider: string) => {
    document.body.innerHTML = markup;
    return readCustomFields(document.querySelector('form')!, provider, (el) => el.classList.contains('hidden'));
  };

  it('reads each type by its value, with hidden and required flags and labels', () => {
    const f = read('mailpoet');
    expect(f.map((x) => [x.id, x.value, x.required, x.hidden, x.label])).toEqual([
      ['company', ' ', true, false, 'Company'],
      ['role', 'Dev', false, false, 'Role'],
      ['size', 'L', true, false, 'Size'],
      ['topics', { opt_a: 'A' }, true, false, 'Topics'],
      ['ok', '', true, false, ''],
      ['later', '', true, true, ''],
    ]);
    expect(f.map((x) => isEmptyValue(x.value))).toEqual([true, false, false, false, true, true]);
    // Option groups are marked on their wrapper, the others on their control.
    expect(f.map((x) => x.mark.tagName)).toEqual(['INPUT', 'SELECT', 'P', 'P', 'P', 'INPUT']);
  });

  it('keys a checkbox group option without data-id by its position', () => {
    document.body.innerHTML = `<form><p class="et_pb_signup_custom_field" data-id="t"><input type="hidden" class="et_pb_checkbox_handle" data-field_type="checkbox"><input type="checkbox" value="A" checked><input type="checkbox" value="B" checked></p></form>`;
    const [f] = readCustomFields(document.querySelector('form')!, 'mailpoet', () => false);
    expect(f.value).toEqual({ 0: 'A', 1: 'B' });
    expect(signupFields({} as never, [f], '', '')).toMatchObject({ 'et_custom_fields[t][0]': 'A', 'et_custom_fields[t][1]': 'B' });
  });

  it('sends the chosen option ids to Mailchimp (select and radio) and Ontraport (select only)', () => {
    expect(read('mailchimp').map((x) => x.value).slice(1, 3)).toEqual(['opt_dev', 'opt_l']);
    expect(read('ontraport').map((x) => x.value).slice(1, 3)).toEqual(['opt_dev', 'L']);
  });

  it('reads a field without data-field_type by its control (boxes or text) so its value is sent, with one warning per field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<form>
    <p class="et_pb_signup_custom_field" data-id="phone"><label class="et_pb_contact_form_label">Phone</label><input class="input" value="0123" data-required_mark="required"></p>
    <p class="et_pb_signup_custom_field" data-id="tags"><input type="hidden" class="et_pb_checkbox_handle"><input type="checkbox" value="A" data-id="opt_a" checked><input type="checkbox" value="B" data-id="opt_b" checked></p>
    <p class="et_pb_signup_custom_field" data-id="pick"><input type="radio" value="X"><input type="radio" value="Y" checked></p>
    <p class="et_pb_signup_custom_field" data-id="empty"><label>Nothing to fill</label></p>
  </form>`;
    const form = document.querySelector('form')!;
    const read = () => readCustomFields(form, 'mailpoet', () => false);
    expect(read().map((x) => [x.id, x.value, x.required])).toEqual([
      ['phone', '0123', true],
      ['tags', { opt_a: 'A', opt_b: 'B' }, false],
      ['pick', 'Y', false],
    ]);
    // Read again (every submit and change does): no new warnings.
    read();
    expect(warn.mock.calls.map((c) => [c[0], (c[1] as Element).getAttribute('data-id')])).toEqual(['phone', 'tags', 'pick', 'empty'].map((id) => ['[lightpage] newsletter: no data-field_type', id]));
    expect(signupFields({} as never, read(), '', '')).toMatchObject({ 'et_custom_fields[phone]': '0123', 'et_custom_fields[tags][opt_a]': 'A', 'et_custom_fields[pick]': 'Y' });
    warn.mockRestore();
  });
});

describe(`newsletter messages (${__RUNTIME__})`, () => {
  it('shows the heading and the list as text, updates, and unmounts into nothing', async () => {
    document.body.innerHTML = '<div class="et_pb_newsletter_error"></div>';
    const box = document.body.firstElementChild!;
    let r!: ReturnType<typeof showMessages>;
    await act(() => {
      r = showMessages(box, { heading: 'Fill in:', items: ['<img src=x onerror=alert(1)>', 'Email'] });
    });
    expect(box.querySelector('[role=alert] p')!.textContent).toBe('Fill in:');
    expect([...box.querySelectorAll('li')].map((l) => l.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'Email']);
    expect(box.querySelector('img')).toBeNull();
    await act(() => r.update({ heading: 'Failed', items: [] }));
    expect(box.querySelector('ul')).toBeNull();
    expect(box.textContent).toBe('Failed');
    await act(() => r.unmount());
    expect(box.innerHTML).toBe('');
  });
});
