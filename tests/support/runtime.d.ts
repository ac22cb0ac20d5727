/** Which React the unit-test project runs on: "preact" (visitor build) or "react" (builder preview). */
declare const __RUNTIME__: 'preact' | 'react';
declare module '@test/act' {
  export function act(cb: () => void | Promise<void>): Promise<void>;
}
