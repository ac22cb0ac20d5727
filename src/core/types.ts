// The contract between the runtime and its modules. A module sees the page only through ModuleContext.
import type { Settings } from './settings';
import type { Scheduler } from '../scheduler';
import type { Watchers } from '../scheduler/watchers';
import type { cookies as CookieJar } from './cookies';

import type { Cleanup, DeviceMode } from '../scheduler/types';

export type { Cleanup, DeviceMode };

/** A value that changes over time; subscribe returns an unsubscribe. */
export interface ReadonlySignal<T> {
  readonly value: T;
  subscribe(fn: (value: T) => void): Cleanup;
}

export interface ModuleContext {
  /** True in the visual builder preview: no A/B, no waypoints (show at once), no form or link actions. */
  readonly builder: boolean;
  /**
   * The theme's server globals, typed (core/settings). Their code is not in runtime.js: a module that reads
   * them exports `{ readSettings }` from core/settings in its index.ts, and they are here from that module's
   * mount on (core/mount).
   */
  readonly settings: Settings;
  /**
   * One `et_pb_custom` string as the theme printed it ('' when it is not there or the global is broken), read
   * quietly with no code of the settings': for a module that needs a few values (the map's marker folder, the
   * optin's messages and nonce).
   */
  custom(name: string): string;
  readonly device: ReadonlySignal<DeviceMode>;
  /**
   * A new signal: state a behaviour shares with its component (read there with useSignalValue). Through ctx
   * rather than an import of core/signal, so a module chunk never splits it out of the runtime chunk.
   */
  signal<T>(initial: T): ReadonlySignal<T> & { value: T };
  /** prefers-reduced-motion: reduce. */
  readonly reducedMotion: boolean;
  readonly scheduler: Scheduler;
  /**
   * The address fragment. A module reads its state from `et_hashchange` events on its root
   * (detail.params), dispatched on load and on every hashchange, and writes it here.
   */
  readonly fragment: {
    /** Merge `root.id|params` into the fragment; a no-op when the root has no id. */
    set(root: Element, params: (string | number)[]): void;
  };
  /**
   * Scroll the window to a y position, or to an element with the theme's offset (50 px + the fixed header
   * + the admin bar), over `duration` ms (default 800), with swing easing; instant with reduced motion.
   */
  smoothScroll(target: number | Element, duration?: number): Promise<void>;
  /**
   * POST `action` and `fields` form-encoded to et_pb_custom.ajaxurl (admin-ajax.php). Resolves with the
   * parsed JSON (or the text, with `as: 'text'`); rejects with an AjaxError whose `kind` is 'http' (status
   * and body set; admin-ajax answers 400 "0" to an unknown action, 403 "-1" to a bad nonce), 'parse' (not
   * JSON, e.g. an HTML error page), 'offline', 'timeout' (default 30 s) or 'abort' (`signal`).
   */
  ajax<T = unknown>(action: string, fields?: AjaxFields, options?: AjaxOptions): Promise<T>;
  /**
   * First-party cookies: `set` keeps one for `days` days on path=/ (0 or less removes it). Its code is not in
   * runtime.js: a module that uses it exports `{ cookies }` from core/cookies in its index.ts, and it is here
   * from that module's mount on (core/mount).
   */
  readonly cookies?: {
    get(name: string): string | undefined;
    set(name: string, value: string, days: number): void;
  };
}

export type AjaxFields = Record<string, string | number | boolean | null | undefined>;
export interface AjaxOptions {
  /** ms before giving up with kind 'timeout' (default 30000; 0 for none). */
  timeout?: number;
  /** Aborting it rejects with kind 'abort'. */
  signal?: AbortSignal;
  /** 'json' (default) parses the answer; 'text' returns it as is. */
  as?: 'json' | 'text';
  /** Let the request outlive the page (a stats POST right before a redirect). */
  keepalive?: boolean;
}
export type { AjaxError, AjaxErrorKind } from './ajax';

export type Mount = (root: HTMLElement, ctx: ModuleContext) => Cleanup | void;

/** detail of the `lightpage:mount` event a root dispatches (it bubbles) once one of its modules is live. */
export interface ModuleMountEvent {
  name: string;
}
declare global {
  interface HTMLElementEventMap {
    'lightpage:mount': CustomEvent<ModuleMountEvent>;
  }
}

export interface ModuleChunk {
  mount: Mount;
  /** The scheduler's watchers, re-exported by a module that uses them (scheduler/watchers). */
  watchers?: Watchers;
  /** ctx.settings' reader, re-exported by a module that reads them (core/settings). */
  readSettings?: (win?: Record<string, unknown>, quiet?: boolean) => Settings;
  /** ctx.cookies' code, re-exported by a module that uses it (core/cookies). */
  cookies?: typeof CookieJar;
}

/** A row of the registry table: data, never code that runs at boot. */
export interface RegistryEntry {
  /** Chunk name, also the folder name under src/modules. */
  name: string;
  /** Matches module roots in the server markup. */
  selector: string;
  load: () => Promise<ModuleChunk>;
  /**
   * Load on the first scroll of the page instead of when the root comes near view: for fixed controls
   * the theme keeps hidden (display: none, so never "in view") until the page has scrolled, such as the
   * back-to-top button. 'intent': only on the first tap, focus or key on the root (the lightbox). 'now': right
   * after boot, wherever the root is (even hidden or far below), for markup whose work does not wait for the
   * visitor (A/B records).
   */
  trigger?: 'scroll' | 'intent' | 'now';
}
