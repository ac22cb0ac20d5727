// The map's data as the theme prints it (pure: attribute readers in, plain values out). The container
// carries the grayscale per device mode; div.et_pb_map the center, zoom and flags; each pin its
// position, title and optional info-window content.
import type { DeviceMode } from '../../core/types';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Pin<N = unknown> extends LatLng {
  title: string;
  /** The pin's own server-rendered node (its inner HTML is the info window), when it has .infowindow. */
  info?: N;
}
export interface MapData<N = unknown> {
  center: LatLng;
  zoom: number;
  /** data-mouse-wheel="on": the wheel zooms the map. */
  mouseWheel: boolean;
  /** False on a mobile device when data-mobile-dragging="off". */
  draggable: boolean;
  /** Zoom and pan controls at the bottom left (under a transparent nav), else the top left. */
  controlsBottom: boolean;
  /** 0 (colour) to 100 (gray) per device mode. */
  grayscale: Record<DeviceMode, number>;
  pins: Pin<N>[];
}

export type Attr = (name: string) => string | null;

const finite = (v: string | null | undefined, fallback: number) => {
  const n = parseFloat(v ?? '');
  return Number.isFinite(n) ? n : fallback;
};
const clampGray = (n: number) => Math.min(100, Math.max(0, Math.abs(n)));

/** The theme's mobile-device test (a user-agent match, as its script does). */
export const isMobileDevice = (ua: string) => /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/.test(ua);

/** Grayscale per mode: tablet falls back to desktop, phone to tablet. */
export function grayscaleOf(container: Attr): Record<DeviceMode, number> {
  const desktop = clampGray(finite(container('data-grayscale'), 0));
  const tablet = clampGray(finite(container('data-grayscale-tablet'), desktop));
  const phone = clampGray(finite(container('data-grayscale-phone'), tablet));
  return { desktop, tablet, phone };
}

export interface PinSource<N> {
  attr: Attr;
  /** The node whose children are the info window, or undefined when the pin has no .infowindow. */
  info?: N;
}

/**
 * Reads the map, or returns undefined when its center is not a position (nothing to start). Pins
 * without a valid position are skipped.
 */
export function readMapData<N>(container: Attr, map: Attr, pins: PinSource<N>[], opts: { mobile: boolean; controlsBottom: boolean }): MapData<N> | undefined {
  const lat = finite(map('data-center-lat'), NaN);
  const lng = finite(map('data-center-lng'), NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
  return {
    center: { lat, lng },
    zoom: Math.round(Math.min(22, Math.max(0, finite(map('data-zoom'), 8)))),
    mouseWheel: map('data-mouse-wheel') === 'on',
    draggable: !(opts.mobile && map('data-mobile-dragging') === 'off'),
    controlsBottom: opts.controlsBottom,
    grayscale: grayscaleOf(container),
    pins: pins.flatMap(({ attr, info }) => {
      const p = { lat: finite(attr('data-lat'), NaN), lng: finite(attr('data-lng'), NaN) };
      return Number.isFinite(p.lat) && Number.isFinite(p.lng) ? [{ ...p, title: attr('data-title') ?? '', info }] : [];
    }),
  };
}
