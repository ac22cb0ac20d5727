// The scheduler is the bottom of the layering: core and the modules import it, never the other way round
// (shared types live in src/scheduler/types.ts). An import upwards, even a type-only one, is an import loop.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src');
const scheduler = join(src, 'scheduler');
const ABOVE = ['core', 'modules', 'shop-addon'].map((d) => join(src, d));

/** Every module specifier a file names: static and type imports, re-exports, side-effect and dynamic imports. */
function specifiers(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...bare.matchAll(/\b(?:from|import)\s*\(?\s*(['"`])([^'"`]+)\1/g)].map((m) => m[2]);
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));

describe('the scheduler imports nothing above it', () => {
  it('finds the imports it must (so the scan below can fail)', () => {
    expect(specifiers(`import type { Cleanup } from '../core/types';\nexport { x } from "../core/x";\nconst m = import('../modules/tabs');\nimport '../core/side';\n// import { no } from '../core/comment';`)).toEqual([
      '../core/types',
      '../core/x',
      '../modules/tabs',
      '../core/side',
    ]);
  });

  it('no file in src/scheduler imports from core, a module or the shop add-on', () => {
    const upward = files(scheduler).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.') && ABOVE.some((dir) => resolve(dirname(file), s).startsWith(dir + '/') || resolve(dirname(file), s) === dir))
        .map((s) => `${relative(src, file)}: ${s}`),
    );
    expect(files(scheduler).length).toBeGreaterThan(5);
    expect(upward).toEqual([]);
  });
});
