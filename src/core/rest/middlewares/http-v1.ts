// PUT, PATCH and DELETE go out as POST with X-HTTP-Method-Override: many hosts and proxies block the
// other verbs, and WordPress honours the header.
import type { Middleware } from '../types';

export const httpV1Middleware: Middleware = (options, next) => {
  const method = options.method || 'GET';
  return next(
    /^(PATCH|PUT|DELETE)$/i.test(method)
      ? { ...options, method: 'POST', headers: { 'Content-Type': 'application/json', ...options.headers, 'X-HTTP-Method-Override': method } }
      : options,
  );
};
