// First-party cookies, as the theme writes them (A/B goals, the shop log): `name=value; expires; path=/`.
const DAY_MS = 864e5;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a cookie someone else wrote with a stray '%'
  }
};

/** The cookie's value, or undefined when it is not set. */
export function getCookie(name: string, doc: Document = document): string | undefined {
  const key = encodeURIComponent(name) + '=';
  const pair = doc.cookie.split('; ').find((p) => p.startsWith(key));
  return pair && decode(pair.slice(key.length));
}

/** Set a cookie for the whole site, kept `days` days (0 or less removes it). */
export function setCookie(name: string, value: string, days: number, doc: Document = document): void {
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}; path=/`;
}

/**
 * ctx.cookies' code, kept out of runtime.js (only A/B testing uses it): the module that uses ctx.cookies
 * re-exports this from its index.ts (`export { cookies } from '../../core/cookies'`), and the runtime takes
 * it from that module's chunk before its mount runs (core/mount).
 */
export const cookies = { get: getCookie, set: setCookie };
