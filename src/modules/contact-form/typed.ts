// What the visitor typed, kept across a post-back: a snapshot of every field, put back into the form the
// server sends again wherever that form left a field empty or unchecked.
// Textareas and selects are read through the same properties (checked is only read on checkables).
type Control = HTMLInputElement;
export type Typed = Map<string, string | boolean>;

/** Fields a visitor fills in: not hidden inputs, buttons or the captcha. */
const controls = (form: HTMLFormElement) =>
  [...form.querySelectorAll<Control>('input:not(.et_pb_contact_captcha),textarea,select')].filter((c) => !/hidden|submit|button|file|password/.test(c.type));
/** By name; radios by name and value, checkbox options (which have no name) by id. */
const key = (c: Control) => (c.type == 'radio' ? c.name + c.value : c.name || c.id);

export const snapshot = (form: HTMLFormElement): Typed => new Map(controls(form).map((c) => [key(c), /checkbox|radio/.test(c.type) ? c.checked : c.value]));

export function restore(form: HTMLFormElement, typed: Typed): void {
  for (const c of controls(form)) {
    const v = typed.get(key(c));
    if (v === true) c.checked = true;
    else if (typeof v == 'string' && (!c.value || c.tagName == 'SELECT')) c.value = v;
  }
}
