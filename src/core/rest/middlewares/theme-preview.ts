// createThemePreviewMiddleware(theme): while the Site Editor previews a theme that is not active, every
// request carries wp_theme_preview=<theme>. A request that sets wp_theme_preview to '' opts out: the
// empty argument is removed.
import { getQueryArg, removeQueryArg, setQueryArg } from '../query';
import type { Middleware } from '../types';

const preview = (url: string | undefined, theme: string) => {
  if (typeof url != 'string') return url;
  const current = getQueryArg(url, 'wp_theme_preview');
  return current === undefined ? setQueryArg(url, 'wp_theme_preview', encodeURIComponent(theme)) : current === '' ? removeQueryArg(url, 'wp_theme_preview') : url;
};

export const createThemePreviewMiddleware =
  (themePath: string): Middleware =>
  (options, next) =>
    next({ ...options, url: preview(options.url, themePath), path: preview(options.path, themePath) });
