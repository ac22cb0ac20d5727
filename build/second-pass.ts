// A second minifier pass over what visitors download. esbuild minifies each file in one pass as it bundles;
// terser then compresses the finished chunk again (functions used once inlined, variables collapsed, several
// passes): about 3 % less brotli over the visitor build, 150 B of it in boot and 140 in the runtime. A file
// keeps terser's output only when its brotli is smaller (the smallest chunks sometimes grow).
// Boot also runs as a classic script, where its top-level names would be the page's globals (clobbering a
// page's own `Y` or `q`, and a second classic copy failing to parse): it is wrapped in a function.
import { readFileSync, writeFileSync } from 'node:fs';
import { minify, type MinifyOptions } from 'terser';
import { sizesOfBuffer } from '../perf/sizes.ts';

const options = (module: boolean): MinifyOptions => ({
  module,
  ecma: 2020,
  // No property read is assumed free of effects: a getter may be what the page needs (layout reads, a
  // host's patched globals).
  compress: { passes: 2, pure_getters: false },
  mangle: true,
  format: { comments: false },
});

const brotli = (code: string) => sizesOfBuffer(Buffer.from(code)).brotli;

/** Wrapped so its names stay its own when it runs as a classic script (a module has its own scope anyway). */
export const ownScope = (code: string) => `(()=>{${code}})();`;

/**
 * Minify `file` again in place. `classic`: the file must also run as a classic script (it has no import or
 * export), so it is minified as a script and wrapped. Returns the brotli bytes saved.
 */
export async function secondPass(file: string, classic = false): Promise<number> {
  const code = readFileSync(file, 'utf8');
  const before = classic ? ownScope(code) : code;
  // As a script's body: top-level names may be renamed and dropped, since they end up inside the wrapper.
  const out = (await minify(code, { ...options(!classic), toplevel: true })).code;
  if (out === undefined) throw new Error(`terser gave nothing for ${file}`);
  const after = classic ? ownScope(out) : out;
  const [a, b] = [brotli(before), brotli(after)];
  writeFileSync(file, b < a ? after : before);
  return Math.max(0, a - b);
}
