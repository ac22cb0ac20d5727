// Contact form: div.et_pb_contact_form_container > .et-pb-contact-message + div.et_pb_contact >
// form.et_pb_contact_form, as the theme renders it (fields in p.et_pb_contact_field, captcha, nonce).
// Validates, posts back to the page and swaps in the container the server renders, never losing what was typed.
import { CONDITIONAL_LOGIC_DEBOUNCE_MS, CONTACT_FORM_SENDING_OPACITY } from '../../scheduler/constants';
import { ownContainer } from '../../core/own-container';
import type { Cleanup, ModuleContext } from '../../core/types';
import type { ConversionDetail } from '../../core/conversion';
import { shouldShow } from '../../core/forms/conditional';
import { rollDigit } from './captcha';
import { captchaOf, isHidden, readFields, valueOf, type Field } from './fields';
import type { Message } from './message';
import { notSent, send } from './send';
import { validate } from './validate';

const ERROR_CLASS = 'et_contact_error';

export function mount(root: HTMLElement, ctx: ModuleContext): Cleanup {
  const num = root.dataset.form_unique_num ?? (/\d+$/.exec(root.id) || ['0'])[0];
  const strings = ctx.settings.strings;
  /** The theme's localised strings (et_pb_custom); a missing one shows as its key rather than breaking the list. */
  const t = (key: string) => strings[key] ?? key;
  const message = ctx.signal<Message | null>(null);
  let form: HTMLFormElement | null = null;
  let fields: Field[] = [];
  let captcha: HTMLInputElement | null = null;
  let live: HTMLElement | null = null;
  let view: { unmount(): void } | undefined;
  let loading: Promise<void> | undefined;
  /** Renders the error output once its code is here (see load). */
  let render = () => {};
  let debounce: ReturnType<typeof setTimeout> | undefined;
  /** The submitted flag: from a valid submit until its outcome, so a double tap sends once. */
  let busy = false;
  const warn = (what: string) => console.warn(`[lightpage] contact form #${root.id}: ${what}`);

  /** Read the (possibly new) form, fill the checkbox handles and apply conditional logic. */
  function init(): void {
    form = root.querySelector<HTMLFormElement>('form.et_pb_contact_form');
    if (!form) return warn('no form');
    fields = readFields(form, warn);
    captcha = form.querySelector('input.et_pb_contact_captcha');
    if (!form.querySelector('[type=submit]')) warn('no submit button');
    if (!form.querySelector('[name^="_wpnonce"]')) warn('no nonce');
    // The live region exists before its first message, so screen readers announce what is put in it.
    const box = root.querySelector('.et-pb-contact-message') ?? ownContainer(root, { className: 'et-pb-contact-message', before: root.firstChild });
    live = ownContainer(box);
    live.setAttribute('role', 'alert');
    if (view) view.unmount();
    view = undefined;
    syncHandles();
    applyConditions();
    render();
  }

  /** A checkbox group's hidden handle holds the checked options ("a, b"), as the theme's script keeps it. */
  function syncHandles(): void {
    for (const f of fields) if (f.kind == 'checkbox') f.handle.value = valueOf(f);
  }

  function applyConditions(): void {
    for (const f of fields) {
      if (!f.rules.length) continue;
      const show = shouldShow(f.rules, f.relation, (id) => {
        const g = fields.find((x) => x.id == id);
        return g && !isHidden(g) ? valueOf(g) : null;
      });
      if (show != isHidden(f)) continue;
      f.wrapper.style.display = show ? '' : 'none';
      // As the theme does: a hidden field is not validated by the browser either (its pattern waits in data-pattern).
      const [from, to] = show ? ['data-pattern', 'pattern'] : ['pattern', 'data-pattern'];
      for (const c of [f.handle, ...f.controls]) {
        c.toggleAttribute('novalidate', !show);
        const pattern = c.getAttribute(from);
        if (pattern != null) c.setAttribute(to, pattern), c.removeAttribute(from);
      }
    }
  }

  /**
   * The error output (with the framework), loaded once: on the first focus or press in the form, so that a
   * submit finds it ready. It is rendered (empty) at once, and again into each new live region, so that a submit
   * only updates it.
   */
  const load = () =>
    (loading ??= Promise.all([import('./message'), import('../../core/component')]).then(([{ ContactMessage }, { renderComponent }]) => {
      render = () => {
        if (live && !view) view = renderComponent(ContactMessage, { message, fill: t('fill_message'), error: t('contact_error_message') }, live.parentElement!, { container: live });
      };
      render();
    }));

  /** The theme's error class (on the input, or on the wrapper of a checkbox or radio group), and aria-invalid. */
  function mark(ids: string[]): void {
    const set = (bad: boolean, on: Element, controls: Element[]) => {
      on.classList.toggle(ERROR_CLASS, bad);
      for (const c of controls) bad ? c.setAttribute('aria-invalid', 'true') : c.removeAttribute('aria-invalid');
    };
    for (const f of fields) set(ids.includes(f.id), f.group ? f.wrapper : f.handle, f.controls);
    if (captcha) set(ids.includes('captcha'), captcha, [captcha]);
  }

  function reroll(input: HTMLInputElement): void {
    const a = rollDigit();
    const b = rollDigit();
    const question = form!.querySelector('.et_pb_contact_captcha_question');
    input.dataset.first_digit = '' + a;
    input.dataset.second_digit = '' + b;
    input.value = '';
    if (question) question.textContent = `${a} + ${b}`;
  }

  /** While a valid submit is sent, the form is aria-busy and the container fades, as the theme fades it. */
  function sending(on: boolean): void {
    ctx.scheduler.frame.write(() => (root.style.opacity = on ? '' + CONTACT_FORM_SENDING_OPACITY : ''));
    if (form) form.setAttribute('aria-busy', '' + on);
  }

  async function onSubmit(e: Event): Promise<void> {
    // A submit of this module's form (e.target is never null, so this also means there is one).
    if (e.target != form) return;
    e.preventDefault();
    if (busy) return;
    const values = fields.map((f) => ({ ...f, value: valueOf(f), hidden: isHidden(f) }));
    const problems = validate(values, captcha && captchaOf(captcha), t);
    // The error output's code is normally here since the first focus in the form; if not, it shows the
    // problems as soon as it arrives.
    void load();
    if (problems.fields.length) {
      const id = problems.fields[0];
      const first = id == 'captcha' ? captcha! : fields.find((f) => f.id == id)!.controls[0];
      // The handler only reads. The marks and the error output (problems.missing, problems.invalid) are the
      // next frame's writes, painted in answer to the tap; focusing the first field at fault (which lays out,
      // and may scroll) waits until that paint is done.
      ctx.scheduler.frame.write(() => {
        mark(problems.fields);
        if (problems.captchaWrong) reroll(captcha!);
        message.value = problems;
        setTimeout(() => first.focus());
      });
      return;
    }
    mark([]);
    message.value = null;
    // The builder preview shows the errors, and never sends.
    if (ctx.builder) return;
    busy = true;
    sending(true);
    const redirect = root.dataset.redirect_url;
    const outcome = await send(root, form!, num, values, () => (init(), form)).finally(() => {
      busy = false;
      sending(false);
    });
    if (outcome == 'sent') {
      root.dispatchEvent(new CustomEvent<ConversionDetail>('lightpage:conversion', { bubbles: true, detail: { module: 'contact-form' } }));
      if (redirect) location.assign(redirect);
    } else if (outcome == 'kept') {
      // Offline, no answer in time, or an answer without the form's container: the form stays as it was.
      message.value = { missing: [], invalid: [], notice: notSent(root.ownerDocument.documentElement.lang) };
    }
  }

  const onChange = () => {
    syncHandles();
    ctx.scheduler.frame.write(applyConditions);
  };
  const onKey = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => ctx.scheduler.frame.write(applyConditions), CONDITIONAL_LOGIC_DEBOUNCE_MS);
  };
  const onFocus = () => void load();

  init();
  if (root.contains(root.ownerDocument.activeElement)) onFocus();
  const listening = new AbortController();
  const listeners: [string, (e: Event) => void][] = [['submit', onSubmit], ['change', onChange], ['keydown', onKey], ['input', onKey], ['focusin', onFocus], ['pointerdown', onFocus]];
  for (const [type, fn] of listeners) root.addEventListener(type, fn, { signal: listening.signal });
  return () => {
    listening.abort();
    clearTimeout(debounce);
    if (view) view.unmount();
    // Gone, so an error output whose code arrives after this renders nowhere.
    if (live) live.remove(), (live = null);
  };
}
