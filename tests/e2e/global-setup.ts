// Before the e2e files: the build (npm test builds first and sets LP_SKIP_BUILD=1), and one Chromium per
// worker, launched once as a server that each file of that worker connects to (instead of launching and
// closing a browser per file: about a second each). A file's contexts close when it disconnects, so files
// share no page, cookie or storage; they share the browser process, as tests on a visitor's browser would.
import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { build } from '../../esbuild.config';
import { launchChromiumServer } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Playwright endpoints of the workers' browsers, by VITEST_POOL_ID - 1. */
    chromiumEndpoints: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const [servers] = await Promise.all([
    Promise.all(Array.from({ length: workers }, () => launchChromiumServer())),
    process.env.LP_SKIP_BUILD !== '1' ? build() : undefined,
  ]);
  project.provide('chromiumEndpoints', servers.map((s: BrowserServer) => s.wsEndpoint()));
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
}
