// What the theme posts back to the page: the serialized form fields, then a JSON list describing every
// field, the bot-check token, and a JSON list of the fields conditional logic hid.
/** A field as the theme describes it to its server (read with the field: fields.ts). */
export interface Descriptor {
  field_id: string;
  original_id: string;
  required_mark: string;
  field_type: string;
  field_label: string;
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
