// Boot: find module roots and hand them to the registry, and catch the few things that must work before
// any module: a fragment on load (hold the page at the top, then glide to the target) and same-page
// anchor clicks. Whole-module links are a table row (core/link-options). No module work and no scheduler
// here: the core runtime is a chunk of its own, requested together with the first module that matters
// (and every file either imports), the first anchor followed, or a fragment on load.
import { startRegistry } from './registry';
import { inPreview } from './preview';
import { findTarget, listenAnchors, type Run } from './anchors';
import { chunks } from './chunks';
import { listen, readyState, whenParsed } from './start';
import type { Runtime } from './runtime';
import type { RegistryEntry } from './types';

export function boot(table: RegistryEntry[]): void {
  whenParsed(() => {
    try {
      start(table);
    } catch (err) {
      console.error('[lightpage] boot failed', err);
    }
  });
}

function start(table: RegistryEntry[]): void {
  const hash = location.hash.slice(1);
  // The browser jumps to a fragment's target while the page loads; the theme starts from the top and
  // glides there once it has loaded. Taking the fragment out of the address until load is what stops the
  // jump (scrolling back would come a frame late); the runtime still gets it, and it is put back at load.
  if (hash && readyState() !== 'complete') {
    history.scrollRestoration = 'manual';
    const url = location.href;
    history.replaceState(history.state, '', url.slice(0, url.indexOf('#')));
    scrollTo(0, 0);
    // (Unless a module wrote new state into the fragment meanwhile.) No scroll back to the top here: a
    // visitor who scrolled or followed a link before load must stay where they went.
    listen(window, 'load', () => location.hash || history.replaceState(history.state, '', url));
  }
  // The modules' part in a task of its own. A module script is evaluated in one task with the end of
  // parsing and DOMContentLoaded; on a slow phone, reading the chunk map, finding the roots and listening
  // made that a long task (TBT). Only what must come before the browser's fragment jump stays here, and the
  // anchor listener: a click on an anchor before the rest is ready waits for it. (If the rest fails, anchors
  // are the browser's again.)
  let stop: () => void;
  const later = new Promise<Run>((resolve) =>
    setTimeout(() => {
      try {
        resolve(startModules(table, hash));
      } catch (err) {
        stop();
        console.error('[lightpage] boot failed', err);
      }
    }),
  );
  stop = listenAnchors((fn) => later.then((run) => run(fn)));
}

function startModules(table: RegistryEntry[], hash: string): Run {
  const [preload, loadChunk] = chunks(table);
  // A failed runtime request is forgotten, so the next reason to load asks again.
  let runtime: Promise<Runtime> | undefined;
  const getRuntime = () =>
    (runtime ??= loadChunk('runtime', () => import('./runtime')).then(
      (m) => m.createRuntime(registry, loadChunk),
      (err) => {
        runtime = undefined;
        throw err;
      },
    ));
  const run: Run = (fn) => {
    // Fragment state and smooth scrolling are a chunk of their own: ask for it with the runtime.
    preload('runtime', 'navigate');
    const done = getRuntime().then(fn);
    done.catch((err) => console.error('[lightpage]', err));
    return done;
  };
  // Each module's files and the runtime's, asked for together. A fresh URL only after a failure (core/chunks
  // counts failures per chunk): every root of a module shares one module instance (its state, ids and clock).
  const wrapped = table.map((e) => ({ ...e, load: () => (preload('runtime'), loadChunk(e.name, e.load)) }));
  // The builder preview mounts every root at once and never leaves the page (core/preview-guard). The server
  // serves the builder build (dist/builder) there, so the visitor build leaves this out (esbuild.config.ts
  // defines __LP_VISITOR__ for it): visitors do not pay for it in boot.
  // (Written out twice: esbuild folds a defined constant where it stands, not through a variable.)
  if (!(globalThis as { __LP_VISITOR__?: boolean }).__LP_VISITOR__ && inPreview()) void import('./preview-guard').then((m) => m.guardPreview(), (err) => console.error('[lightpage]', err));
  // (The runtime is created once a module needs it, long after this returns.)
  const registry = startRegistry(wrapped, () => getRuntime().then((r) => r.mount), !(globalThis as { __LP_VISITOR__?: boolean }).__LP_VISITOR__ && inPreview());
  const { load } = registry;
  // A fragment naming a module loads it first, then hands it its state; also on every change.
  listen(
    window,
    'hashchange',
    () => {
      // The fragment as it is now: a later change is a dispatch of its own, and the newest wins.
      const now = location.hash.slice(1);
      run((r) => r.fragment(load, undefined, now));
    },
    false,
  );
  if (hash) run((r) => r.fragment(load, { hash, target: findTarget(hash) }));
  return run;
}
