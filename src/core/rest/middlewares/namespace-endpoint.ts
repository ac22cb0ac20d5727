// { namespace: 'wp/v2', endpoint: 'posts' } becomes { path: 'wp/v2/posts' }.
import type { Middleware } from '../types';

export const namespaceEndpointMiddleware: Middleware = ({ namespace, endpoint, ...options }, next) => {
  if (typeof namespace == 'string' && typeof endpoint == 'string') {
    namespace = namespace.replace(/^\/|\/$/g, '');
    endpoint = endpoint.replace(/^\//, '');
    options.path = endpoint ? `${namespace}/${endpoint}` : namespace;
  }
  return next(options);
};
