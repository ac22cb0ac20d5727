// Boot: find module roots, hand them to the registry, and listen for the few things that must work
// before any module (fragment changes). No module work here, and no scheduler: the core runtime is a
// chunk of its own, imported with the first module that matters.
import { startRegistry } from './registry';
import type { Runtime } from './runtime';
import type { RegistryEntry } from './types';

export function boot(table: RegistryEntry[]): void {
  let runtime: Promise<Runtime> | undefined;
  const getRuntime = () => (runtime ??= import('./runtime').then((m) => m.createRuntime()));
  const start = () => {
    try {
      const registry = startRegistry(table, () => getRuntime().then((r) => r.ctx));
      // A fragment naming a module loads it first, then hands it its state; also on every change.
      const toModules = () => getRuntime().then((r) => r.dispatchFragment(location.hash.slice(1), registry.load));
      addEventListener('hashchange', toModules);
      if (location.hash.length > 1) void toModules();
    } catch (err) {
      console.error('[lightpage] boot failed', err);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
