// The contact form's checks, on plain values (the DOM is read in fields.ts): required fields by type, the
// email rule, the captcha. Fields hidden by conditional logic are skipped. The result is what the error
// output lists: the labels of missing fields, then the invalid-value messages.
import { emailFieldValid } from './email';

/** What the checks need to know of a field, read once from the markup. */
export interface FieldFacts {
  /** data-id: what conditional rules name. */
  id: string;
  /** data-type of the wrapper: input (one-line text), email, text (textarea), checkbox, radio, select, hidden. */
  kind: string;
  required: boolean;
  /** Checked with the email rule. */
  email: boolean;
  label: string;
}

export interface FieldValue extends FieldFacts {
  /** Text, selected option, checked radio, or the checked boxes' "a, b". */
  value: string;
  hidden: boolean;
}

export interface Captcha {
  first: number;
  second: number;
  answer: string;
}

/** The theme's localised strings by their et_pb_custom name (invalid, captcha, wrong_captcha, wrong_checkbox...). */
export type Strings = (key: string) => string;

export interface Problems {
  /** Labels of empty required fields, in form order. */
  missing: string[];
  /** Messages for values that are there but wrong (invalid email, wrong captcha). */
  invalid: string[];
  /** Ids of the fields at fault, in form order ("captcha" for the captcha). */
  fields: string[];
  /** The captcha answer was wrong (not empty): new numbers are due. */
  captchaWrong: boolean;
}

/** The captcha answer is the sum of the two numbers (an empty answer is the required check's). */
export const captchaCorrect = (first: number, second: number, answer: string): boolean => !!answer.trim() && +answer == first + second;

export function validate(fields: FieldValue[], captcha: Captcha | null, t: Strings): Problems {
  const p: Problems = { missing: [], invalid: [], fields: [], captchaWrong: false };
  const fault = (list: string[], text: string, id: string) => (list.push(text), p.fields.push(id));
  for (const f of fields) {
    if (f.hidden || f.kind == 'hidden') continue;
    // The theme's fallback for a field without a label (which is how the captcha's error reads "Captcha").
    if (f.required && !f.value) fault(p.missing, f.label || t(f.kind == 'checkbox' ? 'wrong_checkbox' : 'captcha'), f.id);
    else if (f.email && !emailFieldValid(f.value, f.label)) fault(p.invalid, t('invalid'), f.id);
  }
  if (captcha) {
    if (!captcha.answer.trim()) fault(p.missing, t('captcha'), 'captcha');
    else if (!captchaCorrect(captcha.first, captcha.second, captcha.answer)) fault(p.invalid, t('wrong_captcha'), 'captcha'), (p.captchaWrong = true);
  }
  return p;
}
