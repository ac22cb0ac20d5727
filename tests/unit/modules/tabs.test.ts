import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStacked, keyTarget, parseIndex } from '../../../src/modules/tabs/rules';
import { mount } from '../../../src/modules/tabs/index';
import type { ModuleContext } from '../../../src/core/types';
import { manualFrames } from '../../support/manual-frames';

describe('tabs keys (ARIA tabs pattern)', () => {
  it('moves right and down to the next tab, wrapping at the end', () => {
    expect(keyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyTarget('ArrowRight', 3, 4)).toBe(0);
  });
  it('moves left and up to the previous tab, wrapping at the start', () => {
    expect(keyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(keyTarget('ArrowUp', 0, 4)).toBe(3);
  });
  it('jumps to the first and last with Home and End', () => {
    expect(keyTarget('Home', 2, 4)).toBe(0);
    expect(keyTarget('End', 0, 4)).toBe(3);
  });
  it('leaves other keys alone', () => {
    expect(keyTarget('Enter', 1, 4)).toBeUndefined();
    expect(keyTarget('a', 1, 4)).toBeUndefined();
  });
});

describe('tabs fragment parameter', () => {
  it('is a 0-based tab index', () => {
    expect(parseIndex('0', 3)).toBe(0);
    expect(parseIndex('2', 3)).toBe(2);
  });
  it('names no tab when out of range, negative, not a number or missing', () => {
    for (const bad of ['3', '-1', '1.5', 'abc', '', ' 1', '99999999999999', undefined, null, 2]) expect(parseIndex(bad, 3)).toBeUndefined();
  });
});

describe('tabs stacking', () => {
  it('stacks in a narrow column, and on windows narrower than 768 px', () => {
    expect(isStacked(true, 1280)).toBe(true);
    expect(isStacked(false, 767)).toBe(true);
    expect(isStacked(false, 768)).toBe(false);
  });
});

// ── mount on the theme's markup, with frames the test runs by hand ────────────────────────────────────

function fakeCtx(over: Partial<ModuleContext> = {}) {
  const { frame, tween, tick, idle } = manualFrames();
  const fragment = { set: vi.fn() };
  const remeasure = vi.fn();
  // The scheduler's size watch, driven by hand: sizeChanged(el) is what its ResizeObserver would report.
  const sizeSubs = new Map<Element, () => void>();
  const onSizeChange = (el: Element, fn: () => void) => (sizeSubs.set(el, fn), () => sizeSubs.delete(el));
  const sizeChanged = (el: Element) => sizeSubs.get(el)?.();
  const ctx = {
    builder: false,
    reducedMotion: false,
    fragment,
    scheduler: { frame, tween, viewport: { scrollY: 0, width: 1280, height: 800 }, onResizeEnd: () => () => {}, remeasure, onSizeChange },
    ...over,
  } as unknown as ModuleContext;
  return { ctx, tick, fragment, remeasure, idle, sizeChanged, sizeSubs };
}

const markup = (active = 0, id = 'my-tabs') => `<div${id ? ` id="${id}"` : ''} class="et_pb_module et_pb_tabs et_pb_tabs_0">
<ul class="et_pb_tabs_controls clearfix">${[0, 1, 2].map((i) => `<li class="et_pb_tab_${i}${i === active ? ' et_pb_tab_active' : ''}"><a href="#">Tab ${i}</a></li>`).join('')}</ul>
<div class="et_pb_all_tabs">${[0, 1, 2].map((i) => `<div class="et_pb_tab et_pb_tab_${i} clearfix${i === active ? ' et_pb_active_content' : ''}"><div class="et_pb_tab_content">Panel ${i}</div></div>`).join('')}</div>
</div>`;

function setup(html = markup(), over: Partial<ModuleContext> = {}) {
  document.body.innerHTML = html;
  const root = document.querySelector<HTMLElement>('.et_pb_tabs')!;
  const f = fakeCtx(over);
  const cleanup = mount(root, f.ctx);
  const tabs = [...root.querySelectorAll<HTMLElement>('.et_pb_tabs_controls a')];
  const panels = [...root.querySelectorAll<HTMLElement>('.et_pb_all_tabs > div')];
  const selected = () => tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
  const shown = () => panels.findIndex((p) => p.classList.contains('et_pb_active_content'));
  const run = () => {
    for (let i = 0; i < 200 && !f.idle(); i++) f.tick(50);
  };
  return { root, tabs, panels, selected, shown, run, cleanup, ...f };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('tabs mount', () => {
  it('adds roles, ids, the selected state and a roving tabindex', () => {
    const { root, tabs, panels } = setup(markup(1));
    expect(root.querySelector('ul')!.getAttribute('role')).toBe('tablist');
    expect(tabs.map((t) => [t.getAttribute('role'), t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['tab', 'false', -1],
      ['tab', 'true', 0],
      ['tab', 'false', -1],
    ]);
    tabs.forEach((t, i) => {
      expect(document.getElementById(t.getAttribute('aria-controls')!)).toBe(panels[i]);
      expect(panels[i].getAttribute('aria-labelledby')).toBe(t.id);
      expect(panels[i].getAttribute('role')).toBe('tabpanel');
    });
    expect(tabs[0].id).toBe('my-tabs-tab-0');
  });

  it('fades the old panel out, then the new one in, and writes id|index', () => {
    const { tabs, panels, selected, shown, tick, run, fragment, remeasure, root } = setup();
    tabs[2].click();
    expect(fragment.set).toHaveBeenCalledWith(root, [2]);
    tick();
    expect(selected()).toBe(2);
    tick(200);
    // Half way through the fade out, the old panel is still the one shown.
    expect(shown()).toBe(0);
    expect(+panels[0].style.opacity).toBeGreaterThan(0);
    expect(+panels[0].style.opacity).toBeLessThan(1);
    run();
    expect(shown()).toBe(2);
    expect(panels.map((p) => p.style.opacity)).toEqual(['', '', '']);
    expect(remeasure).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while fading, but applies a fragment change after the fade', () => {
    const { root, tabs, shown, selected, tick, run, fragment } = setup();
    tabs[1].click();
    tick();
    tabs[2].click();
    root.dispatchEvent(new CustomEvent('et_hashchange', { detail: { params: ['0'] } }));
    expect(fragment.set).toHaveBeenCalledTimes(1);
    run();
    // The click on tab 2 was dropped; the fragment's tab 0 came after tab 1.
    expect(shown()).toBe(0);
    expect(selected()).toBe(0);
    expect(fragment.set).toHaveBeenCalledTimes(1);
  });

  it('re-measures the equal control heights when the content of a control changes size (a font, an image), and stops on cleanup', () => {
    const { root, tabs, run, sizeChanged, sizeSubs, cleanup } = setup();
    const lis = [...root.querySelectorAll<HTMLElement>('.et_pb_tabs_controls li')];
    let heights = [30, 30, 30];
    lis.forEach((li, i) => vi.spyOn(li, 'getBoundingClientRect').mockImplementation(() => ({ height: heights[i] }) as DOMRect));
    run();
    expect(lis.map((li) => li.style.minHeight)).toEqual(['30px', '30px', '30px']);
    // A web font makes the second title wrap onto two lines: no window resize happens.
    heights = [30, 52, 30];
    sizeChanged(tabs[1]);
    run();
    expect(lis.map((li) => li.style.minHeight)).toEqual(['52px', '52px', '52px']);
    expect(sizeSubs.size).toBe(3);
    cleanup!();
    expect(sizeSubs.size).toBe(0);
  });

  it('applies the last keyboard choice made during the fade once it ends, and writes it to the fragment', () => {
    const { root, tabs, shown, selected, tick, run, fragment } = setup();
    tabs[0].focus();
    const enter = (t: HTMLElement) => t.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    enter(tabs[1]);
    tick();
    tick(200);
    // Mid-fade the visitor moves on and presses Enter on the third tab (focus is already there).
    tabs[2].focus();
    enter(tabs[2]);
    expect(selected()).toBe(1);
    run();
    expect(selected()).toBe(2);
    expect(shown()).toBe(2);
    expect(document.activeElement).toBe(tabs[2]);
    expect(fragment.set.mock.calls).toEqual([
      [root, [1]],
      [root, [2]],
    ]);
  });

  it('matches controls to panels by element, ignoring a stray script or other element among them', () => {
    const html = markup()
      .replace('<li class="et_pb_tab_1">', '<script>var x = 1;</script><li class="et_pb_tab_1">')
      .replace('<div class="et_pb_tab et_pb_tab_1 ', '<noscript>no js</noscript><div class="et_pb_tab et_pb_tab_1 ');
    const { tabs, run, root } = setup(html);
    expect(tabs).toHaveLength(3);
    tabs[2].click();
    run();
    const active = root.querySelector('.et_pb_active_content')!;
    expect(active.textContent).toBe('Panel 2');
    expect(document.getElementById(tabs[1].getAttribute('aria-controls')!)!.textContent).toBe('Panel 1');
  });

  it('switches to the tab a fragment names, and ignores one that names none', () => {
    const { root, shown, run, fragment } = setup();
    root.dispatchEvent(new CustomEvent('et_hashchange', { detail: { params: ['7'] } }));
    root.dispatchEvent(new CustomEvent('et_hashchange', { detail: {} }));
    run();
    expect(shown()).toBe(0);
    root.dispatchEvent(new CustomEvent('et_hashchange', { detail: { params: ['1'] } }));
    run();
    expect(shown()).toBe(1);
    // Reading the fragment does not write it again.
    expect(fragment.set).not.toHaveBeenCalled();
  });

  it('moves focus with the arrow keys and switches on Enter or Space only', () => {
    const { tabs, shown, selected, run } = setup();
    tabs[0].focus();
    const key = (k: string) => (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    expect(key('ArrowRight')).toBe(false); // handled: default prevented
    expect(document.activeElement).toBe(tabs[1]);
    key('End');
    expect(document.activeElement).toBe(tabs[2]);
    run();
    expect(selected()).toBe(0);
    key(' ');
    run();
    expect(shown()).toBe(2);
    expect(key('x')).toBe(true); // not ours
  });

  it('switches at once for reduced motion', () => {
    const { tabs, shown, panels, tick } = setup(markup(), { reducedMotion: true });
    tabs[1].click();
    tick();
    tick();
    expect(shown()).toBe(1);
    expect(panels.map((p) => p.style.opacity)).toEqual(['', '', '']);
  });

  it('starts at the first tab in the builder preview', () => {
    const { selected, shown } = setup(markup(2), { builder: true });
    expect(selected()).toBe(0);
    expect(shown()).toBe(0);
  });

  it('does not follow the href of a control, and removes its listeners on cleanup', () => {
    const { tabs, cleanup, selected, run } = setup();
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    tabs[1].dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    run();
    cleanup!();
    tabs[2].click();
    run();
    expect(selected()).toBe(1);
  });

  it('warns and does nothing on markup without controls or panels', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => setup('<div class="et_pb_tabs"><p>broken</p></div>')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
