// Mounting, the half of the registry that runs only once modules have arrived, so it lives in the runtime
// chunk rather than in boot: boot's registry (core/registry) decides when a root's modules load and fetches
// them with the runtime; the runtime mounts them here. One root per task (scheduler.yield() where the
// browser has it), so a page with many modules in view never makes a long task; each live module is
// announced with a bubbling `lightpage:mount`, and one that throws is logged without stopping the others.
import { yieldToMain } from './yield';
import type { Cleanup, ModuleChunk, ModuleContext, ModuleMountEvent, RegistryEntry } from './types';

/**
 * Mount on `root` each of `entries` whose chunk arrived (`chunks[i]`, null when it did not), pushing the
 * cleanups they return into `cleanups` (each logs its own failure); resolves once done, in a task of its own.
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
            const cleanup = chunk.mount(root as HTMLElement, ctx);
            // Wrapped, so one failing cleanup never stops the others (the registry runs them on unmount).
            if (typeof cleanup === 'function')
              cleanups.push(() => {
                try {
                  cleanup();
                } catch (err) {
                  console.error(`[lightpage] module ${name} cleanup failed`, err);
                }
              });
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
