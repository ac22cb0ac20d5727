// Give the main thread back between module inits so boot never makes a long task.
// scheduler.yield() keeps our place at the front of the queue where it exists (Chrome 129+);
// elsewhere a macrotask does.
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
