// The add-on's root on the project's runtime: a link portalled into each host element, one popup
// outside the host's rows, which stays open when the host re-creates a row.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@test/act';
import { createApp, ROOT_ID } from '../../../src/shop-addon/app';
import { HOST_ATTR } from '../../../src/shop-addon/place';

const products: Record<string, { name: string; image: string; quantity: number }[]> = {
  b: [{ name: 'Beans', image: '', quantity: 2 }],
  c: [{ name: 'Cocoa', image: '', quantity: 1 }],
};
const host = (key: string) => {
  const h = document.createElement('div');
  h.setAttribute(HOST_ATTR, key);
  document.body.append(h);
  return h;
};
const dialog = () => document.querySelector(`#${ROOT_ID} [role="dialog"]`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe(`shop add-on app (${__RUNTIME__})`, () => {
  it('renders one link per host and opens the popup of that item', async () => {
    const app = createApp(document, (k) => products[k]);
    const hosts = [host('b'), host('c')];
    await act(() => app.update(hosts));
    expect(hosts.map((h) => h.querySelectorAll('a').length)).toEqual([1, 1]);
    await act(() => hosts[1].querySelector('a')!.click());
    expect(dialog()!.querySelector('li')!.textContent!.trim()).toBe('Cocoa x 1');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Close');
    await act(() => (document.activeElement as HTMLElement).click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(hosts[1].querySelector('a'));
  });

  it('changes nothing when given the same hosts again', async () => {
    const app = createApp(document, (k) => products[k]);
    const hosts = [host('b')];
    await act(() => app.update(hosts));
    const link = hosts[0].querySelector('a');
    await act(() => app.update([...hosts]));
    expect(hosts[0].querySelector('a')).toBe(link);
    expect(document.querySelectorAll('a')).toHaveLength(1);
  });

  it('keeps the popup open when the row is re-created, and returns focus to the new link', async () => {
    const app = createApp(document, (k) => products[k]);
    const first = host('b');
    await act(() => app.update([first]));
    await act(() => first.querySelector('a')!.click());
    expect(dialog()).not.toBeNull();
    first.remove(); // the host re-rendered the row: our element is gone, a new one is placed
    const second = host('b');
    await act(() => app.update([second]));
    expect(dialog()).not.toBeNull();
    expect(second.querySelectorAll('a')).toHaveLength(1);
    await act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(second.querySelector('a'));
  });

  it('creates no root until there is a link to show', async () => {
    const app = createApp(document, (k) => products[k]);
    await act(() => app.update([]));
    expect(document.getElementById(ROOT_ID)).toBeNull();
  });
});
