// Inset box-shadow overlays: one per listed element, first child, never twice; bad selectors skipped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import applyBoxShadowOverlays from '../../../src/core/box-shadow';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('box-shadow overlays', () => {
  it('adds the class and a first-child overlay to every element the selectors match, once', () => {
    document.body.innerHTML = '<div class="a"><p>x</p></div><div class="a"></div><span class="b"><i></i></span><div class="c"></div>';
    expect(applyBoxShadowOverlays(['.a', '.b'])).toBe(3);
    for (const el of document.querySelectorAll('.a,.b')) {
      expect(el.classList.contains('has-box-shadow-overlay')).toBe(true);
      expect(el.firstElementChild!.className).toBe('box-shadow-overlay');
    }
    expect(document.querySelector('.c')!.className).toBe('c');
    // Again (ajax pagination, a second call): nothing doubles.
    expect(applyBoxShadowOverlays(['.a', '.b', '.a'])).toBe(0);
    expect(document.querySelectorAll('.box-shadow-overlay')).toHaveLength(3);
  });

  it('skips a malformed selector with a warning and still serves the others; ignores non-strings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="ok"></div>';
    expect(applyBoxShadowOverlays(['.ok >>> [', 42, null, '', '.ok'])).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reports a global that is no list (or a Proxy that throws) once, and adds nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="ok"></div>';
    expect(applyBoxShadowOverlays('not a list')).toBe(0);
    expect(applyBoxShadowOverlays(new Proxy(['.ok'], { get: () => { throw new Error('proxy'); } }))).toBe(0);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[lightpage] et_pb_box_shadow_elements is not an array; using defaults',
      '[lightpage] et_pb_box_shadow_elements is not an array; using defaults',
    ]);
    expect(document.querySelector('.box-shadow-overlay')).toBeNull();
  });
});
