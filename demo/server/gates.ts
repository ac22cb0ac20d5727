// Test gates: an answer that waits until the test opens its gate. A loading state then lasts as long as the
// test looks at it, on any host: a fixed delay is a race a slow machine loses.
import type { DemoState } from './state';

interface Gate {
  passed: Promise<void>;
  open: () => void;
}
const closed = new WeakMap<DemoState, Map<string, Gate>>();

export function closeGate(state: DemoState, name: string): void {
  const gates = closed.get(state) ?? new Map<string, Gate>();
  closed.set(state, gates);
  if (gates.has(name)) return;
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  gates.set(name, { passed, open });
}

export function openGate(state: DemoState, name: string): void {
  const gates = closed.get(state);
  gates?.get(name)?.open();
  gates?.delete(name);
}

/** Opens every gate of a state that is being replaced, so no answer waits for ever. */
export function openAllGates(state: DemoState): void {
  for (const name of [...(closed.get(state)?.keys() ?? [])]) openGate(state, name);
}

/** Resolves when the gate is open (at once when it was never closed). */
export function passGate(state: DemoState, name: string): Promise<void> {
  return closed.get(state)?.get(name)?.passed ?? Promise.resolve();
}
