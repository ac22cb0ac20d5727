// Sending: builds the theme's payload, posts it back to the page, and puts the container the server renders
// in place (the module then reads it again, putting back what the visitor typed into any form it sends again).
// Every outcome is one of three; nothing here throws.
import { CONTACT_FORM_TIMEOUT_MS } from '../../scheduler/constants';
import { buildPayload } from './payload';
import type { Field } from './fields';

/** What the form says when there was no usable answer (the theme has no string for a failed send). */
export const NOT_SENT = 'Your message could not be sent. Please check your connection and try again.';


/** true: the server accepted it; false: its answer carries the error text; undefined: no usable answer (kept). */
export type Outcome = boolean | undefined;

interface Recaptcha {
  isEnabled(): boolean;
  interaction(action: string): Promise<string>;
}

/** The bot-check token for this form (reCAPTCHA v3 through the theme's etCore, when enabled), or "". */
async function token(num: string): Promise<string> {
  try {
    // Any part missing throws: no token then.
    const r = (window as unknown as { etCore: { api: { spam: { recaptcha: Recaptcha } } } }).etCore.api.spam.recaptcha;
    return r.isEnabled() ? String((await r.interaction('Divi/Module/ContactForm/' + num)) ?? '') : '';
  } catch {
    return '';
  }
}

/**
 * Send `form` with the descriptors of its fields (`hidden`: hidden by conditional logic) to its action
 * address. The page that comes back is parsed inert (DOMParser: its scripts never run) and the children of
 * its `#<root id>` replace the root's (jQuery's .load("<url> #id > *") without jQuery), error pages
 * included: the theme shows the matching element of an error response too. Then `reinit` reads the new form
 * (putting back what the visitor typed).
 */
export async function send(root: HTMLElement, form: HTMLFormElement, num: string, fields: (Field & { hidden: boolean })[], reinit: () => void): Promise<Outcome> {
  const data = new FormData(form);
  const hidden = fields.filter((f) => f.hidden).map((f) => f.descriptor.original_id);
  const body = buildPayload(data, num, fields.map((f) => f.descriptor), hidden, await token(num));
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), CONTACT_FORM_TIMEOUT_MS);
  let answer: Element | null = null;
  let ok = false;
  try {
    const res = await fetch(form.action, { method: 'POST', body, signal: ctl.signal });
    ok = res.ok;
    answer = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById(root.id);
  } catch {
    // Offline, or no answer in time.
  }
  clearTimeout(timer);
  if (!answer || !root.isConnected) return;
  const sent = ok && !answer.querySelector('.et_pb_contact_error_text');
  root.replaceChildren(...answer.childNodes);
  reinit();
  // The server's message replaced the form (or sits above the one sent back): focus it so it is read out.
  const msg = root.querySelector<HTMLElement>('.et-pb-contact-message');
  if (msg && msg.textContent!.trim()) {
    msg.tabIndex = -1;
    msg.focus();
  }
  return sent;
}
