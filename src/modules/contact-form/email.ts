// The contact form's email check: a port of WordPress' is_email(), which the theme's script runs on the
// trimmed, lower-cased value. (The newsletter uses the HTML input[type=email] pattern instead.)
import { EMAIL_MIN_LENGTH } from '../../scheduler/constants';

const LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9-]+$/i;
const SPACE_OR_DOT = /^[\s\0.]+|[\s\0.]+$/;
const SPACE_OR_HYPHEN = /^[\s\0-]+|[\s\0-]+$/;

export function isEmail(email: string): boolean {
  if (email.length < EMAIL_MIN_LENGTH) return false;
  const at = email.indexOf('@', 1);
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL.test(local)) return false;
  if (/\.{2,}/.test(domain) || SPACE_OR_DOT.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => !SPACE_OR_HYPHEN.test(l) && LABEL.test(l));
}

/** What the theme checks: the value trimmed and lower-cased; a value equal to the field's label passes. */
export function emailFieldValid(value: string, label: string): boolean {
  const v = value.trim().toLowerCase();
  return v === '' || v === label || isEmail(v);
}
