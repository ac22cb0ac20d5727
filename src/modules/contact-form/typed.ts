// What the visitor typed, kept across a post-back: a snapshot of every field's controls, put back into the
// fields of the form the server sends again wherever that form left one empty or unchecked.
import type { Field } from './fields';

export type Typed = Map<string, string | boolean>;

/** By name; radios by name and value, checkbox options (which have no name) by id. */
const key = (c: HTMLInputElement) => (c.type == 'radio' ? c.name + c.value : c.name || c.id);

/** A group's boxes by their checked state, any other control (input, textarea, select) by its value. */
export const snapshot = (fields: Field[]): Typed => new Map(fields.flatMap((f) => f.controls.map((c) => [key(c as HTMLInputElement), f.group ? (c as HTMLInputElement).checked : c.value])));

export function restore(fields: Field[], typed: Typed): void {
  for (const f of fields)
    for (const c of f.controls) {
      const v = typed.get(key(c as HTMLInputElement));
      if (v === true) (c as HTMLInputElement).checked = true;
      else if (typeof v == 'string' && (!c.value || c.tagName == 'SELECT')) c.value = v;
    }
}
