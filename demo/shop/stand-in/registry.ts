// WooCommerce's checkout filter registry, with the semantics of its packages/checkout/filter-registry
// (contracts §1.2, §1.3): one set of filters per namespace, kept on the shared global
// window.wc._internalBlocksCheckoutFilters (so several copies of the bundle share one registry); a chain
// in namespace order; the same-type check; validators that throw; one cached value per filter name,
// reused while `arg` and `extensions` are equal one level deep (each member shallow-equal) and the
// default value is the same; an error re-thrown for an admin (wcSettings.currentUserIsAdmin) and, for
// everyone else, logged with the value from before the failing filter kept.

export type CheckoutFilter = (value: unknown, extensions: Record<string, unknown>, args?: unknown) => unknown;
type Filters = Record<string, Record<string, CheckoutFilter>>;
type Bag = Record<string, unknown>;

const win = (typeof window === 'undefined' ? globalThis : window) as unknown as { wc?: { _internalBlocksCheckoutFilters?: Filters }; wcSettings?: Bag };
win.wc = win.wc || {};
win.wc._internalBlocksCheckoutFilters = win.wc._internalBlocksCheckoutFilters || {};
const shared = () => win.wc!._internalBlocksCheckoutFilters!;

let cachedValues: Record<string, unknown> = {};
let cachedRuns: Record<string, { arg: unknown; extensions: unknown; defaultValue: unknown }> = {};

/** CURRENT_USER_IS_ADMIN of @woocommerce/settings: wcSettings.currentUserIsAdmin, read when the script loads. */
export let CURRENT_USER_IS_ADMIN = !!win.wcSettings?.currentUserIsAdmin;

export function registerCheckoutFilters(namespace: string, filters: Record<string, CheckoutFilter>): void {
  if (filters && Object.keys(filters).includes('couponName')) console.warn('couponName is deprecated since 8.8.0. Use coupons instead.');
  cachedValues = {};
  win.wc!._internalBlocksCheckoutFilters = { ...shared(), [namespace]: filters };
}

const isObject = (v: unknown): v is Bag => !!v && typeof v === 'object';

/** isShallowEqual of @wordpress/is-shallow-equal: objects and arrays member by member (===), else ===. */
export function isShallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (!isObject(a) || !isObject(b) || Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

/** Same keys, and each member shallow-equal: one level deeper than isShallowEqual. Two nulls are equal. */
export function membersShallowEqual(a: unknown, b: unknown): boolean {
  if (a === null && b === null) return true;
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && isShallowEqual(a[k], b[k]));
}

function shouldReRunFilters(filterName: string, arg: unknown, extensions: unknown, defaultValue: unknown): boolean {
  const prev = cachedRuns[filterName];
  cachedRuns[filterName] = { arg, extensions, defaultValue };
  if (!prev) return true;
  // As WooCommerce destructures them: an undefined previous value counts as {} (null stays null).
  const { arg: prevArg = {}, extensions: prevExtensions = {}, defaultValue: prevDefault = null } = prev;
  return !membersShallowEqual(arg, prevArg) || defaultValue !== prevDefault || !membersShallowEqual(extensions, prevExtensions);
}

const returnTrue = () => true;

export function applyCheckoutFilter<T>({ filterName, defaultValue, extensions = null, arg = null, validation = returnTrue }: {
  filterName: string;
  defaultValue: T;
  extensions?: Record<string, unknown> | null;
  arg?: unknown;
  validation?: (value: T) => true | boolean;
}): T {
  if (!shouldReRunFilters(filterName, arg, extensions, defaultValue) && cachedValues[filterName] !== undefined) {
    return cachedValues[filterName] as T;
  }
  let value = defaultValue;
  for (const ns of Object.keys(shared())) {
    const filter = shared()[ns]?.[filterName];
    if (!filter) continue;
    try {
      const newValue = filter(value, extensions || {}, arg) as T;
      if (typeof newValue !== typeof value) {
        throw new Error(`The type returned by checkout filters must be the same as the type they receive. The function received ${typeof value} but returned ${typeof newValue}.`);
      }
      value = validation(newValue) ? newValue : value;
    } catch (e) {
      if (CURRENT_USER_IS_ADMIN) throw e;
      console.error(e);
    }
  }
  cachedValues[filterName] = value;
  return value;
}

/** mustContain from packages/checkout/utils/validation: a validator that throws. */
export function mustContain(value: string, required: string): true {
  if (!value.includes(required)) throw new Error(`Returned value must include ${required}, you passed "${value}"`);
  return true;
}
export const productPriceValidation = (value: string) => mustContain(value, '<price/>');

/** Forgets every registration and cached value, and sets whether the shopper is an admin (tests). */
export function __resetRegistry(admin = false): void {
  win.wc!._internalBlocksCheckoutFilters = {};
  cachedValues = {};
  cachedRuns = {};
  CURRENT_USER_IS_ADMIN = admin;
}
