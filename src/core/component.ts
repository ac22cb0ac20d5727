// The component layer. Markup the runtime creates from data (messages, error lists, pagination bars, arrows,
// dots, lightboxes) is a React function component rendered into a container its module owns inside the
// module's server root; the server's own markup is never re-rendered or hydrated (components reach server
// elements through props and refs). Only component code imports this file, never boot or the runtime: the
// framework (Preact through the `react` alias in the visitor build, React 19 in the builder build) arrives
// with the first component a visitor needs.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export interface Rendered<P> {
  /** The element the module owns: created here, removed by unmount. */
  readonly container: HTMLElement;
  /** Render again with new props (the component keeps its state). */
  update(props: P): void;
  unmount(): void;
}

export interface ContainerOptions {
  /** Tag of the owned container (default div; span inside inline content). */
  tag?: string;
  /** Classes of the container, e.g. the theme's own class so its CSS applies. */
  className?: string;
  /** Insert before this child of `parent` (default: append). */
  before?: Node | null;
}

/** Create the container a module owns inside `parent`; marked so it is never taken for server markup. */
export function ownContainer(parent: Element, { tag = 'div', className, before = null }: ContainerOptions = {}): HTMLElement {
  const el = parent.ownerDocument.createElement(tag);
  if (className) el.className = className;
  el.setAttribute('data-lightpage', '');
  parent.insertBefore(el, before);
  return el;
}

/** Render `Component` with `props` into a new container owned by the module, inside `parent`. */
export function renderComponent<P extends object>(
  Component: ComponentType<P>,
  props: P,
  parent: Element,
  options?: ContainerOptions,
): Rendered<P> {
  const container = ownContainer(parent, options);
  const root = createRoot(container);
  root.render(createElement(Component, props));
  return {
    container,
    update: (next) => root.render(createElement(Component, next)),
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
