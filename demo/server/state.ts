// What the stand-in WordPress remembers, in memory. Tests read it through /__test__/state.
export interface DemoState {
  /** Every admin-ajax call, in order. */
  ajax: { action: string; method: string; fields: Record<string, string>; at: number }[];
  /** Every REST call, in order. */
  rest: { method: string; route: string; query: Record<string, string>; headers: Record<string, string>; at: number }[];
  /** Per-feature state, owned by the handler that created it. */
  features: Record<string, unknown>;
}

export function newState(): DemoState {
  return { ajax: [], rest: [], features: {} };
}

/** A feature's own piece of state, created on first use. */
export function feature<T>(state: DemoState, name: string, init: () => T): T {
  return (state.features[name] ??= init()) as T;
}
