// The automatic JSX runtime over the host's React.createElement.
import { createElement, Fragment } from './react';

type Props = Record<string, unknown> & { children?: unknown };

export function jsx(type: Parameters<typeof createElement>[0], props: Props, key?: string) {
  const { children, ...rest } = props;
  if (key !== undefined) (rest as Props).key = key;
  const kids: unknown[] = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return createElement(type as never, rest as never, ...(kids as never[]));
}
export const jsxs = jsx;
export { Fragment };
