// Boot: find module roots and hand them to the registry, and catch the few things that must work before
// any module: a fragment on load (hold the page at the top, then glide to the target) and same-page
// anchor clicks. Whole-module links are a table row (core/link-options). No module work and no scheduler
// here: the core runtime is a chunk of its own, imported with the first module that matters, the first
// anchor followed, or a fragment on load.
import { startRegistry } from './registry';
import { findTarget, listenAnchors, type Run } from './anchors';
import type { Runtime } from './runtime';
import type { RegistryEntry } from './types';

export function boot(table: RegistryEntry[]): void {
  const hash = location.hash.slice(1);
  // The browser jumps to a fragment's target at load; the theme starts from the top and glides there.
  if (hash && document.readyState !== 'complete') {
    history.scrollRestoration = 'manual';
    const top = () => scrollTo(0, 0);
    top();
    addEventListener('load', top, { once: true });
  }
  let runtime: Promise<Runtime> | undefined;
  const getRuntime = () => (runtime ??= import('./runtime').then((m) => m.createRuntime()));
  const run: Run = (fn) => void getRuntime().then(fn).catch((err) => console.error('[lightpage]', err));
  const start = () => {
    try {
      const { load } = startRegistry(table, () => getRuntime().then((r) => r.ctx));
      // A fragment naming a module loads it first, then hands it its state; also on every change.
      addEventListener('hashchange', () => run((r) => r.fragment(load)));
      if (hash) run((r) => r.fragment(load, { target: findTarget(hash) }));
      listenAnchors(run);
    } catch (err) {
      console.error('[lightpage] boot failed', err);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
