import { SCROLL_TOP_THRESHOLD_PX } from '../../scheduler/constants';

/** The button shows once the page has scrolled more than 800 px (spec §9). */
export const isPastThreshold = (scrollY: number) => scrollY > SCROLL_TOP_THRESHOLD_PX;
