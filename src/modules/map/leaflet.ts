// The open adapter: Leaflet (npm "leaflet") over any tile URL the site configures. Its own chunk
// (dist/frontend/maps/leaflet.js, library and stylesheet included), imported only when a map that uses it
// mounts; budgeted on its own row, apart from the map module.
import { control, icon as leafletIcon, map as leafletMap, marker as leafletMarker, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import css from 'leaflet/dist/leaflet.css';
import { MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX, MAP_MARKER_HEIGHT_PX, MAP_MARKER_WIDTH_PX } from '../../scheduler/constants';
import type { MapHandle, StartMap } from './adapter';
import type { LeafletConfig } from './config';

let styled = false;

export const startLeafletMap: StartMap<LeafletConfig> = async (config, { el, data, gray, markerUrl, reducedMotion, info }) => {
  if (!styled) {
    styled = true;
    const style = document.createElement('style');
    style.id = 'lp-leaflet-css';
    style.textContent = css;
    document.head.append(style);
  }
  const map = leafletMap(el, {
    center: [data.center.lat, data.center.lng],
    zoom: data.zoom,
    scrollWheelZoom: data.mouseWheel,
    dragging: data.draggable,
    zoomControl: false,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  });
  control.zoom({ position: data.controlsBottom ? 'bottomleft' : 'topleft' }).addTo(map);
  tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
  const icon = leafletIcon({
    iconUrl: markerUrl,
    iconSize: [MAP_MARKER_WIDTH_PX, MAP_MARKER_HEIGHT_PX],
    iconAnchor: [MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX],
    popupAnchor: [MAP_MARKER_WIDTH_PX / 2 - MAP_MARKER_ANCHOR_X_PX, -MAP_MARKER_ANCHOR_Y_PX],
  });
  // Leaflet keeps one popup open at a time and closes it on a map click, as the theme's info windows.
  for (const pin of data.pins) {
    const marker = leafletMarker([pin.lat, pin.lng], { icon, title: pin.title, alt: pin.title || 'Map pin' }).addTo(map);
    if (pin.info) marker.bindPopup(info(pin.info));
  }
  const tiles = map.getPane('tilePane');
  const handle: MapHandle = {
    setGrayscale(g) {
      if (tiles) tiles.style.filter = g ? `grayscale(${g}%)` : '';
    },
    destroy: () => void map.remove(),
  };
  handle.setGrayscale(gray);
  return handle;
};
