// per_page=-1: pages of 100 through the whole chain, following Link rel="next".
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, load, query, wpError, type Sent, rejection } from './fake-server';

/** A collection of `total` items, paged like WordPress, with absolute Link URLs. */
function collection(total: number) {
  return (req: Sent) => {
    const q = query(req.url);
    const per = Number(q.per_page ?? 10);
    const page = Number(q.page ?? 1);
    if (!(per >= 1 && per <= 100)) return wpError(400, 'rest_invalid_param');
    const pages = Math.ceil(total / per);
    const items = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice((page - 1) * per, page * per);
    const next = new URL(req.url);
    next.searchParams.set('page', String(page + 1));
    const prev = new URL(req.url);
    prev.searchParams.set('page', String(page - 1));
    const link = [page > 1 ? `<${prev.href}>; rel="prev"` : '', page < pages ? `<${next.href}>; rel="next"` : ''].filter(Boolean).join(', ');
    return json(items, 200, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(pages), ...(link ? { Link: link } : {}) });
  };
}

describe('fetch-all', () => {
  it('fetches 250 items in 3 requests of per_page=100 and concatenates them in order', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(collection(250));
    const items = await apiFetch<{ id: number }[]>({ path: '/wp/v2/posts?per_page=-1&status=publish' });
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(sent.map((s) => [query(s.url).per_page, query(s.url).page])).toEqual([['100', undefined], ['100', '2'], ['100', '3']]);
    // Every page is a full request: nonce, locale, the caller's arguments.
    for (const s of sent) {
      expect(s.headers['X-WP-Nonce']).toBe('n0');
      expect(query(s.url)).toMatchObject({ _locale: 'user', status: 'publish' });
    }
  });

  it('works under a plain-permalink root and with a url', async () => {
    const { default: apiFetch, configure } = await load();
    configure({ root: 'https://site.test/?rest_route=/' });
    const sent = fakeFetch(collection(120));
    expect(await apiFetch<unknown[]>({ path: '/wp/v2/tags?per_page=-1' })).toHaveLength(120);
    expect(sent[0].url).toBe('https://site.test/?rest_route=/wp/v2/tags&per_page=100&_locale=user');
    const byUrl = fakeFetch(collection(101));
    expect(await apiFetch<unknown[]>({ url: 'https://site.test/wp-json/wp/v2/tags?per_page=-1' })).toHaveLength(101);
    expect(byUrl).toHaveLength(2);
  });

  it('is one request when everything fits, and returns a non-array body as it is', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(collection(30));
    expect(await apiFetch<unknown[]>({ path: '/wp/v2/posts?per_page=-1' })).toHaveLength(30);
    expect(sent).toHaveLength(1);
    fakeFetch(() => json({ not: 'a list' }, 200, { Link: '<https://site.test/next>; rel="next"' }));
    expect(await apiFetch({ path: '/wp/v2/settings?per_page=-1' })).toEqual({ not: 'a list' });
  });

  it('does not apply without per_page=-1 or with parse: false', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(collection(250));
    expect(await apiFetch<unknown[]>({ path: '/wp/v2/posts?per_page=20' })).toHaveLength(20);
    // Passed to the server as it is, which refuses it; parse: false rejects with the raw Response.
    const r = await rejection(apiFetch({ path: '/wp/v2/posts?per_page=-1', parse: false }));
    expect(r.status).toBe(400);
    expect(sent.map((s) => query(s.url).per_page)).toEqual(['20', '-1']);
  });

  it('rejects with the error object of a failing page', async () => {
    const { default: apiFetch } = await load();
    const pages = collection(250);
    fakeFetch((req) => (query(req.url).page === '2' ? wpError(500, 'db_error', 'Database error') : pages(req)));
    await expect(apiFetch({ path: '/wp/v2/posts?per_page=-1' })).rejects.toMatchObject({ code: 'db_error', message: 'Database error' });
  });

  it('stops when a next link points back to a page already read', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch((req) => json([{ url: req.url }], 200, { Link: '<https://site.test/wp-json/wp/v2/loop?page=2>; rel="next"' }));
    expect(await apiFetch<unknown[]>({ path: '/wp/v2/loop?per_page=-1' })).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });
});

describe('fetch-all bounds (where api-fetch has none)', () => {
  /** A server that links every page to a new next page, forever; X-WP-TotalPages when `declared` is given. */
  const endless = (declared?: number) => (req: { url: string }) => {
    const page = Number(new URL(req.url).searchParams.get('page') ?? 1);
    const next = new URL(req.url);
    next.searchParams.set('page', String(page + 1));
    return json([{ page }], 200, { Link: `<${next.href}>; rel="next"`, ...(declared ? { 'X-WP-TotalPages': String(declared) } : {}) });
  };

  it('stops at the page count the server declared', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(endless(3));
    expect(await apiFetch<unknown[]>({ path: '/wp/v2/posts?per_page=-1' })).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    expect(sent).toHaveLength(3);
  });

  it('rejects with fetch_all_limit after the hard ceiling of pages when the server declares nothing', async () => {
    const { REST_FETCH_ALL_MAX_PAGES } = await import('../../../src/scheduler/constants');
    const { default: apiFetch } = await load();
    const sent = fakeFetch(endless());
    const error = await rejection<{ code: string; message: string }>(apiFetch({ path: '/wp/v2/posts?per_page=-1' }));
    expect(error.code).toBe('fetch_all_limit');
    expect(error.message).toContain(`${REST_FETCH_ALL_MAX_PAGES} pages`);
    expect(sent).toHaveLength(REST_FETCH_ALL_MAX_PAGES);
  });
});
