// Media uploads: post-process up to 5 times after a 5xx carrying the attachment id, then delete.
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, load, wpError, type Sent, rejection } from './fake-server';

const crashed = (id = 42, status = 500) => new Response('<p>There has been a critical error on this website.</p>', { status, headers: { 'X-WP-Upload-Attachment-ID': String(id) } });

/** A server whose upload crashes and whose post-process fails `failures` times. */
function server(failures: number) {
  let attempts = 0;
  return (req: Sent) => {
    if (/\/wp\/v2\/media\?/.test(req.url)) return crashed();
    if (/\/wp\/v2\/media\/42\/post-process/.test(req.url)) return ++attempts <= failures ? crashed() : json({ id: 42, media_type: 'image' });
    if (req.headers['X-HTTP-Method-Override'] === 'DELETE') return json({ deleted: true });
    return wpError(404, 'rest_no_route');
  };
}
const kind = (s: Sent) =>
  s.url.includes('post-process') ? 'post-process' : s.headers['X-HTTP-Method-Override'] === 'DELETE' ? 'delete' : s.url.includes('/wp/v2/media') ? 'upload' : s.url;
const upload = { path: '/wp/v2/media', method: 'POST', body: new Blob(['x']) };

describe('media-upload', () => {
  it('after 5 failed post-processes deletes the attachment once, with force, and rejects with post_process', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(server(5));
    await expect(apiFetch(upload)).rejects.toEqual({
      code: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(sent.map(kind)).toEqual(['upload', 'post-process', 'post-process', 'post-process', 'post-process', 'post-process', 'delete']);
    const del = sent[6];
    expect(del.url).toBe('https://site.test/wp-json/wp/v2/media/42?force=true&_locale=user');
    expect(del.method).toBe('POST');
    expect(del.headers['X-WP-Nonce']).toBe('n0');
    const pp = sent[1];
    expect(pp).toMatchObject({ url: 'https://site.test/wp-json/wp/v2/media/42/post-process?_locale=user', method: 'POST', body: '{"action":"create-image-subsizes"}' });
  });

  it('gives the German message on a German page', async () => {
    const { default: apiFetch } = await load();
    document.documentElement.lang = 'de-DE';
    fakeFetch(server(5));
    await expect(apiFetch(upload)).rejects.toEqual({
      code: 'post_process',
      message: 'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.',
    });
    document.documentElement.lang = '';
  });

  it('resolves with the attachment when a post-process succeeds, without deleting', async () => {
    const { default: apiFetch } = await load();
    const sent = fakeFetch(server(2));
    expect(await apiFetch(upload)).toEqual({ id: 42, media_type: 'image' });
    expect(sent.map(kind)).toEqual(['upload', 'post-process', 'post-process', 'post-process']);
  });

  it('rejects with the raw upload Response when parse is false', async () => {
    const { default: apiFetch } = await load();
    fakeFetch(server(5));
    const r = await rejection(apiFetch({ ...upload, parse: false }));
    expect(r).toBeInstanceOf(Response);
    expect(r.headers.get('x-wp-upload-attachment-id')).toBe('42');
  });

  it('passes a plain upload through, and treats other errors as errors', async () => {
    const { default: apiFetch } = await load();
    let sent = fakeFetch(() => json({ id: 9 }, 201));
    expect(await apiFetch(upload)).toEqual({ id: 9 });
    expect(sent).toHaveLength(1);
    // A 5xx without the header, and a 4xx with it: the server's error, no post-process.
    sent = fakeFetch(() => wpError(500, 'db_error'));
    await expect(apiFetch(upload)).rejects.toMatchObject({ code: 'db_error' });
    sent = fakeFetch(() => new Response(JSON.stringify({ code: 'rest_upload_no_data', message: 'No data supplied.' }), { status: 400, headers: { 'X-WP-Upload-Attachment-ID': '42' } }));
    await expect(apiFetch(upload)).rejects.toMatchObject({ code: 'rest_upload_no_data' });
    expect(sent).toHaveLength(1);
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch(upload)).rejects.toMatchObject({ code: 'fetch_error' });
  });

  it('applies only to POST (exact case) on /wp/v2/media', async () => {
    const { default: apiFetch } = await load();
    for (const options of [{ path: '/wp/v2/media', method: 'post' }, { path: '/wp/v2/media' }, { path: '/wp/v2/posts', method: 'POST' }]) {
      const sent = fakeFetch(() => crashed());
      await expect(apiFetch(options)).rejects.toMatchObject({ code: 'invalid_json' });
      expect(sent).toHaveLength(1);
    }
  });

  it('recognises an upload by url, under a plain-permalink root', async () => {
    const { default: apiFetch, configure } = await load();
    configure({ root: 'https://site.test/?rest_route=/' });
    const sent = fakeFetch((req) => (req.url.includes('post-process') ? json({ id: 42 }) : crashed()));
    expect(await apiFetch({ url: 'https://site.test/?rest_route=/wp/v2/media', method: 'POST', body: 'x' })).toEqual({ id: 42 });
    expect(sent[1].url).toBe('https://site.test/?rest_route=/wp/v2/media/42/post-process&_locale=user');
  });

  it('does not surface a failed delete as an unhandled rejection', async () => {
    const { default: apiFetch } = await load();
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    const sent = fakeFetch((req) => (req.headers['X-HTTP-Method-Override'] === 'DELETE' ? wpError(500, 'nope') : crashed()));
    await expect(apiFetch(upload)).rejects.toMatchObject({ code: 'post_process' });
    // Wait for the delete to have been answered and its rejection handled.
    await expect.poll(() => sent.length).toBe(7);
    await new Promise((r) => setTimeout(r, 0));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});
