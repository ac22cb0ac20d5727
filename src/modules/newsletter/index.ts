// Enhances the email optin `.et_pb_newsletter` (Signup module): its form holds .et_pb_newsletter_fields
// (first name, last name, email and custom fields), a.et_pb_newsletter_button and the et_pb_signup_* hidden
// inputs; the sign-up goes to admin-ajax (et_pb_submit_subscribe_form) and never leaves the page on an error.
import type { Rendered } from '../../core/component';
import type { ConversionDetail } from '../../core/conversion';
import type { ModuleContext } from '../../core/types';
import { isSignupEmail } from './email';
import { isEmptyValue, readCustomFields } from './fields';
import type { MessagesProps } from './messages';
import { redirectTarget, signupFields } from './payload';
import { CAPTCHA, CONTACT_ERROR_MESSAGE, FILL_MESSAGE, INVALID, SUBSCRIPTION_FAILED } from './strings';

const LOADING = 'et_pb_button_text_loading';
const NAME_ERROR = 'et_pb_signup_error';
const FIELD_ERROR = 'et_contact_error';

type Recaptcha = { isEnabled(): boolean; interaction(action: string): Promise<string> };

/** The bot-check token for this list, or "" when the site has none (or it fails). */
const botToken = (listId: string): Promise<string> =>
  (async () => {
    const r = (window as unknown as { etCore: { api: { spam: { recaptcha: Recaptcha } } } }).etCore.api.spam.recaptcha;
    return r.isEnabled() ? '' + (await r.interaction('Divi/Module/EmailOptin/List/' + listId)) : '';
  })().catch(() => '');

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const form = root.querySelector('form');
  // Feedburner's form posts to Feedburner itself, in the theme's popup window: left to the browser.
  if (!form || root.querySelector('.et_pb_feedburner_form')) return;
  // The theme's localised strings (et_pb_custom, read one by one: no settings' reader in this chunk); a missing
  // one in the theme's English.
  const theme = ctx.custom;
  const nonce = theme('et_frontend_nonce');
  const failed = theme('subscription_failed') || SUBSCRIPTION_FAILED;
  const button = root.querySelector<HTMLElement>('.et_pb_newsletter_button');
  if (!button) console.warn('[lightpage] newsletter: no button');
  if (!nonce) console.warn('[lightpage] newsletter: no et_frontend_nonce');
  const input = (name: string) => form.querySelector<HTMLInputElement>(`[name=et_pb_signup_${name}]`);
  const value = (name: string) => input(name)?.value || '';
  const show = (el: HTMLElement | null, on: boolean) => el && (el.style.display = on ? 'block' : 'none');
  const { frame } = ctx.scheduler;
  /**
   * Hold `el` at least as tall as it is (its used height, to the fraction, in its own box-sizing): measured in
   * the next frame's read phase, where the layout is the frame's own (in a tap handler, after its writes, the
   * read would force one), and held in its write phase, before that frame paints; then `after()`.
   */
  const keep = (el: HTMLElement, after?: () => void) =>
    frame.read(() => {
      const height = getComputedStyle(el).height;
      frame.write(() => {
        el.style.minHeight = height;
        after?.();
      });
    });
  const errorBox = root.querySelector<HTMLElement>('.et_pb_newsletter_error');
  const successBox = root.querySelector<HTMLElement>('.et_pb_newsletter_success');
  /** The messages component once rendered; undefined when its chunk failed to load (asked again next time). */
  let messages: Promise<Rendered<MessagesProps> | void> | undefined;
  /** Without the component: the messages as text, in an alert region of the error box. */
  let plain: HTMLElement | undefined;
  let busy = false;
  let marked: Element[] = [];

  /**
   * Show (or, with nothing in it, hide) the messages; `hold`: take their space, unseen. The component and the
   * framework come with the first call: the first focus in the form, so they are there by the first tap.
   */
  const say = (heading: string, items: string[] = [], hold?: boolean): Promise<void> => {
    const props = { heading, items };
    messages ??= import('./messages').then(
      (m) => (plain?.remove(), m.showMessages(errorBox || form!, props)),
      () => {
        // Forgotten, so the next message asks again; meanwhile the visitor still reads every message.
        messages = undefined;
        if (plain) return;
        console.warn('[lightpage] newsletter: no messages chunk: messages as text');
        plain = (errorBox || form!).appendChild(document.createElement('div'));
        plain.role = 'alert'; // (ARIA reflection: every browser since 2023)
        // Marked as core's ownContainer marks the elements the runtime makes, so nothing takes it for the
        // server's markup (that helper imported here would be a chunk of its own, as in the contact form).
        plain.dataset.lightpage = '';
      },
    );
    return messages.then((r) => {
      // Emptied first, so the alert region gets new nodes and is read out even when the text is the same as
      // before (a second identical error, or the failure message that took the space unseen).
      if (r) r.update({ heading: '', items: [] }), r.update(props);
      // innerText makes the line breaks, never markup.
      else plain!.innerText = [heading, ...items].join('\n').trim();
      show(errorBox, !!heading || items.length > 0);
      if (errorBox) errorBox.style.visibility = hold ? 'hidden' : '';
    });
  };
  // (Only when nothing has asked for the messages yet: the first focus can be the one a failed tap gives to
  // the field at fault, after its messages are shown.)
  const preload = () => void (messages || plain || say(''));

  function loading(on: boolean): void {
    busy = on;
    if (button) {
      button.classList.toggle(LOADING, on);
      button.setAttribute('aria-busy', '' + on);
      // The theme's CSS keeps its loader hidden; its script shows it, as this does.
      show(button.querySelector<HTMLElement>('.et_subscribe_loader'), on);
    }
  }

  async function submit(): Promise<void> {
    // A second tap while the first is on its way sends nothing.
    if (busy) return;
    // Reads first: a custom field's visibility (getClientRects) read after the marks below are written
    // would make the browser lay the page out inside the tap's handler, and again for the frame.
    const provider = value('provider');
    const custom = readCustomFields(form!, provider);
    for (const el of marked) {
      el.classList.remove(NAME_ERROR, FIELD_ERROR);
      el.removeAttribute('aria-invalid');
    }
    marked = [];
    if (errorBox) errorBox.style.minHeight = '';
    // Messages stay until new ones replace them (or success hides them), and a sign-up replaces them at once
    // with the space its answer will take: emptying the box now and filling it when a slow answer comes would
    // shift the form twice, the second time long after the tap.
    if (!form!.reportValidity()) return;

    // The theme's rules: names (when present) not empty, the email pattern, then required custom fields.
    const missing: string[] = [];
    const invalid: string[] = [];
    let focus: HTMLElement | undefined;
    const fail = (el: HTMLElement, cls: string, text: string, list: string[], target = el) => {
      el.classList.add(cls);
      el.setAttribute('aria-invalid', 'true');
      marked.push(el);
      list.push(text || theme('captcha') || CAPTCHA);
      focus ??= target;
    };
    for (const name of ['firstname', 'lastname', 'email']) {
      const el = input(name);
      if (!el) continue;
      if (!el.value.trim()) fail(el, NAME_ERROR, el.placeholder, missing);
      else if (name == 'email' && !isSignupEmail(el.value)) fail(el, NAME_ERROR, theme('invalid') || INVALID, invalid);
    }
    for (const f of custom) if (!f.hidden && f.required && isEmptyValue(f.value)) fail(f.mark, FIELD_ERROR, f.label, missing, f.focus);
    if (focus) {
      // The marks, written here, are the next frame's paint: the tap's answer. The messages (which can move the
      // form below them) render a frame later, as in the contact form, and focusing the first field at fault
      // (which lays out, and may scroll) waits until that frame is painted.
      frame.write(() => frame.write(() => (say(missing.length ? theme('fill_message') || FILL_MESSAGE : theme('contact_error_message') || CONTACT_ERROR_MESSAGE, missing.concat(invalid)), setTimeout(() => focus!.focus()))));
      return;
    }

    // The builder preview checks the fields, as the contact form does there, and sends nothing.
    if (ctx.builder) return say('');
    loading(true);
    // The answer may come long after the tap, when moving the fields counts as a layout shift: its box takes
    // its space now, with the tap, unseen, as tall as what it shows or the failure message, whichever is taller.
    // (Without the theme's error box, messages go at the end of the form, where they move nothing.)
    // (Not once the answer is in: a fast one may come before that frame, and its message is the one to show.)
    if (errorBox) keep(errorBox, () => void (busy && say(failed, [], true).then(() => keep(errorBox))));
    const listId = value('list_id');
    const first = value('firstname');
    const last = value('lastname');
    const email = value('email').trim();
    const { error, success }: { error?: unknown; success?: unknown } = (await ctx
      .ajax(
        'et_pb_submit_subscribe_form',
        signupFields(
          {
            et_frontend_nonce: nonce,
            et_list_id: listId,
            et_firstname: first,
            et_lastname: last,
            et_email: email,
            et_provider: provider,
            et_account: value('account_name'),
            et_ip_address: value('ip_address'),
          },
          custom,
          await botToken(listId),
          value('checksum'),
        ),
      )
      // Offline, a timeout, an HTML error page: the failed message below, and every value stays.
      .catch(() => 0)) || {};
    loading(false);
    if (error || !success) return say(error ? '' + error : failed);
    root.dispatchEvent(new CustomEvent<ConversionDetail>('lightpage:conversion', { bubbles: true, detail: { module: 'newsletter' } }));
    const redirect = root.getAttribute('data-redirect_url');
    if (redirect) {
      const to = redirectTarget(redirect, root.getAttribute('data-redirect_query'), { name: first, last_name: last, email, ip_address: root.getAttribute('data-ip_address'), css_id: root.id });
      // A task later, so the conversion's own request (A/B) is on its way before the page goes.
      setTimeout(() => location.assign(to));
      return;
    }
    // The theme swaps the fields for the success message: the optin keeps its height, so nothing below moves.
    keep(root, () => {
      void say('');
      show(root.querySelector('.et_pb_newsletter_fields'), false);
      if (successBox) {
        show(successBox, true);
        successBox.setAttribute('role', 'status');
        successBox.tabIndex = -1;
        // After this frame's writes: focus lays out, and the frame's own layout comes with its paint.
        setTimeout(() => successBox.focus());
      }
    });
  }

  const onKey = (e: Event) => {
    const { key, target } = e as KeyboardEvent;
    // Enter in a field submits, as in the theme; Space too on the button (a link the module makes a button).
    if (e.type == 'keydown' ? (key == 'Enter' && (target as Element).matches('.et_pb_newsletter_field .input')) || (key == ' ' && target == button) : true) {
      e.preventDefault();
      void submit();
    }
  };
  if (button) {
    button.setAttribute('role', 'button');
    button.addEventListener('click', onKey);
  }
  form.addEventListener('keydown', onKey);
  form.addEventListener('submit', onKey);
  form.addEventListener('focusin', preload, { once: true });
  // Conditional fields come with their own chunk, loaded only by an optin that has any.
  const conditional = [...form.querySelectorAll<HTMLElement>('.et_pb_signup_custom_field[data-conditional-logic]')];
  const conditions = conditional[0] && import('./conditions').then((c) => c.watchConditions(form, conditional, readCustomFields));
  return () => {
    void conditions?.then((stop) => stop());
    button?.removeEventListener('click', onKey);
    form.removeEventListener('keydown', onKey);
    form.removeEventListener('submit', onKey);
    form.removeEventListener('focusin', preload);
    void messages?.then((r) => r?.unmount());
  };
}
