// The contact form's checks, on plain values (the DOM is read in fields.ts): required fields by type, the
// email rule, the captcha. Fields hidden by conditional logic are skipped. The result is what the error
// output lists: the labels of missing fields, then the invalid-value messages.
import { emailFieldValid } from './email';

/** data-type of the field wrapper: input (one-line text), email, text (textarea), checkbox, radio, select. */
export type FieldKind = 'input' | 'email' | 'text' | 'checkbox' | 'radio' | 'select' | 'hidden';

export interface FieldValue {
  id: string;
  kind: FieldKind;
  /** data-field_type of the control ("email" marks an email field even where data-type says input). */
  fieldType: string;
  required: boolean;
  label: string;
  /** Text, selected option, checked radio, or the checkbox handle's "a, b". */
  value: string;
  hidden: boolean;
}

export interface Captcha {
  first: number;
  second: number;
  answer: string;
}

export interface FormStrings {
  fill: string;
  error: string;
  invalid: string;
  captcha: string;
  wrongCaptcha: string;
  wrongCheckbox: string;
}

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
export function captchaCorrect(first: number, second: number, answer: string): boolean {
  return answer.trim() !== '' && Number(answer.trim()) === first + second;
}

export const isEmailField = (f: Pick<FieldValue, 'kind' | 'fieldType'>) => f.kind === 'email' || f.fieldType === 'email';

export function validate(fields: FieldValue[], captcha: Captcha | null, s: FormStrings): Problems {
  const p: Problems = { missing: [], invalid: [], fields: [], captchaWrong: false };
  for (const f of fields) {
    if (f.hidden || f.kind === 'hidden') continue;
    if (f.required && f.value === '') {
      // The theme's fallback for a field without a label (which is how the captcha's error reads "Captcha").
      p.missing.push(f.label || (f.kind === 'checkbox' ? s.wrongCheckbox : s.captcha));
      p.fields.push(f.id);
    } else if (isEmailField(f) && !emailFieldValid(f.value, f.label)) {
      p.invalid.push(s.invalid);
      p.fields.push(f.id);
    }
  }
  if (captcha) {
    if (captcha.answer.trim() === '') {
      p.missing.push(s.captcha);
      p.fields.push('captcha');
    } else if (!captchaCorrect(captcha.first, captcha.second, captcha.answer)) {
      p.invalid.push(s.wrongCaptcha);
      p.fields.push('captcha');
      p.captchaWrong = true;
    }
  }
  return p;
}

export const hasProblems = (p: Problems) => p.fields.length > 0;
