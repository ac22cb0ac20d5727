// The REST client in Chromium against the dev server: the page imports dist/frontend/rest.js (as a
// plugin's script would) and drives apiFetch; the server's request log (/__test__/state) says what went
// over the wire.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemo } from './harness';
import type { DemoState } from '../../demo/server/state';
import type { ManifestFile } from '../../esbuild.config';

const demo = useDemo();

interface Outcome {
  ok: boolean;
  value?: unknown;
  error?: { code?: string; message?: string; name?: string; status?: number };
}

/** Runs apiFetch(options) in the page; `setup` is the source of a function (apiFetch, client) => void run first. */
function call(page: Page, options: Record<string, unknown>, setup = ''): Promise<Outcome> {
  return page.evaluate(
    async ([o, setupSource]) => {
      // Built from a string: vitest would rewrite an import() written here into its own loader.
      const client = await (0, eval)(`import('/dist/frontend/rest.js')`);
      const apiFetch = client.default;
      if (setupSource) (0, eval)(`(${setupSource})`)(apiFetch, client, o);
      if (o.upload) {
        const body = new FormData();
        body.append('file', new File([new Uint8Array([255, 216, 255, 224])], String(o.upload), { type: 'image/jpeg' }));
        o = { path: '/wp/v2/media', method: 'POST', body };
      }
      try {
        return { ok: true, value: await apiFetch(o) };
      } catch (e) {
        const err = e as Record<string, unknown>;
        return { ok: false, error: e instanceof Response ? { status: e.status } : { code: err.code, message: err.message, name: err.name } } as never;
      }
    },
    [options, setup] as [Record<string, unknown>, string],
  );
}

const setFeature = (value: Record<string, unknown>) =>
  fetch(`${demo.url}/__test__/feature/rest`, { method: 'POST', body: JSON.stringify(value) });
const restCalls = (s: DemoState, route: RegExp) => s.rest.filter((r) => route.test(r.route));
const refreshes = (s: DemoState) => s.ajax.filter((a) => a.action === 'rest-nonce');
/** Console errors other than the browser's own note of a 4xx/5xx or offline request. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

beforeEach(() => demo.reset());

describe('REST client: loading', () => {
  it('is never loaded by boot, and importing it downloads only its own chunk', async () => {
    const { page, requested, requests } = await demo.open('/blog-post/');
    await page.waitForLoadState('networkidle'); // boot and whatever it lazy-loads have settled
    expect(requested(/\/dist\/frontend\/boot\.js$/)).toBe(true);
    expect(requested(/rest\.js/)).toBe(false);
    const before = requests.length;
    expect((await call(page, { path: '/wp/v2/posts?per_page=1' })).ok).toBe(true);
    expect(requests.slice(before).filter((r) => r.startsWith('/dist/'))).toEqual(['/dist/frontend/rest.js']);
    const { files } = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { files: ManifestFile[] };
    const byFile = (name: string) => files.find((f) => f.file === name)!;
    const rest = byFile('frontend/rest.js');
    expect(rest.kind).toBe('entry');
    expect(rest.dynamicImports).toEqual([]);
    // Whatever it imports statically, boot has already loaded (esbuild's shared helpers, if any).
    for (const i of rest.imports) expect(byFile('frontend/boot.js').imports).toContain(i);
    // Nothing else reaches it: no other file imports it, statically or dynamically.
    expect(files.filter((f) => [...f.imports, ...f.dynamicImports].some((i) => i.endsWith('rest.js')))).toEqual([]);
  });
});

describe('REST client: nonce', () => {
  it('sends the page nonce; refreshes a stale one from admin-ajax and retries the request once', async () => {
    const { page, errors } = await demo.open('/modules/rest/');
    expect(await page.evaluate(() => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce)).toBe('rest-nonce-0');
    await setFeature({ nonce: 'rest-nonce-1' }); // the server moves on: the page's nonce is stale
    const first = await call(page, { path: '/wp/v2/posts?per_page=5' });
    expect(first.ok).toBe(true);
    expect((first.value as { id: number }[]).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    let s = await demo.state();
    expect(restCalls(s, /^\/wp\/v2\/posts$/).map((r) => r.headers['x-wp-nonce'])).toEqual(['rest-nonce-0', 'rest-nonce-1']);
    expect(refreshes(s).map((a) => a.method)).toEqual(['GET']);
    // The new nonce is kept: the next request goes through at once.
    expect((await call(page, { path: '/wp/v2/posts/7' })).ok).toBe(true);
    s = await demo.state();
    expect(restCalls(s, /^\/wp\/v2\/posts/).map((r) => r.headers['x-wp-nonce'])).toEqual(['rest-nonce-0', 'rest-nonce-1', 'rest-nonce-1']);
    expect(refreshes(s)).toHaveLength(1);
    expect(realErrors(errors)).toEqual([]);
  });

  it('retries at most once when the refreshed nonce is refused too', async () => {
    const { page } = await demo.open('/modules/rest/');
    await setFeature({ nonce: 'rest-nonce-1', refresh: 'stale' });
    const out = await call(page, { path: '/wp/v2/posts' });
    expect(out).toEqual({ ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' } });
    const s = await demo.state();
    expect(restCalls(s, /^\/wp\/v2\/posts$/).map((r) => r.headers['x-wp-nonce'])).toEqual(['rest-nonce-0', 'rest-nonce-stale']);
    expect(refreshes(s)).toHaveLength(1);
  });

  it('rejects with the original error when the refresh fails (400 "0", as for a logged-out visitor)', async () => {
    const { page } = await demo.open('/modules/rest/');
    await setFeature({ nonce: 'rest-nonce-1', refresh: 'fail' });
    const out = await call(page, { path: '/wp/v2/posts' });
    expect(out.error).toMatchObject({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' });
    const s = await demo.state();
    expect(restCalls(s, /^\/wp\/v2\/posts$/)).toHaveLength(1);
    expect(refreshes(s)).toHaveLength(1);
  });
});

describe('REST client: requests', () => {
  it('fetches a 250-item collection with per_page=-1 in 3 requests of 100', async () => {
    const { page } = await demo.open('/modules/rest/');
    const out = await call(page, { path: '/wp/v2/posts?per_page=-1' });
    expect((out.value as { id: number }[]).map((p) => p.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    const calls = restCalls(await demo.state(), /^\/wp\/v2\/posts$/);
    expect(calls.map((c) => [c.query.per_page, c.query.page ?? '1', c.query._locale])).toEqual([
      ['100', '1', 'user'], ['100', '2', 'user'], ['100', '3', 'user'],
    ]);
  });

  it('sends PUT, PATCH and DELETE as POST with X-HTTP-Method-Override', async () => {
    const { page } = await demo.open('/modules/rest/');
    const methods: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wp-json/')) methods.push(`${r.method()} ${r.headers()['x-http-method-override'] ?? '-'}`);
    });
    expect((await call(page, { path: '/wp/v2/posts/3', method: 'PUT', data: { title: 'Put title' } })).value).toMatchObject({ id: 3, title: { rendered: 'Put title' } });
    expect((await call(page, { path: '/wp/v2/posts/3', method: 'PATCH', data: { title: 'Patched' } })).value).toMatchObject({ title: { rendered: 'Patched' } });
    expect((await call(page, { path: '/wp/v2/posts/3?force=true', method: 'DELETE' })).value).toMatchObject({ deleted: true, previous: { title: { rendered: 'Patched' } } });
    expect(methods).toEqual(['POST PUT', 'POST PATCH', 'POST DELETE']);
    expect(restCalls(await demo.state(), /^\/wp\/v2\/posts\/3$/).map((c) => c.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
    expect((await call(page, { path: '/wp/v2/posts/3' })).error).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('works under a plain-permalink REST root (?rest_route=)', async () => {
    const { page, requests } = await demo.open('/modules/rest/');
    const setup = `(apiFetch, client) => client.configure({ root: location.origin + '/?rest_route=/' })`;
    const out = await call(page, { path: '/wp/v2/posts?per_page=2' }, setup);
    expect((out.value as unknown[]).length).toBe(2);
    expect(requests).toContain('/?rest_route=/wp/v2/posts&per_page=2&_locale=user');
  });

  it('passes an abort through as an AbortError', async () => {
    const { page } = await demo.open('/modules/rest/');
    const out = await page.evaluate(async () => {
      const { default: apiFetch } = await (0, eval)(`import('/dist/frontend/rest.js')`);
      const controller = new AbortController();
      const p = apiFetch({ path: '/wp/v2/posts', signal: controller.signal });
      controller.abort();
      return p.then(() => 'resolved', (e: Error) => e.name);
    });
    expect(out).toBe('AbortError');
  });
});

describe('REST client: media upload', () => {
  it('after 5 failed post-processes deletes the attachment exactly once and rejects with post_process', async () => {
    const { page } = await demo.open('/modules/rest/');
    await setFeature({ postProcessFailures: 5 });
    const out = await call(page, { upload: 'big-photo.jpg' });
    expect(out).toEqual({
      ok: false,
      error: { code: 'post_process', message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.' },
    });
    // The delete is fired without being awaited: wait for it to arrive.
    await expect.poll(async () => restCalls(await demo.state(), /^\/wp\/v2\/media/).length).toBe(7);
    const calls = restCalls(await demo.state(), /^\/wp\/v2\/media/);
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'POST /wp/v2/media',
      ...Array(5).fill('POST /wp/v2/media/101/post-process'),
      'DELETE /wp/v2/media/101',
    ]);
    expect(calls[6].query.force).toBe('true');
    expect(calls[6].headers['x-http-method-override']).toBe('DELETE');
    expect((await call(page, { path: '/wp/v2/media/101' })).error).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('resolves with the attachment when a post-process succeeds in time', async () => {
    const { page } = await demo.open('/modules/rest/');
    await setFeature({ postProcessFailures: 2 });
    const out = await call(page, { upload: 'photo.jpg' });
    expect(out.value).toMatchObject({ id: 101, media_type: 'image', title: { rendered: 'photo' } });
    const calls = restCalls(await demo.state(), /^\/wp\/v2\/media/);
    expect(calls.map((c) => c.method + ' ' + c.route)).toEqual(['POST /wp/v2/media', ...Array(3).fill('POST /wp/v2/media/101/post-process')]);
  });
});

describe('REST client: errors', () => {
  it('gives fetch_error when the browser is offline', async () => {
    const { page } = await demo.open('/modules/rest/');
    await call(page, { path: '/wp/v2/posts?per_page=1' }); // load the chunk while online
    await page.context().setOffline(true);
    expect(await call(page, { path: '/wp/v2/posts' })).toEqual({ ok: false, error: { code: 'fetch_error', message: 'You are probably offline.' } });
    await page.context().setOffline(false);
    expect((await call(page, { path: '/wp/v2/posts?per_page=1' })).ok).toBe(true);
  });

  it('gives invalid_json for an HTML answer and passes a WP_Error through', async () => {
    const { page } = await demo.open('/modules/rest/');
    expect((await call(page, { url: '/blog-post/' })).error).toEqual({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
    expect((await call(page, { path: '/wp/v2/posts?per_page=101' })).error).toEqual({ code: 'rest_invalid_param', message: 'Invalid parameter(s): per_page' });
  });

  it('speaks German on a German page', async () => {
    const { page } = await demo.open('/modules/rest/?lang=de');
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await call(page, { path: '/wp/v2/posts?per_page=1' });
    await page.context().setOffline(true);
    expect((await call(page, { path: '/wp/v2/posts' })).error).toEqual({ code: 'fetch_error', message: 'Du bist wahrscheinlich offline.' });
    await page.context().setOffline(false);
    expect((await call(page, { url: '/blog-post/' })).error).toEqual({ code: 'invalid_json', message: 'Die Antwort ist keine gültige JSON-Antwort.' });
    await setFeature({ postProcessFailures: 5 });
    expect((await call(page, { upload: 'foto.jpg' })).error).toEqual({
      code: 'post_process',
      message: 'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.',
    });
    // The server's own WP_Error keeps its (server-chosen) text.
    expect((await call(page, { path: '/wp/v2/posts/999' })).error).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
  });
});

describe('REST client: demo page', () => {
  it('fetches every post, uploads and edits from its buttons, showing the results as text', async () => {
    const { page, errors } = await demo.open('/modules/rest/');
    const log = page.locator('.lp-rest-log li');
    await page.getByRole('button', { name: 'Fetch every post (per_page=-1)' }).click();
    await expect.poll(() => log.allTextContents()).toEqual(['250 posts in 3 requests']);
    await page.getByRole('button', { name: 'Upload an image' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => log.count()).toBe(2);
    expect(await log.nth(1).textContent()).toBe('Uploaded photo (attachment 101)');
    await page.getByRole('button', { name: 'Edit post 1 (PATCH)' }).click();
    await expect.poll(() => log.count()).toBe(3);
    expect(await log.nth(2).textContent()).toMatch(/^Post 1 is now: Edited at /);
    expect(realErrors(errors)).toEqual([]);
  });
});
