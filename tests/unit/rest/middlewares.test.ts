// The small middlewares on their own: each gets (options, next) and passes on new options.
import { describe, expect, it, vi } from 'vitest';
import { httpV1Middleware } from '../../../src/core/rest/middlewares/http-v1';
import { namespaceEndpointMiddleware } from '../../../src/core/rest/middlewares/namespace-endpoint';
import { createNonceMiddleware } from '../../../src/core/rest/middlewares/nonce';
import { createRootURLMiddleware } from '../../../src/core/rest/middlewares/root-url';
import { userLocaleMiddleware } from '../../../src/core/rest/middlewares/user-locale';
import type { APIFetchOptions, Middleware } from '../../../src/core/rest/types';

/** What a middleware hands to next(). */
async function passed(mw: Middleware, options: APIFetchOptions): Promise<APIFetchOptions> {
  const next = vi.fn(async (o: APIFetchOptions) => o);
  await mw(options, next);
  expect(next).toHaveBeenCalledOnce();
  return next.mock.calls[0][0];
}

describe('namespace-endpoint', () => {
  it('joins namespace and endpoint into a path, trimming slashes, and drops both', async () => {
    expect(await passed(namespaceEndpointMiddleware, { namespace: '/wp/v2/', endpoint: '/posts' })).toEqual({ path: 'wp/v2/posts' });
    expect(await passed(namespaceEndpointMiddleware, { namespace: 'wp/v2', endpoint: '' })).toEqual({ path: 'wp/v2' });
  });
  it('leaves a path alone when either is missing', async () => {
    expect(await passed(namespaceEndpointMiddleware, { path: '/a', namespace: 'wp/v2' })).toEqual({ path: '/a' });
  });
});

describe('root-url', () => {
  it('puts the path under the REST root', async () => {
    const o = await passed(createRootURLMiddleware('https://site.test/wp-json/'), { path: '/wp/v2/posts?per_page=5' });
    expect(o).toMatchObject({ url: 'https://site.test/wp-json/wp/v2/posts?per_page=5', path: '/wp/v2/posts?per_page=5' });
  });
  it('turns the path query into & under a plain-permalink root', async () => {
    const o = await passed(createRootURLMiddleware('https://site.test/?rest_route=/'), { path: '/wp/v2/posts?per_page=5&page=2' });
    expect(o.url).toBe('https://site.test/?rest_route=/wp/v2/posts&per_page=5&page=2');
  });
  it('resolves namespace + endpoint first', async () => {
    const o = await passed(createRootURLMiddleware('/wp-json/'), { namespace: 'wp/v2', endpoint: 'media' });
    expect(o.url).toBe('/wp-json/wp/v2/media');
  });
  it('keeps a url when there is no path', async () => {
    expect((await passed(createRootURLMiddleware('/wp-json/'), { url: 'https://other.test/x' })).url).toBe('https://other.test/x');
  });
});

describe('http-v1', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'delete'])('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    const o = await passed(httpV1Middleware, { path: '/x', method, headers: { 'X-Custom': '1' } });
    expect(o.method).toBe('POST');
    expect(o.headers).toEqual({ 'Content-Type': 'application/json', 'X-Custom': '1', 'X-HTTP-Method-Override': method });
  });
  it('passes GET, POST and no method through untouched', async () => {
    for (const options of [{ path: '/x' }, { path: '/x', method: 'GET' }, { path: '/x', method: 'POST' }]) {
      expect(await passed(httpV1Middleware, options)).toBe(options);
    }
  });
  it('lets the caller set the Content-Type', async () => {
    const o = await passed(httpV1Middleware, { method: 'PUT', headers: { 'Content-Type': 'text/plain' } });
    expect(o.headers!['Content-Type']).toBe('text/plain');
  });
});

describe('user-locale', () => {
  it('adds _locale=user to path and url', async () => {
    const o = await passed(userLocaleMiddleware, { path: '/wp/v2/posts', url: 'https://site.test/wp-json/wp/v2/posts?a=1' });
    expect(o.path).toBe('/wp/v2/posts?_locale=user');
    expect(o.url).toBe('https://site.test/wp-json/wp/v2/posts?a=1&_locale=user');
  });
  it('keeps a _locale the caller chose', async () => {
    expect((await passed(userLocaleMiddleware, { path: '/wp/v2/posts?_locale=site' })).path).toBe('/wp/v2/posts?_locale=site');
  });
});

describe('nonce', () => {
  it('adds X-WP-Nonce, and a later nonce once it is assigned', async () => {
    const mw = createNonceMiddleware('n1');
    expect((await passed(mw, { path: '/x' })).headers).toEqual({ 'X-WP-Nonce': 'n1' });
    mw.nonce = 'n2';
    expect((await passed(mw, { path: '/x', headers: { Accept: 'a' } })).headers).toEqual({ Accept: 'a', 'X-WP-Nonce': 'n2' });
  });
  it('leaves a header that already carries the current nonce, whatever its case', async () => {
    const options = { headers: { 'x-wp-nonce': 'n1' } };
    expect(await passed(createNonceMiddleware('n1'), options)).toBe(options);
  });
  it('replaces a stale nonce the caller sent', async () => {
    expect((await passed(createNonceMiddleware('n2'), { headers: { 'X-WP-Nonce': 'n1' } })).headers).toEqual({ 'X-WP-Nonce': 'n2' });
  });
  it('sends an empty header while no nonce is known, as api-fetch does', async () => {
    expect((await passed(createNonceMiddleware(''), { path: '/x' })).headers).toEqual({ 'X-WP-Nonce': '' });
  });
});
