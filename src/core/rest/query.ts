// Just enough of @wordpress/url for the middlewares: test for and set one query argument. Keys are the
// client's own constants (_locale, per_page, action), so they need no escaping.
export const hasQueryArg = (url: string, key: string): boolean => new RegExp(`[?&]${key}(=|&|#|$)`).test(url);

/** Replaces the value of `key`, or appends `key=value`. */
export function setQueryArg(url: string, key: string, value: string | number): string {
  const re = new RegExp(`([?&]${key}=)[^&#]*`);
  return re.test(url) ? url.replace(re, `$1${value}`) : `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;
}
