// react-dom from the host page (window.ReactDOM, script handle "react-dom"), resolved at call time.
// WordPress' wp.element carries the same functions, for a host whose ReactDOM global lacks them.
import type * as ReactDOMTypes from 'react-dom';
import type * as ClientTypes from 'react-dom/client';

type D = typeof ReactDOMTypes & typeof ClientTypes;
const g = globalThis as unknown as { ReactDOM?: Partial<D>; wp?: { element?: Partial<D> } };
const fn = <K extends keyof D>(k: K): D[K] => (g.ReactDOM?.[k] ?? g.wp?.element?.[k]) as D[K];

export const createPortal: D['createPortal'] = (...a) => fn('createPortal')(...a);
export const createRoot: D['createRoot'] = (...a) => fn('createRoot')(...a);
export default /* @__PURE__ */ new Proxy({} as D, { get: (_, k) => fn(k as keyof D) });
