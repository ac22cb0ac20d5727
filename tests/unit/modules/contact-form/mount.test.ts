// The behaviour on bad markup, in happy-dom: a malformed conditional-logic attribute, a form without a
// submit button or nonce, unreadable captcha numbers. One console warning each, and the form still works:
// the field shows, conditional logic still runs for the others, the checkbox handle follows the boxes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../src/modules/contact-form/index';
import { readFields, valueOf } from '../../../../src/modules/contact-form/fields';
import type { ModuleContext } from '../../../../src/core/types';
import { signal } from '../../../../src/core/signal';

const ctx = {
  builder: false,
  signal,
  custom: () => '',
  scheduler: { frame: { write: (job: () => void) => job() } },
} as unknown as ModuleContext;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('contact form on bad markup', () => {
  it('warns once per problem and keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div id="et_pb_contact_form_3" class="et_pb_contact_form_container" data-form_unique_num="3">
<div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form" method="post">
<p class="et_pb_contact_field" data-id="a" data-type="input" data-conditional-logic="[oops"><label class="et_pb_contact_form_label">A</label><input type="text" name="et_pb_contact_a_3" data-required_mark="required" data-field_type="input" data-original_id="a"></p>
<p class="et_pb_contact_field" data-id="b" data-type="checkbox"><label class="et_pb_contact_form_label">B</label><input class="et_pb_checkbox_handle" type="hidden" name="et_pb_contact_b_3" data-required_mark="not_required" data-field_type="checkbox" data-original_id="b">
<span class="et_pb_contact_field_checkbox"><input type="checkbox" id="b0" value="X"></span><span class="et_pb_contact_field_checkbox"><input type="checkbox" id="b1" value="Y"></span></p>
<p class="et_pb_contact_field" data-id="c" data-type="input" data-conditional-logic='[["b","contains","y"]]'><label class="et_pb_contact_form_label">C</label><input type="text" name="et_pb_contact_c_3" pattern="[0-9]+" data-required_mark="required" data-field_type="input" data-original_id="c"></p>
<input type="text" class="et_pb_contact_captcha" data-first_digit="x" data-second_digit="" name="et_pb_contact_captcha_3" data-required_mark="required">
</form></div></div>`;
    const root = document.getElementById('et_pb_contact_form_3')!;
    const cleanup = mount(root, ctx);
    const a = root.querySelector<HTMLElement>('[data-id=a]')!;
    const c = root.querySelector<HTMLElement>('[data-id=c]')!;
    const cInput = c.querySelector('input')!;
    // The rules come in a chunk of their own, requested at mount: hidden by its rule once they arrive, with its
    // pattern put aside so the browser does not block the form on it.
    await vi.waitFor(() => expect(c.style.display).toBe('none'));
    const texts = warn.mock.calls.map((c) => String(c[0]));
    expect(texts).toEqual([
      '[lightpage] contact form #et_pb_contact_form_3: no submit button',
      '[lightpage] contact form #et_pb_contact_form_3: no nonce',
      '[lightpage] contact form #et_pb_contact_form_3: bad data-conditional-logic on a',
    ]);
    expect(a.style.display).toBe('');
    expect(cInput.hasAttribute('pattern')).toBe(false);
    expect(cInput.dataset.pattern).toBe('[0-9]+');
    const y = root.querySelector<HTMLInputElement>('#b1')!;
    y.checked = true;
    y.dispatchEvent(new Event('change', { bubbles: true }));
    expect(root.querySelector<HTMLInputElement>('.et_pb_checkbox_handle')!.value).toBe('Y');
    expect(c.style.display).toBe('');
    expect(cInput.getAttribute('pattern')).toBe('[0-9]+');
    // The live region waits in the message box; cleanup takes it away again.
    expect(root.querySelector('.et-pb-contact-message [role=alert]')).not.toBeNull();
    cleanup();
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('reads each field’s facts once: email by data-type or data-field_type, groups by their boxes', () => {
    document.body.innerHTML = `<form class="et_pb_contact_form">
<p class="et_pb_contact_field" data-id="mail" data-type="input"><label class="et_pb_contact_form_label"> Mail </label><input type="text" name="m" value="x" data-required_mark="required" data-field_type="email" data-original_id="mail"></p>
<p class="et_pb_contact_field" data-id="pick" data-type="radio"><span><input type="radio" name="r" value="A" data-required_mark="not_required" data-field_type="radio" data-original_id="pick"></span><span><input type="radio" name="r" value="B" checked data-required_mark="not_required"></span></p>
<p class="et_pb_contact_field" data-id="nothing"><label class="et_pb_contact_form_label">No control</label></p></form>`;
    const warn = vi.fn();
    const [mail, pick, ...rest] = readFields(document.querySelector('form')!, warn);
    expect(warn.mock.calls).toEqual([['no data-required_mark on nothing']]);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ id: 'mail', kind: 'input', email: true, required: true, label: 'Mail', group: false });
    expect(valueOf(mail)).toBe('x');
    expect(pick).toMatchObject({ id: 'pick', kind: 'radio', email: false, required: false, label: '', group: true });
    expect(pick.controls).toHaveLength(2);
    expect(valueOf(pick)).toBe('B');
  });
});

// A required field `c` that shows only when `a` is "more"; `a` is required too.
const form = (conditional: boolean) => `<div id="et_pb_contact_form_4" class="et_pb_contact_form_container" data-form_unique_num="4">
<div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form" method="post">
<p class="et_pb_contact_field" data-id="a" data-type="input"><label class="et_pb_contact_form_label">A</label><input type="text" name="et_pb_contact_a_4" data-required_mark="required" data-field_type="input" data-original_id="a"></p>
<p class="et_pb_contact_field" data-id="c" data-type="input"${conditional ? ` data-conditional-logic='[["a","is","more"]]'` : ''}><label class="et_pb_contact_form_label">C</label><input type="text" name="et_pb_contact_c_4" data-required_mark="required" data-field_type="input" data-original_id="c"></p>
<button type="submit">Submit</button><input type="hidden" name="_wpnonce-et-pb-contact-form-submitted-4" value="n">
</form></div></div>`;
const submit = (root: HTMLElement) => root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const invalid = (root: HTMLElement) => [...root.querySelectorAll('[aria-invalid]')].map((el) => (el as HTMLInputElement).name);

describe('contact form conditional rules, loaded only by a form that has them', () => {
  it('a submit before the rules arrive waits for them: the field they hide is neither checked nor marked', async () => {
    document.body.innerHTML = form(true);
    const root = document.getElementById('et_pb_contact_form_4')!;
    const c = root.querySelector<HTMLElement>('[data-id=c]')!;
    const cleanup = mount(root, ctx);
    // Before the chunk is in, the field shows as the server rendered it.
    expect(c.style.display).toBe('');
    submit(root);
    // Checked at once, `c` (shown, empty, required) would be marked.
    expect(invalid(root)).toEqual([]);
    await vi.waitFor(() => expect(invalid(root)).toEqual(['et_pb_contact_a_4']));
    expect(c.style.display).toBe('none');
    // The rules then follow what is typed.
    const a = root.querySelector<HTMLInputElement>('[name=et_pb_contact_a_4]')!;
    a.value = 'MORE';
    a.dispatchEvent(new Event('change', { bubbles: true }));
    expect(c.style.display).toBe('');
    submit(root);
    await vi.waitFor(() => expect(invalid(root)).toEqual(['et_pb_contact_c_4']));
    cleanup();
  });

  it('a form without conditional fields checks a submit in the same task, every field shown', () => {
    document.body.innerHTML = form(false);
    const root = document.getElementById('et_pb_contact_form_4')!;
    const cleanup = mount(root, ctx);
    submit(root);
    expect(invalid(root)).toEqual(['et_pb_contact_a_4', 'et_pb_contact_c_4']);
    expect(root.querySelector<HTMLElement>('[data-id=c]')!.style.display).toBe('');
    cleanup();
  });
});

describe('contact form: a click on Submit with errors is answered at the click', () => {
  /** Clicks the submit button; says whether the module prevented the click's default and whether a submit followed. */
  function clickSubmit(root: HTMLElement) {
    const seen = { prevented: false, submitted: false };
    const form = root.querySelector('form')!;
    const onSubmit = () => (seen.submitted = true);
    form.addEventListener('submit', onSubmit, { capture: true });
    // After the module's listener on the container: note what it did, and send nothing from a test.
    const after = (e: Event) => ((seen.prevented = e.defaultPrevented), !seen.prevented && e.preventDefault());
    document.addEventListener('click', after);
    root.querySelector<HTMLButtonElement>('[type=submit]')!.click();
    document.removeEventListener('click', after);
    form.removeEventListener('submit', onSubmit, { capture: true });
    return seen;
  }

  it('with errors: marks at once, prevents the click, and no submit event follows (the browser skips its own work)', () => {
    document.body.innerHTML = form(false);
    const root = document.getElementById('et_pb_contact_form_4')!;
    const cleanup = mount(root, ctx);
    // A real click: happy-dom submits the form on an unprevented click on a submit button, as browsers do.
    const submitted = vi.fn((e: Event) => e.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    root.querySelector<HTMLButtonElement>('[type=submit]')!.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(invalid(root)).toEqual(['et_pb_contact_a_4', 'et_pb_contact_c_4']);
    cleanup();
  });

  it('leaves the click to the browser (on to the submit event) for a valid form, and before the rules arrive', async () => {
    document.body.innerHTML = form(false);
    let root = document.getElementById('et_pb_contact_form_4')!;
    let cleanup = mount(root, ctx);
    for (const input of root.querySelectorAll('input[type=text]')) (input as HTMLInputElement).value = 'x';
    expect(clickSubmit(root)).toEqual({ prevented: false, submitted: false });
    expect(invalid(root)).toEqual([]);
    cleanup();

    // Before the rules arrive, which fields count is unknown: the submit event's handler waits for them.
    document.body.innerHTML = form(true);
    root = document.getElementById('et_pb_contact_form_4')!;
    cleanup = mount(root, ctx);
    expect(clickSubmit(root).prevented).toBe(false);
    expect(invalid(root)).toEqual([]);
    submit(root);
    await vi.waitFor(() => expect(invalid(root)).toEqual(['et_pb_contact_a_4']));
    // Once they are applied, a click with errors is answered at the click.
    root.querySelector<HTMLInputElement>('[name=et_pb_contact_a_4]')!.value = '';
    expect(clickSubmit(root).prevented).toBe(true);
    expect(invalid(root)).toEqual(['et_pb_contact_a_4']);
    cleanup();
  });
});

describe('contact form: the first focus loads the error output', () => {
  it('and runs the checks once then (their first run is off the tap on Submit), showing nothing', async () => {
    document.body.innerHTML = form(false);
    const root = document.getElementById('et_pb_contact_form_4')!;
    const cleanup = mount(root, ctx);
    // The checks read the fields: count the reads of the first one's value.
    const a = root.querySelector<HTMLInputElement>('[name=et_pb_contact_a_4]')!;
    const value = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(a), 'value')!;
    let reads = 0;
    Object.defineProperty(a, 'value', { get: () => (reads++, value.get!.call(a)), set: (v) => value.set!.call(a, v) });
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // The error output's chunk arrives, then the checks run once.
    await vi.waitFor(() => expect(reads).toBeGreaterThan(0));
    expect(invalid(root)).toEqual([]);
    expect(root.querySelector('.et_contact_error')).toBeNull();
    expect(root.querySelector('[role=alert]')!.textContent).toBe('');
    cleanup();
  });
});

describe('contact form: a submit with errors answers in two frames', () => {
  it('the marks in the first frame after the tap; the error list (it moves the form down) and focus in the next', async () => {
    // A frame loop as the scheduler's: a write queued from a write runs the frame after.
    let queued: (() => void)[] = [];
    const frame = () => {
      const jobs = queued;
      queued = [];
      for (const job of jobs) job();
    };
    let message: { value: unknown } | undefined;
    const framed = {
      ...ctx,
      signal: <T,>(v: T) => (message = signal(v)),
      scheduler: { frame: { write: (job: () => void) => void queued.push(job) } },
    } as unknown as ModuleContext;
    document.body.innerHTML = form(false);
    const root = document.getElementById('et_pb_contact_form_4')!;
    const cleanup = mount(root, framed);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    root.querySelector<HTMLButtonElement>('[type=submit]')!.click();
    // The tap's handler only reads.
    expect(invalid(root)).toEqual([]);
    frame();
    expect(invalid(root)).toEqual(['et_pb_contact_a_4', 'et_pb_contact_c_4']);
    expect(root.querySelectorAll('.et_contact_error')).toHaveLength(2);
    expect(message!.value).toEqual([]);
    frame();
    expect(message!.value).toEqual([['Please, fill in the following fields:', ['A', 'C']]]);
    // Focus waits for that frame's paint.
    expect(focus).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(root.querySelector('[name=et_pb_contact_a_4]')));
    cleanup();
  });
});
