// What the newsletter sends and where it goes afterwards, as plain data: the admin-ajax fields of
// et_pb_submit_subscribe_form (nested values in PHP's bracket form, as jQuery sends a JS object, so
// WordPress reads $_POST['et_custom_fields'] as an array), and the redirect address with its query values.
import type { AjaxFields } from '../../core/types';

/** A custom field's value: text, or the checked options of a checkbox group by option id. */
export type CustomValue = string | Record<string, string>;

/** The fields of the sign-up, in the theme's order, by their wire names. */
export interface SignupBase {
  et_frontend_nonce: string;
  et_list_id: string;
  et_firstname: string;
  et_lastname: string;
  et_email: string;
  et_provider: string;
  et_account: string;
  /** The et_pb_signup_ip_address hidden input: "true" or "false". */
  et_ip_address: string;
}

/** A custom field as the payload needs it: shown ones send their value, hidden ones (conditional logic) their id. */
export interface SignupCustom {
  id: string;
  value: CustomValue;
  hidden: boolean;
}

/**
 * The whole payload: the base fields, the shown custom fields by id (page order), the ids of those hidden by
 * conditional logic (which the server must not require), the bot-check token ("" without one), the checksum.
 */
export function signupFields(base: SignupBase, custom: SignupCustom[], token: string, checksum: string): AjaxFields {
  const out: AjaxFields = { ...base };
  for (const { id, value, hidden } of custom) {
    if (hidden) continue;
    if (typeof value == 'string') out[`et_custom_fields[${id}]`] = value;
    else for (const opt in value) out[`et_custom_fields[${id}][${opt}]`] = value[opt];
  }
  custom.filter((f) => f.hidden).forEach((f, i) => (out[`et_hidden_fields[${i}]`] = f.id));
  out.token = token;
  out.et_checksum = checksum;
  return out;
}

/**
 * `url` plus the values data-redirect_query names (a comma list of name, last_name, email, ip_address, css_id;
 * `name` is sent as first_name), after `?`, or `&` when the address already has a query. An empty or missing
 * value is left out.
 */
export function redirectTarget(url: string, query: string | null, values: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const name of (query || '').split(',')) {
    const n = name.trim();
    const v = Object.hasOwn(values, n) && values[n];
    if (v) params.set(n == 'name' ? 'first_name' : n, v);
  }
  const q = params.toString();
  if (!q) return url;
  // Before the fragment, after any query the address already has.
  return url.replace(/#|$/, (frag) => (/^[^#]*\?/.test(url) ? '&' : '?') + q + frag);
}
