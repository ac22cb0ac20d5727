// apiFetch as @wordpress/api-fetch runs it: a chain of middlewares (the last registered runs first)
// around a fetch handler, and, when the server says the nonce is stale (rest_cookie_invalid_nonce),
// one nonce refresh from admin-ajax and one retry of the request.
import { defaultFetchHandler } from './fetch-handler';
import { fetchAllMiddleware } from './middlewares/fetch-all';
import { httpV1Middleware } from './middlewares/http-v1';
import { namespaceEndpointMiddleware } from './middlewares/namespace-endpoint';
import type { NonceMiddleware } from './middlewares/nonce';
import { userLocaleMiddleware } from './middlewares/user-locale';
import type { APIFetchError, APIFetchOptions, FetchHandler, Middleware } from './types';

const middlewares: Middleware[] = [userLocaleMiddleware, namespaceEndpointMiddleware, httpV1Middleware, fetchAllMiddleware];
let handler: FetchHandler = defaultFetchHandler;
// The client's own root, nonce and media-upload middlewares, set up from the page so it works without
// WordPress's inline set-up. Registering a middleware of the same kind (WordPress's set-up under the
// wp-api-fetch handle, or a developer's) takes the stand-in out, so theirs wins and none runs twice.
const standIns = new Map<string, Middleware>();

/** Adds a middleware; it runs before every one registered earlier. */
export function use(middleware: Middleware): void {
  const own = middleware.kind && standIns.get(middleware.kind);
  if (own) {
    middlewares.splice(middlewares.indexOf(own), 1);
    standIns.delete(middleware.kind!);
  }
  middlewares.unshift(middleware);
}

/** Registers one of the client's own middlewares as a stand-in that a later one of its kind replaces. */
export function useStandIn(middleware: Middleware): void {
  use(middleware);
  standIns.set(middleware.kind!, middleware);
}

/** Replaces the final step (window.fetch) with your own, which receives the options. */
export function setFetchHandler(fetchHandler: FetchHandler): void {
  handler = fetchHandler;
}

export interface ApiFetch {
  <T = unknown>(options: APIFetchOptions): Promise<T>;
  /** The middleware whose nonce a refresh updates. */
  nonceMiddleware?: NonceMiddleware;
  /** admin-ajax.php?action=rest-nonce: answers a fresh nonce as text. */
  nonceEndpoint?: string;
}

export const apiFetch: ApiFetch = async (options: APIFetchOptions) => {
  const run = () => middlewares.reduceRight<FetchHandler>((next, middleware) => (o) => middleware(o, next), handler)(options);
  try {
    return await run();
  } catch (error) {
    if ((error as APIFetchError)?.code !== 'rest_cookie_invalid_nonce') throw error;
    // Refresh once and retry once: a nonce the server keeps refusing must not loop. A refresh that fails
    // (a logged-out visitor gets 400 "0") or answers something that is not a nonce gives the original error.
    try {
      const r = await fetch(apiFetch.nonceEndpoint!);
      const nonce = (await r.text()).trim();
      if (!r.ok || !/^[\w-]+$/.test(nonce)) throw 0;
      apiFetch.nonceMiddleware!.nonce = nonce;
    } catch {
      throw error;
    }
    return run();
  }
};
