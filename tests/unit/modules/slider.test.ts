// The slider family's pure rules: slide index maths, speeds from markup, when rotation is due on the
// 1-second clock, the carousel column maths and item positions, and the swipe recogniser.
import { describe, expect, it } from 'vitest';
import { rotationDue, speedOf, wrap } from '../../../src/core/slides/rules';
import { carouselStep, columnsFor, itemSize, slotOf } from '../../../src/core/slides/columns';
import { swipeOf, SWIPE_MAX_MS, SWIPE_MIN_DISTANCE_PX, SWIPE_MAX_VERTICAL_PX } from '../../../src/core/slides/gesture';
import { slideshowSpeed } from '../../../src/modules/slider/rules';

describe('slide index maths', () => {
  it('wraps forwards and backwards', () => {
    expect(wrap(3, 3)).toBe(0);
    expect(wrap(-1, 3)).toBe(2);
    expect(wrap(-4, 3)).toBe(2);
    expect(wrap(7, 3)).toBe(1);
    expect(wrap(0, 1)).toBe(0);
    expect(wrap(1, 1)).toBe(0);
  });
  it('gives 0 for an empty list instead of NaN', () => {
    expect(wrap(2, 0)).toBe(0);
  });
});

describe('speeds from markup', () => {
  it('reads et_slider_speed_<ms> among the classes', () => {
    expect(slideshowSpeed(['et_pb_slider', 'et_slider_auto', 'et_slider_speed_3000'])).toBe(3000);
    expect(slideshowSpeed('et_pb_slider et_slider_speed_500 x'.split(' '))).toBe(500);
  });
  it('defaults to 7000 ms when the class is missing, zero or malformed (the theme would use 10 ms)', () => {
    expect(slideshowSpeed(['et_pb_slider', 'et_slider_auto'])).toBe(7000);
    expect(slideshowSpeed(['et_slider_speed_0'])).toBe(7000);
    expect(slideshowSpeed(['et_slider_speed_abc'])).toBe(7000);
    expect(slideshowSpeed(['my_et_slider_speed_400x'])).toBe(7000);
  });
  it('reads data-auto-rotate-speed, defaulting to 7000 ms', () => {
    expect(speedOf('4000')).toBe(4000);
    for (const bad of [null, undefined, '', '0', '-5', '1e3', 'fast', '99999999999']) expect(speedOf(bad)).toBe(7000);
  });
});

describe('rotation on the 1-second clock', () => {
  it('is due once the speed has passed, rounded to the nearest whole second', () => {
    expect(rotationDue(6400, 7000)).toBe(false);
    expect(rotationDue(6500, 7000)).toBe(true);
    expect(rotationDue(7600, 7000)).toBe(true);
    expect(rotationDue(2400, 3000)).toBe(false);
    expect(rotationDue(2600, 3000)).toBe(true);
  });
  it('is never faster than one move per tick, whatever the speed', () => {
    expect(rotationDue(400, 10)).toBe(false);
    expect(rotationDue(500, 10)).toBe(true);
  });
});

describe('carousel columns', () => {
  it('gives 5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, else 1', () => {
    const cases: [number, number][] = [[2000, 5], [1600, 5], [1599, 4], [1024, 4], [1023, 3], [768, 3], [767, 2], [480, 2], [479, 1], [320, 1], [0, 1]];
    for (const [w, c] of cases) expect([w, columnsFor(w)]).toEqual([w, c]);
  });
  it('makes items width / columns wide and 0.75 of that high', () => {
    expect(itemSize(1280)).toEqual({ columns: 4, width: 320, height: 240 });
    expect(itemSize(390)).toEqual({ columns: 1, width: 390, height: 292.5 });
    expect(itemSize(1600)).toEqual({ columns: 5, width: 320, height: 240 });
  });
});

describe('carousel moves', () => {
  it('moves a page of columns, fewer when fewer items are out of view, none when all fit', () => {
    expect(carouselStep(12, 4)).toBe(4);
    expect(carouselStep(7, 4)).toBe(3);
    expect(carouselStep(6, 4)).toBe(2);
    expect(carouselStep(4, 4)).toBe(0);
    expect(carouselStep(2, 4)).toBe(0);
    expect(carouselStep(3, 1)).toBe(1);
  });
  it('places items from the first one, wrapping around', () => {
    const at = (first: number) => Array.from({ length: 7 }, (_, i) => slotOf(i, 7, first, 3, 1, 0));
    expect(at(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(at(3)).toEqual([4, 5, 6, 0, 1, 2, 3]);
  });
  it('slides next: everything moves left by the step, the next items come in from the right', () => {
    const mid = Array.from({ length: 7 }, (_, i) => slotOf(i, 7, 0, 3, 1, 0.5));
    expect(mid).toEqual([-1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 4.5]);
    const end = Array.from({ length: 7 }, (_, i) => slotOf(i, 7, 0, 3, 1, 1));
    // At the end of the move the items 3..6 fill the four columns.
    expect(end.slice(3, 7)).toEqual([0, 1, 2, 3]);
  });
  it('slides back: the last items come in from the left, and no item is in two places', () => {
    const start = Array.from({ length: 7 }, (_, i) => slotOf(i, 7, 0, 3, -1, 0));
    expect(start).toEqual([0, 1, 2, 3, -3, -2, -1]);
    const end = Array.from({ length: 7 }, (_, i) => slotOf(i, 7, 0, 3, -1, 1));
    expect(end).toEqual([3, 4, 5, 6, 0, 1, 2]);
    expect(new Set(end).size).toBe(7);
  });
});

describe('swipe recogniser', () => {
  const p = (x: number, y: number, t: number) => ({ x, y, t });
  it('sees a quick sideways move as a swipe left (next) or right (previous)', () => {
    expect(swipeOf(p(200, 100, 0), p(100, 110, 200))).toBe('left');
    expect(swipeOf(p(100, 100, 0), p(200, 90, 200))).toBe('right');
    expect(swipeOf(p(100, 100, 0), p(100 - SWIPE_MIN_DISTANCE_PX, 100, SWIPE_MAX_MS))).toBe('left');
  });
  it('ignores short moves, slow moves, and moves that are more vertical than sideways (scrolls)', () => {
    expect(swipeOf(p(100, 100, 0), p(100 - SWIPE_MIN_DISTANCE_PX + 1, 100, 100))).toBeNull();
    expect(swipeOf(p(200, 100, 0), p(100, 100, SWIPE_MAX_MS + 1))).toBeNull();
    expect(swipeOf(p(200, 100, 0), p(100, 100 + SWIPE_MAX_VERTICAL_PX + 1, 100))).toBeNull();
    expect(swipeOf(p(100, 100, 0), p(140, 160, 100))).toBeNull();
    expect(swipeOf(p(100, 100, 0), p(100, 100, 0))).toBeNull();
  });
  it('ignores points out of order in time', () => {
    expect(swipeOf(p(200, 100, 100), p(100, 100, 0))).toBeNull();
  });
});
