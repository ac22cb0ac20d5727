// The link and the popup, rendered on the project's runtime (Preact alias, then React 19): the same
// plain React API the add-on uses on the host page's React.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from '@test/act';
import { AttachedLink, AttachedPopup } from '../../../src/shop-addon/popup';

const products = [
  { name: 'Colombia beans', image: 'https://shop.test/beans.jpg', quantity: 2 },
  { name: '<img src=x onerror="window.__pwned=1">Espresso', image: 'x" onerror="window.__pwned=2', quantity: 1 },
  { name: 'No picture', image: '', quantity: 3 },
];

let root: Root | undefined;
let el: HTMLElement;
async function mount(node: Parameters<Root['render']>[0]) {
  el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  await act(() => root!.render(node));
}
afterEach(async () => {
  if (root) await act(() => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
});
const key = (k: string, target: EventTarget = document.activeElement ?? document.body) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

describe(`shop add-on popup (${__RUNTIME__})`, () => {
  it('the link opens on click and on Space, with the spec text', async () => {
    const onOpen = vi.fn();
    await mount(<AttachedLink onOpen={onOpen} />);
    const a = el.querySelector('a')!;
    expect(a.textContent).toBe('View Attached Products');
    expect(a.getAttribute('role')).toBe('button');
    expect(a.getAttribute('aria-haspopup')).toBe('dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(() => void a.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true); // no jump to "#"
    expect(onOpen).toHaveBeenLastCalledWith(a);
    await key(' ', a);
    expect(onOpen).toHaveBeenCalledTimes(2);
    await key('x', a);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('is a labelled modal dialog listing image, name and quantity', async () => {
    await mount(<AttachedPopup products={products} onClose={() => {}} returnTo={() => null} />);
    const dialog = el.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Attached Products');
    const items = [...dialog.querySelectorAll('li')];
    expect(items.map((li) => li.textContent!.trim())).toEqual([
      'Colombia beans x 2',
      '<img src=x onerror="window.__pwned=1">Espresso x 1',
      'No picture x 3',
    ]);
    expect(items[0].querySelector('img')!.getAttribute('src')).toBe('https://shop.test/beans.jpg');
    expect(items[2].querySelector('img')).toBeNull();
  });

  it('renders hostile names and image URLs as text and attributes, never as HTML', async () => {
    await mount(<AttachedPopup products={products} onClose={() => {}} returnTo={() => null} />);
    const li = el.querySelectorAll('li')[1];
    expect(li.querySelectorAll('img')).toHaveLength(1); // only the picture, no img from the name
    const img = li.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('x" onerror="window.__pwned=2');
    expect(img.hasAttribute('onerror')).toBe(false);
  });

  it('moves focus to its close control, keeps Tab inside, and closes by the control or Escape', async () => {
    const onClose = vi.fn();
    await mount(<AttachedPopup products={products} onClose={onClose} returnTo={() => null} />);
    const close = el.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    expect(document.activeElement).toBe(close);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(() => void close.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    await act(() => close.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    await key('Escape', document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Escape from reaching the host (a drawer it was opened from stays open)', async () => {
    const host = vi.fn();
    document.addEventListener('keydown', host);
    await mount(<AttachedPopup products={products} onClose={() => {}} returnTo={() => null} />);
    await key('Escape');
    expect(host).not.toHaveBeenCalled();
    document.removeEventListener('keydown', host);
  });

  it('gives focus back when it closes, and stops listening', async () => {
    const opener = document.createElement('a');
    opener.href = '#';
    document.body.append(opener);
    const onClose = vi.fn();
    await mount(<AttachedPopup products={products} onClose={onClose} returnTo={() => opener} />);
    await act(() => root!.render(<></>));
    expect(document.activeElement).toBe(opener);
    await key('Escape', document.body);
    expect(onClose).not.toHaveBeenCalled();
  });
});
