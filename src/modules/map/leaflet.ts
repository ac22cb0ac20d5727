// The open adapter: Leaflet over any tile URL the site configures. A chunk of its own, imported only when
// a map that uses it mounts; it checks the settings, then loads the library (leaflet-lib.ts, its own chunk,
// not counted in the map's budget rows).
import { MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX, MAP_MARKER_HEIGHT_PX, MAP_MARKER_WIDTH_PX } from '../../scheduler/constants';
import type { StartMap } from './adapter';
import type { LeafletConfig, Setting } from './config';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The Leaflet settings, or an error text. */
export function leafletConfig(setting: Setting): LeafletConfig | string {
  const tileUrl = setting('tile_url') || OSM_TILE_URL;
  if (!/^(https?:)?\/\/|^\//.test(tileUrl) || !/\{z\}/.test(tileUrl)) return `tile_url "${tileUrl}" is not an http(s) URL template with {z}/{x}/{y}`;
  const maxZoom = Number(setting('max_zoom'));
  return {
    tileUrl,
    attribution: setting('attribution') || (tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : ''),
    maxZoom: maxZoom > 0 ? Math.min(22, maxZoom) : 19,
  };
}

export const start: StartMap = async (setting, { el, data, gray, markerUrl, reducedMotion }) => {
  const config = leafletConfig(setting);
  if (typeof config === 'string') throw config;
  const L = await import('./leaflet-lib');
  const animate = !reducedMotion;
  const { center, zoom, scrollwheel, draggable } = data.options;
  const map = L.map(el, {
    center,
    zoom,
    scrollWheelZoom: scrollwheel,
    dragging: draggable,
    zoomControl: false,
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
  });
  L.control.zoom({ position: data.controlsBottom ? 'bottomleft' : 'topleft' }).addTo(map);
  L.tileLayer(config.tileUrl, config).addTo(map);
  const icon = L.icon({
    iconUrl: markerUrl,
    iconSize: [MAP_MARKER_WIDTH_PX, MAP_MARKER_HEIGHT_PX],
    iconAnchor: [MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX],
    popupAnchor: [MAP_MARKER_WIDTH_PX / 2 - MAP_MARKER_ANCHOR_X_PX, -MAP_MARKER_ANCHOR_Y_PX],
  });
  // Leaflet keeps one popup open at a time and closes it on a map click, as the theme's info windows.
  for (const { position, title, info } of data.pins) {
    const marker = L.marker(position, { icon, title, alt: title || 'Map pin' }).addTo(map);
    if (info) marker.bindPopup(info);
  }
  const tiles = map.getPane('tilePane')!;
  const setGrayscale = (g: number) => void (tiles.style.filter = g ? `grayscale(${g}%)` : '');
  setGrayscale(gray());
  return { setGrayscale, destroy: () => void map.remove() };
};
