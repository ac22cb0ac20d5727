// The registry table: which server markup each module enhances, and where its chunk is.
// Data only: nothing here runs until a root matches and matters. Keep one row per module, sorted.
import type { RegistryEntry } from '../core/types';

export const table: RegistryEntry[] = [
  { name: 'scroll-top', selector: '.et_pb_scroll_top', load: () => import('./scroll-top/index') },
];
