// Builds the three outputs of DESIGN.md and dist/manifest.json.
//   dist/frontend   visitor runtime, React aliased to preact/compat
//   dist/builder    the same runtime on real React 19, for the visual builder preview
//   dist/shop-addon the block-cart add-on, on the host page's window.React
//   dist/wordpress  the REST client as a classic script defining wp.apiFetch (the plugin's wp-api-fetch)
//   dist/demo       the demo's block cart and checkout stand-in, real React bundled (not budgeted)
// Everything is built into a temporary folder and swapped in at the end, so a server or a test
// reading dist/ never sees a half-written build.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { secondPass } from './build/second-pass.ts';
import { sizesOf } from './perf/sizes.ts';
import type { RegistryEntry } from './src/core/types.ts';
import { CHUNK_NAMES } from './src/core/chunks.ts';

const root = dirname(fileURLToPath(import.meta.url));
const rel = (p: string) => join(root, p);

/** Every src/modules/<name>/index.ts is an entry of its own, so its chunk has a stable name. */
export function moduleEntries(): Record<string, string> {
  const dir = rel('src/modules');
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (existsSync(join(dir, name, 'index.ts'))) out[`modules/${name}`] = join(dir, name, 'index.ts');
  }
  return out;
}

function runtimeEntries(): Record<string, string> {
  const entries: Record<string, string> = { boot: rel('src/entries/frontend.ts'), runtime: rel('src/core/runtime.ts'), ...moduleEntries() };
  // The REST client is its own chunk, loaded only by code that imports it.
  if (existsSync(rel('src/core/rest/index.ts'))) entries.rest = rel('src/core/rest/index.ts');
  // Core code only some pages need, each a chunk of its own: whole-module links, admin-ajax, fragment state
  // and smooth scrolling, and the component layer (an entry of its own so the framework it pulls in is one
  // shared chunk that every component chunk imports, never inlined into the first module that renders a
  // component).
  for (const name of ['link-options', 'ajax', 'navigate', 'component', 'box-shadow']) entries[`core/${name}`] = rel(`src/core/${name}.ts`);
  // The open maps library (Leaflet and its stylesheet): an entry, so its chunk has a name and a budget row.
  entries['maps/leaflet'] = rel('src/modules/map/leaflet-lib.ts');
  return entries;
}

/**
 * In the visitor build boot imports every chunk through its chunk map (core/chunks.ts), so the table's own
 * `load: () => import(...)` rows and boot's `() => import('./runtime')` fallbacks are never called: leave
 * them out of boot.js (unit tests keep them). Boot pays for every byte of the rest, so the rows go in as one
 * string, "name|selector|trigger" joined by ";", read back into the same objects when boot starts.
 */
const tableWithoutImports: esbuild.Plugin = {
  name: 'table-without-imports',
  setup(b) {
    b.onLoad({ filter: /src[\\/]core[\\/]boot\.ts$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      const contents = code.replace(/\(\) => import\('\.\/[\w-]+'\)/g, '0 as never');
      if (contents === code) throw new Error('boot.ts: no import() fallback left to leave out (update esbuild.config.ts)');
      return { contents, loader: 'ts' };
    });
    b.onLoad({ filter: /src[\\/]modules[\\/]table\.ts$/ }, async (args) => {
      // (A fresh copy each build: a process that builds twice must not reuse the first table.)
      const { table } = (await import(`${pathToFileURL(args.path).href}?${Date.now()}`)) as { table: RegistryEntry[] };
      const rows = table.map((e) => {
        const row = [e.name, e.selector, ...(e.trigger ? [e.trigger] : [])];
        if (row.some((f) => /[|;]/.test(f))) throw new Error(`table row ${e.name}: "|" and ";" cannot be encoded`);
        return row.join('|');
      });
      return {
        contents: `export const table = ${JSON.stringify(rows.join(';'))}.split(';').map((r) => { const [name, selector, trigger] = r.split('|'); return { name, selector, trigger }; });`,
        loader: 'ts',
      };
    });
  },
};

// `react` in the visitor build: a thin module over Preact's core and hooks (src/core/shims), which is what
// the component layer needs; LIGHTPAGE_PREACT=compat builds on all of preact/compat instead, to compare.
const compat = process.env.LIGHTPAGE_PREACT === 'compat';
const preactAlias = {
  react: compat ? 'preact/compat' : rel('src/core/shims/react.ts'),
  'react-dom': compat ? 'preact/compat' : rel('src/core/shims/react-dom-client.ts'),
  'react-dom/client': compat ? 'preact/compat/client' : rel('src/core/shims/react-dom-client.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  '@preact/signals-react/runtime': rel('src/core/shims/use-signals.ts'),
  '@preact/signals-react': '@preact/signals',
};

const hostReactAlias = {
  react: rel('src/shop-addon/host/react.ts'),
  'react-dom': rel('src/shop-addon/host/react-dom.ts'),
  'react-dom/client': rel('src/shop-addon/host/react-dom.ts'),
  'react/jsx-runtime': rel('src/shop-addon/host/jsx-runtime.ts'),
  'react/jsx-dev-runtime': rel('src/shop-addon/host/jsx-runtime.ts'),
};

const common: esbuild.BuildOptions = {
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: ['es2020', 'chrome95', 'safari15', 'firefox94'], // phones sold in the last five years (Chrome 95 and Firefox 94 of late 2021; below Chrome 91 esbuild spells out every ?. for a V8 bug)
  jsx: 'automatic',
  loader: { '.css': 'text' }, // a library's stylesheet is bundled as text and injected with it (maps/leaflet)
  metafile: true,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
  logLevel: 'warning',
};

export interface BuildSpec {
  name: 'frontend' | 'builder' | 'shop-addon' | 'wordpress' | 'demo';
  react: string;
  options: esbuild.BuildOptions;
}

export function specs(): BuildSpec[] {
  return [
    {
      name: 'frontend',
      react: 'preact (alias)',
      // __LP_VISITOR__: the builder preview is served dist/builder, so boot's preview code is left out here.
      options: { entryPoints: runtimeEntries(), alias: preactAlias, plugins: [tableWithoutImports], define: { ...common.define, 'globalThis.__LP_VISITOR__': 'true' } },
    },
    { name: 'builder', react: 'react 19', options: { entryPoints: runtimeEntries() } },
    {
      name: 'shop-addon',
      react: 'host window.React (external)',
      options: { entryPoints: { 'shop-addon': rel('src/shop-addon/index.ts') }, alias: hostReactAlias },
    },
    {
      name: 'wordpress',
      react: 'none',
      options: { entryPoints: { 'api-fetch': rel('src/core/rest/wp-global.ts') }, format: 'iife', splitting: false },
    },
    {
      name: 'demo',
      react: 'react 19 (bundled; the demo page exposes it as window.React)',
      options: { entryPoints: { 'shop-stand-in': rel('demo/shop/stand-in/index.tsx') } },
    },
  ];
}

export interface ManifestFile {
  file: string; // relative to dist/
  build: BuildSpec['name'];
  kind: 'entry' | 'chunk';
  name: string; // entry name ("boot", "modules/tabs") or chunk role ("preact", "shared")
  imports: string[]; // static imports, relative to dist/
  dynamicImports: string[];
  inputs: { path: string; bytes: number }[];
  raw: number;
  gzip: number;
  brotli: number;
}

function chunkRole(inputs: string[]): string {
  if (inputs.some((p) => /node_modules\/(preact|@preact)\//.test(p))) return 'preact';
  if (inputs.some((p) => /node_modules\/react(-dom)?\//.test(p))) return 'react';
  return 'shared';
}

/**
 * esbuild gives a file that only shares inlined constants its own empty chunk, and still imports it:
 * an extra request for nothing at boot. Delete such chunks and the imports of them.
 */
function dropEmptyChunks(outputs: esbuild.Metafile['outputs']): esbuild.Metafile['outputs'] {
  const empty = Object.keys(outputs).filter((p) => p.includes('/chunks/') && readFileSync(join(root, p), 'utf8').trim() === '');
  if (!empty.length) return outputs;
  const kept: esbuild.Metafile['outputs'] = {};
  for (const [p, out] of Object.entries(outputs)) {
    if (empty.includes(p)) {
      rmSync(join(root, p));
      continue;
    }
    if (p.endsWith('.js')) {
      let code = readFileSync(join(root, p), 'utf8');
      for (const e of empty) {
        const spec = relative(dirname(join(root, p)), join(root, e)).replace(/^(?!\.)/, './');
        code = code.split(`import"${spec}";`).join('');
      }
      writeFileSync(join(root, p), code);
    }
    kept[p] = { ...out, imports: out.imports.filter((i) => !empty.includes(i.path)) };
  }
  return kept;
}

/** The output file esbuild wrote for the entry point `src` (an absolute path), if any. */
const outputOf = (outputs: esbuild.Metafile['outputs'], src: string) => Object.keys(outputs).find((p) => outputs[p].entryPoint === relative(root, src));

/**
 * Boot's chunk map (core/chunks.ts): for the runtime, core/navigate and every registry chunk, the files
 * loading it costs (itself first, then its static imports, transitively), relative to boot.js and without
 * ".js". Written into boot.js in place of its placeholder, so boot can request them all in one go. Boot pays
 * for every byte of it, so it is one string: an entry per name, in the order boot knows the names
 * (core/chunks.ts CHUNK_NAMES, then the table's `rows`), joined by ";". An entry is "<own file> <hash>
 * <hash>...", the own file left empty when it is modules/<name> and a shared chunk written as its hash alone
 * (chunks/chunk-<hash>); the entry of a module whose chunk imports nothing is empty.
 */
function writeChunkMap(outputs: esbuild.Metafile['outputs'], entries: Record<string, string>, outdir: string, classic: boolean, rows: string[]): void {
  const bootPath = outputOf(outputs, entries.boot);
  if (!bootPath) return;
  const map: Record<string, string> = {};
  // The same lists in full, for the page (demo/pages/preload.ts, the WordPress plugin's includes/preload.php):
  // what it prints as <link rel="modulepreload"> so the chunks boot will ask for first start with the HTML.
  const preload: Record<string, string[]> = {};
  for (const [key, src] of Object.entries(entries)) {
    if (key === 'boot' || key === 'rest' || key === 'core/ajax' || key === 'core/component' || key === 'core/box-shadow' || key === 'maps/leaflet') continue;
    const out = outputOf(outputs, src);
    if (!out) continue;
    const files: string[] = [];
    const visit = (p: string) => {
      if (files.includes(p)) return;
      files.push(p);
      for (const i of outputs[p].imports) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(out);
    const name = key.replace(/^(modules|core)\//, '');
    if (map[name]) throw new Error(`chunk map: two entries are called ${name}`);
    const paths = files.map((f) => relative(join(root, outdir), join(root, f)).replace(/\.js$/, ''));
    preload[name] = paths.map((p) => p + '.js');
    const [own, ...shared] = paths;
    const hashes = shared.map((p) => {
      const hash = /^chunks\/chunk-([A-Z0-9]+)$/.exec(p)?.[1];
      if (!hash) throw new Error(`chunk map: ${p} is not chunks/chunk-<hash> (core/chunks.ts decodes it so)`);
      return hash;
    });
    // A module chunk that imports nothing is left out: boot takes modules/<name> for a name the map lacks.
    if (shared.length || own !== `modules/${name}`) map[name] = [own === `modules/${name}` ? '' : own, ...hashes].join(' ');
  }
  // Each entry's shared chunks, the least shared first (ties by name): boot's brotli then finds the same runs
  // of hashes from entry to entry (about 5 B less than esbuild's import order). The order loads nothing later.
  const uses: Record<string, number> = {};
  for (const v of Object.values(map)) for (const h of v.split(' ').slice(1)) uses[h] = (uses[h] ?? 0) + 1;
  for (const [name, v] of Object.entries(map)) {
    const [own, ...hashes] = v.split(' ');
    map[name] = [own, ...hashes.sort((a, b) => uses[a] - uses[b] || (a < b ? -1 : 1))].join(' ');
  }
  for (const [, name] of readFileSync(rel('src/modules/table.ts'), 'utf8').matchAll(/name: '([\w-]+)'/g)) {
    if (!map[name] && !entries[`modules/${name}`]) throw new Error(`chunk map: the table row ${name} names no entry (src/modules/${name}/index.ts or src/core/${name}.ts)`);
  }
  const file = join(root, bootPath);
  const code = readFileSync(file, 'utf8');
  const placeholder = 'globalThis.__LP_CHUNKS__';
  if (code.split(placeholder).length !== 2) throw new Error(`boot.js must hold ${placeholder} exactly once`);
  // (The builder build shares esbuild's CommonJS helpers for React with boot: it runs as a module only.)
  if (classic && /\bimport\.meta\b|^import[\s{*"]|\bexport\s*[{*]/m.test(code)) throw new Error('boot.js must run as a classic script too: no import.meta, no static import or export');
  // One string, an entry per name in the order boot knows them (core/chunks.ts): CHUNK_NAMES, then the
  // table's rows; the names themselves cost boot nothing more (about 70 B br less than a JSON object).
  const order = [...CHUNK_NAMES, ...rows];
  for (const name of Object.keys(map)) if (!order.includes(name)) throw new Error(`chunk map: ${name} is neither a table row nor in CHUNK_NAMES (core/chunks.ts)`);
  writeFileSync(file, code.replace(placeholder, JSON.stringify(order.map((name) => map[name] ?? '').join(';').replace(/;+$/, ''))));
  if (classic) writeFileSync(join(root, outdir, 'preload.json'), JSON.stringify(preload));
}

export async function build(outRoot = rel('dist')): Promise<ManifestFile[]> {
  const tmp = `${outRoot}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const files: ManifestFile[] = [];
  // The table's row names, in its order (boot's chunk map follows it). A fresh copy, as the table plugin's.
  const rows = ((await import(`${pathToFileURL(rel('src/modules/table.ts')).href}?${Date.now()}`)) as { table: RegistryEntry[] }).table.map((e) => e.name);
  for (const spec of specs()) {
    const outdir = join(tmp, spec.name);
    const result = await esbuild.build({ ...common, ...spec.options, outdir });
    const outputs = dropEmptyChunks(result.metafile!.outputs);
    if (spec.name === 'frontend' || spec.name === 'builder') writeChunkMap(outputs, spec.options.entryPoints as Record<string, string>, relative(root, outdir), spec.name === 'frontend', rows);
    // What visitors download gets terser's second pass (build/second-pass.ts); boot, a classic script too, is
    // wrapped in its own scope.
    if (spec.name === 'frontend' || spec.name === 'shop-addon') {
      const bootPath = outputOf(outputs, rel('src/entries/frontend.ts'));
      await Promise.all(Object.keys(outputs).filter((p) => p.endsWith('.js')).map((p) => secondPass(join(root, p), p === bootPath)));
    }
    for (const [outPath, out] of Object.entries(outputs)) {
      if (!outPath.endsWith('.js')) continue;
      const abs = join(root, outPath);
      const file = relative(tmp, abs);
      const inputs = Object.entries(out.inputs)
        .map(([path, v]) => ({ path, bytes: v.bytesInOutput }))
        .sort((a, b) => b.bytes - a.bytes);
      const entryKey = out.entryPoint
        ? Object.entries(spec.options.entryPoints as Record<string, string>).find(([, v]) => relative(root, v) === out.entryPoint)?.[0]
        : undefined;
      const toDist = (p: string) => relative(tmp, join(root, p));
      files.push({
        file,
        build: spec.name,
        kind: entryKey ? 'entry' : 'chunk',
        name: entryKey ?? chunkRole(inputs.map((i) => i.path)),
        imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => toDist(i.path)),
        dynamicImports: out.imports.filter((i) => i.kind === 'dynamic-import').map((i) => toDist(i.path)),
        inputs,
        ...sizesOf(abs),
      });
    }
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify({ builtAt: new Date().toISOString(), files }, null, 1));
  // Swap the finished build in.
  const old = `${outRoot}.old-${process.pid}`;
  mkdirSync(dirname(outRoot), { recursive: true });
  if (existsSync(outRoot)) renameSync(outRoot, old);
  renameSync(tmp, outRoot);
  rmSync(old, { recursive: true, force: true });
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const files = await build();
  const kib = (n: number) => (n / 1024).toFixed(2);
  for (const f of files.filter((f) => f.build !== 'builder' && f.build !== 'demo')) {
    console.log(`${f.file.padEnd(44)} ${String(f.raw).padStart(7)} raw ${kib(f.gzip).padStart(6)} KiB gz ${kib(f.brotli).padStart(6)} KiB br`);
  }
  console.log(`built ${files.length} files in ${Math.round(performance.now() - t0)} ms`);
}
