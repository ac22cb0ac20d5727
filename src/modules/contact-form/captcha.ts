// The captcha's new numbers after a wrong (non-empty) answer: two from 1 to 15, as the theme rolls them.
// (The answer check is in validate.ts, which loads only on submit.)
import { CAPTCHA_MAX, CAPTCHA_MIN } from '../../scheduler/constants';

export function rollDigit(random: () => number = Math.random): number {
  return Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1)) + CAPTCHA_MIN;
}
