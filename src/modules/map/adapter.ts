// What the map module asks of a maps service; google.ts and leaflet.ts answer it. The module never
// knows which one runs, and an adapter never touches the page beyond the map element it is given.
import type { MapData } from './data';

export interface MapHandle {
  /** 0..100, for the current device mode. */
  setGrayscale(gray: number): void;
  /** Removes the service's map, markers and listeners (the module then puts the server's markup back). */
  destroy(): void;
}

export interface StartOptions {
  el: HTMLElement;
  data: MapData<HTMLElement>;
  gray: number;
  markerUrl: string;
  /** prefers-reduced-motion: no zoom or fade animations where the service lets us choose. */
  reducedMotion: boolean;
  /** The info window's content for a pin: a copy of its server-rendered children. */
  info(pin: HTMLElement): HTMLElement;
  /** The service failed after the map started (Google refused the key): the module takes the map down. */
  failed(why: string): void;
}

/** Resolves once the map is up; rejects (with a reason for the console) when the service is unavailable. */
export type StartMap<C> = (config: C, opts: StartOptions) => Promise<MapHandle>;
