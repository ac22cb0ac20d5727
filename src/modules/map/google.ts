// The Google Maps JavaScript API adapter. The API's script is added only when the first map mounts
// (the map has come near view), once per page, with the site's key; a page whose theme already loaded
// it uses that. Map options, marker and info windows as the theme sets them.
import { MAP_LOAD_TIMEOUT_MS, MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX, MAP_MARKER_HEIGHT_PX, MAP_MARKER_WIDTH_PX } from '../../scheduler/constants';
import type { MapHandle, StartMap } from './adapter';
import type { GoogleConfig } from './config';

/* eslint-disable @typescript-eslint/no-explicit-any -- the API is typed by Google's own @types, not shipped here */
type Maps = any;
const CALLBACK = '__lightpageGoogleMaps';
let loading: Promise<Maps> | undefined;

/** Google's "saturation" styler for a grayscale amount (the theme: saturation = −grayscale). */
export const saturationStyles = (gray: number) => [{ stylers: [{ saturation: -gray }] }];
const failures = new Set<(why: string) => void>();

const gmaps = (): Maps => (window as any).google?.maps;

/** Adds the API's script once (or waits for the theme's); resolves with google.maps. */
export function loadGoogleMaps(config: GoogleConfig, win: any = window): Promise<Maps> {
  return (loading ??= new Promise<Maps>((resolve, reject) => {
    if (gmaps()?.Map) return resolve(gmaps());
    // config.ts's THEME_GOOGLE_SCRIPT, repeated: a string shared by two chunks would become a third chunk.
    const theirs = document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com/maps/api/js"]');
    if (theirs) {
      // Still loading (a script that had run would have defined google.maps): wait for it.
      theirs.addEventListener('load', () => (gmaps()?.Map ? resolve(gmaps()) : reject(new Error('the theme\'s Google Maps script defined no map'))));
      theirs.addEventListener('error', () => reject(new Error('the theme\'s Google Maps script could not be loaded')));
      return;
    }
    const timer = setTimeout(() => fail('the API did not answer'), MAP_LOAD_TIMEOUT_MS);
    function fail(why: string) {
      clearTimeout(timer);
      reject(new Error(why));
    }
    win[CALLBACK] = () => {
      clearTimeout(timer);
      delete win[CALLBACK];
      resolve(gmaps());
    };
    // Google calls this when the key is refused: the maps it drew show an error, so take them down.
    const site = win.gm_authFailure;
    win.gm_authFailure = () => {
      failures.forEach((f) => f('Google Maps refused the API key'));
      if (typeof site === 'function') site();
    };
    const s = document.createElement('script');
    const q = new URLSearchParams({ key: config.key, callback: CALLBACK, loading: 'async' });
    s.src = `${config.scriptUrl}?${q}`;
    s.async = true;
    s.onerror = () => fail(`${config.scriptUrl} could not be loaded`);
    document.head.append(s);
  }));
}

export const startGoogleMap: StartMap<GoogleConfig> = async (config, { el, data, gray, markerUrl, info, failed }) => {
  const maps = await loadGoogleMaps(config);
  const lib = async (name: string) => (typeof maps.importLibrary === 'function' ? maps.importLibrary(name) : maps);
  const [{ Map, InfoWindow }, { Marker }] = await Promise.all([lib('maps'), lib('marker')]);
  const position = maps.ControlPosition?.[data.controlsBottom ? 'LEFT_BOTTOM' : 'LEFT_TOP'];
  const map = new Map(el, {
    center: data.center,
    zoom: data.zoom,
    mapTypeId: 'roadmap',
    scrollwheel: data.mouseWheel,
    draggable: data.draggable,
    panControlOptions: { position },
    zoomControlOptions: { position },
    styles: saturationStyles(gray),
  });
  let open: Maps | undefined;
  const close = () => (open?.close(), (open = undefined));
  const listeners = [maps.event.addListener(map, 'click', close)];
  const markers = data.pins.map((pin) => {
    const marker = new Marker({
      position: { lat: pin.lat, lng: pin.lng },
      map,
      title: pin.title,
      icon: {
        url: markerUrl,
        size: new maps.Size(MAP_MARKER_WIDTH_PX, MAP_MARKER_HEIGHT_PX),
        anchor: new maps.Point(MAP_MARKER_ANCHOR_X_PX, MAP_MARKER_ANCHOR_Y_PX),
      },
    });
    if (pin.info) {
      const win = new InfoWindow({ content: info(pin.info) });
      listeners.push(maps.event.addListener(marker, 'click', () => (close(), win.open({ map, anchor: marker }), (open = win))));
    }
    return marker;
  });
  const handle: MapHandle = {
    setGrayscale: (g) => map.setOptions({ styles: saturationStyles(g) }),
    destroy() {
      failures.delete(failed);
      close();
      listeners.forEach((l) => l.remove());
      markers.forEach((m) => m.setMap(null));
    },
  };
  failures.add(failed);
  return handle;
};
