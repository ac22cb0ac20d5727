// Reads the optin's custom fields from the server markup: each p.et_pb_signup_custom_field[data-id] holds one
// control carrying data-field_type (input/text, select, radio, checkbox, booleancheckbox), data-required_mark
// and data-original_id. Checkbox groups keep those on a hidden .et_pb_checkbox_handle. Mailchimp (select,
// radio) and Ontraport (select) need the chosen option's data-id instead of its value.
import type { CustomValue } from './payload';

export interface CustomField {
  id: string;
  required: boolean;
  label: string;
  value: CustomValue;
  /** Where the error style goes: the control for text and select, the wrapper for option groups. */
  mark: HTMLElement;
  /** What takes focus when the field is invalid. */
  focus: HTMLElement;
  hidden: boolean;
}

/** Hidden by conditional logic (or the theme's CSS): no box on the page. */
export const notRendered = (el: Element): boolean => !el.getClientRects().length;

/** An option's id for the providers that want it (its data-id), or `fallback`. */
const optionId = (el: Element, fallback: string) => el.getAttribute('data-id') ?? fallback;

/** Wrappers already warned about (the fields are read on every submit and change). */
const warned = new WeakSet<Element>();

/**
 * The custom fields of `form`. A field whose control lacks data-field_type is still read, its type taken from
 * its boxes (checkbox or radio) or else as text, and sent (one warning per field): what the visitor typed
 * reaches the list. A wrapper without any control is left out.
 */
export function readCustomFields(form: Element, provider: string, isHidden: (el: Element) => boolean = notRendered): CustomField[] {
  const out: CustomField[] = [];
  const ids = provider == 'mailchimp' || provider == 'ontraport';
  for (const wrapper of form.querySelectorAll<HTMLElement>('.et_pb_signup_custom_field')) {
    const options = [...wrapper.querySelectorAll<HTMLInputElement>('[type=checkbox],[type=radio]')];
    const control =
      wrapper.querySelector<HTMLInputElement>('[data-field_type]') ||
      (warned.has(wrapper) || (warned.add(wrapper), console.warn('[lightpage] newsletter: no data-field_type', wrapper)), wrapper.querySelector<HTMLInputElement>('input:not([type=hidden]),textarea,select'));
    if (!control) continue;
    // Untyped, the control's own type reads it: text, select-one (its value), radio, checkbox (the checked boxes).
    const type = control.getAttribute('data-field_type') || control.type;

    const checked = options.filter((i) => i.checked);
    const first = checked[0];
    let value: CustomValue = control.value || '';
    // A checkbox group by its options' ids (an option without one by its position).
    if (type == 'checkbox') value = Object.fromEntries(checked.map((i, n) => [i.getAttribute('data-id') ?? n, i.value]));
    else if (type == 'booleancheckbox' || type == 'radio') value = first ? (type == 'radio' && provider == 'mailchimp' ? optionId(first, first.value) : first.value) : '';
    else if (type == 'select' && ids && value) value = optionId((control as unknown as HTMLSelectElement).selectedOptions[0], value);
    out.push({
      id: wrapper.getAttribute('data-id') || control.getAttribute('data-original_id') || '',
      required: control.getAttribute('data-required_mark') == 'required',
      label: wrapper.querySelector('.et_pb_contact_form_label,.et_pb_contact_field_options_title')?.textContent!.trim() || '',
      value,
      mark: options[0] ? wrapper : control,
      focus: options[0] || control,
      hidden: isHidden(wrapper),
    });
  }
  return out;
}

export const isEmptyValue = (v: CustomValue): boolean => (typeof v == 'string' ? !v.trim() : !Object.keys(v).length);
