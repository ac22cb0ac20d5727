// Preact's signals track reads inside components by themselves; signals-react needs a hook call.
// The visitor build aliases @preact/signals-react/runtime here, so that call costs nothing.
export function useSignals(): void {}
