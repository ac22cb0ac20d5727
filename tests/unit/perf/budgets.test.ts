// The gates themselves: a chunk over its budget, or a boot entry that imports a shared chunk, must fail.
import { describe, expect, it } from 'vitest';
import { sizeChecks, sizeLimitConfig, lighthouseConfig, type Budgets } from '../../../perf/budgets';
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
    const { assertions } = lighthouseConfig(budgets).ci.assert;
    expect(assertions['total-blocking-time']).toEqual(['error', { maxNumericValue: 50, aggregationMethod: 'median' }]);
    expect(assertions['categories:performance']).toEqual(['error', { minScore: 0.98, aggregationMethod: 'median' }]);
  });
});
