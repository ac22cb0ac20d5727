// per_page=-1 means "everything": WordPress caps per_page at 100, so fetch pages of 100 through the whole
// chain again, follow Link rel="next" and concatenate. A page that fails rejects with its error object
// (api-fetch would reject with the raw Response), which also lets a stale nonce be refreshed.
// Bounded where api-fetch is not: it stops at the page count the server declared (X-WP-TotalPages), at a
// next link back to a page already read, and after REST_FETCH_ALL_MAX_PAGES pages with fetch_all_limit,
// so a server that keeps linking to new pages cannot keep the client busy forever.
import { REST_BULK_PAGE_SIZE, REST_FETCH_ALL_MAX_PAGES } from '../../../scheduler/constants';
import { apiFetch } from '../api-fetch';
import { restError } from '../messages';
import { setQueryArg } from '../query';
import { normalizeRejection, parseResponse } from '../response';
import type { APIFetchOptions, Middleware } from '../types';

const unbounded = (u?: string) => !!u && u.includes('per_page=-1');
const bounded = (u?: string) => u && setQueryArg(u, 'per_page', REST_BULK_PAGE_SIZE);
const nextLink = (r: Response) => /<([^>]+)>; rel="next"/.exec(r.headers.get('link') || '')?.[1];
const page = (o: APIFetchOptions): Promise<Response> => apiFetch<Response>({ ...o, parse: false }).catch(normalizeRejection);

export const fetchAllMiddleware: Middleware = async (options, next) => {
  if (options.parse === false || !(unbounded(options.path) || unbounded(options.url))) return next(options);
  let response = await page({ ...options, path: bounded(options.path), url: bounded(options.url) });
  let results = await parseResponse(response);
  if (!Array.isArray(results)) return results;
  const declared = parseInt(response.headers.get('x-wp-totalpages') || '', 10);
  const seen = new Set<string>();
  for (let read = 1, url; (url = nextLink(response)) && !seen.has(url) && !(read >= declared); read++) {
    if (read >= REST_FETCH_ALL_MAX_PAGES) throw restError('fetch_all_limit');
    seen.add(url);
    response = await page({ ...options, path: undefined, url });
    results = results.concat(await parseResponse(response));
  }
  return results;
};
