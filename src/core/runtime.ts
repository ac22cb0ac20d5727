// The core runtime, loaded by boot together with the first module that matters (never before): the
// scheduler, the module context, fragment state and smooth scrolling. Boot stays a few hundred bytes
// of registry; everything that costs more waits here until a module needs it.
import { createContext } from './context';
import { dispatchFragment } from './fragment';
import type { ModuleContext } from './types';

export interface Runtime {
  ctx: ModuleContext;
  /** Hand every element the fragment names its state, loading its module first. */
  dispatchFragment(hash: string, load: (el: Element) => Promise<void>): Promise<void>;
}

export function createRuntime(): Runtime {
  return { ctx: createContext(), dispatchFragment };
}
