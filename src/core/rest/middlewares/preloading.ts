// createPreloadingMiddleware(data): answers requests from data the server printed with the page
// (rest_preload_api_request's shape: { '/wp/v2/posts?per_page=5': { body, headers }, OPTIONS: { path: { body, headers } } }).
// GET and OPTIONS only, each entry used once (later requests go to the server and see fresh data);
// paths match whatever the order of their query arguments; a plain-permalink URL (?rest_route=) is
// matched by its route.
import { getQueryArg, normalizePath, queryPairs, removeQueryArg } from '../query';
import type { Middleware } from '../types';

interface Preloaded {
  body: unknown;
  headers?: Record<string, string>;
}

function answer({ body, headers = {} }: Preloaded, parse: boolean): Promise<unknown> {
  if (parse) return Promise.resolve(body);
  const make = () => new Response(JSON.stringify(body), { status: 200, statusText: 'OK', headers });
  try {
    return Promise.resolve(make());
  } catch {
    // A Link header with non-ASCII URLs makes the Response constructor throw: encode them and try again.
    for (const k in headers) if (k.toLowerCase() === 'link') headers[k] = headers[k].replace(/<([^>]+)>/g, (_, u) => `<${encodeURI(u)}>`);
    return Promise.resolve(make());
  }
}

/** The REST path a request names: its path, or the route of a ?rest_route= URL with the rest of its query. */
function pathOf({ path, url }: { path?: string; url?: string }): string | undefined {
  if (path || !url) return path;
  const route = getQueryArg(url, 'rest_route');
  if (route === undefined) return undefined;
  const rest = queryPairs(removeQueryArg(url, 'rest_route'));
  return rest.length ? `${route}?${rest.map((p) => p.map(encodeURIComponent).join('=')).join('&')}` : route;
}

export function createPreloadingMiddleware(preloadedData: Record<string, any>): Middleware {
  const cache: Record<string, any> = {};
  for (const key in preloadedData) cache[key === 'OPTIONS' ? key : normalizePath(key)] = preloadedData[key];
  const options: Record<string, Preloaded> = {};
  for (const key in cache.OPTIONS) options[normalizePath(key)] = cache.OPTIONS[key];

  return (request, next) => {
    const raw = pathOf(request);
    if (typeof raw != 'string') return next(request);
    const path = normalizePath(raw);
    const method = request.method || 'GET';
    const table = method === 'GET' ? cache : method === 'OPTIONS' ? options : undefined;
    const hit = table?.[path];
    if (!hit || path === 'OPTIONS') return next(request);
    delete table[path];
    return answer(hit, request.parse !== false);
  };
}
