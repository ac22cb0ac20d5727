// Boot: find module roots and hand them to the registry, and catch the few things that must work before
// any module: a fragment on load (hold the page at the top, then glide to the target) and same-page
// anchor clicks. Whole-module links are a table row (core/link-options). No module work and no scheduler
// here: the core runtime is a chunk of its own, imported with the first module that matters, the first
// anchor followed, or a fragment on load.
import { startRegistry } from './registry';
import { findTarget, listenAnchors, type Run } from './anchors';
import { inPreview } from './preview';
import type { Runtime } from './runtime';
import type { RegistryEntry } from './types';

export function boot(table: RegistryEntry[]): void {
  const hash = location.hash.slice(1);
  // The browser jumps to a fragment's target while the page loads; the theme starts from the top and
  // glides there once it has loaded. Taking the fragment out of the address until load is what stops the
  // jump (scrolling back would come a frame late); the runtime still gets it, and it is put back at load.
  if (hash && document.readyState !== 'complete') {
    history.scrollRestoration = 'manual';
    const url = location.href;
    history.replaceState(history.state, '', url.slice(0, url.indexOf('#')));
    scrollTo(0, 0);
    // (Unless a module wrote new state into the fragment meanwhile.) No scroll back to the top here: a
    // visitor who scrolled or followed a link before load must stay where they went.
    addEventListener('load', () => location.hash || history.replaceState(history.state, '', url), { once: true });
  }
  let runtime: Promise<Runtime> | undefined;
  const getRuntime = () => (runtime ??= import('./runtime').then((m) => m.createRuntime()));
  const run: Run = (fn) => void getRuntime().then(fn).catch((err) => console.error('[lightpage]', err));
  const start = () => {
    try {
      // The builder preview mounts every root at once and never leaves the page (core/preview-guard).
      const preview = inPreview();
      if (preview) void import('./preview-guard').then((m) => m.guardPreview());
      const { load } = startRegistry(table, () => getRuntime().then((r) => r.ctx), document, preview);
      // A fragment naming a module loads it first, then hands it its state; also on every change.
      addEventListener('hashchange', () => run((r) => r.fragment(load)));
      if (hash) run((r) => r.fragment(load, { hash, target: findTarget(hash) }));
      listenAnchors(run);
    } catch (err) {
      console.error('[lightpage] boot failed', err);
    }
    boxShadows();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/** The theme's inset-shadow overlays: their code is fetched only when the page lists any elements. */
function boxShadows(): void {
  try {
    const list = (window as { et_pb_box_shadow_elements?: unknown[] }).et_pb_box_shadow_elements;
    if (list?.length) void import('./box-shadow').then((m) => m.applyBoxShadowOverlays(list));
  } catch (err) {
    console.warn('[lightpage] et_pb_box_shadow_elements', err);
  }
}
