// The theme's multi-view handlers for counters: when multi-view changes a counter's value or colours for
// the device mode (the `lightpage:multiview` event bubbling from the element it changed), the counter
// starts over from its new attributes, as the theme re-initialises it: at once if it had already started,
// else still at its waypoint.
import type { Cleanup } from '../../core/types';

/** `start(begun, began)`: begin at once when `begun`, and call `began` when it begins by itself. */
export type Start = (begun: boolean, began: () => void) => Cleanup | void;

/** Start the counter, and again on every multi-view change; nothing to undo when it could not start. */
export function restartOnMultiView(root: HTMLElement, start: Start): Cleanup | undefined {
  let begun = false;
  const began = () => (begun = true);
  let stop = start(false, began);
  if (!stop) return;
  const restart = () => {
    stop?.();
    stop = start(begun, began);
  };
  root.addEventListener('lightpage:multiview', restart);
  return () => {
    root.removeEventListener('lightpage:multiview', restart);
    stop?.();
  };
}
