// The client as a whole: middleware order and registration, the fetch handler hook, the nonce refresh
// and its limits, and the set-up from the page's globals.
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, load, wpError, type Sent, rejection } from './fake-server';
import type { APIFetchOptions } from '../../../src/core/rest/types';

const stale = () => wpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

/** A server that accepts only `valid`, and a nonce endpoint answering `refresh`. */
function nonceServer(valid: string, refresh: () => Response) {
  return (req: Sent) => {
    if (req.url.includes('action=rest-nonce')) return refresh();
    return req.headers['X-WP-Nonce'] === valid ? json({ ok: req.headers['X-WP-Nonce'] }) : stale();
  };
}
const isRefresh = (s: Sent) => s.url.includes('action=rest-nonce');

describe('middleware chain', () => {
  it('runs the last registered middleware first, then WordPress core order', async () => {
    const { default: apiFetch, use } = await load();
    const seen: string[] = [];
    const spy = (name: string) => (o: APIFetchOptions, next: (o: APIFetchOptions) => Promise<unknown>) => {
      seen.push(`${name}:${o.url ?? '-'}:${o.headers?.['X-WP-Nonce'] ?? '-'}`);
      return next(o);
    };
    use(spy('first'));
    apiFetch.use(spy('second'));
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: '/wp/v2/posts' });
    // Both run before the core middlewares: no URL or nonce yet.
    expect(seen).toEqual(['second:-:-', 'first:-:-']);
    expect(sent[0].url).toBe('https://site.test/wp-json/wp/v2/posts?_locale=user');
  });

  it('lets setFetchHandler replace window.fetch, receiving the finished options', async () => {
    const { default: apiFetch, setFetchHandler } = await load();
    const fetchSpy = fakeFetch(() => json('real'));
    const handler = vi.fn(async (o: APIFetchOptions) => ({ handled: o.url }));
    setFetchHandler(handler);
    expect(await apiFetch({ path: '/wp/v2/posts/1', method: 'DELETE' })).toEqual({ handled: 'https://site.test/wp-json/wp/v2/posts/1?_locale=user' });
    expect(handler.mock.calls[0][0]).toMatchObject({ method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE', 'X-WP-Nonce': 'n0' } });
    expect(fetchSpy).toHaveLength(0);
  });

  it('turns a rejection from a middleware into a rejected promise, never a throw', async () => {
    const { default: apiFetch, use } = await load();
    use(() => {
      throw new Error('broken middleware');
    });
    const p = apiFetch({ path: '/x' });
    await expect(p).rejects.toThrow('broken middleware');
  });
});

describe('nonce refresh', () => {
  it('refreshes from admin-ajax rest-nonce and retries once, then keeps the new nonce', async () => {
    const { default: apiFetch } = await load({ wpApiSettings: { root: '/wp-json/', nonce: 'old' }, et_pb_custom: { ajaxurl: 'https://site.test/wp-admin/admin-ajax.php' } });
    const sent = fakeFetch(nonceServer('new', () => new Response('new\n', { headers: { 'Content-Type': 'text/html' } })));
    expect(await apiFetch({ path: '/wp/v2/posts' })).toEqual({ ok: 'new' });
    expect(sent.map((s) => (isRefresh(s) ? `refresh ${s.method} ${s.url}` : s.headers['X-WP-Nonce']))).toEqual([
      'old',
      'refresh GET https://site.test/wp-admin/admin-ajax.php?action=rest-nonce',
      'new',
    ]);
    expect(apiFetch.nonceMiddleware!.nonce).toBe('new');
    await apiFetch({ path: '/wp/v2/posts' });
    expect(sent).toHaveLength(4);
  });

  it('retries at most once: a refreshed nonce that is refused again gives the error, with no loop', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(nonceServer('never', () => new Response('still-stale')));
    await expect(apiFetch({ path: '/wp/v2/posts' })).rejects.toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    expect(sent.map(isRefresh)).toEqual([false, true, false]);
  });

  it('rejects with the original error when the refresh fails or answers no nonce', async () => {
    const { default: apiFetch } = await load();
    const original = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };
    const failures: (() => Response)[] = [
      () => new Response('0', { status: 400 }), // a logged-out visitor: no nopriv handler
      () => new Response('<!DOCTYPE html><title>Log in</title>'), // a login page
      () => new Response(''),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const refresh of failures) {
      const sent = fakeFetch(nonceServer('new', refresh));
      await expect(apiFetch({ path: '/wp/v2/posts' })).rejects.toEqual(original);
      expect(sent.map(isRefresh)).toEqual([false, true]);
      expect(apiFetch.nonceMiddleware!.nonce).toBe('n0');
    }
  });

  it('does not refresh for other errors, nor when parse is false', async () => {
    const { default: apiFetch } = await load();
    let sent = fakeFetch(() => wpError(401, 'rest_forbidden'));
    await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ code: 'rest_forbidden' });
    expect(sent).toHaveLength(1);
    sent = fakeFetch(nonceServer('new', () => new Response('new')));
    const r = await rejection(apiFetch({ path: '/x', parse: false }));
    expect(r.status).toBe(403);
    expect(sent).toHaveLength(1);
  });

  it('refreshes for a stale nonce on a per_page=-1 request and on a media upload', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(nonceServer('new', () => new Response('new')));
    expect(await apiFetch({ path: '/wp/v2/posts?per_page=-1' })).toEqual({ ok: 'new' });
    expect(sent.map(isRefresh)).toEqual([false, true, false]);
    apiFetch.nonceMiddleware!.nonce = 'stale-again';
    const upload = fakeFetch(nonceServer('newer', () => new Response('newer')));
    expect(await apiFetch({ path: '/wp/v2/media', method: 'POST', body: 'x' })).toEqual({ ok: 'newer' });
    expect(upload.map(isRefresh)).toEqual([false, true, false]);
  });
});

describe('set-up from the page', () => {
  it('reads root and nonce from wpApiSettings and the nonce endpoint from et_pb_custom.ajaxurl', async () => {
    const { default: apiFetch } = await load({
      wpApiSettings: { root: 'https://site.test/?rest_route=/', nonce: 'abc123', versionString: 'wp/v2/' },
      et_pb_custom: { ajaxurl: 'https://site.test/wp-admin/admin-ajax.php?lang=de' },
    });
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: '/wp/v2/posts?per_page=2' });
    expect(sent[0].url).toBe('https://site.test/?rest_route=/wp/v2/posts&per_page=2&_locale=user');
    expect(sent[0].headers['X-WP-Nonce']).toBe('abc123');
    expect(apiFetch.nonceEndpoint).toBe('https://site.test/wp-admin/admin-ajax.php?lang=de&action=rest-nonce');
  });

  it('falls back to /wp-json/ and /wp-admin/admin-ajax.php when the globals are missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { default: apiFetch } = await load({});
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: 'wp/v2/posts' });
    expect(sent[0].url).toBe('/wp-json/wp/v2/posts?_locale=user');
    // An empty nonce still goes out, as in api-fetch: WordPress ignores it for a logged-out visitor.
    expect(sent[0].headers['X-WP-Nonce']).toBe('');
    expect(apiFetch.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('survives broken globals, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const broken of ['<broken>', null, { root: 5, nonce: {} }]) {
      const { default: apiFetch } = await load({ wpApiSettings: broken, et_pb_custom: '<broken>' });
      const sent = fakeFetch(() => json([]));
      await apiFetch({ path: '/wp/v2/posts' });
      expect(sent[0].url).toBe('/wp-json/wp/v2/posts?_locale=user');
      expect(apiFetch.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('can be configured explicitly, keeping what is not given', async () => {
    const { default: apiFetch, configure } = await load();
    configure({ root: 'https://cdn.test/api', nonce: 'n9' });
    configure({ nonceEndpoint: '/custom?action=rest-nonce' });
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: '/wp/v2/posts' });
    expect(sent[0].url).toBe('https://cdn.test/api/wp/v2/posts?_locale=user');
    expect(sent[0].headers['X-WP-Nonce']).toBe('n9');
    expect(apiFetch.nonceEndpoint).toBe('/custom?action=rest-nonce');
  });

  it("has wp.apiFetch's shape: helpers on the function and as named exports", async () => {
    const client = await load();
    const apiFetch = client.default;
    expect(client.apiFetch).toBe(apiFetch);
    for (const name of ['use', 'setFetchHandler', 'configure', 'createNonceMiddleware', 'createRootURLMiddleware', 'fetchAllMiddleware', 'mediaUploadMiddleware'] as const) {
      expect(typeof apiFetch[name]).toBe('function');
      expect(apiFetch[name]).toBe(client[name]);
    }
    expect(apiFetch.nonceMiddleware!.nonce).toBe('n0');
  });
});
