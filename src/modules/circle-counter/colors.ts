// The circle counter's colours for a device mode and hover state, from the inner element's data
// attributes (divi-markup §4.3): data-bar-bg-color, data-color, data-alpha, each with -tablet, -phone and
// -hover variants. A mode without its own value uses the next larger one (phone → tablet → desktop).
import type { DeviceMode } from '../../core/types';
import { CIRCLE_COUNTER_TRACK_ALPHA } from '../../scheduler/constants';

export interface RingColors {
  bar: string;
  track: string;
  trackAlpha: number;
}

type Data = Record<string, string | undefined>;

const SUFFIXES: Record<DeviceMode, string[]> = { desktop: [''], tablet: ['Tablet', ''], phone: ['Phone', 'Tablet', ''] };

/** data-<name>[-mode|-hover] as in element.dataset (camelCase keys); empty values do not count. */
function pick(data: Data, name: string, mode: DeviceMode, hover: boolean): string | undefined {
  const suffixes = hover ? ['Hover', ...SUFFIXES[mode]] : SUFFIXES[mode];
  for (const s of suffixes) {
    const v = data[name + s]?.trim();
    if (v) return v;
  }
}

export function ringColors(data: Data, mode: DeviceMode, hover: boolean, defaultBar: string): RingColors {
  const alpha = parseFloat(pick(data, 'alpha', mode, hover) ?? '');
  return {
    bar: pick(data, 'barBgColor', mode, hover) ?? defaultBar,
    track: pick(data, 'color', mode, hover) ?? '#000000',
    trackAlpha: Number.isFinite(alpha) ? Math.min(1, Math.max(0, alpha)) : CIRCLE_COUNTER_TRACK_ALPHA,
  };
}

/** Whether any -hover value is set, so hovering changes anything at all. */
export const hasHover = (data: Data) => ['barBgColorHover', 'colorHover', 'alphaHover'].some((k) => data[k]?.trim());
