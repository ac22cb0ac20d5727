// Conditional logic on the optin's custom fields (p.et_pb_signup_custom_field[data-conditional-logic]
// [data-conditional-relation]), as the theme runs it for the contact form too: once at mount, on every change,
// and 250 ms after the last key press. A field whose rules fail is hidden (display: none), so it is not
// required and its id goes to et_hidden_fields. The rules are core's (shared with the contact form), loaded
// only by forms that have any.
import { CONDITIONAL_LOGIC_DEBOUNCE_MS } from '../../scheduler/constants';
import type { Cleanup } from '../../core/types';
import type { Relation } from '../../core/forms/conditional';
import { readCustomFields } from './fields';

export function watchConditions(form: HTMLFormElement): Cleanup {
  const fields = [...form.querySelectorAll<HTMLElement>('.et_pb_signup_custom_field[data-conditional-logic]')];
  if (!fields.length) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rules = import('../../core/forms/conditional').then((c) => {
    const parsed = fields.map((el) => {
      const r = c.parseRules(el.getAttribute('data-conditional-logic'));
      if (!r) console.warn('[lightpage] newsletter: bad data-conditional-logic', el);
      return r || [];
    });
    return () => {
      // Plain values (no provider ids); a hidden field counts as empty.
      const values = new Map(readCustomFields(form, '').map((f) => [f.id, f.hidden ? null : typeof f.value == 'string' ? f.value : Object.values(f.value).join(', ')]));
      // shouldShow treats any relation but "any" as "all"; an unknown field id as empty.
      fields.forEach((el, i) => {
        el.style.display = c.shouldShow(parsed[i], el.getAttribute('data-conditional-relation') as Relation, (id) => values.get(id) as string | null) ? '' : 'none';
      });
    };
  });
  const apply = () => void rules.then((fn) => fn());
  const onKey = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, CONDITIONAL_LOGIC_DEBOUNCE_MS);
  };
  apply();
  form.addEventListener('change', apply);
  form.addEventListener('keydown', onKey);
  return () => {
    clearTimeout(timer);
    form.removeEventListener('change', apply);
    form.removeEventListener('keydown', onKey);
  };
}
