// Mounting and unmounting, the half of the registry that runs only once modules have arrived, so it lives in
// the runtime chunk rather than in boot: boot's registry (core/registry) decides when a root's modules load
// and fetches them with the runtime; the runtime mounts them here. One root per task (scheduler.yield()
// where the browser has it), so a page with many modules in view never makes a long task; each live module
// is announced with a bubbling `lightpage:mount`, and one that throws is logged without stopping the others.
// When content is swapped (`lightpage:scan`), the roots that left the document are unmounted.
import { customThrew } from './context';
import { yieldToMain } from './yield';
import { provideWatchers } from '../scheduler';
import type { Registry } from './registry';
import type { Cleanup, ModuleChunk, ModuleContext, ModuleMountEvent, RegistryEntry } from './types';

/**
 * Mount on `root` each of `entries` whose chunk arrived (`chunks[i]`, null when it did not), pushing the
 * cleanups they return into `cleanups`; resolves once done, in a task of its own.
 */
export type MountRoot = (root: Element, entries: RegistryEntry[], chunks: (ModuleChunk | null)[], cleanups: Cleanup[]) => Promise<void>;

export function mounter(ctx: ModuleContext): MountRoot {
  const queue: (() => void)[] = [];
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    while (queue.length) {
      queue.shift()!();
      await yieldToMain();
    }
    draining = false;
  };
  return (root, entries, chunks, cleanups) =>
    new Promise((resolve) => {
      queue.push(() => {
        chunks.forEach((chunk, i) => {
          const { name } = entries[i];
          try {
            if (!chunk) return;
            // Runtime code only some modules use travels in their chunks (scheduler/watchers, core/settings,
            // core/cookies).
            if (chunk.watchers) provideWatchers(chunk.watchers);
            if (chunk.readSettings) (ctx as { settings?: unknown }).settings ??= chunk.readSettings(undefined, customThrew);
            if (chunk.cookies) (ctx as { cookies?: unknown }).cookies ??= chunk.cookies;
            const cleanup = chunk.mount(root as HTMLElement, ctx);
            if (typeof cleanup === 'function') cleanups.push(cleanup);
            // For third-party code (and tests): this root's module is live.
            root.dispatchEvent(new CustomEvent<ModuleMountEvent>('lightpage:mount', { bubbles: true, detail: { name } }));
          } catch (err) {
            console.error(`[lightpage] module ${name} failed to mount`, err);
          }
        });
        resolve();
      });
      void drain();
    });
}

/** Run the cleanups the root's mounts returned (one failing never stops the others), and forget the root. */
export function unmount(registry: Registry, root: Element): void {
  const p = registry.roots.get(root);
  if (!p) return;
  // (Its observation, if any, is harmless: a detached element never comes into view.)
  registry.roots.delete(root);
  for (const fn of p.cleanups.splice(0)) {
    try {
      fn();
    } catch (err) {
      console.error('[lightpage] module cleanup failed', err);
    }
  }
}

/**
 * Content was swapped (`lightpage:scan`, which boot's registry also hears to take in the new roots):
 * unmount the roots that left the document. Returns the listener's removal.
 */
export function unmountOnScan(registry: Registry): Cleanup {
  const onScan = () => {
    for (const el of [...registry.roots.keys()]) if (!el.isConnected) unmount(registry, el);
  };
  document.addEventListener('lightpage:scan', onScan);
  return () => document.removeEventListener('lightpage:scan', onScan);
}
