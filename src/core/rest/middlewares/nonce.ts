// createNonceMiddleware: X-WP-Nonce on every request. `.nonce` is assignable; apiFetch sets it after a
// refresh. A caller's header that already carries the current nonce is left alone; a stale one is replaced.
// An empty nonce is sent as an empty header, as api-fetch does: a logged-in visitor then gets
// rest_cookie_invalid_nonce, which refreshes the nonce, rather than a 401 as a logged-out one.
import type { Middleware } from '../types';

export interface NonceMiddleware extends Middleware {
  nonce: string;
}

export function createNonceMiddleware(nonce: string): NonceMiddleware {
  const middleware = ((options, next) => {
    const headers = options.headers || {};
    for (const name in headers) if (name.toLowerCase() === 'x-wp-nonce' && headers[name] === middleware.nonce) return next(options);
    return next({ ...options, headers: { ...headers, 'X-WP-Nonce': middleware.nonce } });
  }) as NonceMiddleware;
  middleware.nonce = nonce;
  middleware.kind = 'nonce';
  return middleware;
}
