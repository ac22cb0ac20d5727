// createPreloadingMiddleware and createThemePreviewMiddleware, as api-fetch documents them.
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, load } from './fake-server';

const preloaded = () => ({
  '/wp/v2/posts?per_page=5&context=view': { body: [{ id: 1 }], headers: { 'X-WP-Total': '1', Link: '<https://site.test/wp-json/wp/v2/posts?page=2>; rel="next"' } },
  '/wp/v2/types/post?context=edit': { body: { slug: 'post' } },
  OPTIONS: { '/wp/v2/posts': { body: { methods: ['GET', 'POST'] }, headers: { Allow: 'GET, POST' } } },
});

describe('preloading', () => {
  it('answers a GET once from the data, whatever the order of its query, then asks the server', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(apiFetch.createPreloadingMiddleware(preloaded()));
    const sent = fakeFetch(() => json([{ id: 'server' }]));
    expect(await apiFetch({ path: '/wp/v2/posts?context=view&per_page=5' })).toEqual([{ id: 1 }]);
    expect(sent).toHaveLength(0);
    expect(await apiFetch({ path: '/wp/v2/posts?per_page=5&context=view' })).toEqual([{ id: 'server' }]);
    expect(sent).toHaveLength(1);
  });

  it('serves OPTIONS from its own table, once; never a POST', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(apiFetch.createPreloadingMiddleware(preloaded()));
    const sent = fakeFetch(() => json('server'));
    expect(await apiFetch({ path: '/wp/v2/posts', method: 'OPTIONS' })).toEqual({ methods: ['GET', 'POST'] });
    expect(await apiFetch({ path: '/wp/v2/posts', method: 'OPTIONS' })).toBe('server');
    expect(await apiFetch({ path: '/wp/v2/types/post?context=edit', method: 'POST' })).toBe('server');
    expect(sent.map((s) => s.method)).toEqual(['OPTIONS', 'POST']);
    // The POST did not use up the GET entry.
    expect(await apiFetch({ path: '/wp/v2/types/post?context=edit' })).toEqual({ slug: 'post' });
  });

  it('gives a Response with the preloaded headers when parse is false', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(apiFetch.createPreloadingMiddleware(preloaded()));
    fakeFetch(() => json('server'));
    const r = await apiFetch<Response>({ path: '/wp/v2/posts?per_page=5&context=view', parse: false });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-wp-total')).toBe('1');
    expect(await r.json()).toEqual([{ id: 1 }]);
  });

  it('matches a plain-permalink URL by its rest_route and the rest of its query', async () => {
    const { default: apiFetch } = await load();
    apiFetch.use(
      apiFetch.createPreloadingMiddleware({
        '/wp/v2/pages?slug=über': { body: ['p'] },
      }),
    );
    fakeFetch(() => json('server'));
    const r = await apiFetch<Response>({ url: 'https://site.test/?rest_route=/wp/v2/pages&slug=%C3%BCber', parse: false });
    expect(await r.json()).toEqual(['p']);
  });
});

describe('theme preview', () => {
  it('adds wp_theme_preview to path and url, keeps one already set, and drops an empty one', async () => {
    const { default: apiFetch, setFetchHandler } = await load();
    apiFetch.use(apiFetch.createThemePreviewMiddleware('twentytwentyfour'));
    const urls: string[] = [];
    setFetchHandler(async (o) => urls.push(o.url!));
    await apiFetch({ path: '/wp/v2/global-styles' });
    await apiFetch({ url: 'https://site.test/wp-json/wp/v2/templates' });
    await apiFetch({ path: '/wp/v2/x?wp_theme_preview=other' });
    await apiFetch({ path: '/wp/v2/x?wp_theme_preview=' });
    expect(urls).toEqual([
      'https://site.test/wp-json/wp/v2/global-styles?wp_theme_preview=twentytwentyfour&_locale=user',
      'https://site.test/wp-json/wp/v2/templates?wp_theme_preview=twentytwentyfour&_locale=user',
      'https://site.test/wp-json/wp/v2/x?wp_theme_preview=other&_locale=user',
      'https://site.test/wp-json/wp/v2/x?_locale=user',
    ]);
  });
});
