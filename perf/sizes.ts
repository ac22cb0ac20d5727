// Raw, gzip (level 9) and brotli (quality 11) sizes, the way size-limit and the references measure them.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizesOfBuffer(buf: Buffer): { raw: number; gzip: number; brotli: number } {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const sizesOf = (file: string) => sizesOfBuffer(readFileSync(file));
