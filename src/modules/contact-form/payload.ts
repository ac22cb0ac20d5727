// What the theme posts back to the page: the serialized form fields, then a JSON list describing every
// field, the bot-check token, and a JSON list of the fields conditional logic hid.
import type { Field } from './fields';

export interface Descriptor {
  field_id: string;
  original_id: string;
  required_mark: string;
  field_type: string;
  field_label: string;
}

/** A field as the theme describes it to its server, from the control carrying its data-* attributes. */
export function descriptor({ handle, id, kind, label }: Pick<Field, 'handle' | 'id' | 'kind' | 'label'>): Descriptor {
  const d = handle.dataset;
  return { field_id: handle.name || handle.id, original_id: d.original_id ?? id, required_mark: d.required_mark!, field_type: d.field_type ?? kind, field_label: label };
}

/** `serialized` is the form's FormData (or its [name, value] pairs). */
export function buildPayload(serialized: FormData | string[][], formNum: string, descriptors: Descriptor[], hidden: string[], token: string): URLSearchParams {
  // URLSearchParams takes any iterable of pairs, FormData included (values as strings, as jQuery serializes them).
  const body = new URLSearchParams(serialized as string[][]);
  body.append('et_pb_contact_email_fields_' + formNum, JSON.stringify(descriptors));
  body.append('token', token);
  if (hidden.length) body.append('et_pb_contact_email_hidden_fields_' + formNum, JSON.stringify(hidden));
  return body;
}
