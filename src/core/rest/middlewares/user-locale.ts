// `_locale=user` on every request (unless it names a _locale already), so that WordPress answers in
// the logged-in user's language rather than the site's.
import { hasQueryArg, setQueryArg } from '../query';
import type { Middleware } from '../types';

const withLocale = (u?: string) => (typeof u == 'string' && !hasQueryArg(u, '_locale') ? setQueryArg(u, '_locale', 'user') : u);

export const userLocaleMiddleware: Middleware = (options, next) => next({ ...options, url: withLocale(options.url), path: withLocale(options.path) });
