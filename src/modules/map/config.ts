// Which maps service a site uses, from the global the site prints (documented in docs/maps.md):
//   var lightpage_maps = { adapter: 'google' | 'leaflet', api_key, script_url, tile_url, attribution, max_zoom };
// Pure: the global's value in, the adapter and a settings reader (or the reason there is none) out. The
// module reads only which adapter runs; each adapter checks its own settings before it loads anything
// (googleConfig in google.ts, leafletConfig in leaflet.ts), so the module's chunk carries neither
// service's defaults. (Only types are shared: code shared by two chunks would become a third.)

/** One setting of lightpage_maps as a trimmed string ('' when absent). */
export type Setting = (key: string) => string;

export interface GoogleConfig {
  /** The Maps JavaScript API script, without query. */
  scriptUrl: string;
  key: string;
}
export interface LeafletConfig {
  /** A tile URL template: {z}/{x}/{y}, optional {s} and {r}. */
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}

/** The adapter and the settings reader, or an error text (for the one console warning). */
export function readAdapter(raw: unknown): { adapter: 'google' | 'leaflet'; setting: Setting } | string {
  if (raw !== undefined && (!raw || typeof raw !== 'object')) return 'lightpage_maps is not an object';
  const setting: Setting = (key) => String((raw as Record<string, unknown> | undefined || {})[key] ?? '').trim();
  const adapter = setting('adapter') || (setting('tile_url') && !setting('api_key') ? 'leaflet' : 'google');
  return adapter === 'google' || adapter === 'leaflet' ? { adapter, setting } : `unknown adapter "${adapter}"`;
}
