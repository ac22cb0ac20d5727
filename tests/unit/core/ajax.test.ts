import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ajax, AjaxError, encodeFields } from '../../../src/core/ajax';

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (body: string, status = 200) => fetchMock.mockResolvedValueOnce(new Response(body, { status }));
const URL_ = '/wp-admin/admin-ajax.php';

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('resolved'); }, (e: AjaxError) => e);

describe('encodeFields', () => {
  it('sends action first, then the fields; booleans as PHP prints them, empty values left out', () => {
    const body = encodeFields('et_pb_submit_subscribe_form', { et_email: 'a@b.co', et_list_id: 12, on: true, off: false, none: undefined, nil: null });
    expect(body.toString()).toBe('action=et_pb_submit_subscribe_form&et_email=a%40b.co&et_list_id=12&on=1&off=');
  });
});

describe('ajax', () => {
  it('POSTs form-encoded to the url with the visitor cookies, and parses JSON', async () => {
    respond('{"success":true,"data":{"id":3}}');
    await expect(ajax(URL_, 'et_pb_ab_get_subject_id', { et_pb_ab_test_id: '11' })).resolves.toEqual({ success: true, data: { id: 3 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(URL_);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(String(init.body)).toBe('action=et_pb_ab_get_subject_id&et_pb_ab_test_id=11');
  });

  it('returns text as is with as: "text"', async () => {
    respond('<div>fragment</div>');
    await expect(ajax(URL_, 'x', {}, { as: 'text' })).resolves.toBe('<div>fragment</div>');
  });

  it('gives an http error with status and body: 400 "0" for an unknown action, 403 "-1" for a bad nonce', async () => {
    respond('0', 400);
    const e = await failure(ajax(URL_, 'nope'));
    expect(e).toBeInstanceOf(AjaxError);
    expect(e).toMatchObject({ name: 'AjaxError', kind: 'http', status: 400, body: '0' });
    respond('-1', 403);
    expect(await failure(ajax(URL_, 'x'))).toMatchObject({ kind: 'http', status: 403, body: '-1' });
  });

  it('gives a parse error, not a crash, for an HTML page where JSON was expected', async () => {
    respond('<!DOCTYPE html><html><body>Critical error</body></html>');
    const e = await failure(ajax(URL_, 'x'));
    expect(e).toMatchObject({ kind: 'parse', status: 200 });
    expect(e.body).toContain('Critical error');
  });

  it('gives an offline error when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failure(ajax(URL_, 'x'))).toMatchObject({ kind: 'offline', message: 'You are probably offline.' });
  });

  it('times out, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_u: string, init: RequestInit) => {
      signal = init.signal!;
      return new Promise((_, reject) => signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const p = failure(ajax(URL_, 'x', {}, { timeout: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toMatchObject({ kind: 'timeout' });
    expect(signal!.aborted).toBe(true);
  });

  it('aborts on the caller signal, before or during the request', async () => {
    const ctl = new AbortController();
    fetchMock.mockImplementationOnce((_u: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const p = failure(ajax(URL_, 'x', {}, { signal: ctl.signal }));
    ctl.abort();
    expect(await p).toMatchObject({ kind: 'abort' });
    expect(await failure(ajax(URL_, 'x', {}, { signal: ctl.signal }))).toMatchObject({ kind: 'abort' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
