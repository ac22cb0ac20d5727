// A stand-in for window.fetch in the REST client's unit tests: records every request (URL, method,
// headers, body) and answers from a route function. `load()` imports a fresh client, so the module
// state (middlewares, nonce) starts clean in every test, set up from the globals given.
import { vi } from 'vitest';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const wpError = (status: number, code: string, message = code) => json({ code, message, data: { status } }, status);

/** Stubs fetch; `answer` gets each request and returns a Response (or throws, as fetch does offline). */
export function fakeFetch(answer: (req: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: Sent = { url: String(input), method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: init.body, init };
    sent.push(req);
    return answer(req);
  }));
  return sent;
}

export type Client = typeof import('../../../src/core/rest/index');

export async function load(globals: Record<string, unknown> = { wpApiSettings: { root: 'https://site.test/wp-json/', nonce: 'n0' } }): Promise<Client> {
  vi.resetModules();
  for (const k of ['wpApiSettings', 'et_pb_custom']) delete (window as unknown as Record<string, unknown>)[k];
  Object.assign(window, globals);
  return import('../../../src/core/rest/index');
}

/** The query of a URL as an object. */
export const query = (url: string) => Object.fromEntries(new URL(url, 'https://site.test/').searchParams);

/** What a promise rejected with (a resolve is a test failure). */
export const rejection = <T = Response>(p: Promise<unknown>): Promise<T> =>
  p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`);
    },
    (e: T) => e,
  );
