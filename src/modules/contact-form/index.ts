// Contact form: div.et_pb_contact_form_container > .et-pb-contact-message + div.et_pb_contact >
// form.et_pb_contact_form, as the theme renders it (fields in p.et_pb_contact_field, captcha, nonce).
// Validates, posts back to the page and swaps in the container the server renders, never losing what was typed.
import { CONDITIONAL_LOGIC_DEBOUNCE_MS, CONTACT_FORM_SENDING_OPACITY } from '../../scheduler/constants';
import { ownContainer } from '../../core/own-container';
import type { Cleanup, ModuleContext } from '../../core/types';
import type { ConversionDetail } from '../../core/conversion';
import { rollDigit } from './captcha';
import { shouldShow } from '../../core/forms/conditional';
import { captchaOf, descriptor, fieldValue, findCaptcha, isHidden, readFields, valueOf, type CaptchaEls, type Field } from './fields';
import type { FormStrings } from './validate';
import type { Message } from './message';

// The theme has no string for a failed send; English, and German for de sites.
const NOT_SENT: Record<string, string> = {
  en: 'Your message could not be sent. Please check your connection and try again.',
  de: 'Ihre Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
const ERROR_CLASS = 'et_contact_error';

/** The theme's localised strings (et_pb_custom); a missing one shows as its key rather than breaking the list. */
const strings = (s: Record<string, string>): FormStrings => {
  const t = (k: string) => s[k] ?? k;
  return { fill: t('fill_message'), error: t('contact_error_message'), invalid: t('invalid'), captcha: t('captcha'), wrongCaptcha: t('wrong_captcha'), wrongCheckbox: t('wrong_checkbox') };
};

export function mount(root: HTMLElement, ctx: ModuleContext): Cleanup {
  const num = root.dataset.form_unique_num ?? /\d+$/.exec(root.id)?.[0] ?? '0';
  const text = strings(ctx.settings.strings);
  /** The submitted flag: set from the first valid submit until the answer is in, so a double tap sends once. */
  const submitting = ctx.signal(false);
  const message = ctx.signal<Message | null>(null);
  let form: HTMLFormElement | null = null;
  let fields: Field[] = [];
  let captcha: CaptchaEls | null = null;
  let live: HTMLElement | null = null;
  let view: { container: HTMLElement; unmount(): void } | undefined;
  let loading: Promise<[typeof import('./send'), typeof import('../../core/component')]> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  /** A submit waiting for the checks to load: a second one meanwhile is the same tap twice. */
  let checking = false;

  const byId = (id: string) => fields.find((f) => f.id === id);

  /** Read the (possibly new) form, fill the checkbox handles and apply conditional logic. */
  function init(): void {
    form = root.querySelector<HTMLFormElement>('form.et_pb_contact_form');
    const warn = (what: string) => console.warn(`[lightpage] contact form #${root.id}: ${what}`);
    if (!form) return warn('no form');
    fields = readFields(form, warn);
    captcha = findCaptcha(form);
    if (!form.querySelector('[type=submit]')) warn('no submit button');
    if (!form.querySelector('[name^="_wpnonce"]')) warn('no nonce');
    // The live region exists before its first message, so screen readers announce what is put in it.
    const box = root.querySelector('.et-pb-contact-message') ?? root.insertBefore(root.ownerDocument.createElement('div'), root.firstChild);
    box.classList.add('et-pb-contact-message');
    live = ownContainer(box);
    live.setAttribute('role', 'alert');
    view?.unmount();
    view = undefined;
    for (const f of fields) if (f.kind === 'checkbox') f.handle.value = valueOf(f);
    applyConditions();
  }

  function applyConditions(): void {
    for (const f of fields) {
      if (!f.rules.length) continue;
      const show = shouldShow(f.rules, f.relation, (id) => {
        const g = byId(id);
        return g && !isHidden(g) ? valueOf(g) : null;
      });
      if (show === !isHidden(f)) continue;
      f.wrapper.style.display = show ? '' : 'none';
      // As the theme does: a hidden field is not validated by the browser either.
      for (const c of [f.handle, ...f.controls]) {
        if (show) {
          c.removeAttribute('novalidate');
          if (c.dataset.pattern !== undefined) c.setAttribute('pattern', c.dataset.pattern), delete c.dataset.pattern;
        } else {
          c.setAttribute('novalidate', '');
          const pattern = c.getAttribute('pattern');
          if (pattern !== null) (c.dataset.pattern = pattern), c.removeAttribute('pattern');
        }
      }
    }
  }

  /**
   * The message component (and with it the framework) and the sending code, loaded once: on the first focus
   * in the form, so that a submit finds them ready.
   */
  const load = () => (loading ??= Promise.all([import('./send'), import('../../core/component')]));

  async function show(m: Message | null): Promise<void> {
    message.value = m;
    if (!m || !live || view?.container === live) return;
    const [{ ContactMessage }, { renderComponent }] = await load();
    if (!live || view?.container === live) return;
    const target = live;
    view = renderComponent(ContactMessage, { message, fill: text.fill, error: text.error }, target.parentElement!, { container: target });
  }

  /** The theme's error class (on the input, or on the wrapper of a checkbox or radio group), and aria-invalid. */
  function mark(ids: string[]): void {
    const set = (bad: boolean, on: Element, controls: Element[]) => {
      on.classList.toggle(ERROR_CLASS, bad);
      for (const c of controls) bad ? c.setAttribute('aria-invalid', 'true') : c.removeAttribute('aria-invalid');
    };
    for (const f of fields) set(ids.includes(f.id), f.kind === 'checkbox' || f.kind === 'radio' ? f.wrapper : f.handle, f.controls);
    if (captcha) set(ids.includes('captcha'), captcha.input, [captcha.input]);
  }

  function reroll(c: CaptchaEls): void {
    const a = rollDigit();
    const b = rollDigit();
    c.input.dataset.first_digit = String(a);
    c.input.dataset.second_digit = String(b);
    c.input.value = '';
    if (c.question) c.question.textContent = `${a} + ${b}`;
  }

  const fade = (on: boolean) => ctx.scheduler.frame.write(() => (root.style.opacity = on ? String(CONTACT_FORM_SENDING_OPACITY) : ''));
  const unsub = submitting.subscribe((on) => {
    fade(on);
    form?.setAttribute('aria-busy', String(on));
  });

  async function onSubmit(e: Event): Promise<void> {
    if (e.target !== form || !form) return;
    e.preventDefault();
    if (submitting.value || checking) return;
    // Loaded on the first focus in the form, so normally already here.
    checking = true;
    const [{ send, validate, hasProblems }] = await load().finally(() => (checking = false));
    const problems = validate(fields.map(fieldValue), captcha && captchaOf(captcha), text);
    mark(problems.fields);
    if (problems.captchaWrong && captcha) reroll(captcha);
    if (hasProblems(problems)) {
      const first = problems.fields[0] === 'captcha' ? captcha?.input : byId(problems.fields[0])?.controls[0];
      first?.focus();
      return show({ missing: problems.missing, invalid: problems.invalid });
    }
    void show(null);
    // The builder preview shows the errors, and never sends.
    if (ctx.builder) return;
    submitting.value = true;
    const redirect = root.dataset.redirect_url;
    const descriptors = fields.map(descriptor);
    const hidden = descriptors.filter((_, i) => isHidden(fields[i])).map((d) => d.original_id);
    const outcome = await send(root, form, num, descriptors, hidden, () => (init(), form));
    submitting.value = false;
    if (outcome === 'sent') {
      root.dispatchEvent(new CustomEvent<ConversionDetail>('lightpage:conversion', { bubbles: true, detail: { module: 'contact-form' } }));
      if (redirect) location.assign(redirect);
    } else if (outcome === 'kept') {
      // Offline, no answer in time, or an answer without the form's container: the form stays as it was.
      const lang = root.ownerDocument.documentElement.lang.slice(0, 2);
      void show({ missing: [], invalid: [], notice: NOT_SENT[lang] ?? NOT_SENT.en });
    }
  }

  const onChange = (e: Event) => {
    const f = fields.find((x) => x.wrapper.contains(e.target as Node));
    if (f?.kind === 'checkbox') f.handle.value = valueOf(f);
    ctx.scheduler.frame.write(applyConditions);
  };
  const onKey = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => ctx.scheduler.frame.write(applyConditions), CONDITIONAL_LOGIC_DEBOUNCE_MS);
  };
  const onFocus = () => void load();

  init();
  if (root.contains(root.ownerDocument.activeElement)) void load();
  const listeners: [string, EventListener][] = [['submit', onSubmit as EventListener], ['change', onChange], ['keydown', onKey], ['input', onKey], ['focusin', onFocus], ['pointerdown', onFocus]];
  for (const [type, fn] of listeners) root.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of listeners) root.removeEventListener(type, fn);
    clearTimeout(debounce);
    unsub();
    view?.unmount();
    live?.remove();
  };
}
