// The visitor build's `react`: Preact's core and hooks under React's names, instead of all of preact/compat
// (measured in docs/components.md). Preact 11 hands `ref` to function components as a prop, as React 19 does,
// so forwardRef is only a wrapper. What a component needs beyond this list fails the build loudly
// ("No matching export"): add it here, or prefer the plain hook.
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { createElement, Fragment, createContext, createRef, cloneElement, isValidElement, Component } from 'preact';
export { useState, useReducer, useEffect, useLayoutEffect, useRef, useMemo, useCallback, useContext, useId, useImperativeHandle } from 'preact/hooks';

export function forwardRef<P, R>(render: (props: P, ref: R | null) => ComponentChildren): FunctionComponent<P & { ref?: R }> {
  return (props) => render(props, (props as { ref?: R }).ref ?? null);
}

/** React's store hook, as React's own shim for older Reacts does it (only bundled where a component uses it). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ inst }, force] = useState(() => ({ inst: { value, getSnapshot } }));
  const changed = () => !Object.is(inst.value, inst.getSnapshot());
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    if (changed()) force({ inst });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed()) force({ inst });
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
