// Reads the theme's et_animation_data entries (divi-markup §4.15): strings as printed ("1000ms", "2%",
// "0%"), each property with optional _tablet and _phone variants. Bad values fall back to the defaults.
import {
  ANIMATION_DURATION_DEFAULT_MS,
  ANIMATION_INTENSITY_DEFAULT,
  ANIMATION_OPACITY_PERCENT,
} from '../../scheduler/constants';
import type { DeviceMode } from '../../core/types';
import { parseStyle, startTransform, type Direction, type Kind } from './transform';

export type Entry = Record<string, unknown>;

export interface Animation {
  /** The style class the element gets, e.g. 'slideTop'. */
  style: string;
  kind: Kind;
  direction: Direction;
  loop: boolean;
  durationMs: number;
  delayMs: number;
  /** 0..1 */
  opacity: number;
  curve: string;
  transform: string;
  origin: string;
}

const CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'];

/** Entries by their order class; a later entry for the same class wins, as when the theme copied them. */
export function parseAnimationData(raw: unknown): Map<string, Entry> {
  const byClass = new Map<string, Entry>();
  if (raw === undefined) return byClass;
  if (!Array.isArray(raw)) {
    console.warn('[lightpage] et_animation_data is not an array; animations are shown without animating');
    return byClass;
  }
  for (const e of raw) if (e && typeof e === 'object' && typeof e.class === 'string' && e.class) byClass.set(e.class, e);
  return byClass;
}

/** A property for a device mode: phone falls back to tablet, then desktop; tablet to desktop. Empty counts as missing. */
export function forDevice(entry: Entry, prop: string, device: DeviceMode): unknown {
  const chain = device === 'phone' ? [`${prop}_phone`, `${prop}_tablet`, prop] : device === 'tablet' ? [`${prop}_tablet`, prop] : [prop];
  for (const key of chain) {
    const v = entry[key];
    if (v !== undefined && v !== null && v !== '') return v;
  }
}

/** "1000ms", "1s", "250" → milliseconds; anything else → fallback. */
export function parseMs(v: unknown, fallback: number): number {
  const m = /^\s*(\d*\.?\d+)\s*(ms|s)?\s*$/.exec(String(v ?? ''));
  return m ? Math.round(parseFloat(m[1]) * (m[2] === 's' ? 1000 : 1)) : fallback;
}

/** "2%", "50" → a number clamped to 0..100; anything else → fallback. */
export function parsePercent(v: unknown, fallback: number): number {
  const n = parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : fallback;
}

/** One of the five CSS curves the theme allows, else ease-in-out. */
export const speedCurve = (v: unknown): string => (CURVES.includes(v as string) ? (v as string) : 'ease-in-out');

/** What to do for this entry on this device; null when its style is not one the theme knows. */
export function resolveAnimation(entry: Entry, device: DeviceMode): Animation | null {
  const style = String(forDevice(entry, 'style', device) ?? '');
  const parsed = parseStyle(style);
  if (!parsed) return null;
  const intensity = Math.trunc(parsePercent(forDevice(entry, 'intensity', device), ANIMATION_INTENSITY_DEFAULT));
  return {
    style,
    ...parsed,
    // The theme loops anything but "once".
    loop: forDevice(entry, 'repeat', device) !== 'once',
    durationMs: parseMs(forDevice(entry, 'duration', device), ANIMATION_DURATION_DEFAULT_MS),
    delayMs: parseMs(forDevice(entry, 'delay', device), 0),
    opacity: parsePercent(forDevice(entry, 'starting_opacity', device), 0) / ANIMATION_OPACITY_PERCENT,
    curve: speedCurve(forDevice(entry, 'speed_curve', device)),
    ...startTransform(parsed.kind, parsed.direction, intensity),
  };
}
