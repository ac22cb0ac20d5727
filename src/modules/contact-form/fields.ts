// Reads the theme's contact-form markup into plain values: each p.et_pb_contact_field wrapper with its
// control (the element carrying data-required_mark / data-field_type / data-original_id: the input, textarea
// or select, the hidden checkbox handle, or the first radio), its label, and the captcha. Conditional rules are
// read by conditional-fields.ts, loaded only by a form that has them.
import type { Descriptor } from './payload';
import type { Captcha, FieldFacts } from './validate';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Field extends FieldFacts {
  wrapper: HTMLElement;
  /** The element with the data-* attributes, named in the payload. */
  handle: Control;
  /** The boxes of a checkbox or radio group (the error class goes on the wrapper then), else [handle]. */
  controls: Control[];
  group: boolean;
  descriptor: Descriptor;
}

/**
 * The fields of `form`. A field whose control lacks the data-* attributes is still read, as an optional
 * field of its wrapper's type (one warning each): what the visitor typed in it reaches the site owner.
 * A wrapper without any control (or only unnamed checkboxes, which send nothing) is left out, with a warning.
 */
export function readFields(form: HTMLFormElement, warn: (what: string) => void): Field[] {
  const out: Field[] = [];
  for (const wrapper of form.querySelectorAll<HTMLElement>('.et_pb_contact_field')) {
    const handle = wrapper.querySelector<Control>('[data-required_mark]') || (warn('no data-required_mark on ' + wrapper.dataset.id), wrapper.querySelector<Control>('input:not([type=checkbox]),textarea,select'));
    if (!handle) continue;
    const d = handle.dataset;
    const { id = d.original_id ?? handle.name, type: kind = 'input' } = wrapper.dataset;
    const boxes = [...wrapper.querySelectorAll<HTMLInputElement>('[type=checkbox],[type=radio]')];
    const labelEl = wrapper.querySelector('.et_pb_contact_form_label');
    const label = labelEl ? labelEl.textContent!.trim() : '';
    out.push({
      wrapper,
      handle,
      controls: boxes.length ? boxes : [handle],
      group: !!boxes.length,
      id,
      kind,
      required: d.required_mark == 'required',
      // data-field_type "email" marks an email field even where data-type says input.
      email: kind == 'email' || d.field_type == 'email',
      label,
      // The control carrying the data-* attributes describes the field.
      descriptor: { field_id: handle.name || handle.id, original_id: d.original_id ?? id, required_mark: d.required_mark ?? 'not_required', field_type: d.field_type ?? kind, field_label: label },
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
