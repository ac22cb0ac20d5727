// POST to admin-ajax.php the way jQuery.post does: form-encoded fields plus `action`, the visitor's
// cookies, and a JSON (or text) answer. Every failure is an AjaxError whose `kind` says what went wrong,
// so a module can show the theme's message instead of crashing on an HTML error page or a lost network.
// Loaded by the runtime the first time a module calls ctx.ajax (forms, A/B, shop), never before.
import type { AjaxFields, AjaxOptions } from './types';

/** No admin-ajax call should leave a spinner turning forever. */
const DEFAULT_TIMEOUT_MS = 30_000;

export type AjaxErrorKind = 'http' | 'parse' | 'offline' | 'timeout' | 'abort';

export class AjaxError extends Error {
  /** 'http': a status other than 2xx; 'parse': not JSON; 'offline': no answer at all; 'timeout'; 'abort'. */
  declare readonly kind: AjaxErrorKind;
  /** HTTP status, for 'http' and 'parse'. */
  declare readonly status?: number;
  /** The response text, for 'http' and 'parse' (admin-ajax answers "0" to an unknown action, "-1" to a bad nonce). */
  declare readonly body?: string;
  constructor(kind: AjaxErrorKind, message: string, status?: number, body?: string) {
    super(message);
    // Assigned, not declared as class fields: those would pull esbuild's field helper into a shared chunk.
    Object.assign(this, { name: 'AjaxError', kind, status, body });
  }
}

/** `action` first, then every field that has a value; booleans as "1"/"" like PHP would print them. */
export function encodeFields(action: string, fields: AjaxFields = {}): URLSearchParams {
  const body = new URLSearchParams({ action });
  for (const [k, v] of Object.entries(fields)) {
    if (v == null) continue;
    body.append(k, typeof v === 'boolean' ? (v ? '1' : '') : String(v));
  }
  return body;
}

export async function ajax(url: string, action: string, fields?: AjaxFields, { timeout = DEFAULT_TIMEOUT_MS, signal, as = 'json', keepalive }: AjaxOptions = {}): Promise<unknown> {
  const ctl = new AbortController();
  let timedOut = false;
  const onAbort = () => ctl.abort();
  if (signal?.aborted) throw new AjaxError('abort', 'The request was aborted.');
  signal?.addEventListener('abort', onAbort);
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), ctl.abort()), timeout) : undefined;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { method: 'POST', body: encodeFields(action, fields), credentials: 'same-origin', signal: ctl.signal, keepalive });
    text = await res.text();
  } catch {
    if (timedOut) throw new AjaxError('timeout', `No answer within ${timeout} ms.`);
    if (ctl.signal.aborted) throw new AjaxError('abort', 'The request was aborted.');
    throw new AjaxError('offline', 'You are probably offline.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (!res.ok) throw new AjaxError('http', `The server answered ${res.status}.`, res.status, text);
  if (as === 'text') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new AjaxError('parse', 'The response is not a valid JSON response.', res.status, text);
  }
}
