// Contact form: div.et_pb_contact_form_container > .et-pb-contact-message + div.et_pb_contact >
// form.et_pb_contact_form, as the theme renders it (fields in p.et_pb_contact_field, captcha, nonce).
// Validates, posts back to the page and swaps in the container the server renders, never losing what was typed.
import { CONDITIONAL_LOGIC_DEBOUNCE_MS, CONTACT_FORM_SENDING_OPACITY } from '../../scheduler/constants';
import type { Cleanup, ModuleContext } from '../../core/types';
import type { ConversionDetail } from '../../core/conversion';
import { rollDigit } from './captcha';
import { captchaOf, isHidden, readFields, valueOf, type Field } from './fields';
import type { Message } from './message';
import { NOT_SENT, send } from './send';
import { ENGLISH } from './strings';
import { restore, snapshot, type Typed } from './typed';
import { validate } from './validate';

/**
 * An element this module owns, marked as core's ownContainer marks them. Made here rather than with that helper:
 * importing it would put its chunk of its own on every page with a form, before anyone touches one.
 */
function own(parent: Element, before: Node | null = null): HTMLElement {
  const el = parent.insertBefore(document.createElement('div'), before);
  el.dataset.lightpage = '';
  return el;
}

export function mount(root: HTMLElement, ctx: ModuleContext): Cleanup {
  const num = root.dataset.form_unique_num ?? (/\d+$/.exec(root.id) || ['0'])[0];
  /**
   * The theme's localised strings (et_pb_custom, read one by one: no settings' reader in this chunk); a missing
   * one in the theme's English.
   */
  const t = (key: string) => ctx.custom(key) || ENGLISH[key];
  const message = ctx.signal<Message>([]);
  let form: HTMLFormElement | null = null;
  let fields: Field[] = [];
  let captcha: HTMLInputElement | null = null;
  let live: HTMLElement | null = null;
  let view: { unmount(): void } | undefined;
  /** The error output's chunk on its way or in; undefined before the first focus and after it failed to load. */
  let loading: Promise<void> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  /** The conditional-logic chunk, requested at mount by a form that has a conditional field. */
  let conditional: Promise<typeof import('./conditional-fields')> | undefined;
  const none = () => {};
  /** Applies the rules of the form read, once they have arrived (until then, and without any, `none`). */
  let applyConditions = none;
  /** Settled when the form read has its rules applied (at once for a form without any): a submit waits for it. */
  let ready: Promise<void> = Promise.resolve();
  /** The submitted flag: from a valid submit until its outcome, so a double tap sends once. */
  let busy = false;
  const warn = (what: string) => console.warn(`[lightpage] contact form #${root.id}: ${what}`);

  /** Read the (possibly new) form, put back what was typed, fill the checkbox handles and apply conditional logic. */
  function init(typed?: Typed): void {
    form = root.querySelector<HTMLFormElement>('form.et_pb_contact_form');
    // After a send, the server's success markup has no form: nothing to warn about.
    if (!form) {
      if (!typed) warn('no form');
      return;
    }
    const read = (fields = readFields(form, warn));
    if (typed) restore(fields, typed);
    captcha = form.querySelector('input.et_pb_contact_captcha');
    if (!form.querySelector('[type=submit]')) warn('no submit button');
    if (!form.querySelector('[name^="_wpnonce"]')) warn('no nonce');
    // The live region exists before its first message, so screen readers announce what is put in it; a
    // message box the server sends again gets the same one (with the error output rendered in it, if any).
    const box = root.querySelector('.et-pb-contact-message') ?? own(root, root.firstChild);
    box.classList.add('et-pb-contact-message');
    if (live) box.append(live);
    else (live = own(box)).setAttribute('role', 'alert');
    syncHandles();
    applyConditions = none;
    // Only a form with a conditional field loads the rules: the import starts at mount, a screen before the
    // form is in view, and they apply as soon as they arrive. A form the server sends again keeps the chunk.
    if (read.some((f) => f.wrapper.dataset.conditionalLogic != null)) {
      ready = (conditional ??= import('./conditional-fields')).then(
        ({ conditionalFields }) => {
          // Not for a form read before this one, nor after cleanup.
          if (fields != read || !live) return;
          applyConditions = conditionalFields(read, valueOf, warn);
          applyConditions();
        },
        // Without them every field shows and is checked: the form still works.
        () => warn('conditional logic did not load'),
      );
    }
  }

  /** A checkbox group's hidden handle holds the checked options ("a, b"), as the theme's script keeps it. */
  function syncHandles(): void {
    for (const f of fields) if (f.kind == 'checkbox') f.handle.value = valueOf(f);
  }

  /**
   * The error output (with the framework), loaded once: on the first focus or press in the form, so that a
   * submit finds it ready. It is rendered (empty) into the live region at once, so that a submit only updates it.
   */
  const load = () =>
    (loading ??= import('./message').then(
      // Any text written meanwhile goes first: the framework would render beside it.
      ({ renderMessage }) => {
        if (live) (live.textContent = ''), (view = renderMessage(live, { message }));
        // The checks run once now too, on what is typed so far (nothing is shown): their code's first run,
        // its dearest, is then not in the tap on Submit.
        setTimeout(check);
      },
      // Forgotten, so the next focus or submit asks again; meanwhile the visitor still reads every message.
      () => {
        loading = undefined;
        warn('no error output: messages as text');
        asText(message.value);
      },
    ));

  /**
   * Without the component (its chunk failed to load, and no retry is on its way): the message as lines of text
   * (innerText makes the line breaks, never markup): each part's text, then its items. A message set before
   * the first focus cannot be: a submit asks for the chunk before it sets one.
   */
  function asText(m: Message): void {
    if (!loading && live) live.innerText = m.flatMap(([text, items]) => [text, ...items]).join('\n');
  }

  /** The live region takes its space but is not seen (the notice for a failed send, held from the tap). */
  const hold = (on: boolean) => live && (live.style.visibility = on ? 'hidden' : '');

  /** The theme's error class (on the input, or on the wrapper of a checkbox or radio group), and aria-invalid. */
  function mark(ids: string[]): void {
    const set = (bad: boolean, on: Element, controls: Element[]) => {
      on.classList.toggle('et_contact_error', bad);
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

  /** The fields' values now, with those hidden by the rules marked (neither checked nor sent). */
  const values = () => fields.map((f) => ({ ...f, value: valueOf(f), hidden: isHidden(f) }));
  /** What is wrong with them. */
  const check = (now = values()) => validate(now, captcha && captchaOf(captcha), t);

  /**
   * The fields' values when every rule holds. Else nothing, and what is wrong is shown: the marks (the theme's
   * border colour: style and paint, no layout) are the next frame's writes, painted in answer to the tap; the
   * error output, which goes above the form and moves it down (the whole form laid out and painted again), is
   * the frame after's, and focusing the first field at fault (which lays out, and may scroll) waits until that
   * paint is done.
   */
  function checked() {
    const now = values();
    const problems = check(now);
    // The error output's code is normally here since the first focus in the form; if not, it shows the
    // problems as soon as it arrives.
    void load();
    if (!problems.fields.length) return now;
    const { write } = ctx.scheduler.frame;
    write(() => {
      mark(problems.fields);
      if (problems.captchaWrong) reroll(captcha!);
      hold(false);
      // Queued from a write, so the next frame's: the tap's answer (the marks) paints first, without the
      // whole form's layout and paint (figures: docs/inp.md).
      write(() => {
        // A heading only above a list that has items (labels are never empty: validate names the unlabelled).
        message.value = ([[t('fill_message'), problems.missing], [t('contact_error_message'), problems.invalid, 'et_normal_padding']] as Message).filter((part) => part[1].length);
        // The first control marked is the first field at fault: validate lists them in form order, the captcha last.
        setTimeout(() => form!.querySelector<HTMLElement>('[aria-invalid]')?.focus());
      });
    });
  }

  /**
   * A click on Submit (the form's first submit button: a tap, a key on it, or Enter in a field, for which the
   * browser clicks it) when the form has errors is answered here, and its default prevented: no submit event
   * then, and none of the browser's own work before one, which leads nowhere here (in Chromium, native work
   * between the click and the submit event, novalidate or not, most likely its autofill reading the form:
   * 1.5-5 ms at 1x CPU, before a submit handler can run). Everything else goes on to the submit
   * event as before: a valid form (what a browser learns from a real submit stays), one the browser's own
   * constraint validation stops (:invalid), a click another script has cancelled, a click while sending or
   * before the conditional rules are applied, and a click on something inside the button (a tap on the
   * theme's button, text only, targets the button).
   */
  function onClick(e: Event): void {
    if (form && e.target == form.querySelector('[type=submit]') && !e.defaultPrevented && !busy && !form.matches(':invalid') && !(conditional && applyConditions == none) && !checked()) e.preventDefault();
  }

  async function onSubmit(e: Event): Promise<void> {
    // A submit of this module's form (e.target is never null, so this also means there is one).
    if (e.target != form) return;
    e.preventDefault();
    // Which fields are hidden, so neither checked nor sent, is known once the rules are applied: a submit in the
    // moment before they arrive waits for them (a form without conditional fields goes on at once).
    if (conditional) await ready;
    if (busy) return;
    const valid = checked();
    if (!valid) return;
    mark([]);
    // Without a usable answer, which may come long after the tap (when moving the form would count as a
    // layout shift), a notice goes above the form: it takes its space now, with the tap, unseen. The builder
    // preview shows the errors, and never sends.
    hold(true);
    message.value = ctx.builder ? [] : [[NOT_SENT, [], 'et_normal_padding']];
    if (ctx.builder) return;
    busy = true;
    sending(true);
    const typed = snapshot(fields);
    const sent = await send(root, form!, num, valid, () => {
      // The server's markup replaces the form: the held notice goes.
      message.value = [];

      init(typed);
    }).finally(() => {
      busy = false;
      sending(false);
    });
    if (sent) {
      root.dispatchEvent(new CustomEvent<ConversionDetail>('lightpage:conversion', { bubbles: true, detail: { module: 'contact-form' } }));
      const redirect = root.dataset.redirect_url;
      if (redirect) location.assign(redirect);
    } else if (sent == null) {
      // Offline, no answer in time, or an answer without the form's container: the form stays as it was,
      // and the notice shows in the space it took at the tap.
      hold(false);
    }
  }

  const onChange = () => {
    syncHandles();
    ctx.scheduler.frame.write(() => applyConditions());
  };
  const onKey = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => ctx.scheduler.frame.write(() => applyConditions()), CONDITIONAL_LOGIC_DEBOUNCE_MS);
  };

  init();
  // (Never unsubscribed: after cleanup there is no live region to write to.)
  message.subscribe(asText);
  if (root.contains(document.activeElement)) void load();
  const listening = new AbortController();
  const listeners: Record<string, (e: Event) => void> = { click: onClick, submit: onSubmit, change: onChange, keydown: onKey, input: onKey, focusin: load, pointerdown: load };
  for (const type in listeners) root.addEventListener(type, listeners[type], { signal: listening.signal });
  return () => {
    listening.abort();
    clearTimeout(debounce);
    if (view) view.unmount();
    // Gone, so an error output whose code arrives after this renders nowhere.
    if (live) live.remove(), (live = null);
  };
}
