// The component layer renders created markup into a container the module owns, under the visitor build's
// Preact alias and under React 19 alike, and never touches the server markup around it.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act } from '@test/act';
import { ownContainer, renderComponent } from '../../../src/core/component';

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
});
