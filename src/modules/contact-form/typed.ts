// What the visitor typed, kept across a post-back: a snapshot of every field by name (and id), put back
// into the form the server sends again wherever that form left a field empty or unchecked.
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const SKIP = /^(hidden|submit|button|file|password)$/;

const keyOf = (c: Control) => (c.type === 'checkbox' || c.type === 'radio' ? `${c.name || c.id}=${c.value}` : c.name || c.id);
const controls = (form: HTMLFormElement) =>
  [...form.querySelectorAll<Control>('input,textarea,select')].filter((c) => !SKIP.test(c.type) && !c.classList.contains('et_pb_contact_captcha'));

export type Typed = Map<string, string | boolean>;

export function snapshot(form: HTMLFormElement): Typed {
  const out: Typed = new Map();
  for (const c of controls(form)) out.set(keyOf(c), c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio') ? c.checked : c.value);
  return out;
}

export function restore(form: HTMLFormElement, typed: Typed): void {
  for (const c of controls(form)) {
    const v = typed.get(keyOf(c));
    if (v === undefined) continue;
    if (typeof v === 'boolean') {
      if (v && !(c as HTMLInputElement).checked) (c as HTMLInputElement).checked = true;
    } else if (c.value === '' || c instanceof HTMLSelectElement) c.value = v;
  }
}
