// Conditional logic of the contact form and newsletter custom fields: a field shows when its rules hold
// (all of them, or any, per data-conditional-relation). Comparisons ignore case; "is greater"/"is less"
// compare numbers only when both sides are numbers (parseInt, as the theme does).
export type Operator = 'is' | 'is not' | 'is empty' | 'is not empty' | 'contains' | 'does not contain' | 'is greater' | 'is less';
export type Rule = [fieldId: string, operator: Operator, value: string];
export type Relation = 'all' | 'any';

const OPERATORS: readonly string[] = ['is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less'];

/** data-conditional-logic as rules; malformed JSON or rules are dropped (null when the attribute is unusable). */
export function parseRules(attr: string | null): Rule[] | null {
  if (!attr) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(attr);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  return raw.filter((r): r is Rule => Array.isArray(r) && typeof r[0] === 'string' && OPERATORS.includes(r[1])).map(([f, op, v]) => [f, op, String(v ?? '')]);
}

/** The numeric value of a side, or NaN: "12abc" is 12 as in parseInt, "abc" is not a number. */
const num = (s: string) => parseInt(s, 10);

/**
 * One rule against `actual`, the field's current value (checked options joined by ", ", as the checkbox handle
 * holds them), or null when the field is hidden or absent: such a field counts as empty.
 */
export function ruleHolds(operator: Operator, expected: string, actual: string | null): boolean {
  const a = (actual ?? '').toLowerCase();
  const e = expected.toLowerCase();
  switch (operator) {
    case 'is':
      return a === e;
    case 'is not':
      return a !== e;
    case 'is empty':
      return a === '';
    case 'is not empty':
      return a !== '';
    case 'contains':
      return a.includes(e);
    case 'does not contain':
      return !a.includes(e);
    case 'is greater':
    case 'is less': {
      const x = num(a);
      const y = num(e);
      if (Number.isNaN(x) || Number.isNaN(y)) return false;
      return operator === 'is greater' ? x > y : x < y;
    }
  }
}

export function shouldShow(rules: Rule[], relation: Relation, valueOf: (fieldId: string) => string | null): boolean {
  if (!rules.length) return true;
  const held = rules.map(([id, op, v]) => ruleHolds(op, v, valueOf(id)));
  return relation === 'any' ? held.some(Boolean) : held.every(Boolean);
}
