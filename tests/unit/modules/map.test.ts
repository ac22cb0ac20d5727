// The map module's pure parts: reading the theme's map data, grayscale per device mode, and the
// site's maps configuration (the adapter choice, then each adapter's own settings).
import { describe, expect, it } from 'vitest';
import { grayscaleOf, isMobileDevice, readMapData, type Attrs } from '../../../src/modules/map/data';
import { readAdapter, type Setting } from '../../../src/modules/map/config';
import { googleConfig, saturationStyles } from '../../../src/modules/map/google';
import { leafletConfig, OSM_TILE_URL } from '../../../src/modules/map/leaflet';

const attrs = (o: Record<string, string>): Attrs & { info?: unknown } => ({ getAttribute: (n: string) => o[n] ?? null });
const MAP = { 'data-center-lat': '52.52', 'data-center-lng': '13.405', 'data-zoom': '12', 'data-mouse-wheel': 'on', 'data-mobile-dragging': 'off' };
const opts = (mobile: boolean, controlsBottom = false) => ({ mobile, controlsBottom, info: (pin: { info?: unknown }) => pin.info });

describe('map data', () => {
  it('reads center, zoom, flags and pins; skips pins without a position', () => {
    const info = { tag: 'pin' };
    const d = readMapData(attrs({}), attrs(MAP), [
      { ...attrs({ 'data-lat': '1.5', 'data-lng': '-2', 'data-title': 'A' }), info },
      attrs({ 'data-lat': 'x', 'data-lng': '3', 'data-title': 'bad' }),
      attrs({ 'data-lat': '0', 'data-lng': '0' }),
    ], opts(false, true));
    expect(d).toEqual({
      options: { center: { lat: 52.52, lng: 13.405 }, zoom: 12, scrollwheel: true, draggable: true },
      controlsBottom: true,
      grayscale: { desktop: 0, tablet: 0, phone: 0 },
      pins: [{ position: { lat: 1.5, lng: -2 }, title: 'A', info }, { position: { lat: 0, lng: 0 }, title: '', info: undefined }],
    });
  });

  it('mobile dragging off only stops dragging on a mobile device; wheel only when "on"', () => {
    expect(readMapData(attrs({}), attrs(MAP), [], opts(false))!.options.draggable).toBe(true);
    expect(readMapData(attrs({}), attrs(MAP), [], opts(true))!.options.draggable).toBe(false);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mobile-dragging': 'on' }), [], opts(true))!.options.draggable).toBe(true);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mouse-wheel': 'off' }), [], opts(true))!.options.scrollwheel).toBe(false);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mouse-wheel': '' }), [], opts(true))!.options.scrollwheel).toBe(false);
  });

  it('a map without a valid center is not started; a bad zoom falls back and is clamped', () => {
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-center-lat': '' }), [], opts(false))).toBeUndefined();
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-center-lng': 'east' }), [], opts(false))).toBeUndefined();
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-zoom': 'abc' }), [], opts(false))!.options.zoom).toBe(8);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-zoom': '99' }), [], opts(false))!.options.zoom).toBe(22);
  });

  it('grayscale per device: tablet falls back to desktop, phone to tablet; clamped to 0..100', () => {
    expect(grayscaleOf(attrs({ 'data-grayscale': '30' }))).toEqual({ desktop: 30, tablet: 30, phone: 30 });
    expect(grayscaleOf(attrs({ 'data-grayscale': '30', 'data-grayscale-tablet': '60' }))).toEqual({ desktop: 30, tablet: 60, phone: 60 });
    expect(grayscaleOf(attrs({ 'data-grayscale-phone': '100' }))).toEqual({ desktop: 0, tablet: 0, phone: 100 });
    expect(grayscaleOf(attrs({ 'data-grayscale': '-40', 'data-grayscale-tablet': '250', 'data-grayscale-phone': 'x' }))).toEqual({ desktop: 40, tablet: 100, phone: 100 });
    expect(saturationStyles(40)).toEqual([{ stylers: [{ saturation: -40 }] }]);
  });

  it('mobile device by user agent, as the theme tests it', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});

describe('maps configuration (lightpage_maps)', () => {
  const setting = (raw: unknown): Setting => {
    const r = readAdapter(raw);
    if (typeof r === 'string') throw new Error(r);
    return r.setting;
  };

  it('picks the adapter: as named, else Leaflet for a tile URL without a key, else Google', () => {
    expect(readAdapter(undefined)).toMatchObject({ adapter: 'google' });
    expect(readAdapter({ api_key: 'k' })).toMatchObject({ adapter: 'google' });
    expect(readAdapter({ tile_url: '/t/{z}/{x}/{y}.png' })).toMatchObject({ adapter: 'leaflet' });
    expect(readAdapter({ tile_url: '/t/{z}/{x}/{y}.png', api_key: 'k' })).toMatchObject({ adapter: 'google' });
    expect(readAdapter({ adapter: ' leaflet ', api_key: 'k' })).toMatchObject({ adapter: 'leaflet' });
  });

  it('Google with a key; the API URL can be replaced', () => {
    expect(googleConfig(setting({ api_key: ' k ' }), false)).toEqual({ key: 'k', scriptUrl: 'https://maps.googleapis.com/maps/api/js' });
    expect(googleConfig(setting({ adapter: 'google', api_key: 'k', script_url: '/fake' }), false)).toMatchObject({ scriptUrl: '/fake' });
  });

  it('no key is an error, unless the theme already loaded the API', () => {
    expect(googleConfig(setting(undefined), false)).toMatch(/no Google Maps API key/);
    expect(googleConfig(setting({}), true)).toEqual({ key: '', scriptUrl: 'https://maps.googleapis.com/maps/api/js' });
  });

  it('Leaflet with a tile URL (OpenStreetMap by default, with its attribution)', () => {
    expect(leafletConfig(setting({ tile_url: '/t/{z}/{x}/{y}.png', max_zoom: '18' }))).toEqual({ tileUrl: '/t/{z}/{x}/{y}.png', attribution: '', maxZoom: 18 });
    expect(leafletConfig(setting({ tile_url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', max_zoom: 30, attribution: 'Ex' }))).toEqual({ tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', attribution: 'Ex', maxZoom: 22 });
    const osm = leafletConfig(setting({ adapter: 'leaflet' }));
    expect(osm).toMatchObject({ tileUrl: OSM_TILE_URL, maxZoom: 19 });
    expect((osm as { attribution: string }).attribution).toContain('OpenStreetMap');
  });

  it('malformed settings are reported, never thrown', () => {
    expect(readAdapter('<broken>')).toMatch(/not an object/);
    expect(readAdapter(null)).toMatch(/not an object/);
    expect(readAdapter({ adapter: 'bing' })).toMatch(/unknown adapter "bing"/);
    expect(leafletConfig(setting({ adapter: 'leaflet', tile_url: 'javascript:alert(1)//{z}' }))).toMatch(/not an http/);
    expect(leafletConfig(setting({ adapter: 'leaflet', tile_url: 'https://x/tiles.png' }))).toMatch(/not an http/);
  });
});
