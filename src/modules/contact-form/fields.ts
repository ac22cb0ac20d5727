// Reads the theme's contact-form markup into plain values: each p.et_pb_contact_field wrapper with its
// control (the element carrying data-required_mark / data-field_type / data-original_id: the input, textarea
// or select, the hidden checkbox handle, or the first radio), its label, its conditional rules, and the captcha.
import { parseRules, type Relation, type Rule } from '../../core/forms/conditional';
import type { Captcha, FieldFacts } from './validate';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Field extends FieldFacts {
  wrapper: HTMLElement;
  /** The element with the data-* attributes, named in the payload. */
  handle: Control;
  /** The boxes of a checkbox or radio group (the error class goes on the wrapper then), else [handle]. */
  controls: Control[];
  group: boolean;
  rules: Rule[];
  relation: Relation;
}

export function readFields(form: HTMLFormElement, warn: (what: string) => void): Field[] {
  const out: Field[] = [];
  for (const wrapper of form.querySelectorAll<HTMLElement>('.et_pb_contact_field')) {
    const handle = wrapper.querySelector<Control>('[data-required_mark]');
    if (!handle) continue;
    const { id = handle.dataset.original_id ?? handle.name, type: kind = 'input' } = wrapper.dataset;
    const boxes = [...wrapper.querySelectorAll<HTMLInputElement>('[type=checkbox],[type=radio]')];
    const rules = parseRules(wrapper.getAttribute('data-conditional-logic'));
    if (!rules) warn('bad data-conditional-logic on ' + id);
    const label = wrapper.querySelector('.et_pb_contact_form_label');
    out.push({
      wrapper,
      handle,
      controls: boxes.length ? boxes : [handle],
      group: !!boxes.length,
      id,
      kind,
      required: handle.dataset.required_mark == 'required',
      // data-field_type "email" marks an email field even where data-type says input.
      email: kind == 'email' || handle.dataset.field_type == 'email',
      label: label ? label.textContent!.trim() : '',
      rules: rules || [],
      relation: wrapper.getAttribute('data-conditional-relation') == 'any' ? 'any' : 'all',
    });
  }
  return out;
}

/** The field's value as the theme reads it: the checked options joined by ", " for a group. */
export const valueOf = (f: Field): string =>
  f.group ? f.controls.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value).join(', ') : f.handle.value;

/** Hidden by conditional logic (the wrapper is display: none). */
export const isHidden = (f: Field) => f.wrapper.style.display == 'none';

/** The captcha's numbers and answer; null when the numbers are unreadable (then only the server checks it). */
export function captchaOf(input: HTMLInputElement): Captcha | null {
  const first = parseInt(input.dataset.first_digit!, 10);
  const second = parseInt(input.dataset.second_digit!, 10);
  return first + second >= 0 ? { first, second, answer: input.value } : null;
}
