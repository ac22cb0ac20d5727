// The theme's true-parallax rules (divi-markup §4.13), as plain numbers in and out. The background is
// bottom-aligned in its wrap and taller than it by 0.3 of the window, so that moving it down at 0.3 of
// the scroll speed never uncovers the wrap while any of it is on screen.
import { PARALLAX_SPEED_FACTOR } from '../../scheduler/constants';

/** Background height: window height × 0.3 + the wrap's inner height. */
export const bgHeight = (windowHeight: number, wrapHeight: number): number =>
  windowHeight * PARALLAX_SPEED_FACTOR + wrapHeight;

/** Vertical offset: (scrollTop + windowHeight − wrapTop) × 0.3, 0 when the wrap's top meets the viewport bottom. */
export const bgOffset = (scrollY: number, windowHeight: number, wrapTop: number): number =>
  (scrollY + windowHeight - wrapTop) * PARALLAX_SPEED_FACTOR;

/** A translate3d keeps the background on its own compositor layer; hundredths of a pixel are plenty. */
export const translate = (y: number): string => `translate3d(0,${Math.round(y * 100) / 100}px,0)`;
