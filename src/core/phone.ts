// The theme's URL helper treats a link whose value is a phone number as a call link: 6 to 15 digits,
// an optional leading +, and the separators people type between digits.
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../scheduler/constants';

/** `tel:` url for a phone-number link value ("+1 (555) 010-9999" → "tel:+15550109999"), else undefined. */
export function phoneLink(value: string): string | undefined {
  const v = value.trim().replace(/^tel:/i, '');
  if (!/^\+?[\d\s().-]+$/.test(v)) return;
  const digits = v.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return;
  return `tel:${v[0] === '+' ? '+' : ''}${digits}`;
}
