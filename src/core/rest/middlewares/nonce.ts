// createNonceMiddleware: X-WP-Nonce on every request. `.nonce` is assignable; apiFetch sets it after a
// refresh. A caller's header that already carries the current nonce is left alone; a stale one is replaced.
import type { Middleware } from '../types';

export interface NonceMiddleware extends Middleware {
  nonce: string;
}

export function createNonceMiddleware(nonce: string): NonceMiddleware {
  const middleware = ((options, next) => {
    const headers = options.headers || {};
    for (const name in headers) if (name.toLowerCase() === 'x-wp-nonce' && headers[name] === middleware.nonce) return next(options);
    // With no nonce known (no wpApiSettings), the request goes out as a logged-out one rather than with an empty header.
    return next(middleware.nonce ? { ...options, headers: { ...headers, 'X-WP-Nonce': middleware.nonce } } : options);
  }) as NonceMiddleware;
  middleware.nonce = nonce;
  return middleware;
}
