// react-dom from the host page (window.ReactDOM, script handle "react-dom"), resolved at call time.
import type * as ReactDOMTypes from 'react-dom';
import type * as ClientTypes from 'react-dom/client';

type D = typeof ReactDOMTypes & typeof ClientTypes;
const host = (): D => (globalThis as unknown as { ReactDOM: D }).ReactDOM;

export const createPortal: D['createPortal'] = (...a) => host().createPortal(...a);
export const createRoot: D['createRoot'] = (...a) => host().createRoot(...a);
export default new Proxy({} as D, { get: (_, k) => (host() as unknown as Record<PropertyKey, unknown>)[k] });
