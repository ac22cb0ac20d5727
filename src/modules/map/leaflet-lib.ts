// Leaflet (npm "leaflet", its ES module build) with its stylesheet, injected once when this chunk first
// runs: dist/frontend/maps/leaflet.js, the open service's own library, budgeted on its own row
// (mapLibrary) and requested only by the Leaflet adapter (leaflet.ts) once its settings are checked.
import css from 'leaflet/dist/leaflet.css';

const style = document.createElement('style');
style.id = 'lp-leaflet-css';
style.textContent = css;
document.head.append(style);

export { control, icon, map, marker, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
