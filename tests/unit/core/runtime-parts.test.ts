// Runtime code only some modules use is not in runtime.js: the scheduler's watchers (waypoints, the clock),
// ctx.settings' reader and ctx.cookies' code. A module that uses them re-exports them from its index.ts, and
// the runtime takes them from its chunk before its mount runs (core/mount). Checked here: the hand-over, what a module that forgot
// them gets, and that every module that uses them re-exports them (and no other does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleChunk, RegistryEntry } from '../../../src/core/types';
import { FakeIO, box, useStubbedBrowser } from '../scheduler/fakes';

useStubbedBrowser();

async function fresh() {
  vi.resetModules();
  const [{ createContext }, { mounter }, { watchers }, { cookies }, { readSettings }] = await Promise.all([
    import('../../../src/core/context'),
    import('../../../src/core/mount'),
    import('../../../src/scheduler/watchers'),
    import('../../../src/core/cookies'),
    import('../../../src/core/settings'),
  ]);
  const ctx = createContext();
  // A mounter per module (its queue yields between mounts on a timer the fake timers hold).
  const mountChunk = (chunk: ModuleChunk) => mounter(ctx)(document.body, [{ name: 'probe' } as RegistryEntry], [chunk], []);
  return { watchers, cookies, readSettings, mountChunk };
}

describe('runtime parts', () => {
  it('the watchers come with the chunk of the module that uses them, before its mount runs', async () => {
    const { watchers, mountChunk } = await fresh();
    const el = document.createElement('div');
    document.body.append(el);
    const reached = vi.fn();
    await mountChunk({ watchers, mount: (_root, ctx) => void ctx.scheduler.waypoint(el, '100%', reached) });
    FakeIO.all.at(-1)!.fire(el, box(700));
    expect(reached).toHaveBeenCalledOnce();
  });

  it('ctx.scheduler.observe is one of the watchers: it works once a module brought them, and not before', async () => {
    const { watchers, mountChunk } = await fresh();
    const el = document.createElement('div');
    document.body.append(el);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountChunk({ mount: (_root, ctx) => void ctx.scheduler.observe(el, () => {}) });
    expect(error).toHaveBeenCalledWith('[lightpage] module probe failed to mount', expect.objectContaining({ message: expect.stringContaining('scheduler.observe: export { watchers }') }));
    error.mockRestore();
    const seen = vi.fn();
    await mountChunk({ watchers, mount: (_root, ctx) => void ctx.scheduler.observe(el, seen, { rootMargin: '7px' }) });
    FakeIO.all.at(-1)!.fire(el, box(100));
    expect(seen).toHaveBeenCalledOnce();
  });

  it('a module that uses the watchers without bringing them fails to mount with a clear error; the next one is fine', async () => {
    const { watchers, mountChunk } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountChunk({ mount: (_root, ctx) => void ctx.scheduler.everySecond(() => {}) });
    expect(error).toHaveBeenCalledWith('[lightpage] module probe failed to mount', expect.objectContaining({ message: expect.stringContaining('export { watchers }') }));
    error.mockClear();
    let off: unknown;
    await mountChunk({ watchers, mount: (_root, ctx) => void (off = ctx.scheduler.everySecond(() => {})) });
    expect(typeof off).toBe('function');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('ctx.cookies is there once a module brought its code; a module that uses it without fails to mount', async () => {
    const { cookies, mountChunk } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountChunk({ mount: (_root, ctx) => void ctx.cookies!.get('lp_part') });
    expect(error).toHaveBeenCalledWith('[lightpage] module probe failed to mount', expect.any(TypeError));
    error.mockRestore();
    let read: unknown;
    await mountChunk({ cookies, mount: (_root, ctx) => (ctx.cookies!.set('lp_part', 'yes', 1), void (read = ctx.cookies!.get('lp_part'))) });
    expect(read).toBe('yes');
    expect(document.cookie).toContain('lp_part=yes');
    cookies.set('lp_part', '', 0);
  });

  it('ctx.settings are read once, when the first module that brings their reader mounts; ctx.ajax posts to their ajaxurl', async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { ajaxurl: '/part/admin-ajax.php', captcha: 'Captcha' };
    const { readSettings, mountChunk } = await fresh();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":1}')));
    vi.stubGlobal('fetch', fetchMock);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A module that reads them without bringing the reader fails to mount; the page goes on.
    await mountChunk({ mount: (_root, ctx) => void ctx.settings.strings });
    expect(error).toHaveBeenCalledWith('[lightpage] module probe failed to mount', expect.any(TypeError));
    error.mockRestore();
    const reader = vi.fn(readSettings);
    let seen: unknown;
    let answer: unknown;
    await mountChunk({ readSettings: reader, mount: (_root, ctx) => void ((seen = ctx.settings.strings.captcha), (answer = ctx.ajax('lp_ping'))) });
    await mountChunk({ readSettings: reader, mount: () => {} });
    expect(seen).toBe('Captcha');
    await expect(answer).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/part/admin-ajax.php', expect.objectContaining({ method: 'POST' }));
    expect(reader).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
  });

  it('a broken et_pb_custom is reported once, when a module first reads the settings, and that module mounts with the defaults', async () => {
    const { readSettings, mountChunk } = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'et_pb_custom', { get: () => { throw new Error('a misbehaving plugin'); }, configurable: true });
    let ajaxurl: unknown;
    await mountChunk({ readSettings, mount: (_root, ctx) => void (ajaxurl = ctx.settings.ajaxurl) });
    expect(ajaxurl).toBe('/wp-admin/admin-ajax.php');
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[lightpage] et_pb_custom is not an object; using defaults']);
    warn.mockRestore();
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
  });
});

describe('a broken et_pb_custom the runtime reads first', () => {
  it('is reported once, at the runtime\'s own read, and not again when a module reads the settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'et_pb_custom', { get: () => { throw new Error('a misbehaving plugin'); }, configurable: true });
    const { readSettings, mountChunk } = await fresh();
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[lightpage] et_pb_custom is not an object; using defaults']);
    let nonce: unknown;
    await mountChunk({ readSettings, mount: (_root, ctx) => void (nonce = ctx.settings.frontendNonce) });
    expect(nonce).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
  });
});

// ── every module that uses a part, itself or through the files it imports (core helpers included, dynamic
// imports too), re-exports it from its index.ts, and no other module does ──
const ROOT = resolve(__dirname, '../../..');
const strip = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const PARTS = [
  { name: 'watchers', uses: /\b(waypoint|everySecond)\s*\(|\bscheduler\.observe\(/, line: "export { watchers } from '../../scheduler/watchers';" },
  { name: 'cookies', uses: /\bcookies\.(get|set)\(/, line: "export { cookies } from '../../core/cookies';" },
  // ctx.settings (also as `const { settings } = ctx`).
  { name: 'settings', uses: /\bctx\.settings\b|\{[^}]*\bsettings\b[^}]*\}\s*=\s*ctx\b/, line: "export { readSettings } from '../../core/settings';" },
];

function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = strip(readFileSync(file, 'utf8'));
    // Value imports and re-exports, static and dynamic (a type-only import brings no code).
    for (const [, spec] of code.matchAll(/(?:^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+|import\()\s*'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), spec);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => /\.tsx?$/.test(p) && existsSync(p));
      // The parts themselves (the scheduler, core/cookies) are the runtime's, not the module's use of them.
      if (hit && !hit.includes(join('src', 'scheduler')) && !/core[\\/](cookies|settings)\.ts$/.test(hit)) visit(hit);
    }
  };
  visit(entry);
  return [...seen];
}

describe('modules that use a runtime part bring it', () => {
  const dir = join(ROOT, 'src/modules');
  const modules = readdirSync(dir).filter((m) => existsSync(join(dir, m, 'index.ts')));
  const uses = (m: string, re: RegExp) => closure(join(dir, m, 'index.ts')).some((f) => re.test(strip(readFileSync(f, 'utf8'))));

  it('finds the modules that use them (the check can fail)', () => {
    expect(modules.filter((m) => uses(m, PARTS[0].uses))).toEqual(expect.arrayContaining(['animation', 'countdown', 'number-counter', 'slider', 'ab-testing', 'parallax', 'side-nav', 'video-bg']));
    expect(modules.filter((m) => uses(m, PARTS[1].uses))).toEqual(['ab-testing']);
    expect(modules.filter((m) => uses(m, PARTS[2].uses))).toEqual(expect.arrayContaining(['ab-testing', 'gallery', 'shop', 'slider']));
  });

  for (const m of modules) {
    it(m, () => {
      const index = readFileSync(join(dir, m, 'index.ts'), 'utf8');
      for (const part of PARTS) {
        const used = uses(m, part.uses);
        expect(index.includes(part.line), used ? `${m} uses ${part.name}: its index.ts must ${part.line}` : `${m} does not use ${part.name}`).toBe(used);
      }
    });
  }
});
