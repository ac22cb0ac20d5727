// One IntersectionObserver per distinct rootMargin and threshold, shared by every caller.
import type { Cleanup } from '../core/types';

export interface ObserveOptions {
  rootMargin?: string;
  threshold?: number;
}
type Callback = (entry: IntersectionObserverEntry) => void;

const observers = new Map<string, { io: IntersectionObserver; subs: Map<Element, Set<Callback>> }>();

export function observe(el: Element, cb: Callback, { rootMargin = '0px', threshold = 0 }: ObserveOptions = {}): Cleanup {
  const key = rootMargin + '|' + threshold;
  let o = observers.get(key);
  if (!o) {
    const subs = new Map<Element, Set<Callback>>();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) subs.get(entry.target)?.forEach((fn) => fn(entry));
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
    set!.delete(cb);
    if (!set!.size) {
      subs.delete(el);
      io.unobserve(el);
    }
  };
}

/** Number of IntersectionObservers alive (for tests and the benchmark). */
export const observerCount = () => observers.size;
