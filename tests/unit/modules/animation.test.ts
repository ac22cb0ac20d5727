// The pure rules of scroll animations (divi-markup §4.15): the start transform per style and direction,
// parsing of the printed strings, the allowed speed curves and the tablet/phone fallbacks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forDevice, parseAnimationData, parseMs, parsePercent, resolveAnimation, speedCurve } from '../../../src/modules/animation/data';
import { parseStyle, startTransform } from '../../../src/modules/animation/transform';

const P = 'perspective(2000px) ';

describe('animation style names', () => {
  it('splits a kind and a direction', () => {
    expect(parseStyle('slideTop')).toEqual({ kind: 'slide', direction: 'top' });
    expect(parseStyle('bounceLeft')).toEqual({ kind: 'bounce', direction: 'left' });
    expect(parseStyle('fade')).toEqual({ kind: 'fade', direction: '' });
    expect(parseStyle('rollBottom')).toEqual({ kind: 'roll', direction: 'bottom' });
  });
  it('refuses what the theme does not know', () => {
    for (const bad of ['', 'none', 'spin', 'slidetop', 'slideUp', 'slide Top', 'fadeTop x', undefined, 7]) expect(parseStyle(bad)).toBeNull();
  });
});

describe('start transform from the intensity', () => {
  it('slide moves by 2 × intensity % towards the side it comes from', () => {
    expect(startTransform('slide', 'top', 50).transform).toBe('translate3d(0,-100%,0)');
    expect(startTransform('slide', 'bottom', 50).transform).toBe('translate3d(0,100%,0)');
    expect(startTransform('slide', 'left', 2).transform).toBe('translate3d(-4%,0,0)');
    expect(startTransform('slide', 'right', 30).transform).toBe('translate3d(60%,0,0)');
    expect(startTransform('slide', 'right', 0).transform).toBe('translate3d(0%,0,0)');
  });
  it('slide without a direction scales from the centre', () => {
    expect(startTransform('slide', '', 20)).toEqual({ transform: 'scale3d(0.8,0.8,0.8)', origin: '' });
  });
  it('zoom scales to (100 − i) / 100 from the edge it names', () => {
    expect(startTransform('zoom', '', 50)).toEqual({ transform: 'scale3d(0.5,0.5,0.5)', origin: '' });
    expect(startTransform('zoom', 'top', 30)).toEqual({ transform: 'scale3d(0.7,0.7,0.7)', origin: 'top' });
    expect(startTransform('zoom', 'left', 100).transform).toBe('scale3d(0,0,0)');
  });
  it('flip turns by ceil(0.9 × i) degrees with a 2000 px perspective', () => {
    expect(startTransform('flip', 'top', 50).transform).toBe(P + 'rotateX(45deg)');
    expect(startTransform('flip', 'bottom', 50).transform).toBe(P + 'rotateX(-45deg)');
    expect(startTransform('flip', 'right', 33).transform).toBe(P + 'rotateY(30deg)'); // 29.7 → 30
    expect(startTransform('flip', 'left', 33).transform).toBe(P + 'rotateY(-30deg)');
  });
  it('fold hinges on its edge', () => {
    expect(startTransform('fold', 'top', 50)).toEqual({ transform: P + 'rotateX(-45deg)', origin: 'top' });
    expect(startTransform('fold', 'bottom', 50)).toEqual({ transform: P + 'rotateX(45deg)', origin: 'bottom' });
    expect(startTransform('fold', 'left', 10)).toEqual({ transform: P + 'rotateY(9deg)', origin: 'left' });
    expect(startTransform('fold', 'right', 10)).toEqual({ transform: P + 'rotateY(-9deg)', origin: 'right' });
  });
  it('roll turns by ceil(3.6 × i) degrees', () => {
    expect(startTransform('roll', '', 50)).toEqual({ transform: 'rotateZ(180deg)', origin: '' });
    expect(startTransform('roll', 'top', 2)).toEqual({ transform: 'rotateZ(8deg)', origin: 'top' }); // 7.2 → 8
    expect(startTransform('roll', 'left', 2).transform).toBe('rotateZ(8deg)');
    expect(startTransform('roll', 'right', 20)).toEqual({ transform: 'rotateZ(-72deg)', origin: 'right' });
    expect(startTransform('roll', 'bottom', 20).transform).toBe('rotateZ(-72deg)');
  });
  it('fade and bounce leave the movement to their keyframes', () => {
    expect(startTransform('fade', 'top', 50)).toEqual({ transform: '', origin: '' });
    expect(startTransform('bounce', '', 50)).toEqual({ transform: '', origin: '' });
  });
});

describe('printed values', () => {
  it('durations and delays in ms or s', () => {
    expect(parseMs('1000ms', 1)).toBe(1000);
    expect(parseMs('0ms', 1)).toBe(0);
    expect(parseMs('1.5s', 1)).toBe(1500);
    expect(parseMs('250', 1)).toBe(250);
    expect(parseMs(' 300ms ', 1)).toBe(300);
    for (const bad of ['', 'fast', '-100ms', '10px', null, undefined, {}]) expect(parseMs(bad, 1000)).toBe(1000);
  });
  it('percentages, clamped, with a fallback', () => {
    expect(parsePercent('2%', 50)).toBe(2);
    expect(parsePercent('0%', 50)).toBe(0);
    expect(parsePercent('75', 50)).toBe(75);
    expect(parsePercent('250%', 50)).toBe(100);
    expect(parsePercent('-5%', 50)).toBe(0);
    expect(parsePercent('', 50)).toBe(50);
    expect(parsePercent('abc', 50)).toBe(50);
  });
  it('only the five speed curves, else ease-in-out', () => {
    for (const c of ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']) expect(speedCurve(c)).toBe(c);
    for (const bad of ['', 'cubic-bezier(0,0,1,1)', 'steps(2)', 'EASE', undefined, 3]) expect(speedCurve(bad)).toBe('ease-in-out');
  });
});

describe('device variants', () => {
  const e = { class: 'x', style: 'slideLeft', style_tablet: 'zoomBottom', duration: '800ms', duration_phone: '400ms', delay: '0ms', intensity_tablet: '', starting_opacity: '10%' };
  it('tablet falls back to desktop', () => {
    expect(forDevice(e, 'style', 'tablet')).toBe('zoomBottom');
    expect(forDevice(e, 'duration', 'tablet')).toBe('800ms');
  });
  it('phone falls back to tablet, then desktop', () => {
    expect(forDevice(e, 'style', 'phone')).toBe('zoomBottom');
    expect(forDevice(e, 'duration', 'phone')).toBe('400ms');
    expect(forDevice(e, 'delay', 'phone')).toBe('0ms');
  });
  it('desktop ignores the variants; an empty variant counts as missing', () => {
    expect(forDevice(e, 'style', 'desktop')).toBe('slideLeft');
    expect(forDevice(e, 'duration', 'desktop')).toBe('800ms');
    expect(forDevice(e, 'intensity', 'tablet')).toBeUndefined();
  });
});

describe('resolving an entry', () => {
  const entry = {
    class: 'et_pb_text_1', style: 'slideTop', repeat: 'once', duration: '1000ms', delay: '200ms', intensity: '2%', starting_opacity: '30%', speed_curve: 'ease-out',
    style_phone: 'rollRight', intensity_phone: '50%', repeat_phone: 'loop',
  };
  it('turns the printed strings into an animation', () => {
    expect(resolveAnimation(entry, 'desktop')).toEqual({
      style: 'slideTop', kind: 'slide', direction: 'top', loop: false, durationMs: 1000, delayMs: 200, opacity: 0.3, curve: 'ease-out',
      transform: 'translate3d(0,-4%,0)', origin: '',
    });
  });
  it('uses the device variants', () => {
    const phone = resolveAnimation(entry, 'phone')!;
    expect([phone.style, phone.transform, phone.origin, phone.loop]).toEqual(['rollRight', 'rotateZ(-180deg)', 'right', true]);
    expect(resolveAnimation(entry, 'tablet')!.style).toBe('slideTop');
  });
  it('fills in the defaults: intensity 50, opacity 0, ease-in-out, 1000 ms, no delay', () => {
    const a = resolveAnimation({ class: 'c', style: 'zoom', repeat: 'once' }, 'desktop')!;
    expect([a.transform, a.opacity, a.curve, a.durationMs, a.delayMs]).toEqual(['scale3d(0.5,0.5,0.5)', 0, 'ease-in-out', 1000, 0]);
  });
  it('loops anything but "once", as the theme does', () => {
    expect(resolveAnimation({ class: 'c', style: 'fade', repeat: 'loop' }, 'desktop')!.loop).toBe(true);
    expect(resolveAnimation({ class: 'c', style: 'fade', repeat: 'once' }, 'desktop')!.loop).toBe(false);
  });
  it('gives null for an unknown style', () => {
    expect(resolveAnimation({ class: 'c', style: 'wobble' }, 'desktop')).toBeNull();
    expect(resolveAnimation({ class: 'c' }, 'desktop')).toBeNull();
  });
});

describe('et_animation_data', () => {
  afterEach(() => vi.restoreAllMocks());
  it('indexes entries by class; a later entry for the same class wins; junk is skipped', () => {
    const map = parseAnimationData([{ class: 'a', style: 'fade' }, null, 'x', { style: 'fade' }, { class: 'b', style: 'zoom' }, { class: 'a', style: 'roll' }]);
    expect([...map.keys()]).toEqual(['a', 'b']);
    expect(map.get('a')!.style).toBe('roll');
  });
  it('warns and gives nothing when it is not an array; says nothing when it is absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAnimationData('<broken>').size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parseAnimationData(undefined).size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
