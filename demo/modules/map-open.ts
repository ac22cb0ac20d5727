// The map module on the open adapter (Leaflet), over the dev server's generated tiles.
import type { DemoModule } from '../pages/types';
import { TILE_URL } from '../maps/routes';
import { mapCss, mapSection } from '../maps/markup';

const demo: DemoModule = {
  name: 'map-open',
  title: 'Map (open adapter: Leaflet)',
  kitchenSink: false,
  html: mapSection('lp-map', 'The same map on Leaflet, with tiles from any tile server the site configures (here: generated ones).'),
  css: mapCss,
  globals: { lightpage_maps: { adapter: 'leaflet', tile_url: TILE_URL, attribution: 'Demo tiles', max_zoom: 18 } },
};
export default demo;
