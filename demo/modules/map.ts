// The map module on the Google Maps adapter. The demo's "Google" is the dev server's local fake of the
// API's loading surface (demo/maps/fake-google.js), so the page needs no key and no network.
import type { DemoModule } from '../pages/types';
import { FAKE_GOOGLE_URL } from '../maps/routes';
import { mapCss, mapSection } from '../maps/markup';

const demo: DemoModule = {
  name: 'map',
  title: 'Map (Google Maps adapter)',
  kitchenSink: false,
  html: mapSection('lp-map', 'Three pins; the first two have info windows. Gray on phones, half-gray on tablets.'),
  css: mapCss,
  globals: { lightpage_maps: { adapter: 'google', api_key: 'demo-key', script_url: FAKE_GOOGLE_URL } },
};
export default demo;
