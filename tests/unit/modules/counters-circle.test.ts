import { describe, expect, it } from 'vitest';
import { hasHover, ringColors } from '../../../src/modules/circle-counter/colors';
import { drawRing } from '../../../src/modules/circle-counter/ring';

// As element.dataset gives them: data-bar-bg-color-tablet → barBgColorTablet.
const data = {
  barBgColor: '#111111',
  barBgColorTablet: '#222222',
  barBgColorPhone: '#333333',
  barBgColorHover: '#444444',
  color: '#aaaaaa',
  colorPhone: '#bbbbbb',
  alpha: '0.3',
  alphaTablet: '0.5',
};

describe('circle counter colours by device mode', () => {
  it('takes the bar colour of the mode', () => {
    expect(ringColors(data, 'desktop', false, '#2ea3f2').bar).toBe('#111111');
    expect(ringColors(data, 'tablet', false, '#2ea3f2').bar).toBe('#222222');
    expect(ringColors(data, 'phone', false, '#2ea3f2').bar).toBe('#333333');
  });

  it('falls back phone → tablet → desktop for a value the mode does not set', () => {
    expect(ringColors(data, 'tablet', false, '').track).toBe('#aaaaaa');
    expect(ringColors(data, 'phone', false, '').track).toBe('#bbbbbb');
    expect(ringColors(data, 'phone', false, '').trackAlpha).toBe(0.5);
    expect(ringColors(data, 'desktop', false, '').trackAlpha).toBe(0.3);
    expect(ringColors({ barBgColor: '#111111', barBgColorPhone: '  ' }, 'phone', false, '').bar).toBe('#111111');
  });

  it('uses the -hover value while hovered, and the mode value for what hover does not set', () => {
    const hovered = ringColors(data, 'phone', true, '');
    expect(hovered.bar).toBe('#444444');
    expect(hovered.track).toBe('#bbbbbb');
  });

  it('defaults the track to #000000 at alpha 0.1, and the bar to the given accent colour', () => {
    expect(ringColors({}, 'desktop', false, '#2ea3f2')).toEqual({ bar: '#2ea3f2', track: '#000000', trackAlpha: 0.1 });
  });

  it('ignores an alpha that is not a number and clamps one outside 0..1', () => {
    expect(ringColors({ alpha: 'half' }, 'desktop', false, '').trackAlpha).toBe(0.1);
    expect(ringColors({ alpha: '3' }, 'desktop', false, '').trackAlpha).toBe(1);
    expect(ringColors({ alpha: '-1' }, 'desktop', false, '').trackAlpha).toBe(0);
  });

  it('knows whether hovering changes anything', () => {
    expect(hasHover(data)).toBe(true);
    expect(hasHover({ alphaHover: '0.4' })).toBe(true);
    expect(hasHover({ barBgColor: '#111111', barBgColorHover: '' })).toBe(false);
  });
});

/** A 2D context that records what is stroked. */
function recorder() {
  const strokes: { color: string; alpha: number; width: number; radius: number; end: number; cap: string }[] = [];
  let arc = { radius: 0, end: 0 };
  const c = {
    strokeStyle: '',
    globalAlpha: 1,
    lineWidth: 1,
    lineCap: 'butt',
    calls: [] as string[],
    setTransform: (...a: number[]) => c.calls.push(`setTransform(${a})`),
    clearRect: () => c.calls.push('clear'),
    translate: (x: number, y: number) => c.calls.push(`translate(${x},${y})`),
    rotate: (r: number) => c.calls.push(`rotate(${r})`),
    beginPath: () => {},
    arc: (_x: number, _y: number, radius: number, _start: number, end: number) => (arc = { radius, end }),
    stroke: () => strokes.push({ color: c.strokeStyle, alpha: c.globalAlpha, width: c.lineWidth, cap: c.lineCap, ...arc }),
  };
  return { c, strokes, ctx: c as unknown as CanvasRenderingContext2D };
}

describe('drawing the ring', () => {
  const colors = { bar: '#2ea3f2', track: '#000000', trackAlpha: 0.1 };

  it('draws a full track and the bar from the top, both 5 px wide, inside a canvas the size of the element', () => {
    const { c, strokes, ctx } = recorder();
    drawRing(ctx, 225, 2, 0.75, colors);
    expect(c.calls).toEqual(['setTransform(2,0,0,2,0,0)', 'clear', 'translate(112.5,112.5)', `rotate(${-Math.PI / 2})`]);
    expect(strokes).toEqual([
      { color: '#000000', alpha: 0.1, width: 5, cap: 'butt', radius: 110, end: Math.PI * 2 },
      { color: '#2ea3f2', alpha: 1, width: 5, cap: 'round', radius: 110, end: Math.PI * 1.5 },
    ]);
    expect(c.globalAlpha).toBe(1);
  });

  it('draws only the track at 0, and clamps the bar to a full circle', () => {
    const zero = recorder();
    drawRing(zero.ctx, 100, 1, 0, colors);
    expect(zero.strokes).toHaveLength(1);
    const over = recorder();
    drawRing(over.ctx, 100, 1, 1.4, colors);
    expect(over.strokes[1].end).toBeCloseTo(Math.PI * 2);
  });

  it('never asks for a negative radius on a tiny canvas', () => {
    const { strokes, ctx } = recorder();
    drawRing(ctx, 3, 1, 0.5, colors);
    expect(strokes.every((s) => s.radius >= 0)).toBe(true);
  });
});
