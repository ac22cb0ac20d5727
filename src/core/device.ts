// Device mode by width (spec §4): desktop above 980 px, tablet 768 to 980, phone 767 and below.
import { BREAKPOINT_DESKTOP, BREAKPOINT_PHONE } from '../scheduler/constants';
import type { DeviceMode } from './types';

export function deviceMode(width: number): DeviceMode {
  return width > BREAKPOINT_DESKTOP ? 'desktop' : width > BREAKPOINT_PHONE ? 'tablet' : 'phone';
}
