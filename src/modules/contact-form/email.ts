// The contact form's email check: a port of WordPress' is_email(), which the theme's script runs on the
// trimmed, lower-cased value. (The newsletter uses the HTML input[type=email] pattern instead.)
import { EMAIL_MIN_LENGTH } from '../../scheduler/constants';

// is_email's rules in one pattern: a non-empty local part of the allowed characters (no "@", so a second "@"
// fails), then a domain of two or more dot-separated labels of letters, digits and hyphens, none empty, none
// starting or ending with a hyphen (so no "..", no leading or trailing dot, no space).
const EMAIL = /^[\w!#$%&'*+/=?^`{|}~.-]+@([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d]([a-z\d-]*[a-z\d])?$/i;

export const isEmail = (email: string): boolean => email.length >= EMAIL_MIN_LENGTH && EMAIL.test(email);

/** What the theme checks: the value trimmed and lower-cased; a value equal to the field's label passes. */
export function emailFieldValid(value: string, label: string): boolean {
  const v = value.trim().toLowerCase();
  return !v || v == label || isEmail(v);
}
