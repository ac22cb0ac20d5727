// Which maps service a site uses, from the global the site prints (documented in docs/maps.md):
//   var lightpage_maps = { adapter: 'google' | 'leaflet', api_key, script_url, tile_url, attribution, max_zoom };
// Pure: the global's value in, a checked configuration (or the reason there is none) out.

export interface GoogleConfig {
  adapter: 'google';
  /** The Maps JavaScript API script, without query. */
  scriptUrl: string;
  key: string;
}
export interface LeafletConfig {
  adapter: 'leaflet';
  /** A tile URL template: {z}/{x}/{y}, optional {s} and {r}. */
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}
export type MapConfig = GoogleConfig | LeafletConfig;

export const GOOGLE_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** The API's script as the theme prints it (its google-maps-api handle, with the site's key in the URL). */
export const THEME_GOOGLE_SCRIPT = 'script[src*="maps.googleapis.com/maps/api/js"]';
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The configuration, or an error text (for the one console warning). `googleLoaded`: google.maps is already
 * on the page, or the theme printed the API's script itself (its key is in that script's URL).
 */
export function readMapConfig(raw: unknown, googleLoaded = false): MapConfig | string {
  if (raw !== undefined && (!raw || typeof raw !== 'object')) return 'lightpage_maps is not an object';
  const o = (raw ?? {}) as Record<string, unknown>;
  const adapter = str(o.adapter) || (str(o.tile_url) && !str(o.api_key) ? 'leaflet' : 'google');
  if (adapter === 'leaflet') {
    const tileUrl = str(o.tile_url) || OSM_TILE_URL;
    if (!/^(https?:)?\/\/|^\//.test(tileUrl) || !/\{z\}/.test(tileUrl)) return `tile_url "${tileUrl}" is not an http(s) URL template with {z}/{x}/{y}`;
    const maxZoom = Number(o.max_zoom);
    return {
      adapter,
      tileUrl,
      attribution: typeof o.attribution === 'string' ? o.attribution : tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : '',
      maxZoom: Number.isFinite(maxZoom) && maxZoom > 0 ? Math.min(22, maxZoom) : 19,
    };
  }
  if (adapter !== 'google') return `unknown adapter "${adapter}"`;
  const key = str(o.api_key);
  // A site whose theme loads the API itself needs no key of ours.
  if (!key && !googleLoaded) return 'no Google Maps API key (lightpage_maps.api_key)';
  return { adapter, key, scriptUrl: str(o.script_url) || GOOGLE_SCRIPT_URL };
}
