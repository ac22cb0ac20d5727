// The lightbox dialog component, under Preact and React: an accessible dialog with text titles, previous
// and next by buttons and keys, focus kept inside, and close running its animation before onClosed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@test/act';
import { openLightbox } from '../../../src/modules/lightbox/view';
import { manualFrames } from '../../support/manual-frames';
import type { Scheduler } from '../../../src/scheduler';
import type { LightboxItem } from '../../../src/modules/lightbox/items';

afterEach(() => document.body.replaceChildren());

function setup(count: number, ms = 500) {
  document.body.innerHTML = Array.from({ length: count }, (_, i) => `<a href="/full-${i}.png"><img src="/t-${i}.png"></a>`).join('');
  const items: LightboxItem[] = [...document.querySelectorAll('a')].map((link, i) => ({
    src: link.href, title: i ? `Image <${i}>` : '', caption: i === 1 ? 'Caption <b>' : '', width: 400, height: 300, link,
  }));
  const frames = manualFrames();
  const scheduler = { frame: frames.frame, tween: frames.tween } as unknown as Scheduler;
  const onClosed = vi.fn();
  return { items, frames, scheduler, onClosed };
}
const key = (k: string, shiftKey = false): void => {
  document.querySelector('.mfp-wrap')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
};

describe(`lightbox dialog (${__RUNTIME__})`, () => {
  it('is a modal dialog that shows titles and captions as text and moves with the buttons and arrow keys, wrapping', async () => {
    const { items, frames, scheduler, onClosed } = setup(3);
    await act(() => {
      openLightbox(document.body, { items, start: 1, ms: 500, scheduler, onClosed });
    });
    const wrap = document.querySelector('.mfp-wrap')!;
    expect(wrap.getAttribute('role')).toBe('dialog');
    expect(wrap.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.mfp-title')!.textContent).toBe('Image <1>Caption <b>');
    expect(document.querySelector('.mfp-title b')).toBeNull();
    expect(document.querySelector('.mfp-counter')!.textContent).toBe('2 of 3');
    expect(document.activeElement?.className).toBe('mfp-close');
    await act(() => key('ArrowRight'));
    expect(document.querySelector('.mfp-counter')!.textContent).toBe('3 of 3');
    await act(() => key('ArrowRight'));
    expect(document.querySelector('.mfp-img')!.getAttribute('src')).toContain('/full-0.png');
    // No title: the dialog is named by its position instead.
    expect(wrap.getAttribute('aria-label')).toBe('1 / 3');
    await act(() => (document.querySelector('.mfp-arrow-left') as HTMLElement).click());
    expect(document.querySelector('.mfp-counter')!.textContent).toBe('3 of 3');
    frames.tick();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('keeps Tab inside, and closes on Escape only after the zoom-out (500 ms)', async () => {
    const { items, frames, scheduler, onClosed } = setup(2);
    await act(() => {
      openLightbox(document.body, { items, start: 0, ms: 500, scheduler, onClosed });
    });
    const focusables = [...document.querySelectorAll<HTMLElement>('.mfp-wrap button')];
    expect(focusables.map((b) => b.className.split(' ')[0])).toEqual(['mfp-close', 'mfp-arrow', 'mfp-arrow']);
    focusables[2].focus();
    await act(() => key('Tab'));
    expect(document.activeElement).toBe(focusables[0]);
    await act(() => key('Tab', true));
    expect(document.activeElement).toBe(focusables[2]);
    await act(() => key('Escape'));
    for (let t = 0; t < 20; t++) frames.tick(16);
    expect(onClosed).not.toHaveBeenCalled();
    for (let t = 0; t < 30; t++) frames.tick(16);
    expect(onClosed).toHaveBeenCalledTimes(1);
    await act(() => key('Escape'));
    for (let t = 0; t < 40; t++) frames.tick(16);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('has no arrows and ignores arrow keys for a single image', async () => {
    const { items, scheduler, onClosed } = setup(1);
    await act(() => {
      openLightbox(document.body, { items, start: 0, ms: 0, scheduler, onClosed });
    });
    expect(document.querySelectorAll('.mfp-arrow').length).toBe(0);
    await act(() => key('ArrowRight'));
    expect(document.querySelector('.mfp-counter')!.textContent).toBe('');
  });
});
