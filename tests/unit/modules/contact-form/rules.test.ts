// The contact form's pure rules: WordPress' is_email as the theme runs it, conditional logic with its eight
// operators, the captcha, the checks that build the error output, and the post-back payload.
import { describe, expect, it } from 'vitest';
import { emailFieldValid, isEmail } from '../../../../src/modules/contact-form/email';
import { parseRules, ruleHolds, shouldShow, type Operator } from '../../../../src/core/forms/conditional';
import { rollDigit } from '../../../../src/modules/contact-form/captcha';
import { captchaCorrect, validate, type FieldValue } from '../../../../src/modules/contact-form/validate';
import { buildPayload } from '../../../../src/modules/contact-form/payload';

describe('is_email port', () => {
  it.each([
    ['a@b.co', true],
    ['user.name+tag@sub.example.org', true],
    ["o'brien!#$%&*/=?^_`{|}~-@x-y.io", true],
    ['a@b.c', false], // shorter than 6
    ['@abc.com', false], // @ first
    ['abcdef.com', false], // no @
    ['a b@c.com', false], // space in the local part
    ['ab@c..com', false], // consecutive dots
    ['ab@.c.com', false], // leading dot
    ['ab@c.com.', false], // trailing dot
    ['abc@localhost', false], // one label
    ['ab@-c.com', false], // leading hyphen
    ['ab@c-.com', false], // trailing hyphen
    ['ab@c_d.com', false], // underscore in the domain
    ['ab@ex ample.com', false],
    ['ab@exämple.com', false],
    ['a@b@c.com', false], // a second @ lands in the domain
  ])('%s → %s', (email, ok) => expect(isEmail(email)).toBe(ok));

  it('checks the trimmed, lower-cased value; empty is the required check’s; the label itself passes', () => {
    expect(emailFieldValid('  Ada@Example.COM ', 'Email')).toBe(true);
    expect(emailFieldValid('', 'Email')).toBe(true);
    expect(emailFieldValid('email address', 'email address')).toBe(true);
    expect(emailFieldValid('nope', 'Email')).toBe(false);
  });
});

describe('conditional logic', () => {
  const cases: [Operator, string, string | null, boolean][] = [
    ['is', 'Other', 'other', true],
    ['is', 'Other', 'others', false],
    ['is not', 'Other', 'OTHER', false],
    ['is not', 'Other', 'Sales', true],
    ['is empty', '', '', true],
    ['is empty', '', null, true], // a hidden or missing field counts as empty
    ['is empty', '', 'x', false],
    ['is not empty', '', 'x', true],
    ['is not empty', '', null, false],
    ['contains', 'HOST', 'Design, Hosting', true],
    ['contains', '.*', 'anything', false], // a literal, not a pattern
    ['contains', '.*', 'a .* b', true],
    ['does not contain', 'host', 'Design, Hosting', false],
    ['does not contain', 'host', 'Design', true],
    ['is greater', '10', '11', true],
    ['is greater', '10', '9', false], // numbers, not strings ("9" > "10" as text)
    ['is greater', '10', 'abc', false], // numeric only when both sides are numbers
    ['is less', 'abc', '5', false],
    ['is less', '10', '9', true],
    ['is less', '10', '12px', false], // parseInt: 12
  ];
  it.each(cases)('%s %j against %j → %s', (op, expected, actual, holds) => expect(ruleHolds(op, expected, actual)).toBe(holds));

  it('combines rules with all or any; no rules means shown', () => {
    const values: Record<string, string> = { topic: 'Sales', budget: 'Large' };
    const get = (id: string) => values[id] ?? null;
    const rules = parseRules(JSON.stringify([['topic', 'is', 'other'], ['budget', 'is', 'large']]))!;
    expect(shouldShow(rules, 'all', get)).toBe(false);
    expect(shouldShow(rules, 'any', get)).toBe(true);
    expect(shouldShow([], 'all', get)).toBe(true);
  });

  it('parses the attribute, dropping unknown operators; malformed JSON is null', () => {
    expect(parseRules('[["a","is",3],["b","matches","x"],"junk"]')).toEqual([['a', 'is', '3']]);
    expect(parseRules(null)).toEqual([]);
    expect(parseRules('{not json')).toBeNull();
    expect(parseRules('{"a":1}')).toBeNull();
  });
});

describe('captcha', () => {
  it('accepts the sum only', () => {
    expect(captchaCorrect(3, 4, '7')).toBe(true);
    expect(captchaCorrect(3, 4, ' 7 ')).toBe(true);
    expect(captchaCorrect(3, 4, '8')).toBe(false);
    expect(captchaCorrect(3, 4, '')).toBe(false);
    expect(captchaCorrect(3, 4, 'seven')).toBe(false);
  });
  it('rolls numbers from 1 to 15', () => {
    expect(rollDigit(() => 0)).toBe(1);
    expect(rollDigit(() => 0.9999)).toBe(15);
    expect(rollDigit(() => 0.5)).toBe(8);
  });
});

describe('validate', () => {
  // The theme's localised strings by their et_pb_custom names.
  const strings: Record<string, string> = { invalid: 'Invalid email', captcha: 'Captcha', wrong_captcha: 'Wrong captcha', wrong_checkbox: 'Checkbox' };
  const s = (key: string) => strings[key];
  const f = (id: string, o: Partial<FieldValue> = {}): FieldValue => ({ id, kind: 'input', email: false, required: true, label: id, value: '', hidden: false, ...o });

  it('lists empty required fields of every type in order, skips hidden and optional ones, then invalid values', () => {
    const p = validate(
      [
        f('Name'),
        f('Email', { kind: 'email', email: true, value: 'nope' }),
        f('Topic', { kind: 'select' }),
        f('Hidden', { hidden: true }),
        f('Optional', { required: false }),
        f('', { kind: 'checkbox' }),
        f('Budget', { kind: 'radio' }),
        f('Message', { kind: 'text', value: 'hi' }),
      ],
      { first: 3, second: 4, answer: '' },
      s,
    );
    expect(p.missing).toEqual(['Name', 'Topic', 'Checkbox', 'Budget', 'Captcha']);
    expect(p.invalid).toEqual(['Invalid email']);
    expect(p.fields).toEqual(['Name', 'Email', 'Topic', '', 'Budget', 'captcha']);
    expect(p.captchaWrong).toBe(false);
  });

  it('flags a wrong captcha for new numbers; a valid form has no problems', () => {
    expect(validate([f('Name', { value: 'x' })], { first: 3, second: 4, answer: '9' }, s)).toEqual({ missing: [], invalid: ['Wrong captcha'], fields: ['captcha'], captchaWrong: true });
    expect(validate([f('Name', { value: 'x' }), f('E', { email: true, required: false, value: '' })], { first: 3, second: 4, answer: '7' }, s).fields).toEqual([]);
  });
});

describe('payload', () => {
  it('is the serialized fields, the descriptors JSON, the token, and the hidden fields JSON when there are any', () => {
    const d = [{ field_id: 'et_pb_contact_name_0', original_id: 'name', required_mark: 'required', field_type: 'input', field_label: 'Name' }];
    const body = buildPayload([['et_pb_contact_name_0', 'Ada'], ['_wpnonce-et-pb-contact-form-submitted-0', 'n']], '0', d, ['other'], 'tok');
    expect([...body]).toEqual([
      ['et_pb_contact_name_0', 'Ada'],
      ['_wpnonce-et-pb-contact-form-submitted-0', 'n'],
      ['et_pb_contact_email_fields_0', JSON.stringify(d)],
      ['token', 'tok'],
      ['et_pb_contact_email_hidden_fields_0', '["other"]'],
    ]);
    expect([...buildPayload([], '2', [], [], '')].map(([k]) => k)).toEqual(['et_pb_contact_email_fields_2', 'token']);
  });
});
