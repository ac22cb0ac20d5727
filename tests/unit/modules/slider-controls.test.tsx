// The created markup of sliders and carousels, under Preact and React: the theme's classes, links that act
// as buttons (never followed, Space works), the active controller marked, thumbnails' images as CSS text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@test/act';
import { renderComponent } from '../../../src/core/component';
import { Arrows } from '../../../src/core/slides/arrows';
import { Controllers } from '../../../src/modules/slider/controls';
import { Thumbs } from '../../../src/modules/slider/thumbs';

afterEach(() => document.body.replaceChildren());

describe(`slider controls (${__RUNTIME__})`, () => {
  it('arrows: theme classes, labels from the theme strings, click and Space move, the link is not followed', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const move = vi.fn();
    await act(() => void renderComponent(Arrows, { previous: 'Zurück', next: 'Weiter', move }, root, { className: 'et-pb-slider-arrows' }));
    const [prev, next] = [...root.querySelectorAll<HTMLAnchorElement>('.et-pb-slider-arrows > a')];
    expect(prev.className).toBe('et-pb-arrow-prev');
    expect(prev.querySelector('span')!.textContent).toBe('Zurück');
    expect(next.getAttribute('aria-label')).toBe('Weiter');
    expect(next.getAttribute('role')).toBe('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(() => void next.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await act(() => void prev.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })));
    await act(() => void prev.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true })));
    expect(move.mock.calls).toEqual([[1], [-1]]);
  });

  it('controllers: one per slide, the active one marked, updates follow the slider', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const select = vi.fn();
    let r!: ReturnType<typeof renderComponent<Parameters<typeof Controllers>[0]>>;
    await act(() => void (r = renderComponent(Controllers, { count: 3, active: 0, select }, root, { className: 'et-pb-controllers' })));
    const marks = () => [...r.container.querySelectorAll('a')].map((a) => [a.className, a.getAttribute('aria-current'), a.textContent]);
    expect(marks()).toEqual([['et-pb-active-control', 'true', '1'], ['', null, '2'], ['', null, '3']]);
    await act(() => r.update({ count: 3, active: 2, select }));
    expect(marks()).toEqual([['', null, '1'], ['', null, '2'], ['et-pb-active-control', 'true', '3']]);
    await act(() => void r.container.querySelectorAll('a')[1].click());
    expect(select).toHaveBeenCalledWith(1);
  });

  it('thumbnails: the theme\'s markup, images as CSS text (no markup injection), ready once in the document', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const ready = vi.fn();
    const select = vi.fn();
    const evil = '/a.png") ; } body { color: red } x { y: url("';
    await act(() => void renderComponent(Thumbs, { images: ['/one.svg', '', evil], active: 1, select, ready }, root, { className: 'et_pb_carousel_items' }));
    const items = [...root.querySelectorAll<HTMLElement>('.et_pb_carousel_items > .et_pb_carousel_item')];
    expect(items.map((i) => i.className)).toEqual(['et_pb_carousel_item position_1', 'et_pb_carousel_item position_2 et-pb-active-control', 'et_pb_carousel_item position_3']);
    expect(items[0].querySelector<HTMLElement>('.et_pb_video_overlay')!.style.backgroundImage).toContain('/one.svg');
    expect(items[1].querySelector<HTMLElement>('.et_pb_video_overlay')!.getAttribute('style')).toBeNull();
    expect(document.querySelectorAll('style').length).toBe(0);
    expect(items[2].querySelector('.et_pb_video_play')!.getAttribute('aria-label')).toBe('3');
    expect(ready).toHaveBeenCalledTimes(1);
    await act(() => void items[2].querySelector<HTMLAnchorElement>('.et_pb_video_play')!.click());
    expect(select).toHaveBeenCalledWith(2);
  });
});
