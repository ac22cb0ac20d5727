// The shop add-on runs inside WooCommerce's block cart, where WordPress has already put React on the
// page (window.React, script handle "react"). The add-on build aliases `react` here, so it ships no
// framework. Every export defers to window.React at call time: the add-on can load before React does.
import type * as ReactTypes from 'react';

type R = typeof ReactTypes;
const host = (): R => (globalThis as unknown as { React: R }).React;

export const createElement: R['createElement'] = ((...a: Parameters<R['createElement']>) => host().createElement(...a)) as R['createElement'];
export const useState: R['useState'] = ((i: unknown) => host().useState(i)) as R['useState'];
export const useEffect: R['useEffect'] = (fx, deps) => host().useEffect(fx, deps);
export const useLayoutEffect: R['useLayoutEffect'] = (fx, deps) => host().useLayoutEffect(fx, deps);
export const useRef: R['useRef'] = ((i: unknown) => host().useRef(i)) as R['useRef'];
export const useCallback: R['useCallback'] = (fn, deps) => host().useCallback(fn, deps);
export const useMemo: R['useMemo'] = (fn, deps) => host().useMemo(fn, deps);
export const useId: R['useId'] = () => host().useId();
export const Fragment = Symbol.for('react.fragment') as unknown as R['Fragment'];
export default /* @__PURE__ */ new Proxy({} as R, { get: (_, k) => (host() as unknown as Record<PropertyKey, unknown>)[k] });
