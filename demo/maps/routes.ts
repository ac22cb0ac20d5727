// The maps services of the demo, served locally so tests can see what the map module asked for:
//   /__fake__/maps/api/js      a stand-in for the Google Maps JavaScript API's loading surface (fake-google.js)
//   /__tiles__/{z}/{x}/{y}.png generated map tiles for the open (Leaflet) adapter
//   .../builder/images/marker.png the theme's marker image, 46×43
// POST /__test__/feature/maps with {"google": "404" | "silent" | "auth"} makes the fake fail: a 404, a
// script that never calls back, or a refused key (gm_authFailure).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reply } from '../server/http';
import type { DemoState } from '../server/state';
import { png } from '../server/png';

const fake = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fake-google.js'), 'utf8');
export const FAKE_GOOGLE_URL = '/__fake__/maps/api/js';
export const TILE_URL = '/__tiles__/{z}/{x}/{y}.png';

const marker = png(46, 43, (x, y) => {
  // A pin: a round head over a point at (16, 43), as the theme's marker.png.
  const inHead = (x - 16) ** 2 + (y - 15) ** 2 <= 14 ** 2;
  const inTip = y > 15 && Math.abs(x - 16) <= (43 - y) * 0.5;
  return inHead || inTip ? [220, 60, 50, 255] : [0, 0, 0, 0];
});
const tiles = new Map<string, Buffer>();

export function mapRoute(path: string, state: DemoState): Reply | undefined {
  if (path === FAKE_GOOGLE_URL) {
    const mode = (state.features.maps as { google?: string } | undefined)?.google;
    if (mode === '404') return { status: 404, body: 'Not found', type: 'text/plain' };
    return { body: `window.__fakeGoogleMode = ${JSON.stringify(mode ?? 'ok')};\n${fake}`, type: 'text/javascript; charset=UTF-8', headers: { 'Cache-Control': 'no-store' } };
  }
  if (path.endsWith('/includes/builder/images/marker.png')) return { body: marker, type: 'image/png' };
  const t = /^\/__tiles__\/(\d+)\/(-?\d+)\/(-?\d+)\.png$/.exec(path);
  if (t) {
    const key = t.slice(1).join('/');
    if (!tiles.has(key)) {
      const [z, x, y] = t.slice(1).map(Number);
      // A coloured checkerboard with a grid line, so panning and zooming show; colour by tile position.
      const hue = ((x * 47 + y * 89 + z * 13) % 360 + 360) % 360;
      const [r, g, b] = [Math.round(120 + 100 * Math.cos((hue * Math.PI) / 180)), 170, Math.round(120 + 100 * Math.sin((hue * Math.PI) / 180))];
      tiles.set(key, png(256, 256, (px, py) => (px < 2 || py < 2 ? [90, 90, 90, 255] : [r, g, b, 255])));
    }
    return { body: tiles.get(key), type: 'image/png', headers: { 'Cache-Control': 'public, max-age=3600' } };
  }
}
