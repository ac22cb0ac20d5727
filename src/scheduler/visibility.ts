// One IntersectionObserver per distinct rootMargin and threshold, shared by every caller: a page with 200
// lazy images and 50 animations has a handful of observers, not 250. One of the watchers (scheduler/watchers):
// it travels with the modules that use it, not in runtime.js.
import { call } from './guard';
import type { Cleanup } from './types';

export interface ObserveOptions {
  rootMargin?: string;
  threshold?: number | number[];
}
type Callback = (entry: IntersectionObserverEntry) => void;
interface Shared {
  io: IntersectionObserver;
  subs: Map<Element, Set<Callback>>;
}

const observers = new Map<string, Shared>();

/** Call cb with every IntersectionObserver entry for el (the first one right after observing). */
export function observe(el: Element, cb: Callback, { rootMargin = '0px', threshold = 0 }: ObserveOptions = {}): Cleanup {
  const key = rootMargin + '|' + threshold;
  let o = observers.get(key);
  if (!o) {
    const subs = new Map<Element, Set<Callback>>();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) subs.get(entry.target)?.forEach((fn) => call(fn, entry));
    }, { rootMargin, threshold });
    observers.set(key, (o = { io, subs }));
  }
  const { io, subs } = o;
  let set = subs.get(el);
  if (!set) {
    subs.set(el, (set = new Set()));
    io.observe(el);
  }
  set.add(cb);
  return () => {
    if (set!.delete(cb) && !set!.size) {
      subs.delete(el);
      io.unobserve(el);
    }
  };
}

/** Number of IntersectionObservers alive (tests and the benchmark). */
export const observerCount = (): number => observers.size;
