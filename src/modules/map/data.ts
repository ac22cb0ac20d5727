// The map's data as the theme prints it (pure: attribute readers in, plain values out). The container
// carries the grayscale per device mode; div.et_pb_map the center, zoom and flags; each pin its
// position, title and optional info-window content.
import type { DeviceMode } from '../../core/types';

/** A position in the form both services take (Google's LatLngLiteral, Leaflet's LatLng literal). */
export interface LatLng {
  lat: number;
  lng: number;
}
export interface Pin<N = unknown> {
  position: LatLng;
  title: string;
  /** The info window's content (the pin's server-rendered content), when the pin has .infowindow. */
  info?: N;
}
/** The map's own options, by the names Google's Map takes (the Leaflet adapter translates two of them). */
export interface MapOptions {
  center: LatLng;
  zoom: number;
  /** data-mouse-wheel="on": the wheel zooms the map. */
  scrollwheel: boolean;
  /** False on a mobile device when data-mobile-dragging="off". */
  draggable: boolean;
}
export interface MapData<N = unknown> {
  options: MapOptions;
  /** Zoom and pan controls at the bottom left (under a transparent nav), else the top left. */
  controlsBottom: boolean;
  /** 0 (colour) to 100 (gray) per device mode. */
  grayscale: Record<DeviceMode, number>;
  pins: Pin<N>[];
}

/** What is read of an element: an Element, or a stand-in in the unit tests. */
export interface Attrs {
  getAttribute(name: string): string | null;
}

const num = (v: string | null, fallback = NaN) => {
  const n = parseFloat(v as string);
  return isFinite(n) ? n : fallback;
};
/** data-<prefix>lat / -lng as a position, or undefined when either is not a number. */
const positionOf = (el: Attrs, prefix: string): LatLng | undefined => {
  const lat = num(el.getAttribute(`data-${prefix}lat`));
  const lng = num(el.getAttribute(`data-${prefix}lng`));
  return isFinite(lat + lng) ? { lat, lng } : undefined;
};

/** The theme's mobile-device test (a user-agent match, as its script does). */
export const isMobileDevice = (ua: string) => /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/.test(ua);

/** Grayscale per mode, 0..100: tablet falls back to desktop, phone to tablet. */
export function grayscaleOf(container: Attrs): Record<DeviceMode, number> {
  const out = {} as Record<DeviceMode, number>;
  let gray = 0;
  for (const mode of ['desktop', 'tablet', 'phone'] as const) {
    out[mode] = gray = Math.min(100, Math.abs(num(container.getAttribute(mode === 'desktop' ? 'data-grayscale' : `data-grayscale-${mode}`), gray)));
  }
  return out;
}

/**
 * Reads the map, or returns undefined when its center is not a position (nothing to start). Pins
 * without a valid position are skipped; `info` gives a pin's info-window content (or undefined).
 */
export function readMapData<A extends Attrs, N>(
  container: Attrs,
  map: Attrs,
  pins: A[],
  opts: { mobile: boolean; controlsBottom: boolean; info: (pin: A) => N | undefined },
): MapData<N> | undefined {
  const center = positionOf(map, 'center-');
  if (!center) return;
  return {
    options: {
      center,
      zoom: Math.round(Math.min(22, Math.max(0, num(map.getAttribute('data-zoom'), 8)))),
      scrollwheel: map.getAttribute('data-mouse-wheel') === 'on',
      draggable: !(opts.mobile && map.getAttribute('data-mobile-dragging') === 'off'),
    },
    controlsBottom: opts.controlsBottom,
    grayscale: grayscaleOf(container),
    pins: pins.flatMap((pin) => {
      const position = positionOf(pin, '');
      return position ? [{ position, title: pin.getAttribute('data-title') ?? '', info: opts.info(pin) }] : [];
    }),
  };
}
