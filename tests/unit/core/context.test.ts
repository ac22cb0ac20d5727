import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleContext } from '../../../src/core/types';

const setViewport = (width: number) => (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 800 });

// A fresh scheduler and context per test: both are singletons.
// The watchers handed over as the runtime does when a module that uses them mounts (core/mount).
async function context(): Promise<ModuleContext> {
  vi.resetModules();
  const [{ createContext }, { provideWatchers }, { watchers }] = await Promise.all([
    import('../../../src/core/context'),
    import('../../../src/scheduler'),
    import('../../../src/scheduler/watchers'),
  ]);
  provideWatchers(watchers);
  return createContext();
}

beforeEach(() => {
  vi.useFakeTimers();
  setViewport(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.className = '';
  history.replaceState(null, '', '/');
  delete (window as { et_pb_custom?: unknown }).et_pb_custom;
});

describe('context', () => {
  it('device mode is a signal, updated 200 ms after the window stops resizing', async () => {
    const ctx = await context();
    expect(ctx.device.value).toBe('desktop');
    const seen: string[] = [];
    ctx.device.subscribe((m) => seen.push(m));
    setViewport(900);
    await vi.advanceTimersByTimeAsync(199);
    expect(ctx.device.value).toBe('desktop');
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.device.value).toBe('tablet');
    setViewport(767);
    await vi.advanceTimersByTimeAsync(200);
    setViewport(700); // same mode: no second notification
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual(['tablet', 'phone']);
  });

  it('is a visitor context on a normal page: waypoints wait', async () => {
    const ctx = await context();
    expect(ctx.builder).toBe(false);
    const cb = vi.fn();
    ctx.scheduler.waypoint(document.body, '100%', cb);
    expect(cb).not.toHaveBeenCalled();
  });

  it('is the builder preview with ?et_fb=1 or body.et-fb, where waypoints fire at once', async () => {
    history.replaceState(null, '', '/?et_fb=1');
    let ctx = await context();
    expect(ctx.builder).toBe(true);
    const cb = vi.fn();
    ctx.scheduler.waypoint(document.body, '100%', cb);
    expect(cb).toHaveBeenCalledOnce();
    history.replaceState(null, '', '/?et_fb=10');
    expect((await context()).builder).toBe(false);
    document.body.className = 'et-fb';
    expect((await context()).builder).toBe(true);
  });

  it('fires waypoints at once when et_pb_custom.ignore_waypoints is "yes"', async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { ignore_waypoints: 'yes' };
    const ctx = await context();
    const cb = vi.fn();
    ctx.scheduler.waypoint(document.body, '80%', cb);
    expect(cb).toHaveBeenCalledOnce();
  });

  it('ajax posts to et_pb_custom.ajaxurl, its code loaded on first use', async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { ajaxurl: '/custom/admin-ajax.php' };
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":1}')));
    vi.stubGlobal('fetch', fetchMock);
    const ctx = await context();
    // The settings, as core/mount sets them from the chunk of a module that calls ajax (runtime-parts.test.ts).
    (ctx as { settings?: unknown }).settings = (await import('../../../src/core/settings')).readSettings();
    await expect(ctx.ajax('lp_ping', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/custom/admin-ajax.php', expect.objectContaining({ method: 'POST' }));
    await expect(ctx.ajax('lp_ping', {}, { as: 'text' })).resolves.toBe('{"ok":1}');
  });

  it('has no cookies code of its own: a module that uses ctx.cookies brings it (tests/unit/core/runtime-parts.test.ts)', async () => {
    expect((await context()).cookies).toBeUndefined();
  });

  it('reads no settings of its own (a module that reads them brings the reader), and reports a broken et_pb_custom once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'et_pb_custom', { get: () => { throw new Error('a misbehaving plugin'); }, configurable: true });
    const ctx = await context();
    expect(ctx.settings).toBeUndefined();
    const cb = vi.fn();
    ctx.scheduler.waypoint(document.body, '100%', cb);
    expect(cb).not.toHaveBeenCalled();
    expect(ctx.custom('builder_images_uri')).toBe('');
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[lightpage] et_pb_custom is not an object; using defaults']);
    warn.mockRestore();
  });

  it('custom() gives one et_pb_custom string as printed, and "" for anything else', async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { builder_images_uri: 'https://site.test/images/', page_id: 11 };
    const ctx = await context();
    expect(ctx.custom('builder_images_uri')).toBe('https://site.test/images/');
    expect(ctx.custom('page_id')).toBe('');
    expect(ctx.custom('nothing')).toBe('');
  });
});
