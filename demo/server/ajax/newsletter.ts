// et_pb_submit_subscribe_form as the theme's optin answers it: {"success":true} once the provider took the
// address, {"error":"<text>"} when it refused, -1 with a 403 on a bad nonce (check_ajax_referer). The
// feature state `newsletter` lets a test make the next answers slow, empty, an HTML error page or a 500,
// and keeps every sign-up the server accepted.
import type { AjaxHandler } from '../ajax';
import type { Reply } from '../http';
import type { DemoState } from '../state';
import { feature } from '../state';

export const NEWSLETTER_NONCE = 'fe-nonce-1a2b3c';
/** The et_pb_signup_checksum the demo pages print; any other means a tampered list. */
export const NEWSLETTER_CHECKSUM = 'ck-7f3e9a';

export interface NewsletterState {
  /** How to answer: normally, or fail in one of the ways real hosts fail. */
  mode: 'ok' | 'empty' | 'html' | 'http500' | 'falsy';
  delayMs: number;
  /** Accepted sign-ups, with every field the server received. */
  subscribers: Record<string, string>[];
}

/** The state, with defaults for what a test's /__test__/feature/newsletter did not set. */
export const newsletter = (state: DemoState) => Object.assign({ mode: 'ok', delayMs: 0, subscribers: [] }, feature<Partial<NewsletterState>>(state, 'newsletter', () => ({}))) as NewsletterState;

export const handlers: AjaxHandler[] = [
  {
    action: 'et_pb_submit_subscribe_form',
    handle({ fields }, state): Reply {
      const s = newsletter(state);
      const delayMs = s.delayMs;
      if (fields.et_frontend_nonce !== NEWSLETTER_NONCE) return { status: 403, body: '-1', type: 'text/html; charset=UTF-8', delayMs };
      if (s.mode === 'http500') return { status: 500, body: '<!DOCTYPE html><p>There has been a critical error on this website.</p>', type: 'text/html; charset=UTF-8', delayMs };
      if (s.mode === 'html') return { body: '<br />\n<b>Warning</b>: Cannot modify header information in <b>functions.php</b><br />', type: 'text/html; charset=UTF-8', delayMs };
      if (s.mode === 'empty') return { body: '', type: 'application/json', delayMs };
      if (s.mode === 'falsy') return { json: null, delayMs };
      if (fields.et_checksum !== NEWSLETTER_CHECKSUM) return { json: { error: 'Configuration error: List is not defined' }, delayMs };
      const email = fields.et_email ?? '';
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,63}$/i.test(email)) return { json: { error: 'Please enter a valid email address.' }, delayMs };
      // The provider refuses an address it already has, with its own (HTML-bearing) message.
      if (s.subscribers.some((x) => x.et_email === email) || email.startsWith('taken@')) {
        return { json: { error: 'This address is already subscribed. <img src=x onerror="window.__pwned=1"><b>Try another</b>' }, delayMs };
      }
      s.subscribers.push(fields);
      feature<Partial<NewsletterState>>(state, 'newsletter', () => ({})).subscribers = s.subscribers;
      return { json: { success: true }, delayMs };
    },
  },
];
