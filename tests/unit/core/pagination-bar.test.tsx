// The pagination bar component, under Preact and React: the theme's markup and classes, the window,
// prev/next, and clicks reported as page numbers (never following the "#" links).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@test/act';
import { renderBar, type BarProps } from '../../../src/core/pagination/bar';

afterEach(() => document.body.replaceChildren());

const props = (p: Partial<BarProps>): BarProps => ({ total: 7, current: 1, moved: false, prev: 'Prev', next: 'Next', onPage: () => {}, ...p });
const shownPages = (el: Element) => [...el.querySelectorAll<HTMLElement>('li.page')].filter((li) => li.style.display !== 'none').map((li) => li.textContent);

describe(`pagination bar (${__RUNTIME__})`, () => {
  it('renders the theme\'s markup: prev, page-N links with data-page, active, last-page, next', async () => {
    document.body.innerHTML = '<div class="et_pb_gallery_pagination"></div>';
    const parent = document.body.firstElementChild!;
    let bar!: ReturnType<typeof renderBar>;
    await act(() => {
      bar = renderBar(props({}), parent);
    });
    const ul = parent.querySelector('ul')!;
    expect([...ul.children].map((li) => li.className)).toEqual(['prev', 'page page-1', 'page page-2', 'page page-3', 'page page-4', 'page page-5', 'page page-6', 'page page-7', 'next']);
    expect(ul.querySelector('a.page-1')!.className).toBe('page-1 active');
    expect(ul.querySelector('a.page-1')!.getAttribute('aria-current')).toBe('page');
    expect(ul.querySelector('a.page-7')!.className).toBe('page-7 last-page');
    expect(ul.querySelector('a.page-3')!.getAttribute('data-page')).toBe('3');
    expect((ul.querySelector('li.prev') as HTMLElement).style.display).toBe('none');
    expect(ul.querySelector('li.next a')!.textContent).toBe('Next');
    expect(shownPages(ul)).toEqual(['1', '2', '3', '4']);

    await act(() => bar.update(props({ current: 7, moved: true })));
    expect(shownPages(ul)).toEqual(['3', '4', '5', '6', '7']);
    expect((ul.querySelector('li.prev') as HTMLElement).style.display).toBe('');
    expect((ul.querySelector('li.next') as HTMLElement).style.display).toBe('none');
    await act(() => bar.unmount());
    expect(parent.children.length).toBe(0);
  });

  it('reports clicks as page numbers, prev and next relative to the current page, and prevents the "#" navigation', async () => {
    document.body.innerHTML = '<div></div>';
    const onPage = vi.fn();
    await act(() => {
      renderBar(props({ current: 3, moved: true, onPage }), document.body.firstElementChild!);
    });
    const click = (sel: string) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(sel)!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click('a.page-5')).toBe(true);
    expect(click('a.page-prev')).toBe(true);
    expect(click('a.page-next')).toBe(true);
    click('a.page-3'); // the current page: nothing to do
    expect(onPage.mock.calls).toEqual([[5], [2], [4]]);
  });
});
