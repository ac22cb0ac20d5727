// Demo images of a real size: GET /assets/demo-img/<width>x<height>/<n>.png is a PNG of exactly that size
// (a flat colour per n, with a darker band), so pages reserve image boxes as a real site's uploads do.
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** HSL hue → RGB at fixed saturation and lightness. */
function colour(n: number, dark: boolean): [number, number, number] {
  const h = (n * 47) % 360;
  const l = dark ? 0.35 : 0.6;
  const a = 0.5 * Math.min(l, 1 - l);
  const f = (k: number) => Math.round(255 * (l - a * Math.max(-1, Math.min((k + h / 30) % 12 - 3, 9 - ((k + h / 30) % 12), 1))));
  return [f(0), f(8), f(4)];
}

export function demoImage(path: string): Buffer | undefined {
  const m = /^\/assets\/demo-img\/(\d{1,4})x(\d{1,4})\/(\d{1,4})\.png$/.exec(path);
  if (!m) return undefined;
  const [w, h, n] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!w || !h || w > 2400 || h > 2400) return undefined;
  const light = colour(n, false);
  const dark = colour(n, true);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    const rgb = y > h * 0.7 ? dark : light;
    for (let x = 0; x < w; x++) raw.set(rgb, row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
