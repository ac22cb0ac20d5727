// Just enough of @wordpress/url for the middlewares: read, set and remove one query argument, and the
// normalised form of a path that preloaded data is keyed by. Keys set here are the client's own
// constants (_locale, per_page, action, wp_theme_preview), so they need no escaping.
export const hasQueryArg = (url: string, key: string): boolean => new RegExp(`[?&]${key}(=|&|#|$)`).test(url);

/** Replaces the value of `key`, or appends `key=value`. */
export function setQueryArg(url: string, key: string, value: string | number): string {
  const re = new RegExp(`([?&]${key}=)[^&#]*`);
  return re.test(url) ? url.replace(re, `$1${value}`) : `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The query of a URL or path as decoded [key, value] pairs, in order ('a' alone is ['a', '']). */
export function queryPairs(url: string): [string, string][] {
  const query = url.split('#')[0].split('?').slice(1).join('?');
  return query
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=');
      return [decode(i < 0 ? p : p.slice(0, i)), decode(i < 0 ? '' : p.slice(i + 1))];
    });
}

const build = (base: string, pairs: [string, string][]) =>
  pairs.length ? `${base}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : base;

/** The value of `key`, or undefined when the URL does not name it. */
export const getQueryArg = (url: string, key: string): string | undefined => queryPairs(url).find(([k]) => k === key)?.[1];

export const removeQueryArg = (url: string, key: string): string => build(url.split('?')[0], queryPairs(url).filter(([k]) => k !== key));

/** Query arguments sorted by name, decoded then encoded alike, so equal queries give one key. */
export const normalizePath = (path: string): string => build(path.split('?')[0], queryPairs(path).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
