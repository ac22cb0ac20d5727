// Conditional logic on the optin's custom fields (p.et_pb_signup_custom_field[data-conditional-logic]
// [data-conditional-relation]), as the theme runs it for the contact form too: once at start, on every change,
// and 250 ms after the last key press. A field whose rules fail is hidden (display: none), so it is not
// required and its id goes to et_hidden_fields. A chunk of its own, with core's rules (shared with the contact
// form): only an optin that has such fields loads it. The module hands over its field reader, so the reader
// stays in the module's chunk rather than in a third one both would import.
import { CONDITIONAL_LOGIC_DEBOUNCE_MS } from '../../scheduler/constants';
import type { Cleanup } from '../../core/types';
import { parseRules, shouldShow, type Relation } from '../../core/forms/conditional';
import type { readCustomFields } from './fields';

export function watchConditions(form: HTMLFormElement, fields: HTMLElement[], read: typeof readCustomFields): Cleanup {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const parsed = fields.map((el) => {
    const r = parseRules(el.getAttribute('data-conditional-logic'));
    if (!r) console.warn('[lightpage] newsletter: bad data-conditional-logic', el);
    return r || [];
  });
  const apply = () => {
    // Plain values (no provider ids); a hidden field counts as empty.
    const values = new Map(read(form, '').map((f) => [f.id, f.hidden ? null : typeof f.value == 'string' ? f.value : Object.values(f.value).join(', ')]));
    // shouldShow treats any relation but "any" as "all"; an unknown field id as empty.
    fields.forEach((el, i) => {
      el.style.display = shouldShow(parsed[i], el.getAttribute('data-conditional-relation') as Relation, (id) => values.get(id) as string | null) ? '' : 'none';
    });
  };
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
