// Conditional logic of the contact form and newsletter custom fields: a field shows when its rules hold
// (all of them, or any, per data-conditional-relation). Comparisons ignore case; "is greater"/"is less"
// compare numbers only when both sides are numbers (parseInt, as the theme does).
export type Operator = 'is' | 'is not' | 'is empty' | 'is not empty' | 'contains' | 'does not contain' | 'is greater' | 'is less';
export type Rule = [fieldId: string, operator: Operator, value: string];
export type Relation = 'all' | 'any';

const num = (s: string) => parseInt(s, 10);

// Each operator on the field's value and the rule's, both lower-cased. "contains" is literal text. NaN is
// neither greater nor less than anything, so a side that is not a number makes both comparisons false.
const TESTS: Record<Operator, (actual: string, expected: string) => boolean> = {
  is: (a, e) => a == e,
  'is not': (a, e) => a != e,
  'is empty': (a) => !a,
  'is not empty': (a) => !!a,
  contains: (a, e) => a.includes(e),
  'does not contain': (a, e) => !a.includes(e),
  'is greater': (a, e) => num(a) > num(e),
  'is less': (a, e) => num(a) < num(e),
};

/** data-conditional-logic as rules; malformed JSON or rules are dropped (null when the attribute is unusable). */
export function parseRules(attr: string | null): Rule[] | null {
  if (!attr) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(attr);
  } catch {
    return null;
  }
  return Array.isArray(raw)
    ? raw.filter((r): r is Rule => Array.isArray(r) && typeof r[0] == 'string' && TESTS.hasOwnProperty(r[1])).map(([f, op, v]) => [f, op, String(v ?? '')])
    : null;
}

/**
 * One rule against `actual`, the field's current value (checked options joined by ", ", as the checkbox handle
 * holds them), or null when the field is hidden or absent: such a field counts as empty.
 */
export const ruleHolds = (operator: Operator, expected: string, actual: string | null): boolean =>
  TESTS[operator]((actual ?? '').toLowerCase(), expected.toLowerCase());

export const shouldShow = (rules: Rule[], relation: Relation, valueOf: (fieldId: string) => string | null): boolean =>
  !rules.length || rules[relation == 'any' ? 'some' : 'every'](([id, op, v]) => ruleHolds(op, v, valueOf(id)));
