import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollTarget, slideBox } from '../../../src/modules/toggle/rules';
import { mount } from '../../../src/modules/toggle/index';
import type { ModuleContext } from '../../../src/core/types';
import { manualFrames } from '../../support/manual-frames';

describe('toggle slide box', () => {
  it('scales the height and the vertical padding together, as jQuery slideToggle', () => {
    expect(slideBox(0, 200, 20, 10)).toEqual({ height: 0, paddingTop: 0, paddingBottom: 0 });
    expect(slideBox(0.5, 200, 20, 10)).toEqual({ height: 100, paddingTop: 10, paddingBottom: 5 });
    expect(slideBox(1, 200, 20, 10)).toEqual({ height: 200, paddingTop: 20, paddingBottom: 10 });
  });
});

describe('accordion scroll into view', () => {
  it('scrolls when the opened item went up under the fixed header: to its top less header less 50 px', () => {
    // Item 40 px from the viewport top, page scrolled to 1000, an 80 px header.
    expect(scrollTarget(40, 1000, 80)).toBe(1000 + 40 - 80 - 50);
    // Far above the viewport.
    expect(scrollTarget(-600, 1500, 80)).toBe(1500 - 600 - 80 - 50);
  });
  it('leaves the page alone when the item top is at or below the header', () => {
    expect(scrollTarget(80, 1000, 80)).toBeUndefined();
    expect(scrollTarget(400, 1000, 80)).toBeUndefined();
    expect(scrollTarget(10, 1000, 0)).toBeUndefined();
  });
  it('never scrolls above the top of the page', () => {
    expect(scrollTarget(-10, 20, 80)).toBe(0);
  });
});

// ── mount on the theme's markup, with frames the test runs by hand ────────────────────────────────────

function fakeCtx(over: Partial<ModuleContext> = {}) {
  const { frame, tween, tick, idle } = manualFrames();
  const smoothScroll = vi.fn(async () => {});
  const ctx = {
    builder: false,
    reducedMotion: false,
    smoothScroll,
    scheduler: { frame, tween, viewport: { scrollY: 1000, width: 1280, height: 800 } },
    ...over,
  } as unknown as ModuleContext;
  const run = () => {
    for (let i = 0; i < 200 && !idle(); i++) tick(50);
  };
  return { ctx, tick, run, smoothScroll };
}

const item = (cls: string, open: boolean, n: number) => `<div class="et_pb_module et_pb_toggle ${cls} ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}">
<h5 class="et_pb_toggle_title">Title ${n}</h5><div class="et_pb_toggle_content clearfix"><p>Content ${n}</p></div></div>`;
const accordion = `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">${[0, 1, 2].map((i) => item(`et_pb_accordion_item et_pb_accordion_item_${i}`, i === 0, i)).join('')}</div>`;

function setup(html: string, over: Partial<ModuleContext> = {}) {
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as HTMLElement;
  const f = fakeCtx(over);
  const cleanup = mount(root, f.ctx);
  const items = [...document.querySelectorAll<HTMLElement>('.et_pb_toggle')];
  const titles = items.map((i) => i.querySelector<HTMLElement>('.et_pb_toggle_title')!);
  const buttons = items.map((i) => i.querySelector<HTMLElement>('.et_pb_toggle_title > [role=button]')!);
  const open = () => items.map((i) => i.classList.contains('et_pb_toggle_open') && !i.classList.contains('et_pb_toggle_close'));
  const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded'));
  return { root, items, titles, buttons, open, expanded, cleanup, ...f };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('toggle mount', () => {
  it('keeps each title a heading and puts the disclosure button for its content inside it', () => {
    const { titles, buttons, items } = setup(accordion);
    titles.forEach((t, i) => {
      expect(t.tagName).toBe('H5');
      expect(t.hasAttribute('role')).toBe(false);
      expect(t.hasAttribute('tabindex')).toBe(false);
      expect(t.style.touchAction).toBe('manipulation');
      const b = buttons[i];
      expect(b.parentElement).toBe(t);
      expect(b.textContent).toBe(`Title ${i}`);
      expect(t.textContent).toBe(`Title ${i}`);
      expect(b.tabIndex).toBe(0);
      expect(document.getElementById(b.getAttribute('aria-controls')!)).toBe(items[i].querySelector('.et_pb_toggle_content'));
    });
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', null, null]);
  });

  it('slides a toggle open, swaps the classes when done, and ignores clicks meanwhile', () => {
    const { titles, items, open, expanded, tick, run } = setup(item('et_pb_toggle_0', false, 0));
    titles[0].click();
    tick();
    expect(expanded()).toEqual(['true']);
    tick();
    tick(100);
    // Sliding: the classes are swapped only at the end; a second click is ignored.
    expect(open()).toEqual([false]);
    expect(items[0].querySelector<HTMLElement>('.et_pb_toggle_content')!.style.overflow).toBe('hidden');
    titles[0].click();
    run();
    expect(open()).toEqual([true]);
    expect(expanded()).toEqual(['true']);
    expect(items[0].querySelector<HTMLElement>('.et_pb_toggle_content')!.style.cssText).toBe('');
    // Closed again by the next click.
    titles[0].click();
    run();
    expect(open()).toEqual([false]);
    expect(expanded()).toEqual(['false']);
  });

  it("opens with Enter or Space on the title's button, once per press", () => {
    const { buttons, open, run } = setup(item('et_pb_toggle_0', false, 0));
    const e = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    buttons[0].dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    buttons[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, repeat: true }));
    run();
    expect(open()).toEqual([true]);
    buttons[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    run();
    expect(open()).toEqual([false]);
  });

  it('in an accordion: opening one closes the open one; the open one and clicks while toggling are ignored', () => {
    const { root, titles, buttons, open, expanded, tick, run } = setup(accordion);
    titles[0].click();
    tick();
    expect(root.classList.contains('et_pb_accordion_toggling')).toBe(false);
    titles[1].click();
    tick();
    expect(root.classList.contains('et_pb_accordion_toggling')).toBe(true);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    titles[2].click();
    run();
    expect(open()).toEqual([false, true, false]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).toEqual([null, 'true', null]);
    expect(root.classList.contains('et_pb_accordion_toggling')).toBe(false);
  });

  it('scrolls the opened item back under the fixed header once the accordion has settled', () => {
    const header = document.createElement('div');
    const { items, titles, run, smoothScroll } = setup(accordion);
    header.id = 'main-header';
    Object.defineProperty(header, 'offsetHeight', { value: 80 });
    document.body.append(header);
    vi.spyOn(items[1], 'getBoundingClientRect').mockReturnValue({ top: -300 } as DOMRect);
    titles[1].click();
    run();
    // scrollY 1000 + top -300 - header 80 - 50, in jQuery's default 400 ms.
    expect(smoothScroll).toHaveBeenCalledWith(570, 400);
  });

  it('counts the admin bar, and not the main header with the vertical nav', () => {
    const { items, titles, run, smoothScroll } = setup(accordion);
    for (const [id, h] of [['wpadminbar', 32], ['main-header', 80]] as const) {
      const el = document.createElement('div');
      el.id = id;
      Object.defineProperty(el, 'offsetHeight', { value: h });
      document.body.append(el);
    }
    document.body.classList.add('et_vertical_nav');
    vi.spyOn(items[2], 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
    titles[2].click();
    run();
    expect(smoothScroll).toHaveBeenCalledWith(1000 + 10 - 32 - 50, 400);
    document.body.classList.remove('et_vertical_nav');
  });

  it('does not scroll when the opened item stays below the header', () => {
    const { items, titles, run, smoothScroll } = setup(accordion);
    vi.spyOn(items[2], 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    titles[2].click();
    run();
    expect(smoothScroll).not.toHaveBeenCalled();
  });

  it('opens and closes at once for reduced motion', () => {
    const { titles, open, tick } = setup(accordion, { reducedMotion: true });
    titles[2].click();
    tick();
    expect(open()).toEqual([false, false, true]);
  });

  it('handles the builder overlay like the title', () => {
    const { items, open, run } = setup(item('et_pb_toggle_0', false, 0).replace('<h5', '<div class="et_fb_toggle_overlay"></div><h5'));
    items[0].querySelector<HTMLElement>('.et_fb_toggle_overlay')!.click();
    run();
    expect(open()).toEqual([true]);
  });

  it('ignores clicks on the content, and stops listening on cleanup', () => {
    const { items, titles, open, run, cleanup } = setup(item('et_pb_toggle_0', true, 0));
    items[0].querySelector<HTMLElement>('.et_pb_toggle_content p')!.click();
    run();
    expect(open()).toEqual([true]);
    cleanup!();
    titles[0].click();
    run();
    expect(open()).toEqual([true]);
  });

  it('warns and does nothing on a toggle without a title or content', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => setup('<div class="et_pb_toggle et_pb_toggle_close"><p>broken</p></div>')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
