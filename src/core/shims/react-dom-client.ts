// The visitor build's `react-dom/client` (and `react-dom`): createRoot over Preact's render, which is all
// the component layer uses.
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}

/** Preact renders synchronously inside render(); nothing to flush. */
export const flushSync = <T>(fn: () => T): T => fn();
