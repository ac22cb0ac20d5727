// Enhances the theme's map module: `.et_pb_map_container` (data-grayscale[-tablet|-phone]) holding
// `div.et_pb_map` (center, zoom, mouse-wheel and mobile-dragging flags) and its `div.et_pb_map_pin`s.
// The maps service (Google or Leaflet, from lightpage_maps) starts when the module mounts; if it is
// unavailable, the server's markup stays as it is, with one console warning for the page.
import type { ModuleContext } from '../../core/types';
import type { MapHandle } from './adapter';
import { readAdapter } from './config';
import { isMobileDevice, readMapData } from './data';

let warned = false;
const warn = (why: unknown) => {
  if (!warned) console.warn(`[lightpage] map not started: the maps service is unavailable (${why})`);
  warned = true;
};

/** A pin's info-window content: a copy of its server-rendered children (the server's own HTML, as nodes). */
function info(pin: Element): HTMLElement | undefined {
  if (!pin.querySelector('.infowindow')) return;
  const box = document.createElement('div');
  box.className = 'lp-map-infowindow';
  box.append(...pin.cloneNode(true).childNodes);
  return box;
}

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const el = root.querySelector<HTMLElement>('.et_pb_map');
  if (!el) return;
  const data = readMapData(root, el, [...root.querySelectorAll('.et_pb_map_pin')], {
    mobile: isMobileDevice(navigator.userAgent),
    controlsBottom: root.classList.contains('et_beneath_transparent_nav'),
    info,
  });
  const config = readAdapter((window as { lightpage_maps?: unknown }).lightpage_maps);
  if (!data || typeof config === 'string') return warn(data ? config : 'the map has no center');

  // Whatever a service does to the map element, the server's element (a copy taken now) is put back.
  const server = el.cloneNode(true);
  const restore = () => el.replaceWith(server);
  let handle: MapHandle | undefined;
  let stopped = false;
  const stop = () => {
    if (handle) handle.destroy();
    handle = undefined;
    restore();
  };
  (config.adapter === 'google' ? import('./google') : import('./leaflet'))
    .then((service) =>
      service.start(config.setting, {
        el,
        data,
        gray: () => data.grayscale[ctx.device.value],
        markerUrl: `${ctx.custom('builder_images_uri').replace(/\/$/, '')}/marker.png`,
        reducedMotion: ctx.reducedMotion,
        failed: (why) => (stop(), warn(why)),
      }),
    )
    .then(
      // Unmounted while it was loading: the server's element is already back.
      (h) => (stopped ? h.destroy() : (handle = h)),
      (why) => (restore(), warn(why)),
    );
  const off = ctx.device.subscribe((mode) => handle && handle.setGrayscale(data.grayscale[mode]));
  return () => {
    stopped = true;
    off();
    stop();
  };
}
