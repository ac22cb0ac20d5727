// The last step of the chain: window.fetch with api-fetch's defaults (JSON Accept header, cookies
// included, `data` sent as JSON). A failed fetch is fetch_error, except an abort, which the caller asked for.
import { restError } from './messages';
import { parseAndThrowError, parseResponse } from './response';
import type { FetchHandler } from './types';

export const defaultFetchHandler: FetchHandler = ({ url, path, data, parse = true, ...rest }) => {
  const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...rest.headers };
  let body = rest.body;
  if (data) {
    body = JSON.stringify(data);
    headers['Content-Type'] = 'application/json';
  }
  return fetch(url || path || location.href, { credentials: 'include', ...rest, body, headers }).then(
    (r) => (r.status >= 200 && r.status < 300 ? parseResponse(r, parse) : parseAndThrowError(r, parse)),
    (e) => {
      throw e?.name === 'AbortError' ? e : restError('fetch_error');
    },
  );
};
