// The gates themselves: a chunk over its budget, or a boot entry that imports a shared chunk, must fail.
import { describe, expect, it } from 'vitest';
import { frameworkOf, sizeChecks, sizeLimitConfig, lighthouseConfig, type Budgets } from '../../../perf/budgets';
import type { ManifestFile } from '../../../esbuild.config';

const budgets: Budgets = {
  bytes: {
    boot: { brotli: 3072 }, runtime: { brotli: 5120 }, module: { brotli: 2048 }, moduleWithComponents: { brotli: 3072 },
    preactShared: { brotli: 10240 }, sharedChunk: { brotli: 2048 }, shopAddon: { brotli: 2048 }, shopAddonChunk: { brotli: 2048 }, rest: { brotli: 3072 },
    kitchenSinkBeforeInteraction: { page: '/kitchen-sink/', brotli: 12288 },
  },
  lighthouse: { pages: ['/'], runs: 1, assertions: { 'total-blocking-time': { maxNumericValue: 50 }, 'categories:performance': { minScore: 0.98 } } },
};

const file = (f: Partial<ManifestFile> & Pick<ManifestFile, 'file' | 'kind' | 'name'>): ManifestFile => ({
  build: 'frontend', imports: [], dynamicImports: [], inputs: [], raw: 0, gzip: 0, brotli: 100, ...f,
});

describe('size checks', () => {
  const base = [
    file({ file: 'frontend/boot.js', kind: 'entry', name: 'boot', brotli: 1000, dynamicImports: ['frontend/modules/tabs.js'] }),
    file({ file: 'frontend/modules/tabs.js', kind: 'entry', name: 'modules/tabs', brotli: 2000 }),
    file({ file: 'frontend/modules/form.js', kind: 'entry', name: 'modules/form', brotli: 2500, imports: ['frontend/chunks/chunk-A.js'] }),
    file({ file: 'frontend/chunks/chunk-A.js', kind: 'chunk', name: 'preact', brotli: 9000 }),
    file({ file: 'frontend/chunks/chunk-B.js', kind: 'chunk', name: 'shared', brotli: 300 }),
  ];

  it('passes files within budget, and gives component modules the larger budget', () => {
    const checks = sizeChecks(base, budgets);
    expect(checks.every((c) => c.passed)).toBe(true);
    expect(checks.find((c) => c.name === 'module form')).toMatchObject({ limit: 3072, note: 'renders components' });
    expect(checks.find((c) => c.name === 'module tabs')).toMatchObject({ limit: 2048 });
  });

  it('budgets every shared chunk, not only the Preact one', () => {
    const checks = sizeChecks(base.map((f) => (f.name === 'shared' ? { ...f, brotli: 2049 } : f)), budgets);
    expect(checks.find((c) => c.files[0] === 'frontend/chunks/chunk-B.js')).toMatchObject({ limit: 2048, passed: false });
  });

  it('gives a maps library chunk its own row, apart from the module budget', () => {
    const lib = file({ file: 'frontend/maps/leaflet.js', kind: 'entry', name: 'maps/leaflet', brotli: 40000 });
    const withLimit = { ...budgets, bytes: { ...budgets.bytes, mapLibrary: { brotli: 46080 } } };
    expect(sizeChecks([...base, lib], withLimit).find((c) => c.name === 'map library leaflet')).toMatchObject({ limit: 46080, passed: true });
    expect(sizeChecks([...base, { ...lib, brotli: 46081 }], withLimit).find((c) => c.name === 'map library leaflet')).toMatchObject({ passed: false });
    // Without a row of its own it gets the module budget, so it can never go unbudgeted.
    expect(sizeChecks([...base, lib], budgets).find((c) => c.name === 'map library leaflet')).toMatchObject({ limit: 2048, passed: false });
  });

  it('fails a module over budget', () => {
    const files = base.map((f) => (f.name === 'modules/tabs' ? { ...f, brotli: 2049 } : f));
    expect(sizeChecks(files, budgets).find((c) => c.name === 'module tabs')!.passed).toBe(false);
  });

  it('fails a boot entry that statically imports a shared chunk', () => {
    const files = base.map((f) => (f.name === 'boot' ? { ...f, imports: ['frontend/chunks/chunk-A.js'] } : f));
    const check = sizeChecks(files, budgets).find((c) => c.name.includes('static imports'))!;
    expect(check.passed).toBe(false);
    expect(check.brotli).toBe(10000);
  });

  it('gives size-limit the same limits', () => {
    expect(sizeLimitConfig(sizeChecks(base, budgets))).toContainEqual({ name: 'module tabs', path: ['dist/frontend/modules/tabs.js'], limit: '2048 B' });
  });
});

describe('lighthouse config', () => {
  it('asserts every budget explicitly as an error', () => {
    const [{ assertions, matchingUrlPattern }] = lighthouseConfig(budgets).ci.assert.assertMatrix;
    expect(matchingUrlPattern).toBe('.*');
    expect(assertions['total-blocking-time']).toEqual(['error', { maxNumericValue: 50, aggregationMethod: 'median' }]);
    expect(assertions['categories:performance']).toEqual(['error', { minScore: 0.98, aggregationMethod: 'median' }]);
  });

  it('lets one page replace or drop a shared assertion, and keeps the others on every other page', () => {
    const withPage = { ...budgets, lighthouse: { ...budgets.lighthouse, pageAssertions: { '/kitchen-sink/': { 'total-blocking-time': null, 'categories:performance': { minScore: 0.95 } } } } };
    const [own, rest] = lighthouseConfig(withPage).ci.assert.assertMatrix;
    const re = (p: string) => new RegExp(p);
    expect(re(own.matchingUrlPattern).test('http://127.0.0.1:9223/kitchen-sink/')).toBe(true);
    expect(re(own.matchingUrlPattern).test('http://127.0.0.1:9223/blog-post/')).toBe(false);
    expect(re(rest.matchingUrlPattern).test('http://127.0.0.1:9223/kitchen-sink/')).toBe(false);
    expect(re(rest.matchingUrlPattern).test('http://127.0.0.1:9223/blog-post/')).toBe(true);
    expect(re(rest.matchingUrlPattern).test('http://127.0.0.1:9223/')).toBe(true);
    expect(own.assertions['total-blocking-time']).toBeUndefined();
    expect(own.assertions['categories:performance']).toEqual(['error', { minScore: 0.95, aggregationMethod: 'median' }]);
    expect(rest.assertions['total-blocking-time']).toEqual(['error', { maxNumericValue: 50, aggregationMethod: 'median' }]);
  });
});

describe('the framework chunk', () => {
  const preactInputs = [{ path: 'node_modules/preact/dist/preact.mjs', bytes: 9000 }, { path: 'src/core/component.ts', bytes: 100 }];
  const files = [
    file({ file: 'frontend/boot.js', kind: 'entry', name: 'boot', dynamicImports: ['frontend/modules/form.js'] }),
    file({ file: 'frontend/runtime.js', kind: 'entry', name: 'runtime' }),
    file({ file: 'frontend/modules/form.js', kind: 'entry', name: 'modules/contact-form', brotli: 2000, dynamicImports: ['frontend/chunks/send.js', 'frontend/core/component.js'] }),
    file({ file: 'frontend/chunks/send.js', kind: 'chunk', name: 'shared', brotli: 1500, imports: ['frontend/chunks/preact.js'] }),
    file({ file: 'frontend/core/component.js', kind: 'entry', name: 'core/component', imports: ['frontend/chunks/preact.js'] }),
    file({ file: 'frontend/chunks/preact.js', kind: 'chunk', name: 'preact', brotli: 5000, inputs: preactInputs }),
    file({ file: 'builder/chunks/react.js', build: 'builder', kind: 'chunk', name: 'react', inputs: [{ path: 'node_modules/react-dom/cjs/react-dom-client.production.js', bytes: 1 }] }),
  ];
  const check = (fs: typeof files) => sizeChecks(fs, budgets);

  it('passes one shared chunk that only components reach', () => {
    expect(check(files).find((c) => c.name.startsWith('one framework'))).toMatchObject({ passed: true, files: ['frontend/chunks/preact.js'] });
  });

  it('fails a second framework chunk, and the runtime reaching the framework', () => {
    const second = [...files, file({ file: 'frontend/chunks/msg.js', kind: 'chunk', name: 'preact', inputs: [{ path: 'node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs', bytes: 300 }] })];
    expect(check(second).find((c) => c.name.startsWith('one framework'))).toMatchObject({ passed: false, note: '2 framework chunks' });
    const reached = files.map((f) => (f.name === 'runtime' ? { ...f, dynamicImports: ['frontend/core/component.js'] } : f));
    expect(check(reached).find((c) => c.name.startsWith('one framework'))).toMatchObject({ passed: false, note: 'reached by runtime' });
    const statically = files.map((f) => (f.name === 'boot' ? { ...f, imports: ['frontend/chunks/preact.js'] } : f));
    expect(frameworkOf(statically, 'frontend').reachedBy).toEqual(['boot']);
  });

  it('says which framework each build really carries', () => {
    expect(frameworkOf(files, 'frontend')).toMatchObject({ packages: ['preact'], reachedBy: [], createRoot: false });
    expect(frameworkOf(files, 'builder')).toMatchObject({ packages: ['react-dom'], createRoot: true });
    expect(frameworkOf(files, 'shop-addon').chunks).toEqual([]);
  });

  it('leaves a chunk of only the component layer out of a module total, as the framework is', () => {
    const layer = file({ file: 'frontend/chunks/layer.js', kind: 'chunk', name: 'shared', brotli: 260, inputs: [{ path: 'src/core/component.ts', bytes: 1 }, { path: 'src/core/shims/react-dom-client.ts', bytes: 1 }] });
    const withLayer = [...files.map((f) => (f.file === 'frontend/chunks/send.js' ? { ...f, imports: ['frontend/chunks/preact.js', 'frontend/chunks/layer.js'] } : f)), layer];
    const b = { ...budgets, bytes: { ...budgets.bytes, moduleTotals: { 'contact-form': { brotli: 3500 } } } };
    expect(sizeChecks(withLayer, b).find((c) => c.name.startsWith('module contact-form with'))).toMatchObject({ brotli: 3500, passed: true, files: ['frontend/modules/form.js', 'frontend/chunks/send.js'] });
  });
  it('counts the owned-container helper for a module that imports it itself, not beside the component layer', () => {
    const layer = file({ file: 'frontend/chunks/layer.js', kind: 'chunk', name: 'shared', brotli: 260, inputs: [{ path: 'src/core/component.ts', bytes: 1 }] });
    const own = file({ file: 'frontend/chunks/own.js', kind: 'chunk', name: 'shared', brotli: 124, inputs: [{ path: 'src/core/own-container.ts', bytes: 1 }] });
    const at = (moduleImportsIt: boolean) => [
      ...files.map((f) =>
        f.file === 'frontend/chunks/send.js' ? { ...f, imports: ['frontend/chunks/preact.js', 'frontend/chunks/layer.js', 'frontend/chunks/own.js'] }
        : f.name === 'modules/contact-form' && moduleImportsIt ? { ...f, imports: ['frontend/chunks/own.js'] } : f),
      layer, own,
    ];
    const b = { ...budgets, bytes: { ...budgets.bytes, moduleTotals: { 'contact-form': { brotli: 3500 } } }, families: { form: { entry: 'modules/contact-form', brotli: 3500 } } };
    const rows = (fs: ManifestFile[]) => sizeChecks(fs, b).filter((c) => c.name.startsWith('module contact-form with') || c.name === 'family form').map((c) => c.brotli);
    expect(rows(at(false))).toEqual([3500, 3500]);
    expect(rows(at(true))).toEqual([3624, 3624]);
  });
  it('leaves out a component-layer chunk that holds the owned-container helper too (no module imports it itself)', () => {
    const layer = file({ file: 'frontend/chunks/layer.js', kind: 'chunk', name: 'shared', brotli: 326, inputs: [{ path: 'src/core/component.ts', bytes: 1 }, { path: 'src/core/own-container.ts', bytes: 1 }, { path: 'src/core/shims/react-dom-client.ts', bytes: 1 }] });
    // (send.js with an input of its own, so the family row does not take it for a facade of the framework.)
    const fs = [...files.map((f) => (f.file === 'frontend/chunks/send.js' ? { ...f, inputs: [{ path: 'src/modules/contact-form/message.tsx', bytes: 1 }], imports: ['frontend/chunks/preact.js', 'frontend/chunks/layer.js'] } : f)), layer];
    const b = { ...budgets, bytes: { ...budgets.bytes, moduleTotals: { 'contact-form': { brotli: 3500 } } }, families: { form: { entry: 'modules/contact-form', brotli: 3500 } } };
    expect(sizeChecks(fs, b).filter((c) => c.name.startsWith('module contact-form with') || c.name === 'family form').map((c) => c.brotli)).toEqual([3500, 3500]);
  });
});
