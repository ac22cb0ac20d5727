// The map module's pure parts: reading the theme's map data, grayscale per device mode, and the
// site's maps configuration.
import { describe, expect, it } from 'vitest';
import { grayscaleOf, isMobileDevice, readMapData } from '../../../src/modules/map/data';
import { OSM_TILE_URL, readMapConfig } from '../../../src/modules/map/config';
import { saturationStyles } from '../../../src/modules/map/google';

const attrs = (o: Record<string, string>) => (n: string) => o[n] ?? null;
const MAP = { 'data-center-lat': '52.52', 'data-center-lng': '13.405', 'data-zoom': '12', 'data-mouse-wheel': 'on', 'data-mobile-dragging': 'off' };

describe('map data', () => {
  it('reads center, zoom, flags and pins; skips pins without a position', () => {
    const info = { tag: 'pin' };
    const d = readMapData(attrs({}), attrs(MAP), [
      { attr: attrs({ 'data-lat': '1.5', 'data-lng': '-2', 'data-title': 'A' }), info },
      { attr: attrs({ 'data-lat': 'x', 'data-lng': '3', 'data-title': 'bad' }) },
      { attr: attrs({ 'data-lat': '0', 'data-lng': '0' }) },
    ], { mobile: false, controlsBottom: true });
    expect(d).toEqual({
      center: { lat: 52.52, lng: 13.405 }, zoom: 12, mouseWheel: true, draggable: true, controlsBottom: true,
      grayscale: { desktop: 0, tablet: 0, phone: 0 },
      pins: [{ lat: 1.5, lng: -2, title: 'A', info }, { lat: 0, lng: 0, title: '', info: undefined }],
    });
  });

  it('mobile dragging off only stops dragging on a mobile device; wheel only when "on"', () => {
    const on = { mobile: true, controlsBottom: false };
    expect(readMapData(attrs({}), attrs(MAP), [], on)!.draggable).toBe(false);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mobile-dragging': 'on' }), [], on)!.draggable).toBe(true);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mouse-wheel': 'off' }), [], on)!.mouseWheel).toBe(false);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-mouse-wheel': '' }), [], on)!.mouseWheel).toBe(false);
  });

  it('a map without a valid center is not started; a bad zoom falls back and is clamped', () => {
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-center-lat': '' }), [], { mobile: false, controlsBottom: false })).toBeUndefined();
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-zoom': 'abc' }), [], { mobile: false, controlsBottom: false })!.zoom).toBe(8);
    expect(readMapData(attrs({}), attrs({ ...MAP, 'data-zoom': '99' }), [], { mobile: false, controlsBottom: false })!.zoom).toBe(22);
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
  it('Google by default, with a key; the API URL can be replaced', () => {
    expect(readMapConfig({ api_key: ' k ' })).toEqual({ adapter: 'google', key: 'k', scriptUrl: 'https://maps.googleapis.com/maps/api/js' });
    expect(readMapConfig({ adapter: 'google', api_key: 'k', script_url: '/fake' })).toMatchObject({ scriptUrl: '/fake' });
  });

  it('no key is an error, unless the theme already loaded the API', () => {
    expect(readMapConfig(undefined)).toMatch(/no Google Maps API key/);
    expect(readMapConfig({}, true)).toEqual({ adapter: 'google', key: '', scriptUrl: 'https://maps.googleapis.com/maps/api/js' });
  });

  it('Leaflet with a tile URL (OpenStreetMap by default, with its attribution)', () => {
    expect(readMapConfig({ tile_url: '/t/{z}/{x}/{y}.png', max_zoom: '18' })).toEqual({ adapter: 'leaflet', tileUrl: '/t/{z}/{x}/{y}.png', attribution: '', maxZoom: 18 });
    const osm = readMapConfig({ adapter: 'leaflet' });
    expect(osm).toMatchObject({ adapter: 'leaflet', tileUrl: OSM_TILE_URL, maxZoom: 19 });
    expect((osm as { attribution: string }).attribution).toContain('OpenStreetMap');
  });

  it('malformed settings are reported, never thrown', () => {
    expect(readMapConfig('<broken>')).toMatch(/not an object/);
    expect(readMapConfig(null)).toMatch(/not an object/);
    expect(readMapConfig({ adapter: 'bing' })).toMatch(/unknown adapter "bing"/);
    expect(readMapConfig({ adapter: 'leaflet', tile_url: 'javascript:alert(1)//{z}' })).toMatch(/not an http/);
    expect(readMapConfig({ adapter: 'leaflet', tile_url: 'https://x/tiles.png' })).toMatch(/not an http/);
  });
});
