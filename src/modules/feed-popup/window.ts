// The feed sign-up popup's window features: 550 × 520, centred on the screen the visitor's window is on.
import { FEED_POPUP_HEIGHT_PX, FEED_POPUP_WIDTH_PX } from '../../scheduler/constants';

export interface Screenish {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** `window.open` features for a 550 × 520 popup centred over the visitor's window, never off screen. */
export function popupFeatures(win: Screenish, width = FEED_POPUP_WIDTH_PX, height = FEED_POPUP_HEIGHT_PX): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `scrollbars=yes,width=${width},height=${height},left=${left},top=${top}`;
}
