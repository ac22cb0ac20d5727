// Boot's chunk map as the build writes it (esbuild.config.ts): one string, an entry per chunk name in the
// order boot knows them (CHUNK_NAMES, then the table's rows), each "<own file> <hash> <hash>...".
import { afterEach, describe, expect, it, vi } from 'vitest';

const BOOT = 'https://site.test/wp-content/plugins/lightpage/dist/frontend/boot.js';

async function chunksWith(map: string | undefined, table: { name: string }[]) {
  vi.resetModules();
  (globalThis as { __LP_CHUNKS__?: string }).__LP_CHUNKS__ = map;
  // boot.js as the running classic script (core/chunks reads document.currentScript first).
  Object.defineProperty(document, 'currentScript', { value: { src: BOOT + '?ver=3' }, configurable: true });
  const m = await import('../../../src/core/chunks');
  return { ...m, preloaded: () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href.slice(BOOT.length - 'boot.js'.length)) };
}

afterEach(() => {
  delete (globalThis as { __LP_CHUNKS__?: string }).__LP_CHUNKS__;
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  delete (document as { currentScript?: unknown }).currentScript;
});

describe('the chunk map', () => {
  const table = [{ name: 'tabs' }, { name: 'slider' }, { name: 'link-options' }, { name: 'slider' }, { name: 'toggle' }];

  it('reads each entry by its place: CHUNK_NAMES first, then the table rows (a row that imports nothing is empty)', async () => {
    const { chunks, CHUNK_NAMES, preloaded } = await chunksWith('runtime;core/navigate;; AAA BBB;core/link-options; AAA BBB', table);
    expect(CHUNK_NAMES).toEqual(['runtime', 'navigate']);
    const [preload] = chunks(table);
    preload('runtime', 'slider', 'tabs', 'link-options', 'navigate', 'toggle');
    expect(preloaded()).toEqual([
      'runtime.js',
      'modules/slider.js', 'chunks/chunk-AAA.js', 'chunks/chunk-BBB.js',
      'modules/tabs.js',
      'core/link-options.js',
      'core/navigate.js',
      // Past the string's end (trailing empty entries are left out): the module's own file alone.
      'modules/toggle.js',
    ]);
  });

  it('without a map (unit tests, the table\'s own imports) every load takes its fallback', async () => {
    const { chunks, preloaded } = await chunksWith(undefined, table);
    const [preload, load] = chunks(table);
    const chunk = { mount: () => {} };
    await expect(load('tabs', async () => chunk)).resolves.toBe(chunk);
    preload('runtime', 'tabs');
    expect(preloaded()).toEqual([]);
  });
});
