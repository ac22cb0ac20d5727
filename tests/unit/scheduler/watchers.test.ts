// The watchers (waypoints and the clock) are not in runtime.js: a module that uses them re-exports them
// from its index.ts, and the runtime takes them from its chunk before its mount runs. Checked here: the
// hand-over, what a module that forgot them gets, and that every module that uses them re-exports them.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleChunk, ModuleContext, RegistryEntry } from '../../../src/core/types';
import { FakeIO, box, useStubbedBrowser } from './fakes';

useStubbedBrowser();

async function fresh() {
  vi.resetModules();
  const [{ scheduler }, { mounter }, { watchers }] = await Promise.all([
    import('../../../src/scheduler'),
    import('../../../src/core/mount'),
    import('../../../src/scheduler/watchers'),
  ]);
  const ctx = { scheduler } as unknown as ModuleContext;
  const mountChunk = (chunk: ModuleChunk) => mounter(ctx)(document.body, [{ name: 'probe' } as RegistryEntry], [chunk], []);
  return { scheduler, watchers, mountChunk };
}

describe('the watchers', () => {
  it('come with the chunk of the module that uses them, before its mount runs', async () => {
    const { watchers, mountChunk } = await fresh();
    const el = document.createElement('div');
    document.body.append(el);
    const reached = vi.fn();
    await mountChunk({ watchers, mount: (_root, ctx) => void ctx.scheduler.waypoint(el, '100%', reached) });
    FakeIO.all[0].fire(el, box(700));
    expect(reached).toHaveBeenCalledOnce();
  });

  it('a module that uses them without bringing them fails to mount with a clear error; the next one is fine', async () => {
    const { watchers, mountChunk } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ticks = vi.fn();
    await mountChunk({ mount: (_root, ctx) => void ctx.scheduler.everySecond(ticks) });
    expect(error).toHaveBeenCalledWith('[lightpage] module probe failed to mount', expect.objectContaining({ message: expect.stringContaining('export { watchers }') }));
    error.mockClear();
    let off: unknown;
    await mountChunk({ watchers, mount: (_root, ctx) => void (off = ctx.scheduler.everySecond(ticks)) });
    expect(typeof off).toBe('function');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

// ── every module that calls ctx.scheduler.waypoint or everySecond, itself or through the files it imports
// (core helpers included, dynamic imports too), re-exports the watchers from its index.ts, and no other ──
const ROOT = resolve(__dirname, '../../..');
const strip = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = strip(readFileSync(file, 'utf8'));
    // Value imports and re-exports, static and dynamic (a type-only import brings no code).
    for (const [, spec] of code.matchAll(/(?:^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+|import\()\s*'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), spec);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && p.match(/\.tsx?$/));
      // The scheduler itself is the runtime's (or the watchers): not the module's use of them.
      if (hit && !hit.includes(`${join('src', 'scheduler')}`)) visit(hit);
    }
  };
  visit(entry);
  return [...seen];
}

describe('modules that use the watchers bring them', () => {
  const dir = join(ROOT, 'src/modules');
  const modules = readdirSync(dir).filter((m) => existsSync(join(dir, m, 'index.ts')));

  it('finds the modules that use them (the check can fail)', () => {
    const users = modules.filter((m) => closure(join(dir, m, 'index.ts')).some((f) => /\b(waypoint|everySecond)\s*\(/.test(strip(readFileSync(f, 'utf8')))));
    expect(users).toEqual(expect.arrayContaining(['animation', 'countdown', 'number-counter', 'slider', 'ab-testing']));
  });

  for (const m of modules) {
    it(m, () => {
      const files = closure(join(dir, m, 'index.ts'));
      const uses = files.some((f) => /\b(waypoint|everySecond)\s*\(/.test(strip(readFileSync(f, 'utf8'))));
      const brings = /^export \{ watchers \} from '\.\.\/\.\.\/scheduler\/watchers';$/m.test(readFileSync(join(dir, m, 'index.ts'), 'utf8'));
      expect(brings, uses ? `${m} calls waypoint or everySecond: its index.ts must export { watchers }` : `${m} does not use the watchers`).toBe(uses);
    });
  }
});
