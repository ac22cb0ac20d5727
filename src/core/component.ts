// The component layer. Markup the runtime creates from data (messages, error lists, pagination bars, arrows,
// dots, lightboxes) is a React function component rendered into a container its module owns inside the
// module's server root; the server's own markup is never re-rendered or hydrated (components reach server
// elements through props and refs). Only component code imports this file, never boot or the runtime: the
// framework (Preact through the thin `react` alias in the visitor build, React 19 in the builder build)
// arrives with the first component a visitor needs.
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ownContainer, type ContainerOptions } from './own-container';
import type { ReadonlySignal } from './types';

export { ownContainer, type ContainerOptions };
// Components' JSX goes through the jsx runtime: re-exported here so it lives in the one shared framework
// chunk, not in a second small one beside the first component that uses it.
export { jsx as _jsx } from 'react/jsx-runtime';

export interface Rendered<P> {
  /** The element the module owns: created here (removed by unmount), or the one passed as `container`. */
  readonly container: HTMLElement;
  /** Render again with new props (the component keeps its state). */
  update(props: P): void;
  unmount(): void;
}

export interface RenderOptions extends ContainerOptions {
  /**
   * Render into this container, which the module already owns (made with ownContainer, e.g. a live region
   * that must exist before its first message). It is emptied, not removed, on unmount.
   */
  container?: HTMLElement;
}

/** Render `Component` with `props` into a new container owned by the module, inside `parent`. */
export function renderComponent<P extends object>(
  Component: ComponentType<P>,
  props: P,
  parent: Element,
  options: RenderOptions = {},
): Rendered<P> {
  const container = options.container ?? ownContainer(parent, options);
  const root = createRoot(container);
  root.render(createElement(Component, props));
  return {
    container,
    update: (next) => root.render(createElement(Component, next)),
    unmount() {
      root.unmount();
      if (!options.container) container.remove();
    },
  };
}

/**
 * Render `Component` with `props` once into a detached element and unmount it, when the page is idle. For a
 * component that shows nothing until the visitor acts (an error list): the framework's code that creates
 * elements has then run once, so the visitor's first submit pays for its own few nodes, not for the first
 * execution (and compilation) of that code in the frame that answers the tap. It is unmounted once its
 * effects, and the updates they set off, have run: a signal in `props` that changes when its effect subscribes
 * rehearses the update a visitor's action causes (the state hook's setter, the render queue, the re-render),
 * which is the path the first submit takes (in the visitor build: Preact re-renders in a microtask, before the
 * unmount's timer; React's own task for it may come after). Nothing is added to the page.
 */
export function rehearse<P extends object>(Component: ComponentType<P>, props: P): void {
  (self.requestIdleCallback ?? setTimeout)(() => {
    const root = createRoot(document.createElement('div'));
    // A parent's effects run after its children's: the component's have run when this one does.
    function Stage() {
      useEffect(() => void setTimeout(() => root.unmount()), []);
      return createElement(Component, props);
    }
    flushSync(() => root.render(createElement(Stage, null)));
  });
}

/**
 * The current value of a signal shared with a behaviour (ctx.device, a form's submitting flag), re-rendering
 * on change. A hook over core's tiny signal rather than @preact/signals: the same in both builds, and no
 * signals runtime in the Preact chunk.
 */
export function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  const [, setSeen] = useState(() => signal.value);
  // Subscribe, and catch a change made between render and subscription.
  useEffect(() => {
    setSeen(signal.value);
    return signal.subscribe((v) => setSeen(v));
  }, [signal]);
  return signal.value;
}
