// What apiFetch resolves and rejects with: the default fetch handler and the response rules, through the
// whole client as a page uses it.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, load, wpError, rejection } from './fake-server';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('requests', () => {
  it('sends JSON data with the defaults: Accept, cookies included, the nonce, _locale=user', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(() => json({ id: 7 }, 201));
    expect(await apiFetch({ path: '/wp/v2/posts', method: 'POST', data: { title: 'Hi' }, headers: { 'Content-Type': 'text/plain' } })).toEqual({ id: 7 });
    expect(sent[0].url).toBe('https://site.test/wp-json/wp/v2/posts?_locale=user');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toBe('{"title":"Hi"}');
    expect(sent[0].init.credentials).toBe('include');
    // data wins over a caller's Content-Type, as in api-fetch.
    expect(sent[0].headers).toEqual({ Accept: 'application/json, */*;q=0.1', 'Content-Type': 'application/json', 'X-WP-Nonce': 'n0' });
  });

  it('sends a body as it is, and passes signal and other fetch options through', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(() => json({}));
    const signal = new AbortController().signal;
    const body = new FormData();
    await apiFetch({ url: 'https://other.test/x', method: 'POST', body, signal, cache: 'no-store' });
    expect(sent[0].url).toBe('https://other.test/x?_locale=user');
    expect(sent[0].body).toBe(body);
    expect(sent[0].init).toMatchObject({ signal, cache: 'no-store' });
    expect(sent[0].headers['Content-Type']).toBeUndefined();
  });

  it('builds the path from namespace and endpoint', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(() => json([]));
    await apiFetch({ namespace: 'wp/v2', endpoint: 'tags' });
    expect(sent[0].url).toBe('https://site.test/wp-json/wp/v2/tags?_locale=user');
  });
});

describe('responses', () => {
  it('gives null for 204 and the raw Response when parse is false', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => new Response(null, { status: 204 }));
    expect(await apiFetch({ path: '/x' })).toBeNull();
    const sent = fakeFetch(() => json({ a: 1 }));
    const r = await apiFetch<Response>({ path: '/x', parse: false });
    expect(r).toBeInstanceOf(Response);
    expect(await r.json()).toEqual({ a: 1 });
    expect(sent).toHaveLength(1);
  });

  it('rejects with invalid_json for a 2xx that is not JSON', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => new Response('<!DOCTYPE html><p>Hello', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it("passes a server's WP_Error body through", async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
    await expect(apiFetch({ path: '/nope' })).rejects.toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  });

  it('rejects with unknown_error for an error with an empty JSON body, invalid_json for an HTML one', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => json(null, 500));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'unknown_error', message: 'An unknown error occurred.' });
    fakeFetch(() => new Response('0', { status: 400 }));
    await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ code: 'unknown_error' });
    fakeFetch(() => new Response('<p>Critical error</p>', { status: 500 }));
    await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ code: 'invalid_json' });
  });

  it('rejects with the raw Response for an error when parse is false', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => wpError(400, 'rest_invalid_param'));
    const r = await rejection(apiFetch({ path: '/x', parse: false }));
    expect(r).toBeInstanceOf(Response);
    expect(r.status).toBe(400);
  });

  it('rejects with fetch_error when fetch fails, and re-throws an AbortError as it is', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fakeFetch(() => {
      throw abort;
    });
    await expect(apiFetch({ path: '/x' })).rejects.toBe(abort);
  });
});

describe('messages in German', () => {
  it('uses the de_DE translations when the page is German, English otherwise', async () => {
    const { default: apiFetch } = await load();
    const fail = () => {
      throw new TypeError('Failed to fetch');
    };
    document.documentElement.lang = 'de-DE';
    fakeFetch(fail);
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'fetch_error', message: 'Du bist wahrscheinlich offline.' });
    fakeFetch(() => new Response('nope'));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'invalid_json', message: 'Die Antwort ist keine gültige JSON-Antwort.' });
    fakeFetch(() => json(null, 500));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'unknown_error', message: 'Ein unbekannter Fehler ist aufgetreten.' });
    document.documentElement.lang = 'de';
    fakeFetch(fail);
    await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ message: 'Du bist wahrscheinlich offline.' });
    for (const lang of ['en-US', 'fr-FR', 'dev', '']) {
      document.documentElement.lang = lang;
      await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ message: 'You are probably offline.' });
    }
  });
});
