// per_page=-1 means "everything": WordPress caps per_page at 100, so fetch pages of 100 through the whole
// chain again, follow Link rel="next" and concatenate. A page that fails rejects with its error object
// (api-fetch would reject with the raw Response), which also lets a stale nonce be refreshed.
import { REST_BULK_PAGE_SIZE } from '../../../scheduler/constants';
import { apiFetch } from '../api-fetch';
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
  // A server whose next link points back to a page already read must not keep us fetching forever.
  const seen = new Set<string>();
  for (let url; (url = nextLink(response)) && !seen.has(url); ) {
    seen.add(url);
    response = await page({ ...options, path: undefined, url });
    results = results.concat(await parseResponse(response));
  }
  return results;
};
