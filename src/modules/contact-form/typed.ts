// What the visitor typed, kept across a post-back: a snapshot of every field, put back into the form the
// server sends again wherever that form left a field empty or unchecked.
// Textareas and selects are read through the same properties (checked is only read on checkables).
type Control = HTMLInputElement;

/** Fields a visitor fills in, by name (checkbox options by id): not hidden inputs, buttons or the captcha. */
function controls(form: HTMLFormElement): [string, Control][] {
  return [...form.querySelectorAll<Control>('input,textarea,select')]
    .filter((c) => !/hidden|submit|button|file|password/.test(c.type) && !c.classList.contains('et_pb_contact_captcha'))
    .map((c) => [c.type === 'radio' ? c.name + c.value : c.name || c.id, c]);
}

export type Typed = Map<string, string | boolean>;

const checkable = (c: Control) => c.type === 'checkbox' || c.type === 'radio';

export const snapshot = (form: HTMLFormElement): Typed => new Map(controls(form).map(([k, c]) => [k, checkable(c) ? c.checked : c.value]));

export function restore(form: HTMLFormElement, typed: Typed): void {
  for (const [k, c] of controls(form)) {
    const v = typed.get(k);
    if (v === true) c.checked = true;
    else if (typeof v === 'string' && (!c.value || c.tagName === 'SELECT')) c.value = v;
  }
}
