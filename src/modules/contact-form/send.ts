// Checking and sending, with the error-output component, loaded on the visitor's first focus in the form (or
// the first submit), so a form nobody touches costs only its mount chunk. Builds the theme's payload, posts it back to
// the page, and puts the container the server renders in place, with what the visitor typed put back into
// any form it sends again. Every outcome is one of three; nothing here throws.
import { CONTACT_FORM_TIMEOUT_MS } from '../../scheduler/constants';
import { buildPayload, type Descriptor } from './payload';
import { postBack } from './post-back';
import { restore, snapshot } from './typed';

// The checks and the error output are needed only on submit: they come with this chunk, not with the mount.
export { validate, hasProblems } from './validate';
export { ContactMessage } from './message';

/** 'sent': the server accepted it; 'refused': its answer carries the error text; 'kept': no usable answer. */
export type Outcome = 'sent' | 'refused' | 'kept';

interface Recaptcha {
  isEnabled?(): boolean;
  interaction?(action: string): Promise<string>;
}

/** The bot-check token for this form (reCAPTCHA v3 through the theme's etCore, when enabled), or "". */
async function token(num: string): Promise<string> {
  try {
    const r = (window as { etCore?: { api?: { spam?: { recaptcha?: Recaptcha } } } }).etCore?.api?.spam?.recaptcha;
    return r?.isEnabled?.() && r.interaction ? String((await r.interaction(`Divi/Module/ContactForm/${num}`)) ?? '') : '';
  } catch {
    return '';
  }
}

/**
 * Send `form` with its field descriptors and the original ids of the fields conditional logic hid; on an
 * answer, replace the root's content and call `reinit`, which returns the new form.
 */
export async function send(root: HTMLElement, form: HTMLFormElement, num: string, descriptors: Descriptor[], hidden: string[], reinit: () => HTMLFormElement | null): Promise<Outcome> {
  const typed = snapshot(form);
  const serialized = [...new FormData(form)].map(([k, v]) => [k, String(v)] as [string, string]);
  const body = buildPayload(serialized, num, descriptors, hidden, await token(num));
  const res = await postBack(form.getAttribute('action') || location.href, body, root.id, CONTACT_FORM_TIMEOUT_MS);
  if (res.kind !== 'page' || !res.container || !root.isConnected) return 'kept';
  const failed = !res.ok || !!res.container.querySelector('.et_pb_contact_error_text');
  root.replaceChildren(...res.container.childNodes);
  const again = reinit();
  if (again) restore(again, typed);
  // The server's message replaced the form (or sits above the one sent back): focus it so it is read out.
  const msg = root.querySelector<HTMLElement>('.et-pb-contact-message');
  if (msg?.textContent?.trim()) {
    msg.tabIndex = -1;
    msg.focus();
  }
  return failed ? 'refused' : 'sent';
}
