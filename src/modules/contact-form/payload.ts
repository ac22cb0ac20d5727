// What the theme posts back to the page: the serialized form fields, then a JSON list describing every
// field, the bot-check token, and a JSON list of the fields conditional logic hid.
export interface Descriptor {
  field_id: string;
  original_id: string;
  required_mark: string;
  field_type: string;
  field_label: string;
}

export function buildPayload(serialized: Iterable<[string, string]>, formNum: string, descriptors: Descriptor[], hidden: string[], token: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of serialized) body.append(k, v);
  body.append(`et_pb_contact_email_fields_${formNum}`, JSON.stringify(descriptors));
  body.append('token', token);
  if (hidden.length) body.append(`et_pb_contact_email_hidden_fields_${formNum}`, JSON.stringify(hidden));
  return body;
}
