// Builds the one ModuleContext every module receives: visitor or builder preview, device mode, the
// scheduler, fragment state, smooth scrolling and admin-ajax. The settings and cookies are runtime parts that
// arrive with the modules that use them (core/mount).
import { scheduler } from '../scheduler';
import { initViewport, onResizeEnd, viewport } from '../scheduler/viewport';
import { deviceMode } from './device';
import { signal } from './signal';
import type { LoadChunk } from './chunks';
import type { ModuleContext } from './types';

// One promise for every caller, so fragment changes are applied in the order they came (two imports of
// one module may settle in either order); forgotten on failure, so the next use asks again, through boot's
// chunk loader when the runtime has it (a fresh URL after a failure: the browser never asks again for a
// module it failed to fetch under the old one). The chunk gets the runtime's scheduler here rather than
// importing it (core/smooth-scroll says why).
let nav: Promise<typeof import('./navigate')> | undefined;
let loadChunk: LoadChunk | undefined;
export const useChunkLoader = (load?: LoadChunk) => void (loadChunk = load);
export const navigate = () =>
  (nav ??= (loadChunk ? loadChunk('navigate', () => import('./navigate')) : import('./navigate')).then(
    (n) => (n.useScheduler(scheduler), n),
    (err) => {
      nav = undefined;
      throw err;
    },
  ));

/** Divi marks the visual builder with et_fb in the query and on the body (et-fb). */
export function isBuilderPreview(): boolean {
  return /[?&]et_fb=1(&|$)/.test(location.search) || document.body.classList.contains('et-fb');
}

/** et_pb_custom threw when read here: reported once, here, so the settings' reader does not report it again. */
export let customThrew = false;

/**
 * One et_pb_custom string as printed ('' when it is not there): what the runtime needs itself (ignore_waypoints,
 * ajaxurl), and ctx.custom. The settings (core/settings) come with the modules that read them all; a global that
 * throws (a getter or a Proxy a plugin left) is reported at its first read, wherever that is.
 */
function custom(name: string): string {
  try {
    const v = (window as { et_pb_custom?: Record<string, unknown> }).et_pb_custom?.[name];
    return typeof v == 'string' ? v : '';
  } catch {
    if (!customThrew) console.warn('[lightpage] et_pb_custom is not an object; using defaults');
    customThrew = true;
    return '';
  }
}

// WordPress's admin-ajax, where the theme's own script posts when et_pb_custom says nothing. (core/settings
// has the same default for ctx.settings.ajaxurl: a shared constant would be a chunk shared with boot.)
const AJAX_URL = '/wp-admin/admin-ajax.php';

export function createContext(): ModuleContext {
  initViewport();
  const device = signal(deviceMode(viewport.width));
  onResizeEnd((width) => (device.value = deviceMode(width)));
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The builder preview is served the builder build (dist/builder), so the visitor build, like its boot, is
  // never in it (esbuild.config.ts defines __LP_VISITOR__): its modules never pay for builder-only paths.
  const builder = !(globalThis as { __LP_VISITOR__?: boolean }).__LP_VISITOR__ && isBuilderPreview();
  const ctx: Omit<ModuleContext, 'settings'> & { settings?: ModuleContext['settings'] } = {
    builder,
    device,
    custom,
    signal,
    reducedMotion,
    // In the builder preview, or when the theme says to ignore waypoints, everything shows at once.
    scheduler: builder || custom('ignore_waypoints') === 'yes' ? { ...scheduler, waypoint: (_el, _offset, cb) => (cb(), () => {}) } : scheduler,
    // Fragment writes and smooth scrolls are core/navigate, a chunk asked for on first use. A write comes
    // from a visitor's tap: it waits a task, so the tap's handler ends and its paint comes first (INP).
    fragment: { set: (root, params) => void setTimeout(() => navigate().then((n) => n.setFragment(root, params))) },
    smoothScroll: (target, duration) =>
      navigate().then((n) =>
        (typeof target === 'number' ? n.scrollWindowTo(Math.max(0, target), duration, reducedMotion) : n.scrollToElement(target, duration, reducedMotion)).then(() => {}),
      ),
    // Only forms, A/B and the shop talk to admin-ajax: its code is a chunk of its own, loaded on first use.
    ajax: (action, fields, options) => import('./ajax').then((m) => m.ajax(custom('ajaxurl') || AJAX_URL, action, fields, options)) as Promise<never>,
    // ctx.settings and ctx.cookies: set by core/mount from the chunk of the first module that brings each
    // (core/settings, core/cookies).
  };
  return ctx as ModuleContext;
}
