// Conditional logic on the contact form's fields (p.et_pb_contact_field[data-conditional-logic]
// [data-conditional-relation]). A chunk of its own, with core's rules (shared with the newsletter): only a form
// that has such a field loads it. The module hands over its value reader, so the reader stays in the module's
// chunk rather than in a third one both would import.
import { parseRules, shouldShow, type Relation } from '../../core/forms/conditional';
import type { Field } from './fields';

/**
 * Parses the rules of the fields read (one warning per malformed attribute; that field always shows) and
 * returns what applies them: each field shows while its rules hold.
 */
export function conditionalFields(fields: Field[], valueOf: (f: Field) => string, warn: (what: string) => void): () => void {
  const hidden = (f: Field) => f.wrapper.style.display == 'none';
  const ruled = fields.flatMap((f) => {
    const rules = parseRules(f.wrapper.dataset.conditionalLogic);
    if (!rules) warn('bad data-conditional-logic on ' + f.id);
    // shouldShow reads any relation but "any" as "all".
    return rules && rules.length ? [{ f, rules, relation: f.wrapper.dataset.conditionalRelation as Relation }] : [];
  });
  return () => {
    for (const { f, rules, relation } of ruled) {
      // A hidden field counts as empty.
      const show = shouldShow(rules, relation, (id) => {
        const g = fields.find((x) => x.id == id);
        return g && !hidden(g) ? valueOf(g) : null;
      });
      if (show != hidden(f)) continue;
      f.wrapper.style.display = show ? '' : 'none';
      // As the theme does: a hidden field is not validated by the browser either (its pattern waits in data-pattern).
      const [from, to] = show ? ['data-pattern', 'pattern'] : ['pattern', 'data-pattern'];
      for (const c of [f.handle, ...f.controls]) {
        c.toggleAttribute('novalidate', !show);
        const pattern = c.getAttribute(from);
        if (pattern != null) c.setAttribute(to, pattern), c.removeAttribute(from);
      }
    }
  };
}
