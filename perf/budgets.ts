// budgets.json is the single source of every limit. This file reads it, turns it into checks against
// dist/manifest.json, and writes the two tool configs derived from it: .size-limit.json (after a build,
// since chunk names carry hashes) and .lighthouserc.json. `tsx perf/budgets.ts --write` regenerates
// .lighthouserc.json; `--check` fails when the committed one has drifted from budgets.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import type { ManifestFile } from '../esbuild.config';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LIGHTHOUSE_PORT = 9223;

export interface Budgets {
  bytes: {
    boot: { brotli: number };
    runtime: { brotli: number };
    module: { brotli: number };
    moduleWithComponents: { brotli: number };
    preactShared: { brotli: number };
    sharedChunk: { brotli: number };
    shopAddon: { brotli: number };
    shopAddonChunk: { brotli: number };
    rest: { brotli: number };
    /** Lazily loaded core chunks (dist/frontend/core/*.js); the module budget when absent. */
    coreLazy?: { brotli: number };
    /** Each theme chrome chunk (the modules listed). */
    chromeChunk?: { brotli: number; modules: string[] };
    /** The chrome a page with the default header loads: these modules' chunks and their static imports, together. */
    chromeDefaultHeader?: { brotli: number; goal?: number; modules: string[] };
    /** The part of it loaded before any interaction (the modules the registry loads at once), the same way. */
    chromeBeforeInteraction?: { brotli: number; goal?: number; modules: string[] };
    /** A maps service's library chunk (dist/frontend/maps/*.js). */
    mapLibrary?: { brotli: number };
    /** Per-module totals: the module's chunk plus every chunk it can load, without the framework. */
    moduleTotals?: Record<string, { brotli: number } | string>;
    kitchenSinkBeforeInteraction: { page: string; brotli: number };
  };
  /** Timing gates of the perf/ benchmarks. */
  timings?: {
    longTaskWhileScrolling?: { page: string; ms: number };
  };
  /**
   * Module families with a budget of their own (an issue's row): the entry with every chunk it loads, static
   * and dynamic, except the framework (the Preact chunk and the component layer) and chunks built from any
   * input named in `without` (code only some pages of the family load, budgeted on its own row).
   */
  families?: Record<string, { entry: string; brotli: number; without?: string[]; $comment?: string }>;
  lighthouse: {
    pages: string[];
    runs: number;
    /** Pages run more times than `runs` (added to their runs before the median is asserted). */
    extraRuns?: Record<string, number | string>;
    /**
     * Pairs of budgeted pages whose difference in one metric the budget report states; with `max` or `min`
     * (and `floor`), the difference of the two pages' medians is gated (perf/report/lighthouse-runs.ts gapChecks).
     */
    gaps?: { page: string; against: string; metric: string; max?: number; min?: number; floor?: number; $comment?: string }[];
    assertions: Record<string, { minScore?: number; maxNumericValue?: number }>;
    /** Per page: assertions that replace the shared ones (null: measured and reported, not asserted). */
    pageAssertions?: Record<string, Record<string, { minScore?: number; maxNumericValue?: number } | null | string>>;
  };
}

type Rule = { minScore?: number; maxNumericValue?: number };
/** The assertions that hold on one page: the shared ones with the page's own replacing them. */
export function assertionsFor(b: Budgets, page: string): Record<string, Rule> {
  const own = b.lighthouse.pageAssertions?.[page] ?? {};
  const merged: Record<string, Rule | null> = { ...b.lighthouse.assertions };
  for (const [k, v] of Object.entries(own)) if (!k.startsWith('$')) merged[k] = v as Rule | null;
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, Rule] => e[1] !== null));
}

export const readBudgets = (): Budgets => JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8'));
export const readManifest = (): ManifestFile[] => JSON.parse(readFileSync(join(ROOT, 'dist/manifest.json'), 'utf8')).files;

export interface SizeCheck {
  name: string;
  files: string[];
  brotli: number;
  limit: number;
  passed: boolean;
  note?: string;
}

/** Every file a file pulls in statically (what loading it costs), itself first. */
export function staticClosure(files: ManifestFile[], file: string): ManifestFile[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  const out: ManifestFile[] = [];
  const visit = (name: string) => {
    const f = byFile.get(name);
    if (!f || out.includes(f)) return;
    out.push(f);
    f.imports.forEach(visit);
  };
  visit(file);
  return out;
}

const only = (f: ManifestFile, re: RegExp) => f.kind === 'chunk' && f.inputs.length > 0 && f.inputs.every((i) => re.test(i.path));
/**
 * A chunk of nothing but the component layer (core/component, the react shims): esbuild splits it from the
 * Preact chunk when some component code reaches Preact without the layer. It is part of the framework's cost,
 * not of a module's. When no module imports the owned-container helper itself, esbuild puts it in this chunk
 * (the layer imports it): still the layer.
 */
const componentLayer = (f: ManifestFile) => only(f, /^src\/core\/(component|own-container|shims\/[\w-]+)\.ts$/) && f.inputs.some((i) => i.path != 'src/core/own-container.ts');
const ownContainer = (f: ManifestFile) => only(f, /^src\/core\/own-container\.ts$/);
const framework = (f: ManifestFile) => (f.kind === 'chunk' && f.name === 'preact') || (f.kind === 'entry' && f.name === 'core/component') || componentLayer(f);

/**
 * A shared chunk of runtime code that travels with the modules that use it (the scheduler's watchers, the
 * settings' reader: see docs/core.md): loaded once per page like runtime.js, whichever module brings it, so
 * it is budgeted on its own shared-chunk row, not in each module's total or family.
 */
export const runtimePart = (f: ManifestFile) =>
  f.kind === 'chunk' && f.inputs.some((i) => i.path === 'src/scheduler/watchers.ts' || i.path === 'src/core/settings.ts');

/**
 * A module's chunk and every chunk it can go on to load (static and dynamic imports), leaving out the
 * framework (the Preact chunks and the component layer), which is budgeted once on its own, and the runtime
 * parts (runtimePart). The owned-container helper (core/own-container, framework-free) is the layer's where a
 * component's chunk imports it beside the layer, and the module's where the module's own code imports it (a
 * live region made at mount).
 */
export function featureClosure(files: ManifestFile[], file: string): ManifestFile[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  const out: ManifestFile[] = [];
  const visit = (name: string) => {
    const f = byFile.get(name);
    if (!f || out.includes(f) || framework(f) || runtimePart(f)) return;
    out.push(f);
    const withLayer = f.imports.some((i) => byFile.has(i) && framework(byFile.get(i)!));
    [...f.imports, ...f.dynamicImports].filter((i) => !(withLayer && byFile.has(i) && ownContainer(byFile.get(i)!))).forEach(visit);
  };
  visit(file);
  return out;
}

/** Every file a file can load, statically or lazily, itself first. */
export function reach(files: ManifestFile[], file: string): ManifestFile[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  const out = new Set<ManifestFile>();
  const visit = (name: string) => {
    const f = byFile.get(name);
    if (!f || out.has(f)) return;
    out.add(f);
    [...f.imports, ...f.dynamicImports].forEach(visit);
  };
  visit(file);
  return [...out];
}

const isFramework = (f: ManifestFile) => f.inputs.some((i) => /node_modules\/(preact|@preact|react|react-dom|scheduler)\//.test(i.path));

/**
 * What each build really runs components on, read from the manifest (the budget report prints it): the
 * framework files of the build and whether boot or the runtime reach them.
 */
export function frameworkOf(files: ManifestFile[], build: ManifestFile['build']) {
  const own = files.filter((f) => f.build === build);
  const chunks = own.filter(isFramework);
  const packages = [...new Set(chunks.flatMap((f) => f.inputs.map((i) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(i.path)?.[1]).filter((p): p is string => !!p)))].sort();
  const entry = (name: string) => own.find((f) => f.kind === 'entry' && f.name === name);
  const reachedBy = ['boot', 'runtime'].filter((n) => {
    const e = entry(n);
    // Boot reaches modules lazily, and through them the framework; what counts is its static closure.
    const reached = e ? (n === 'boot' ? staticClosure(files, e.file) : reach(files, e.file)) : [];
    return reached.some(isFramework);
  });
  return { chunks, packages, reachedBy, createRoot: chunks.some((f) => f.inputs.some((i) => /react-dom\/(cjs\/)?react-dom-client|react-dom-client\.ts|compat\/client/.test(i.path))) };
}

/** Whether a module chunk renders components: it reaches the shared Preact chunk. */
function rendersComponents(files: ManifestFile[], f: ManifestFile): boolean {
  const seen = new Set<string>();
  const reach = (name: string): boolean => {
    if (seen.has(name)) return false;
    seen.add(name);
    const g = files.find((x) => x.file === name);
    if (!g) return false;
    if (g.kind === 'chunk' && g.name === 'preact') return true;
    return [...g.imports, ...g.dynamicImports].some(reach);
  };
  return reach(f.file);
}

export function sizeChecks(files: ManifestFile[], b: Budgets = readBudgets()): SizeCheck[] {
  const checks: SizeCheck[] = [];
  const add = (name: string, f: ManifestFile, limit: number, note?: string) =>
    checks.push({ name, files: [f.file], brotli: f.brotli, limit, passed: f.brotli <= limit, note });
  const front = files.filter((f) => f.build === 'frontend');
  const boot = front.find((f) => f.kind === 'entry' && f.name === 'boot');
  if (!boot) throw new Error('dist/manifest.json has no frontend boot entry: run the build');
  add('boot entry', boot, b.bytes.boot.brotli);
  // Boot must not pull a shared chunk in statically: that is a second request before anything works.
  checks.push({
    name: 'boot entry has no static imports',
    files: [boot.file],
    brotli: staticClosure(files, boot.file).reduce((s, f) => s + f.brotli, 0),
    limit: boot.brotli,
    passed: boot.imports.length === 0,
    note: boot.imports.join(', ') || undefined,
  });
  const runtime = front.find((f) => f.kind === 'entry' && f.name === 'runtime');
  if (runtime) add('core runtime chunk', runtime, b.bytes.runtime.brotli);
  const chrome = b.bytes.chromeChunk;
  for (const f of front.filter((f) => f.kind === 'entry' && f.name.startsWith('modules/'))) {
    const name = f.name.slice('modules/'.length);
    if (chrome?.modules.includes(name)) {
      add(`chrome module ${name}`, f, chrome.brotli);
      continue;
    }
    const components = rendersComponents(files, f);
    add(`module ${f.name.slice('modules/'.length)}`, f, components ? b.bytes.moduleWithComponents.brotli : b.bytes.module.brotli, components ? 'renders components' : undefined);
  }
  // Chunks loaded together: the modules' chunks and every chunk they import statically, each file once.
  const together = (name: string, row?: { brotli: number; goal?: number; modules: string[] }) => {
    if (!row) return;
    const all = new Set<ManifestFile>();
    for (const m of row.modules) {
      const entry = front.find((f) => f.kind === 'entry' && f.name === `modules/${m}`);
      if (entry) staticClosure(files, entry.file).forEach((f) => all.add(f));
    }
    const brotli = [...all].reduce((s, f) => s + f.brotli, 0);
    checks.push({
      name, files: [...all].map((f) => f.file), brotli, limit: row.brotli, passed: all.size > 0 && brotli <= row.brotli,
      note: `${all.size} files${row.goal ? `, goal ${row.goal} B` : ''}`,
    });
  };
  together('chrome on a default-header page', b.bytes.chromeDefaultHeader);
  together('chrome before interaction on a default-header page', b.bytes.chromeBeforeInteraction);
  for (const [name, row] of Object.entries(b.bytes.moduleTotals ?? {})) {
    if (typeof row === 'string') continue;
    const f = front.find((x) => x.kind === 'entry' && x.name === `modules/${name}`);
    if (!f) {
      checks.push({ name: `module ${name} with its lazy chunks`, files: [], brotli: 0, limit: row.brotli, passed: false, note: 'no such module chunk' });
      continue;
    }
    const all = featureClosure(files, f.file);
    const brotli = all.reduce((s, x) => s + x.brotli, 0);
    checks.push({ name: `module ${name} with its lazy chunks (no Preact)`, files: all.map((x) => x.file), brotli, limit: row.brotli, passed: brotli <= row.brotli });
  }
  for (const f of front.filter((f) => f.kind === 'chunk' && f.name === 'preact')) add('shared Preact chunk', f, b.bytes.preactShared.brotli);
  // The framework is ONE shared chunk, loaded with the first component: never a second copy beside a
  // component, never in boot's static closure or anywhere the runtime reaches.
  const fw = frameworkOf(files, 'frontend');
  checks.push({
    name: 'one framework chunk, not reached by boot or runtime',
    files: fw.chunks.map((f) => f.file),
    brotli: fw.chunks.reduce((s, f) => s + f.brotli, 0),
    limit: b.bytes.preactShared.brotli,
    passed: fw.chunks.length <= 1 && fw.reachedBy.length === 0,
    note: [fw.chunks.length > 1 ? `${fw.chunks.length} framework chunks` : '', fw.reachedBy.length ? `reached by ${fw.reachedBy.join(' and ')}` : ''].filter(Boolean).join('; ') || undefined,
  });
  // The builder preview renders the same components on real React 19: its build must carry react-dom's client.
  const builder = frameworkOf(files, 'builder');
  if (files.some((f) => f.build === 'builder')) {
    checks.push({
      name: 'builder build runs components on React (createRoot)',
      files: builder.chunks.map((f) => f.file),
      brotli: builder.chunks.reduce((s, f) => s + f.brotli, 0),
      limit: Infinity,
      passed: builder.packages.includes('react-dom') && builder.createRoot,
      note: builder.packages.join(', ') || 'no framework in dist/builder',
    });
  }
  for (const f of front.filter((f) => f.kind === 'chunk' && f.name !== 'preact')) {
    add(`shared chunk ${f.file.replace(/^.*\//, '')}`, f, b.bytes.sharedChunk.brotli, f.inputs.map((i) => i.path.replace(/^src\//, '')).join(', '));
  }
  const rest = front.find((f) => f.kind === 'entry' && f.name === 'rest');
  if (rest) add('REST client chunk', rest, b.bytes.rest.brotli);
  const wpRest = files.find((f) => f.build === 'wordpress' && f.name === 'api-fetch');
  if (wpRest) add('REST client as wp.apiFetch (classic script)', wpRest, b.bytes.rest.brotli);
  // The component layer entry carries the framework until a module renders a component (then esbuild moves
  // it into the shared chunk above): either way it is the Preact budget.
  const component = front.find((f) => f.kind === 'entry' && f.name === 'core/component');
  if (component) add('component layer (with Preact unless split out)', component, b.bytes.preactShared.brotli);
  for (const f of front.filter((f) => f.kind === 'entry' && f.name.startsWith('core/') && f !== component)) {
    add(`core ${f.name.slice('core/'.length)} chunk`, f, (b.bytes.coreLazy ?? b.bytes.module).brotli);
  }
  for (const f of front.filter((f) => f.kind === 'entry' && f.name.startsWith('maps/'))) {
    add(`map library ${f.name.slice('maps/'.length)}`, f, (b.bytes.mapLibrary ?? b.bytes.module).brotli);
  }
  for (const [name, fam] of Object.entries(b.families ?? {})) {
    const entry = front.find((f) => f.kind === 'entry' && f.name === fam.entry);
    if (entry) checks.push(familyCheck(files, name, entry, fam));
  }
  const shop = files.find((f) => f.build === 'shop-addon' && f.kind === 'entry');
  if (shop) add('shop add-on entry', shop, b.bytes.shopAddon.brotli);
  for (const f of files.filter((f) => f.build === 'shop-addon' && f.kind === 'chunk')) add(`shop add-on chunk ${f.file.replace(/^.*\/|-\w+\.js$/g, '')}`, f, b.bytes.shopAddonChunk.brotli);
  return checks;
}

/** A family row: what loading the family's entry costs, framework, runtime parts and `without` chunks left out. */
function familyCheck(files: ManifestFile[], name: string, entry: ManifestFile, fam: { brotli: number; without?: string[] }): SizeCheck {
  const byFile = new Map(files.map((f) => [f.file, f]));
  // The component layer may be split out of its entry into a chunk of its own (with compat's client, or the
  // JSX runtime) once several modules render components: still the framework.
  const framework = (f: ManifestFile) =>
    f.name === 'core/component' ||
    componentLayer(f) ||
    f.inputs.some((i) => i.path.endsWith('node_modules/preact/dist/preact.mjs')) ||
    (f.inputs.length > 0 && f.inputs.every((i) => i.path === 'src/core/component.ts' || i.path.startsWith('node_modules/preact/')));
  // A chunk with no code of its own only re-exports the chunks it imports (esbuild's facade for a lazy import
  // whose code moved into a shared chunk): it goes with them.
  const skipped = (f: ManifestFile): boolean =>
    framework(f) ||
    runtimePart(f) ||
    f.inputs.some((i) => fam.without?.includes(i.path)) ||
    (f.inputs.length === 0 && f.imports.length > 0 && f.imports.every((i) => { const g = byFile.get(i); return !!g && skipped(g); }));
  const seen = new Set<ManifestFile>();
  const visit = (file: string) => {
    const f = byFile.get(file);
    if (!f || seen.has(f) || skipped(f)) return;
    seen.add(f);
    // The owned-container helper beside the layer is the layer's; imported by the module's own code, the module's.
    const withLayer = f.imports.some((i) => byFile.has(i) && framework(byFile.get(i)!));
    [...f.imports, ...f.dynamicImports].filter((i) => !(withLayer && byFile.has(i) && ownContainer(byFile.get(i)!))).forEach(visit);
  };
  visit(entry.file);
  const brotli = [...seen].reduce((s, f) => s + f.brotli, 0);
  return { name: `family ${name}`, files: [...seen].map((f) => f.file), brotli, limit: fam.brotli, passed: brotli <= fam.brotli, note: `${seen.size} chunks` };
}

/** .size-limit.json: the same per-file limits, for size-limit (brotli, @size-limit/file only). */
export function sizeLimitConfig(checks: SizeCheck[]) {
  return checks
    .filter((c) => !c.name.includes('static imports') && !c.name.startsWith('one framework') && !c.name.startsWith('builder build') && c.files.length)
    .map((c) => ({ name: c.name, path: c.files.map((f) => `dist/${f}`), limit: `${c.limit} B` }));
}

export function lighthouseConfig(b: Budgets = readBudgets()) {
  const lhci = (rules: Record<string, Rule>) => Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, ['error', { ...v, aggregationMethod: 'median' }]]));
  const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const own = Object.keys(b.lighthouse.pageAssertions ?? {});
  // One matrix entry per page with assertions of its own, and one for every other page.
  const assertMatrix = [
    ...own.map((page) => ({ matchingUrlPattern: `^https?://[^/]+${escape(page)}$`, assertions: lhci(assertionsFor(b, page)) })),
    { matchingUrlPattern: own.length ? `^https?://[^/]+(?!(${own.map(escape).join('|')})$)/.*$` : '.*', assertions: lhci(b.lighthouse.assertions) },
  ];
  return {
    ci: {
      collect: {
        url: b.lighthouse.pages.map((p) => `http://127.0.0.1:${LIGHTHOUSE_PORT}${p}`),
        numberOfRuns: b.lighthouse.runs,
        startServerCommand: `PORT=${LIGHTHOUSE_PORT} npx tsx demo/server/main.ts`,
        startServerReadyPattern: 'serving at',
        chromePath: CHROMIUM_PATH,
        settings: {
          chromeFlags: ['--headless=new', ...CHROMIUM_ARGS].join(' '),
          onlyCategories: ['performance'],
          // The full-page screenshot is a picture in the HTML report, no metric: 3 s a run on the kitchen sink.
          disableFullPageScreenshot: true,
        },
      },
      assert: { assertMatrix },
      upload: { target: 'filesystem', outputDir: './reports/lighthouse' },
    },
  };
}

const lhrcPath = join(ROOT, '.lighthouserc.json');
const lhrcText = () => JSON.stringify(lighthouseConfig(), null, 2) + '\n';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--write')) {
    writeFileSync(lhrcPath, lhrcText());
    console.log('wrote .lighthouserc.json from budgets.json');
  }
  if (process.argv.includes('--check')) {
    const same = readFileSync(lhrcPath, 'utf8') === lhrcText();
    console.log(same ? '.lighthouserc.json matches budgets.json' : '.lighthouserc.json is out of date: run `npx tsx perf/budgets.ts --write`');
    process.exit(same ? 0 : 1);
  }
}
