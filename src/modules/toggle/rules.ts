// The pure rules of toggles and accordions: the slide's box at a point of its progress, and where an
// accordion scrolls so the item just opened is not left under the fixed header.
import { SMOOTH_SCROLL_EXTRA_OFFSET_PX } from '../../scheduler/constants';


/**
 * The content's inline box `shown` of the way open (0 closed, 1 open): jQuery's slide scales the height
 * and the vertical padding together, so the box starts and ends at its true size.
 */
export function slideBox(shown: number, height: number, paddingTop: number, paddingBottom: number) {
  return { height: height * shown, paddingTop: paddingTop * shown, paddingBottom: paddingBottom * shown };
}

/**
 * After an accordion switch: when the opened item's top is above the bottom of the fixed header
 * (`top` is its viewport position), the scroll position that puts it 50 px below the header.
 */
export function scrollTarget(top: number, scrollY: number, header: number): number | undefined {
  return top < header ? Math.max(0, Math.round(top + scrollY - header - SMOOTH_SCROLL_EXTRA_OFFSET_PX)) : undefined;
}
