// The component layer renders created markup into a container the module owns, under the visitor build's
// Preact alias and under React 19 alike, and never touches the server markup around it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act } from '@test/act';
import { ownContainer, rehearse, renderComponent, useSignalValue } from '../../../src/core/component';
import { signal } from '../../../src/core/signal';
import type { ReadonlySignal } from '../../../src/core/types';

function Messages({ items, label }: { items: string[]; label: string }) {
  const [open, setOpen] = useState(true);
  return (
    <div role="status">
      <button type="button" onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <ul>
          {items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

afterEach(() => document.body.replaceChildren());

describe(`component layer (${__RUNTIME__})`, () => {
  it('creates an owned container where asked, leaving the server markup as it was', () => {
    document.body.innerHTML = '<div id="root"><p class="server">a</p><p class="server">b</p></div>';
    const root = document.getElementById('root')!;
    const before = root.children[1];
    const el = ownContainer(root, { className: 'et-pb-controllers', before });
    expect([...root.children].map((c) => c.className)).toEqual(['server', 'et-pb-controllers', 'server']);
    expect(el.hasAttribute('data-lightpage')).toBe(true);
    expect(ownContainer(root, { tag: 'span' }).tagName).toBe('SPAN');
  });

  it('renders, keeps state across updates, shows text as text, and removes its container on unmount', async () => {
    document.body.innerHTML = '<form id="f"><input name="a" value="typed"></form>';
    const form = document.getElementById('f')!;
    let r!: ReturnType<typeof renderComponent<{ items: string[]; label: string }>>;
    await act(() => {
      r = renderComponent(Messages, { items: ['<b>x</b>'], label: 'Errors' }, form);
    });
    expect(r.container.querySelector('li')!.textContent).toBe('<b>x</b>');
    expect(r.container.querySelector('b')).toBeNull();
    await act(() => r.container.querySelector('button')!.click());
    expect(r.container.querySelector('ul')).toBeNull();
    await act(() => r.update({ items: ['y'], label: 'Again' }));
    // State survived the update: still closed, new label.
    expect(r.container.querySelector('ul')).toBeNull();
    expect(r.container.querySelector('button')!.textContent).toBe('Again');
    await act(() => r.unmount());
    expect(form.querySelector('[data-lightpage]')).toBeNull();
    expect((form.querySelector('input') as HTMLInputElement).value).toBe('typed');
  });

  it('renders into a container the module already owns, and empties it (not removes it) on unmount', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const live = ownContainer(root);
    live.setAttribute('role', 'alert');
    let r!: ReturnType<typeof renderComponent<{ items: string[]; label: string }>>;
    await act(() => {
      r = renderComponent(Messages, { items: ['a'], label: 'L' }, root, { container: live });
    });
    expect(r.container).toBe(live);
    expect(root.children).toHaveLength(1);
    expect(live.querySelector('li')!.textContent).toBe('a');
    await act(() => r.unmount());
    expect(live.isConnected).toBe(true);
    expect(live.innerHTML).toBe('');
  });

  it('re-renders a component from a signal a behaviour sets (useSignalValue), and stops listening on unmount', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const device = signal<'desktop' | 'phone'>('desktop');
    let renders = 0;
    function Mode({ mode }: { mode: ReadonlySignal<string> }) {
      renders++;
      return <span>{useSignalValue(mode)}</span>;
    }
    let r!: ReturnType<typeof renderComponent<{ mode: ReadonlySignal<string> }>>;
    await act(() => {
      r = renderComponent(Mode, { mode: device }, document.getElementById('root')!);
    });
    expect(r.container.textContent).toBe('desktop');
    await act(() => {
      device.value = 'phone';
    });
    expect(r.container.textContent).toBe('phone');
    await act(() => r.unmount());
    const before = renders;
    device.value = 'desktop';
    await act(() => {});
    expect(renders).toBe(before);
  });

  it('rehearses a component off the page when idle: it renders and unmounts once, and the page is untouched', async () => {
    document.body.innerHTML = '<div class="et-pb-contact-message"></div>';
    const before = document.body.innerHTML;
    const seen: string[] = [];
    function Probe({ items }: { items: string[] }) {
      seen.push('render');
      return (
        <ul ref={(el: HTMLUListElement | null) => void (el ? seen.push(`mounted ${el.children.length} ${el.isConnected}`) : seen.push('unmounted'))}>
          {items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      );
    }
    vi.useFakeTimers();
    try {
      rehearse(Probe, { items: ['a', 'b'] });
      expect(seen).toEqual([]); // not in the caller's task: when the page is idle
      await act(() => void vi.runAllTimers());
      // Unmounted once its effects have run (the framework runs them after a frame, or when act() ends).
      await act(() => void vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(seen).toEqual(['render', 'mounted 2 false', 'unmounted']);
    expect(document.body.innerHTML).toBe(before);
  });

  it('rehearses the update a signal causes: one that changes when subscribed to is rendered again, then unmounted', async () => {
    const seen: string[] = [];
    const items = { value: [] as string[], subscribe: (show: (v: string[]) => void) => (show((items.value = ['a', 'b', 'c'])), () => {}) };
    function Probe({ list }: { list: ReadonlySignal<string[]> }) {
      const shown = useSignalValue(list);
      seen.push(`render ${shown.length}`);
      return (
        <ul ref={(el: HTMLUListElement | null) => void (el ? seen.push(`mounted ${el.children.length}`) : seen.push('unmounted'))}>
          {shown.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      );
    }
    vi.useFakeTimers();
    try {
      rehearse(Probe, { list: items });
      await act(() => void vi.runAllTimers());
      await act(() => void vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(seen[0]).toBe('render 0');
    // Preact (the visitor build, where the rehearsal matters) re-renders in a microtask, before the unmount's
    // timer; React schedules that render as a task of its own, which may come after it.
    // (The ref callback is a new one at each render: null, then the list again.)
    if (__RUNTIME__ === 'preact') expect(seen).toEqual(['render 0', 'mounted 0', 'render 3', 'unmounted', 'mounted 3', 'unmounted']);
    expect(seen.at(-1)).toBe('unmounted');
  });
});
