// createRootURLMiddleware: a path becomes a URL under the site's REST root. With plain permalinks the
// root is '…/?rest_route=/', so the path's own '?' becomes '&'.
import type { Middleware } from '../types';
import { namespaceEndpointMiddleware } from './namespace-endpoint';

export const createRootURLMiddleware = (rootURL: string): Middleware =>
  Object.assign<Middleware, Partial<Middleware>>(
    (options, next) =>
      namespaceEndpointMiddleware(options, (o) => {
        let { url, path } = o;
        if (typeof path == 'string') {
          if (rootURL.includes('?')) path = path.replace('?', '&');
          url = rootURL + path.replace(/^\//, '');
        }
        return next({ ...o, url });
      }),
    { kind: 'root' },
  );
