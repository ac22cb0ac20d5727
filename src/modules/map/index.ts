// Enhances the theme's map module: `.et_pb_map_container` (data-grayscale[-tablet|-phone]) holding
// `div.et_pb_map` (center, zoom, mouse-wheel and mobile-dragging flags) and its `div.et_pb_map_pin`s.
// The maps service (Google or Leaflet, from lightpage_maps) starts when the module mounts; if it is
// unavailable, the server's markup stays as it is, with one console warning for the page.
import type { ModuleContext } from '../../core/types';
import type { MapHandle, StartOptions } from './adapter';
import { readMapConfig, THEME_GOOGLE_SCRIPT, type MapConfig } from './config';
import { isMobileDevice, readMapData } from './data';

let warned = false;
const warn = (why: unknown) => {
  if (warned) return;
  warned = true;
  console.warn(`[lightpage] map: the maps service is unavailable (${why instanceof Error ? why.message : String(why)}); the map is not started`);
};

/** The pin's server-rendered content, as the info window shows it (the server's own HTML, copied as nodes). */
function info(pin: HTMLElement): HTMLElement {
  const box = document.createElement('div');
  box.className = 'lp-map-infowindow';
  box.append(...Array.from(pin.cloneNode(true).childNodes));
  return box;
}

/** Keeps what a service changes on the map element, to give it back as the server rendered it. */
function snapshot(el: HTMLElement): () => void {
  const children = Array.from(el.childNodes);
  const style = el.getAttribute('style');
  const cls = el.className;
  return () => {
    el.replaceChildren(...children);
    el.className = cls;
    // Reading the attribute first makes Chrome settle the inline style the service set through the CSSOM;
    // removed without that, it comes back as style="" when the element is next serialized.
    if (el.getAttribute('style') === style) return;
    if (style === null) el.removeAttribute('style');
    else el.setAttribute('style', style);
  };
}

const start = (config: MapConfig, opts: StartOptions): Promise<MapHandle> =>
  config.adapter === 'google'
    ? import('./google').then((m) => m.startGoogleMap(config, opts))
    : import('./leaflet').then((m) => m.startLeafletMap(config, opts));

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const el = root.querySelector<HTMLElement>('.et_pb_map');
  if (!el) return;
  const attr = (node: Element) => (name: string) => node.getAttribute(name);
  const pins = Array.from(root.querySelectorAll<HTMLElement>('.et_pb_map_pin'), (pin) => ({
    attr: attr(pin),
    info: pin.querySelector('.infowindow') ? pin : undefined,
  }));
  const data = readMapData(attr(root), attr(el), pins, {
    mobile: isMobileDevice(navigator.userAgent),
    controlsBottom: root.classList.contains('et_beneath_transparent_nav'),
  });
  const w = window as unknown as { lightpage_maps?: unknown; google?: { maps?: { Map?: unknown } } };
  const config = readMapConfig(w.lightpage_maps, !!w.google?.maps?.Map || !!document.querySelector(THEME_GOOGLE_SCRIPT));
  if (!data || typeof config === 'string') return warn(data ? config : 'the map has no center');

  let handle: MapHandle | undefined;
  let stopped = false;
  const restore = snapshot(el);
  const stop = () => {
    handle?.destroy();
    handle = undefined;
    restore();
  };
  const markerUrl = `${ctx.settings.builderImagesUri.replace(/\/$/, '')}/marker.png`;
  const mode = ctx.device.value;
  start(config, { el, data, gray: data.grayscale[mode], markerUrl, reducedMotion: ctx.reducedMotion, info, failed: (why) => (stop(), warn(why)) }).then(
    (h) => {
      handle = h;
      if (stopped) stop();
      else if (ctx.device.value !== mode) h.setGrayscale(data.grayscale[ctx.device.value]);
    },
    (e) => (restore(), warn(e)),
  );
  const off = ctx.device.subscribe((mode) => handle?.setGrayscale(data.grayscale[mode]));
  return () => {
    stopped = true;
    off();
    stop();
  };
}
