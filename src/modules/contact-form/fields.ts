// Reads the theme's contact-form markup into plain values: each p.et_pb_contact_field wrapper with its
// control (the element carrying data-required_mark / data-field_type / data-original_id: the input, textarea
// or select, the hidden checkbox handle, or the radios), its label, its conditional rules, and the captcha.
import { parseRules, type Relation, type Rule } from '../../core/forms/conditional';
import type { Descriptor } from './payload';
import type { Captcha, FieldKind, FieldValue } from './validate';

export interface Field {
  wrapper: HTMLElement;
  /** data-id: what conditional rules name. */
  id: string;
  kind: FieldKind;
  /** Every element of the field a visitor can focus or mark (text input, the checkboxes, the radios). */
  controls: (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[];
  /** The element with the data-* attributes, named in the payload. */
  handle: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  label: string;
  rules: Rule[];
  relation: Relation;
}

export function readFields(form: HTMLFormElement, warn: (what: string) => void): Field[] {
  const out: Field[] = [];
  for (const wrapper of form.querySelectorAll<HTMLElement>('.et_pb_contact_field')) {
    const handle = wrapper.querySelector<Field['handle']>('[data-required_mark]');
    if (!handle) continue;
    const kind = (wrapper.dataset.type ?? 'input') as FieldKind;
    const controls =
      kind === 'checkbox'
        ? [...wrapper.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
        : kind === 'radio'
          ? [...wrapper.querySelectorAll<HTMLInputElement>('input[type=radio]')]
          : [handle];
    const rules = parseRules(wrapper.getAttribute('data-conditional-logic'));
    if (!rules) warn(`bad data-conditional-logic on ${wrapper.dataset.id}`);
    out.push({
      wrapper,
      id: wrapper.dataset.id ?? handle.dataset.original_id ?? handle.name,
      kind,
      controls,
      handle,
      label: (wrapper.querySelector('.et_pb_contact_form_label')?.textContent ?? '').trim(),
      rules: rules ?? [],
      relation: wrapper.getAttribute('data-conditional-relation') === 'any' ? 'any' : 'all',
    });
  }
  return out;
}

/** The field's value as the theme reads it: checked options joined by ", " for a checkbox group. */
export function valueOf(f: Field): string {
  if (f.kind === 'checkbox') return (f.controls as HTMLInputElement[]).filter((c) => c.checked).map((c) => c.value).join(', ');
  if (f.kind === 'radio') return (f.controls as HTMLInputElement[]).find((c) => c.checked)?.value ?? '';
  return f.handle.value;
}

/** Hidden by conditional logic (the wrapper is display: none). */
export const isHidden = (f: Field) => f.wrapper.style.display === 'none';

export function fieldValue(f: Field): FieldValue {
  return {
    id: f.id,
    kind: f.kind,
    fieldType: f.handle.dataset.field_type ?? '',
    required: f.handle.dataset.required_mark === 'required',
    label: f.label,
    value: valueOf(f),
    hidden: isHidden(f),
  };
}

export function descriptor(f: Field): Descriptor {
  const d = f.handle.dataset;
  return {
    field_id: f.handle.name || f.handle.id,
    original_id: d.original_id ?? f.id,
    required_mark: d.required_mark ?? 'not_required',
    field_type: d.field_type ?? f.kind,
    field_label: f.label,
  };
}

export interface CaptchaEls {
  input: HTMLInputElement;
  question: HTMLElement | null;
}

export const findCaptcha = (form: HTMLFormElement): CaptchaEls | null => {
  const input = form.querySelector<HTMLInputElement>('input.et_pb_contact_captcha');
  return input && { input, question: form.querySelector<HTMLElement>('.et_pb_contact_captcha_question') };
};

/** The captcha's numbers and answer; null when the numbers are unreadable (then only the server checks it). */
export function captchaOf({ input }: CaptchaEls): Captcha | null {
  const first = parseInt(input.dataset.first_digit!, 10);
  const second = parseInt(input.dataset.second_digit!, 10);
  return first + second >= 0 ? { first, second, answer: input.value } : null;
}
