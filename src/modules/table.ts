// The registry table: which server markup each module enhances, and where its chunk is.
// Data only: nothing here runs until a root matches and matters. Keep one row per module, sorted.
import type { RegistryEntry } from '../core/types';

export const table: RegistryEntry[] = [
  { name: 'bar-counters', selector: '.et_pb_counters', load: () => import('./bar-counters/index') },
  { name: 'circle-counter', selector: '.et_pb_circle_counter', load: () => import('./circle-counter/index') },
  { name: 'countdown', selector: '.et_pb_countdown_timer', load: () => import('./countdown/index') },
  { name: 'number-counter', selector: '.et_pb_number_counter', load: () => import('./number-counter/index') },
  { name: 'scroll-top', selector: '.et_pb_scroll_top', load: () => import('./scroll-top/index') },
  { name: 'tabs', selector: '.et_pb_tabs', load: () => import('./tabs/index') },
  // One root per accordion (its items are not roots of their own), or a toggle outside any accordion.
  { name: 'toggle', selector: '.et_pb_accordion,.et_pb_toggle:not(.et_pb_accordion .et_pb_toggle)', load: () => import('./toggle/index') },
];
