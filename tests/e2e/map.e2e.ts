// The map module in Chromium on both adapters: the Google Maps API (the dev server's local fake of its
// loading surface, which records what it was asked for) and Leaflet over the dev server's tiles. The
// service loads only when the map comes near view; grayscale follows the device mode; a service that is
// unavailable leaves the server's markup, logs one warning and touches nothing else.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useDemo } from './harness';

const demo = useDemo();
const FAKE = /\/__fake__\/maps\/api\/js/;
type Fake = {
  loads: { key: string; callback: string; loading: string }[];
  maps: { options: Record<string, any>; setOptions: Record<string, any>[]; listeners: () => string[] }[];
  markers: { title: string; position: { lat: number; lng: number }; icon: Record<string, any>; onMap: boolean; listeners: () => string[] }[];
  infoWindows: { html: string; open: boolean }[];
};
const fake = (page: Page) =>
  page.evaluate(() => {
    const f = (window as unknown as { __fakeGoogle: Fake }).__fakeGoogle;
    return { ...f, maps: f.maps.map((m) => ({ ...m, listeners: m.listeners() })), markers: f.markers.map((m) => ({ ...m, listeners: m.listeners() })) };
  });
const toMap = (page: Page) => page.evaluate(() => document.querySelector('.et_pb_map_container')!.scrollIntoView());
const SERVER_MAP = '<div class="et_pb_map" data-center-lat="52.52" data-center-lng="13.405" data-zoom="12" data-mouse-wheel="off" data-mobile-dragging="off"></div>';
/** Under a loaded machine a browser round trip can take seconds: wait for the condition that long. */
const WAIT = { timeout: 15_000 };
const saturation = (page: Page) => page.locator('.fake-gmap').getAttribute('data-saturation');

describe('map: Google Maps adapter', () => {
  it('loads the API only near view and asks for the theme\'s center, zoom, flags, markers, info windows and listeners', async () => {
    await demo.reset();
    const { page, errors, warnings, requested } = await demo.open('/modules/map/');
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(requested(FAKE)).toBe(false); // never at boot
    expect(requested(/modules\/map\.js/)).toBe(false);

    await toMap(page);
    await page.waitForSelector('.fake-gmap');
    const f = await fake(page);
    expect(f.loads).toEqual([{ key: 'demo-key', callback: '__lightpageGoogleMaps', loading: 'async' }]);
    expect(f.maps).toHaveLength(1);
    expect(f.maps[0].options).toMatchObject({
      center: { lat: 52.52, lng: 13.405 }, zoom: 12, mapTypeId: 'roadmap', scrollwheel: false, draggable: true,
      zoomControlOptions: { position: 5 }, panControlOptions: { position: 5 }, styles: [{ stylers: [{ saturation: 0 }] }],
    });
    expect(f.maps[0].listeners).toEqual(['click']);
    expect(f.markers.map((m) => [m.title, m.position, m.listeners])).toEqual([
      ['Shop', { lat: 52.5163, lng: 13.3777 }, ['click']],
      ['Warehouse', { lat: 52.5219, lng: 13.4132 }, ['click']],
      ['Parking', { lat: 52.507, lng: 13.39 }, []],
    ]);
    expect(f.markers[0].icon).toEqual({ url: `${demo.url}/wp-content/themes/Divi/includes/builder/images/marker.png`, size: { width: 46, height: 43 }, anchor: { x: 16, y: 43 } });
    // The marker image the theme points at is 46×43.
    expect(await page.evaluate(async (src) => { const i = new Image(); i.src = src; await i.decode(); return [i.naturalWidth, i.naturalHeight]; }, f.markers[0].icon.url)).toEqual([46, 43]);
    // Info windows carry the pin's server-rendered content.
    expect(f.infoWindows).toHaveLength(2);
    expect(f.infoWindows[0].html).toContain('<h3 style="margin-top: 10px;">Shop</h3>');
    expect(f.infoWindows[0].html).toContain('<strong>9 to 18</strong>');

    // One info window at a time; a click on the map closes it.
    await page.click('.fake-gmarker >> text=Shop');
    await expect.poll(() => page.locator('.fake-ginfowindow').innerText(), WAIT).toContain('Open Monday');
    await page.click('.fake-gmarker >> text=Warehouse');
    expect(await page.locator('.fake-ginfowindow').count()).toBe(1);
    expect(await page.locator('.fake-ginfowindow').innerText()).toContain('Deliveries');
    await page.locator('.fake-gmap').click({ position: { x: 5, y: 400 } });
    expect(await page.locator('.fake-ginfowindow').count()).toBe(0);

    // Grayscale per device mode: tablet 40, phone 100, back to desktop 0.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => saturation(page), WAIT).toBe('-40');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => saturation(page), WAIT).toBe('-100');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => saturation(page), WAIT).toBe('0');
    expect(requested(/maps\/leaflet\.js/)).toBe(false);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('uses the API script the theme printed (its key), when the site set no key of its own', async () => {
    const themeScript = () => {
      let v: unknown;
      Object.defineProperty(window, 'lightpage_maps', { configurable: true, get: () => v, set: (x) => (v = { ...x, api_key: '' }) });
      document.addEventListener('DOMContentLoaded', () => {
        const s = document.createElement('script');
        s.src = 'https://maps.googleapis.com/maps/api/js?v=3&key=theme-key';
        document.body.append(s);
      });
    };
    const fakeBody = await (await fetch(`${demo.url}/__fake__/maps/api/js`)).text();
    const { page, warnings, requested } = await demo.open('/modules/map/', {
      ...DESKTOP,
      init: themeScript,
    });
    await page.route('https://maps.googleapis.com/**', (r) => r.fulfill({ body: fakeBody, contentType: 'text/javascript' }));
    await page.reload();
    await toMap(page);
    await page.waitForSelector('.fake-gmap');
    expect((await fake(page)).loads.map((l) => l.key)).toEqual(['theme-key']);
    expect(requested(FAKE)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('on a phone: starts gray, and no dragging when the module says so', async () => {
    const { page } = await demo.open('/modules/map/', { ...PHONE, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    await toMap(page);
    await page.waitForSelector('.fake-gmap');
    const f = await fake(page);
    expect(f.maps[0].options).toMatchObject({ draggable: false, styles: [{ stylers: [{ saturation: -100 }] }] });
  });
});

describe('map: open adapter (Leaflet)', () => {
  it('loads Leaflet as its own chunk near view, with the configured tiles, the pins and their info windows', async () => {
    const { page, errors, warnings, requested } = await demo.open('/modules/map-open/');
    await page.waitForLoadState('load');
    expect(requested(/maps\/leaflet\.js/)).toBe(false);
    await toMap(page);
    await page.waitForSelector('.leaflet-marker-icon');
    expect(requested(/maps\/leaflet\.js/)).toBe(true);
    expect(requested(FAKE)).toBe(false);
    await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
    expect(requested(/^\/__tiles__\/12\/\d+\/\d+\.png$/)).toBe(true);
    const icons = await page.locator('.leaflet-marker-icon').evaluateAll((els) =>
      els.map((e) => [e.getAttribute('title'), (e as HTMLImageElement).width, (e as HTMLImageElement).height, (e as HTMLElement).style.marginLeft, (e as HTMLElement).style.marginTop, (e as HTMLImageElement).src.replace(/^.*\/images\//, '')]));
    expect(icons).toEqual([['Shop', 46, 43, '-16px', '-43px', 'marker.png'], ['Warehouse', 46, 43, '-16px', '-43px', 'marker.png'], ['Parking', 46, 43, '-16px', '-43px', 'marker.png']]);
    expect(await page.locator('.leaflet-control-zoom').evaluate((e) => e.parentElement!.className)).toBe('leaflet-top leaflet-left');
    expect(await page.locator('.leaflet-control-attribution').innerText()).toContain('Demo tiles');
    expect(await page.locator('.et_pb_map').getAttribute('class')).toContain('leaflet-fade-anim');

    await page.click('.leaflet-marker-icon[title="Shop"]');
    await expect.poll(() => page.locator('.leaflet-popup-content').innerText(), WAIT).toContain('Open Monday');
    expect(await page.locator('.leaflet-popup-content h3').innerText()).toBe('Shop');
    await page.click('.leaflet-marker-icon[title="Warehouse"]');
    await expect.poll(() => page.locator('.leaflet-popup-content').innerText(), WAIT).toContain('Deliveries');
    expect(await page.locator('.leaflet-popup').count()).toBe(1);
    // A pin without .infowindow opens nothing.
    await page.click('.leaflet-marker-icon[title="Parking"]', { force: true });
    expect(await page.locator('.leaflet-popup-content').innerText()).toContain('Deliveries');

    const filter = () => page.locator('.leaflet-tile-pane').evaluate((e) => (e as HTMLElement).style.filter);
    expect(await filter()).toBe('');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(filter, WAIT).toBe('grayscale(100%)');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(filter, WAIT).toBe('grayscale(40%)');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('with reduced motion: no fade or zoom animations', async () => {
    const { page } = await demo.open('/modules/map-open/', { ...DESKTOP, reducedMotion: 'reduce' });
    await toMap(page);
    await page.waitForSelector('.leaflet-marker-icon');
    expect(await page.locator('.et_pb_map').getAttribute('class')).not.toMatch(/leaflet-(fade|zoom)-anim/);
  });
});

describe('map: service unavailable', () => {
  const pageStillWorks = async (page: Page) => {
    // The back-to-top button (another module) still comes alive.
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-visible'));
  };
  const serverMarkupKept = async (page: Page) => {
    await expect.poll(() => page.locator('.et_pb_map').evaluate((e) => e.outerHTML), WAIT).toBe(SERVER_MAP);
    expect(await page.locator('.et_pb_map_pin').count()).toBe(3);
  };
  const oneWarning = (warnings: string[], text: string) => {
    const ours = warnings.filter((w) => w.includes('[lightpage]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(text);
  };

  it('script fails to load: one warning, the server markup stays, the rest of the page works', async () => {
    await demo.reset();
    await fetch(`${demo.url}/__test__/feature/maps`, { method: 'POST', body: JSON.stringify({ google: '404' }) });
    const { page, errors, warnings } = await demo.open('/modules/map/');
    await toMap(page);
    await expect.poll(() => warnings.some((w) => w.includes('maps service is unavailable')), WAIT).toBe(true);
    oneWarning(warnings, 'could not be loaded');
    await serverMarkupKept(page);
    await pageStillWorks(page);
    expect(errors.filter((e) => !/Failed to load resource.*404/.test(e))).toEqual([]);
  });

  it('key refused (gm_authFailure): the map is taken down, the server markup is back, one warning', async () => {
    await demo.reset();
    await fetch(`${demo.url}/__test__/feature/maps`, { method: 'POST', body: JSON.stringify({ google: 'auth' }) });
    const { page, errors, warnings } = await demo.open('/modules/map/');
    await toMap(page);
    await expect.poll(() => warnings.some((w) => w.includes('refused the API key')), WAIT).toBe(true);
    oneWarning(warnings, 'refused the API key');
    await serverMarkupKept(page);
    expect(errors).toEqual([]);
    await demo.reset();
  });

  it('no API key: nothing is requested, one warning', async () => {
    const noKey = () => {
      let v: unknown;
      Object.defineProperty(window, 'lightpage_maps', { configurable: true, get: () => v, set: (x) => (v = { ...x, api_key: '' }) });
    };
    const { page, warnings, requested } = await demo.open('/modules/map/', { ...DESKTOP, init: noKey });
    await toMap(page);
    await expect.poll(() => warnings.length, WAIT).toBe(1);
    oneWarning(warnings, 'no Google Maps API key');
    expect(requested(FAKE)).toBe(false);
    await serverMarkupKept(page);
  });

  it('a tile URL that is no template: the Leaflet library is never requested, one warning', async () => {
    const badTiles = () => {
      let v: unknown;
      Object.defineProperty(window, 'lightpage_maps', { configurable: true, get: () => v, set: (x) => (v = { ...x, tile_url: 'ftp://tiles.example/{z}/{x}/{y}.png' }) });
    };
    const { page, warnings, requested } = await demo.open('/modules/map-open/', { ...DESKTOP, init: badTiles });
    await toMap(page);
    await expect.poll(() => warnings.length, WAIT).toBe(1);
    oneWarning(warnings, 'is not an http(s) URL template');
    expect(requested(/chunks\/leaflet-/)).toBe(true); // the adapter checked the setting...
    expect(requested(/maps\/leaflet\.js/)).toBe(false); // ...and never asked for the library
    await serverMarkupKept(page);
  });

  it('the open library is blocked: one warning, the server markup stays', async () => {
    const { page, errors, warnings } = await demo.open('/modules/map-open/');
    await page.route(/maps\/leaflet\.js/, (r) => r.abort('blockedbyclient'));
    await toMap(page);
    await expect.poll(() => warnings.length, WAIT).toBe(1);
    oneWarning(warnings, 'maps service is unavailable');
    await serverMarkupKept(page);
    await pageStillWorks(page);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
