// The client under the wp-api-fetch handle: WordPress's own inline set-up (script-loader.php prints it after
// the handle) configures it, a developer's root or nonce middleware wins over the client's stand-ins, and
// every export of @wordpress/api-fetch 7.x is there, as a named export and as a property of apiFetch.
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, load, wpError, type Sent } from './fake-server';

/** What WordPress prints after wp-api-fetch (wp_default_packages_inline_scripts), run against `wp`. */
function wordpressInlineSetUp(wp: { apiFetch: any }, root: string, nonce: string, ajax: string) {
  wp.apiFetch.use(wp.apiFetch.createRootURLMiddleware(root));
  wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware(nonce);
  wp.apiFetch.use(wp.apiFetch.nonceMiddleware);
  wp.apiFetch.use(wp.apiFetch.mediaUploadMiddleware);
  wp.apiFetch.nonceEndpoint = ajax;
}

const refresh = (s: Sent) => s.url.includes('action=rest-nonce');

describe('WordPress inline set-up', () => {
  it('sets the root, the nonce and the nonce endpoint without wpApiSettings', async () => {
    const client = await load({});
    await import('../../../src/core/rest/wp-global');
    const wp = (window as any).wp;
    expect(wp.apiFetch).toBe(client.default);
    wordpressInlineSetUp(wp, 'https://site.test/blog/?rest_route=/', 'wpn1', 'https://site.test/blog/wp-admin/admin-ajax.php?action=rest-nonce');
    const sent = fakeFetch((r) => (r.headers['X-WP-Nonce'] === 'wpn1' ? json({ id: 7 }) : wpError(403, 'rest_cookie_invalid_nonce')));
    expect(await wp.apiFetch({ path: '/wp/v2/posts/7?context=edit', method: 'POST', data: { title: 't' } })).toEqual({ id: 7 });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://site.test/blog/?rest_route=/wp/v2/posts/7&context=edit&_locale=user');
    expect(wp.apiFetch.nonceEndpoint).toBe('https://site.test/blog/wp-admin/admin-ajax.php?action=rest-nonce');
    delete (window as any).wp;
  });

  it('refreshes into the nonce middleware WordPress assigned, and the retry carries the new nonce', async () => {
    const { default: apiFetch } = await load({});
    wordpressInlineSetUp({ apiFetch }, 'https://site.test/wp-json/', 'expired', 'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce');
    const sent = fakeFetch((r) => (refresh(r) ? new Response('fresh') : r.headers['X-WP-Nonce'] === 'fresh' ? json('ok') : wpError(403, 'rest_cookie_invalid_nonce')));
    expect(await apiFetch({ path: '/wp/v2/posts' })).toBe('ok');
    expect(sent.map((s) => (refresh(s) ? 'refresh' : s.headers['X-WP-Nonce']))).toEqual(['expired', 'refresh', 'fresh']);
    expect(apiFetch.nonceMiddleware!.nonce).toBe('fresh');
  });

  it('runs media upload once, in front of nonce and root, when WordPress registers it again', async () => {
    const { default: apiFetch } = await load({});
    wordpressInlineSetUp({ apiFetch }, 'https://site.test/wp-json/', 'n', '/ajax?action=rest-nonce');
    // The upload dies making sizes; every post-process fails: 1 upload + 5 post-process + 1 delete.
    const sent = fakeFetch((r) =>
      r.url.includes('/media?') ? new Response('', { status: 500, headers: { 'x-wp-upload-attachment-id': '9' } }) : wpError(500, 'nope'),
    );
    await expect(apiFetch({ path: '/wp/v2/media', method: 'POST', body: 'x' })).rejects.toMatchObject({ code: 'post_process' });
    expect(sent.filter((s) => s.url.includes('post-process'))).toHaveLength(5);
    expect(sent.every((s) => s.headers['X-WP-Nonce'] === 'n')).toBe(true);
  });
});

describe("a developer's middleware wins", () => {
  it('a root registered with createRootURLMiddleware replaces the one from wpApiSettings (sub-directory install)', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(apiFetch.createRootURLMiddleware('https://site.test/sub/wp-json/'));
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: '/wp/v2/posts' });
    expect(sent[0].url).toBe('https://site.test/sub/wp-json/wp/v2/posts?_locale=user');
  });

  it('a hand-written middleware that sets the URL is not overwritten by the stand-in root', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use((o, next) => next({ ...o, url: `https://other.test/api/${o.path}` }));
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: 'x' });
    expect(sent[0].url).toBe('https://other.test/api/x?_locale=user');
  });

  it('a nonce middleware registered with use() is the one that signs requests', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(apiFetch.createNonceMiddleware('mine'));
    const sent = fakeFetch(() => json([]));
    await apiFetch({ path: 'x' });
    expect(sent[0].headers['X-WP-Nonce']).toBe('mine');
  });
});

describe('empty nonce', () => {
  it('sends the empty header, gets rest_cookie_invalid_nonce, refreshes and succeeds (a logged-in visitor on a page with no nonce)', async () => {
    const { default: apiFetch } = await load({ et_pb_custom: { ajaxurl: '/wp-admin/admin-ajax.php' } });
    const sent = fakeFetch((r) => (refresh(r) ? new Response('abc123') : r.headers['X-WP-Nonce'] === 'abc123' ? json('ok') : wpError(403, 'rest_cookie_invalid_nonce')));
    expect(await apiFetch({ path: '/wp/v2/users/me' })).toBe('ok');
    expect(sent.map((s) => (refresh(s) ? 'refresh' : s.headers['X-WP-Nonce']))).toEqual(['', 'refresh', 'abc123']);
  });
});

describe('exports', () => {
  it('has every export of @wordpress/api-fetch 7.x as a property and a named export', async () => {
    const client = await load();
    const names = [
      'use',
      'setFetchHandler',
      'createNonceMiddleware',
      'createPreloadingMiddleware',
      'createRootURLMiddleware',
      'createThemePreviewMiddleware',
      'fetchAllMiddleware',
      'mediaUploadMiddleware',
    ] as const;
    for (const name of names) {
      expect(typeof (client.default as any)[name], name).toBe('function');
      expect((client as any)[name], name).toBe((client.default as any)[name]);
    }
    expect(client.default.nonceMiddleware).toBeTypeOf('function');
    expect(client.default.nonceEndpoint).toBeTypeOf('string');
  });
});
