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
import { fileURLToPath } from 'node:url';
import { sizesOf } from './perf/sizes.ts';

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
  // Core code only some pages need, each a chunk of its own: whole-module links, admin-ajax, and the
  // component layer (an entry of its own so the framework it pulls in is one shared chunk that every
  // component chunk imports, never inlined into the first module that renders a component).
  for (const name of ['link-options', 'ajax', 'component', 'box-shadow']) entries[`core/${name}`] = rel(`src/core/${name}.ts`);
  // The open maps library (Leaflet and its stylesheet): an entry, so its chunk has a name and a budget row.
  entries['maps/leaflet'] = rel('src/modules/map/leaflet.ts');
  return entries;
}

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
  target: ['es2020', 'chrome90', 'safari15', 'firefox90'], // phones sold in the last five years,
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
    { name: 'frontend', react: 'preact (alias)', options: { entryPoints: runtimeEntries(), alias: preactAlias } },
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

export async function build(outRoot = rel('dist')): Promise<ManifestFile[]> {
  const tmp = `${outRoot}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const files: ManifestFile[] = [];
  for (const spec of specs()) {
    const outdir = join(tmp, spec.name);
    const result = await esbuild.build({ ...common, ...spec.options, outdir });
    const outputs = dropEmptyChunks(result.metafile!.outputs);
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
