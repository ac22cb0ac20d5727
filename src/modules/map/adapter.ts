// What the map module asks of a maps service; google.ts and leaflet.ts answer it, each as `start`. The
// module never knows which one runs, and an adapter never touches the page beyond the map element it is given.
import type { Setting } from './config';
import type { MapData } from './data';

export interface MapHandle {
  /** 0..100, for the current device mode. */
  setGrayscale(gray: number): void;
  /** Removes the service's map, markers and listeners (the module then puts the server's markup back). */
  destroy(): void;
}

export interface StartOptions {
  el: HTMLElement;
  /** Each pin's `info` is its info window's content: a copy of the pin's server-rendered children. */
  data: MapData<HTMLElement>;
  /** The grayscale of the device mode at the moment the map is drawn. */
  gray(): number;
  markerUrl: string;
  /** prefers-reduced-motion: no zoom or fade animations where the service lets us choose. */
  reducedMotion: boolean;
  /** The service failed after the map started (Google refused the key): the module takes the map down. */
  failed(why: string): void;
}

/**
 * Checks the adapter's settings, loads the service and draws the map. Resolves once the map is up; rejects
 * (with a reason for the console) when the settings are wrong or the service is unavailable.
 */
export type StartMap = (setting: Setting, opts: StartOptions) => Promise<MapHandle>;
