// The contact form's email check: a port of WordPress' is_email(), which the theme's script runs on the
// trimmed, lower-cased value. (The newsletter uses the HTML input[type=email] pattern instead.)
import { EMAIL_MIN_LENGTH } from '../../scheduler/constants';

const LOCAL = /^[\w!#$%&'*+/=?^`{|}~.-]+$/;
// is_email's domain rules in one: two or more dot-separated labels of letters, digits and hyphens, none
// empty, none starting or ending with a hyphen (so no "..", no leading or trailing dot, no space).
const DOMAIN = /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d]([a-z\d-]*[a-z\d])?$/i;

export function isEmail(email: string): boolean {
  const at = email.indexOf('@', 1);
  return email.length >= EMAIL_MIN_LENGTH && at > 0 && LOCAL.test(email.slice(0, at)) && DOMAIN.test(email.slice(at + 1));
}

/** What the theme checks: the value trimmed and lower-cased; a value equal to the field's label passes. */
export function emailFieldValid(value: string, label: string): boolean {
  const v = value.trim().toLowerCase();
  return !v || v == label || isEmail(v);
}
