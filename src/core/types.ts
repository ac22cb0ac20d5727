// The contract between the runtime and its modules. A module sees the page only through ModuleContext.
import type { Settings } from './settings';
import type { Scheduler } from '../scheduler';

export type Cleanup = () => void;
export type DeviceMode = 'desktop' | 'tablet' | 'phone';

/** A value that changes over time; subscribe returns an unsubscribe. */
export interface ReadonlySignal<T> {
  readonly value: T;
  subscribe(fn: (value: T) => void): Cleanup;
}

export interface ModuleContext {
  /** True in the visual builder preview: no A/B, no waypoints (show at once), no form or link actions. */
  readonly builder: boolean;
  readonly settings: Settings;
  readonly device: ReadonlySignal<DeviceMode>;
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
  /** Scroll the window to a y position (or an element, with the theme's header offset), spec §2 timings. */
  smoothScroll(target: number | Element, duration?: number): Promise<void>;
}

export type Mount = (root: HTMLElement, ctx: ModuleContext) => Cleanup | void;

export interface ModuleChunk {
  mount: Mount;
}

/** A row of the registry table: data, never code that runs at boot. */
export interface RegistryEntry {
  /** Chunk name, also the folder name under src/modules. */
  name: string;
  /** Matches module roots in the server markup. */
  selector: string;
  load: () => Promise<ModuleChunk>;
}
