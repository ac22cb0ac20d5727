// The two unit-test projects really run on different Reacts: the visitor build's Preact alias, and React 19.
import { describe, expect, it } from 'vitest';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { act } from '@test/act';

function Counter() {
  const [n, setN] = React.useState(1);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}

describe(`runtime: ${__RUNTIME__}`, () => {
  it('resolves react to the runtime of this project', () => {
    const isRealReact = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE' in React;
    expect(isRealReact).toBe(__RUNTIME__ === 'react');
  });

  it('renders and updates a component', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    await act(() => root.render(<Counter />));
    expect(el.textContent).toBe('1');
    await act(() => el.querySelector('button')!.click());
    expect(el.textContent).toBe('2');
    await act(() => root.unmount());
    el.remove();
  });
});
