// The REST client's side of the stand-in WordPress: a logged-in session whose nonce tests can rotate,
// and WordPress's cookie check (rest_cookie_check_errors). No routes here; the state lives in
// feature(state, 'rest'), which POST /__test__/feature/rest sets from a test.
import type { Reply } from '../http';
import type { RestRequest } from '../rest';
import { feature, type DemoState } from '../state';

export interface RestSession {
  /** The nonce the server accepts now. Pages print rest-nonce-0; set another to make a page's nonce stale. */
  nonce: string;
  /** What admin-ajax rest-nonce does: hand out `nonce`, answer 400 "0" (a logged-out visitor), or hand out one that is refused. */
  refresh: 'ok' | 'fail' | 'stale';
  /** POST /wp/v2/media dies after creating the attachment (500 + x-wp-upload-attachment-id), like a host out of memory. */
  uploadCrashes: boolean;
  /** How many post-process attempts fail (500) for each attachment before one succeeds. */
  postProcessFailures: number;
  nextMediaId: number;
  media: Record<string, Attachment>;
  /** Titles changed through PUT / PATCH / POST, and posts trashed or deleted, by id. */
  posts: Record<string, { title?: string; status?: 'trash' | 'deleted' }>;
}

export interface Attachment {
  id: number;
  file: string;
  postProcessAttempts: number;
  deleted: boolean;
}

const defaults = (): RestSession => ({ nonce: 'rest-nonce-0', refresh: 'ok', uploadCrashes: true, postProcessFailures: 0, nextMediaId: 101, media: {}, posts: {} });

/** The session, with defaults filled in under whatever a test has set. */
export function session(state: DemoState): RestSession {
  const s = feature(state, 'rest', defaults);
  return Object.assign(s, { ...defaults(), ...s });
}

export const wpError = (status: number, code: string, message: string, data: Record<string, unknown> = {}): Reply => ({
  status,
  json: { code, message, data: { status, ...data } },
});

/**
 * Who is asking: 'user' with the current nonce, 'anonymous' with none (WordPress then drops the cookie
 * user), or the 403 WordPress answers to a nonce it does not accept.
 */
export function authenticate(req: RestRequest, state: DemoState): 'user' | 'anonymous' | Reply {
  const sent = req.query._wpnonce ?? req.headers['x-wp-nonce'];
  if (sent === undefined) return 'anonymous';
  if (sent === session(state).nonce) return 'user';
  return wpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
}

export const critical = (attachmentId?: number): Reply => ({
  status: 500,
  body: '<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>',
  headers: attachmentId ? { 'X-WP-Upload-Attachment-ID': String(attachmentId) } : {},
});
