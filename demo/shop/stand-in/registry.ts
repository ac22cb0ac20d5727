// WooCommerce's checkout filter registry, with the semantics of packages/checkout/filter-registry
// (contracts §1.2, §1.3): one set of filters per namespace, a chain in namespace order, the same-type
// check, validators that throw, one cached value per filter name, errors logged and the value from
// before the failing filter kept (the visitor is not an admin, so nothing is re-thrown).

export type CheckoutFilter = (value: unknown, extensions: Record<string, unknown>, args?: unknown) => unknown;

let checkoutFilters: Record<string, Record<string, CheckoutFilter>> = {};
let cachedValues: Record<string, unknown> = {};
const cachedArgs: Record<string, { arg: unknown; extensions: unknown; defaultValue: unknown }> = {};

/** CURRENT_USER_IS_ADMIN from @woocommerce/settings: the stand-in's shopper is a visitor. */
export const CURRENT_USER_IS_ADMIN = false;

export function registerCheckoutFilters(namespace: string, filters: Record<string, CheckoutFilter>): void {
  if (filters && 'couponName' in filters) console.warn('couponName is deprecated since 8.8.0. Use coupons instead.');
  checkoutFilters = { ...checkoutFilters, [namespace]: filters };
  cachedValues = {};
}

/** isShallowEqual of @wordpress/is-shallow-equal for objects: same keys, members ===. */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

function shouldReRunFilters(filterName: string, arg: unknown, extensions: unknown, defaultValue: unknown): boolean {
  const prev = cachedArgs[filterName];
  cachedArgs[filterName] = { arg, extensions, defaultValue };
  if (!prev) return true;
  const same = shallowEqual(prev.arg, arg) && prev.defaultValue === defaultValue && (prev.extensions === extensions || shallowEqual(prev.extensions, extensions));
  return !same;
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
  for (const ns of Object.keys(checkoutFilters)) {
    const filter = checkoutFilters[ns]?.[filterName];
    if (typeof filter !== 'function') continue;
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

/** Forgets every registration and cached value (tests). */
export function __resetRegistry(): void {
  checkoutFilters = {};
  cachedValues = {};
  for (const k of Object.keys(cachedArgs)) delete cachedArgs[k];
}
