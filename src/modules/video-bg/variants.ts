// Which of a parent's video background variants belongs to the current device mode (divi-markup §4.13).
// The theme prints one `span.et_pb_section_video_bg` per variant and shows one by CSS media queries;
// only that one should download and play.
import type { DeviceMode } from '../../core/types';

const PREFIX = 'et_pb_section_video_bg_';
/** Device class suffix -> the modes it shows in. No device class: every mode (no responsive variants). */
const MODES: Record<string, DeviceMode[]> = {
  desktop_only: ['desktop'], // a tablet variant exists
  desktop_tablet: ['desktop', 'tablet'], // only a phone variant exists
  tablet_only: ['tablet'], // a phone variant exists as well
  tablet: ['tablet', 'phone'],
  phone: ['phone'],
};

/** The variants' device classes: the suffix after et_pb_section_video_bg_, '' for none. */
export function variantOf(classes: Iterable<string>): string {
  for (const c of classes) if (c.startsWith(PREFIX)) return c.slice(PREFIX.length);
  return '';
}

/**
 * Index of the variant to play: the hover variant while the parent is hovered, else the first one shown
 * in this device mode; -1 when none is (a desktop-only video on a phone).
 */
export function activeVariant(variants: string[], device: DeviceMode, hovered: boolean): number {
  if (hovered && variants.includes('hover')) return variants.indexOf('hover');
  return variants.findIndex((v) => v !== 'hover' && (MODES[v] ?? ['desktop', 'tablet', 'phone']).includes(device));
}
