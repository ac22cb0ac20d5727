// A minimal observable value for the boot path; components may use @preact/signals instead.
import type { Cleanup, ReadonlySignal } from './types';

export interface Signal<T> extends ReadonlySignal<T> {
  value: T;
}

export function signal<T>(initial: T): Signal<T> {
  const subs = new Set<(v: T) => void>();
  let current = initial;
  return {
    get value() {
      return current;
    },
    set value(v: T) {
      if (v === current) return;
      current = v;
      subs.forEach((fn) => fn(v));
    },
    subscribe(fn): Cleanup {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}
