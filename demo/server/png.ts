// Tiny PNG encoder for the demo's generated images (map tiles, the map marker, sized demo pictures): RGBA
// pixels in, a valid PNG out, with node's zlib. No image files in the repository.
import { deflateSync } from 'node:zlib';

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of width × height whose pixel (x, y) is pixel(x, y) = [r, g, b, a]. */
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  return pngRows(width, height, (y, row) => {
    for (let x = 0; x < width; x++) row.set(pixel(x, y), x * 4);
  });
}

/** A PNG of width × height whose rows are one colour each: row y is colour(y) = [r, g, b, a] (fast for big pictures). */
export function pngBands(width: number, height: number, colour: (y: number) => [number, number, number, number]): Buffer {
  return pngRows(width, height, (y, row) => void row.fill(Buffer.from(colour(y))));
}

/** Rows filled by fill(y, row), row being width × 4 bytes of RGBA. */
function pngRows(width: number, height: number, fill: (y: number, row: Buffer) => void): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // (Byte 0 of each row is its filter: 0, none.)
    fill(y, raw.subarray(y * stride + 1, (y + 1) * stride));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
