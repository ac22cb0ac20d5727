// The Google Maps JavaScript API adapter. The API's script is added only when the first map mounts
// (the map has come near view), once per page, with the site's key; a page whose theme already loaded
// it (or is loading it) uses that. Map options, marker and info windows as the theme sets them.
import { MAP_LOAD_TIMEOUT_MS, MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX, MAP_MARKER_HEIGHT_PX, MAP_MARKER_WIDTH_PX } from '../../scheduler/constants';
import type { StartMap } from './adapter';
import type { GoogleConfig, Setting } from './config';

/* eslint-disable @typescript-eslint/no-explicit-any -- the API is typed by Google's own @types, not shipped here */
type Maps = any;
const CALLBACK = '__lightpageGoogleMaps';
/** The API's script as the theme prints it (its google-maps-api handle, with the site's key in the URL). */
const THEME_SCRIPT = 'script[src*="maps.googleapis.com/maps/api/js"]';
const win = window as any;
let loading: Promise<Maps> | undefined;
/** Settles when Google refuses the key (gm_authFailure): every map drawn with it then shows an error. */
let refuse: (why: string) => void;
const refused = new Promise<string>((r) => (refuse = r));

/** Google's "saturation" styler for a grayscale amount (the theme: saturation = −grayscale). */
export const saturationStyles = (gray: number) => [{ stylers: [{ saturation: -gray }] }];

const GOOGLE_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** The Google settings, or an error text; `loaded`: google.maps is on the page or the theme printed the API's script (its key in the URL). */
export function googleConfig(setting: Setting, loaded: boolean): GoogleConfig | string {
  const key = setting('api_key');
  // A site whose theme loads the API itself needs no key of ours.
  return key || loaded ? { key, scriptUrl: setting('script_url') || GOOGLE_SCRIPT_URL } : 'no Google Maps API key (lightpage_maps.api_key)';
}

/**
 * google.maps once it can draw: loaded, or Google's inline bootstrap loader (its importLibrary loads the
 * rest on the first call). No optional chaining: the build's targets make esbuild spell it out at length.
 */
const api = (): Maps => {
  const maps = (win.google || {}).maps || {};
  return (maps.importLibrary || maps.Map) && maps;
};

/** Adds the API's script once (or waits for the theme's); resolves with google.maps, rejects with a reason. */
function loadGoogleMaps(config: GoogleConfig, theirs: HTMLScriptElement | null): Promise<Maps> {
  return (loading ??= new Promise<Maps>((resolve, reject) => {
    if (api()) return resolve(api());
    // (Once settled, the promise ignores a later reject: the timer needs no clearing.)
    setTimeout(reject, MAP_LOAD_TIMEOUT_MS, 'the Google Maps API did not answer');
    // Our script calls back when the API is ready; the theme's is ready when it has run (one that ran
    // without defining the API runs into the timeout).
    const ready = () => api() && resolve(api());
    const site = win.gm_authFailure;
    win.gm_authFailure = () => {
      refuse('Google Maps refused the API key');
      if (site) site();
    };
    let s = theirs;
    if (s) s.addEventListener('load', ready);
    else {
      win[CALLBACK] = ready;
      s = document.createElement('script');
      s.src = `${config.scriptUrl}?${new URLSearchParams({ key: config.key, callback: CALLBACK, loading: 'async' })}`;
      document.head.append(s);
    }
    s.addEventListener('error', () => reject('the Google Maps script could not be loaded'));
  }));
}

export const start: StartMap = async (setting, { el, data, gray, markerUrl, failed }) => {
  const theirs = document.querySelector<HTMLScriptElement>(THEME_SCRIPT);
  const config = googleConfig(setting, !!(api() || theirs));
  if (typeof config === 'string') throw config;
  const maps = await loadGoogleMaps(config, theirs);
  const lib = (name: string) => (maps.importLibrary ? maps.importLibrary(name) : maps);
  const [{ Map, InfoWindow }, { Marker }] = await Promise.all([lib('maps'), lib('marker')]);
  const position = (maps.ControlPosition || {})[data.controlsBottom ? 'LEFT_BOTTOM' : 'LEFT_TOP'];
  const controls = { position };
  const map = new Map(el, {
    ...data.options,
    mapTypeId: 'roadmap',
    panControlOptions: controls,
    zoomControlOptions: controls,
    styles: saturationStyles(gray()),
  });
  let open: Maps;
  const close = () => open && open.close();
  const onClick = maps.event.addListener(map, 'click', close);
  const icon = { url: markerUrl, size: new maps.Size(MAP_MARKER_WIDTH_PX, MAP_MARKER_HEIGHT_PX), anchor: new maps.Point(MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX) };
  // A marker's click listener goes with the marker when it is taken off the map.
  const markers = data.pins.map(({ position, title, info }) => {
    const marker = new Marker({ position, map, title, icon });
    if (info) {
      const box = new InfoWindow({ content: info });
      maps.event.addListener(marker, 'click', () => (close(), box.open({ map, anchor: marker }), (open = box)));
    }
    return marker;
  });
  // The maps drawn show an error then: the module takes this one down.
  refused.then(failed);
  return {
    setGrayscale: (g) => map.setOptions({ styles: saturationStyles(g) }),
    destroy() {
      close();
      onClick.remove();
      markers.forEach((m) => m.setMap(null));
    },
  };
};
