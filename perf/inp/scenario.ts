// The shape of an INP scenario (perf/inp/*.ts default-exports one): the page, the device, how to get the
// page ready (chunk loaded and mounted) and the one interaction measured.
import type { Page } from 'playwright-core';

export interface InpScenario {
  name: string;
  path: string;
  phone?: boolean;
  /** A reference figure (what the browser alone costs), reported beside the others without a gate. */
  reference?: boolean;
  /** Judged against the goal as well as the gate (INP_GOAL_MS, on this host: goalFor() in perf/bench-inp.ts). */
  goal?: boolean;
  prepare?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/** Resolves once the named module has mounted (the registry's lightpage:mount event, recorded by the runner). */
export const mountedModule = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __lpMounted: string[] }).__lpMounted.includes(n), name, { polling: 50, timeout: 20_000 }).then(() => {});
