// Auto-rotation, hover, focus, swipes and keys of sliders and carousels (src/core/slides/motion.ts) on a
// fake scheduler: rotation runs on the 1-second clock only while the root is on screen, not hovered (unless
// told to ignore hover), without focus inside, in a visible tab, and never with reduced motion or in the
// builder preview.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindMotion } from '../../../src/core/slides/motion';
import type { ModuleContext } from '../../../src/core/types';

function setup(opts: { reducedMotion?: boolean; builder?: boolean; ignoreHover?: boolean; auto?: boolean } = {}) {
  let seen: ((e: { isIntersecting: boolean }) => void) | undefined;
  const clock = new Set<(now: number) => void>();
  const scheduler = {
    observe: (_el: Element, cb: (e: { isIntersecting: boolean }) => void) => ((seen = cb), () => (seen = undefined)),
    everySecond: (fn: (now: number) => void) => (clock.add(fn), () => clock.delete(fn)),
    frame: { write: (fn: () => void) => fn() },
  };
  const ctx = { scheduler, reducedMotion: !!opts.reducedMotion, builder: !!opts.builder } as unknown as ModuleContext;
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = '<a href="#">link</a><input>';
  const live = root.appendChild(document.createElement('div'));
  const move = vi.fn();
  const m = bindMotion(root, ctx, { move, auto: opts.auto ?? true, speed: 3000, ignoreHover: opts.ignoreHover, hoverClass: 'et_slider_hovered', live });
  const tick = (now: number) => [...clock].forEach((fn) => fn(now));
  return { root, live, move, m, clock, tick, show: (on: boolean) => seen!({ isIntersecting: on }) };
}

let now = 1_000_000;
beforeEach(() => void vi.spyOn(Date, 'now').mockImplementation(() => now));
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('auto-rotation', () => {
  it('runs on the clock only while on screen, moving once the speed has passed', () => {
    const s = setup();
    expect(s.clock.size).toBe(0);
    s.show(true);
    expect(s.clock.size).toBe(1);
    expect(s.live.getAttribute('aria-live')).toBe('off');
    s.tick(now + 2000);
    expect(s.move).not.toHaveBeenCalled();
    s.tick(now + 3000);
    expect(s.move).toHaveBeenCalledWith(1);
    s.show(false);
    expect(s.clock.size).toBe(0);
    expect(s.live.getAttribute('aria-live')).toBe('polite');
  });

  it('pauses under the pointer (with the hover class) and while focus is inside, and resumes a full period later', () => {
    const s = setup();
    s.show(true);
    s.root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(s.clock.size).toBe(0);
    expect(s.root.classList.contains('et_slider_hovered')).toBe(true);
    now += 10_000;
    s.root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(s.root.classList.contains('et_slider_hovered')).toBe(false);
    s.tick(now + 2000);
    expect(s.move).not.toHaveBeenCalled();
    s.root.querySelector('a')!.focus();
    expect(s.clock.size).toBe(0);
    s.root.querySelector('a')!.blur();
    expect(s.clock.size).toBe(1);
  });

  it('keeps turning under the pointer with et_slider_auto_ignore_hover', () => {
    const s = setup({ ignoreHover: true });
    s.show(true);
    s.root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(s.clock.size).toBe(1);
    expect(s.root.classList.contains('et_slider_hovered')).toBe(true);
  });

  it('does not move in a hidden tab, and starts the period again when it returns', () => {
    const s = setup();
    s.show(true);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    s.tick(now + 5000);
    expect(s.move).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    s.tick(now + 7000);
    expect(s.move).not.toHaveBeenCalled();
    s.tick(now + 8000);
    expect(s.move).toHaveBeenCalledTimes(1);
  });

  it('does not move while the theme marks the slider et_pb_pause_slider', () => {
    const s = setup();
    s.show(true);
    s.root.classList.add('et_pb_pause_slider');
    s.tick(now + 5000);
    expect(s.move).not.toHaveBeenCalled();
    s.root.classList.remove('et_pb_pause_slider');
    s.tick(now + 8000);
    expect(s.move).toHaveBeenCalledTimes(1);
  });

  it('never runs with reduced motion, in the builder preview, or when the markup does not ask for it', () => {
    for (const o of [{ reducedMotion: true }, { builder: true }, { auto: false }]) {
      const s = setup(o);
      s.show(true);
      expect(s.clock.size).toBe(0);
      expect(s.live.getAttribute('aria-live')).toBe('polite');
    }
  });

  it('restart() puts the next automatic move a full period after a visitor move', () => {
    const s = setup();
    s.show(true);
    now += 2500;
    s.m.restart();
    s.tick(now + 2000);
    expect(s.move).not.toHaveBeenCalled();
    s.tick(now + 3000);
    expect(s.move).toHaveBeenCalledTimes(1);
  });
});

describe('swipes and keys', () => {
  const pointer = (type: string, x: number, y: number, pointerType = 'touch', timeStamp = 0) => {
    const e = new Event(type, { bubbles: true }) as PointerEvent;
    Object.defineProperties(e, { clientX: { value: x }, clientY: { value: y }, pointerType: { value: pointerType }, timeStamp: { value: timeStamp } });
    return e;
  };

  it('a touch swipe left moves next, right moves previous; a mouse drag or a cancelled gesture does not', () => {
    const s = setup({ auto: false });
    s.root.dispatchEvent(pointer('pointerdown', 200, 100));
    s.root.dispatchEvent(pointer('pointerup', 100, 105, 'touch', 200));
    s.root.dispatchEvent(pointer('pointerdown', 100, 100));
    s.root.dispatchEvent(pointer('pointerup', 200, 100, 'touch', 200));
    s.root.dispatchEvent(pointer('pointerdown', 200, 100, 'mouse'));
    s.root.dispatchEvent(pointer('pointerup', 100, 100, 'mouse', 200));
    s.root.dispatchEvent(pointer('pointerdown', 200, 100));
    s.root.dispatchEvent(pointer('pointercancel', 150, 100));
    s.root.dispatchEvent(pointer('pointerup', 100, 100, 'touch', 200));
    expect(s.move.mock.calls).toEqual([[1], [-1]]);
    expect(s.root.style.touchAction).toBe('pan-y pinch-zoom');
  });

  it('arrow keys move while focus is inside, but not while typing in a field or with a modifier', () => {
    const s = setup({ auto: false });
    const key = (el: Element, k: string, init: KeyboardEventInit = {}) => {
      const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    const a = s.root.querySelector('a')!;
    expect(key(a, 'ArrowRight')).toBe(true);
    expect(key(a, 'ArrowLeft')).toBe(true);
    expect(key(a, 'ArrowUp')).toBe(false);
    expect(key(a, 'ArrowRight', { altKey: true })).toBe(false);
    expect(key(s.root.querySelector('input')!, 'ArrowLeft')).toBe(false);
    expect(s.move.mock.calls).toEqual([[1], [-1]]);
  });

  it('cleanup removes every listener and stops the clock', () => {
    const s = setup();
    s.show(true);
    s.m.cleanup();
    expect(s.clock.size).toBe(0);
    s.root.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(s.move).not.toHaveBeenCalled();
  });
});
