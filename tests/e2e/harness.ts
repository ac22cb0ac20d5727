// Shared e2e set-up: one demo server (on a free port, with test routes) per test file, and the worker's
// Chromium (one per worker, launched once: tests/e2e/global-setup.ts), each file in contexts of its own.
// open() gives a page that records console errors and every request, on a desktop or phone profile.
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../demo/server/server';
import type { DemoState } from '../../demo/server/state';
import { connectChromium, launchChromium } from './chromium';

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export interface OpenOptions extends BrowserContextOptions {
  /** Run a script in the page before any of its own (instrumentation). */
  init?: string | (() => void);
  /**
   * false: leave the page as it loaded. By default the visitor scrolls as soon as the page is parsed (a
   * scroll event: scrollOnceParsed), so modules within a screen of view load as for anyone reading on;
   * before a first scroll only what is on screen does (tests of that pass false).
   */
  scrolled?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** console.error / console.warn texts and uncaught page errors. */
  errors: string[];
  warnings: string[];
  requests: string[];
  /** Paths (no origin) of requests made so far. */
  requested(pattern: RegExp): boolean;
}

/** Resolves once the named module has mounted on the page (the registry's lightpage:mount event). */
export const mounted = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __lpMounted: string[] }).__lpMounted.includes(n), name, { polling: 50 });

/**
 * An init script: a scroll event just after the document is parsed, as from a visitor who starts reading on at
 * once. Modules within a screen of view then load with those on screen. (A task after DOMContentLoaded: boot
 * finds the roots and listens in the task after its own, queued before this one. The page does not move, so
 * tests can still check that nothing else scrolled it.)
 */
export const scrollOnceParsed = () => document.addEventListener('DOMContentLoaded', () => setTimeout(() => dispatchEvent(new Event('scroll'))), { once: true });

/**
 * This worker's Chromium (launched once by tests/e2e/global-setup.ts), or a browser of the file's own when
 * run without that set-up. Closing it closes the file's contexts (and the browser only if it is its own).
 */
export async function workerChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoints')?.[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  return endpoint ? connectChromium(endpoint) : launchChromium();
}

export function useDemo() {
  let server: DemoServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startDemoServer({ port: 0, testRoutes: true }), workerChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  // Each test's pages close when it ends: a page left open keeps running its animations, carousels and
  // videos on the same two cores as every later test of the file, and could still send requests (A/B
  // records, sign-ups) that a later test would count as its own. Contexts made before the test (in a file's
  // beforeAll) stay.
  let before = new Set<BrowserContext>();
  beforeEach(() => {
    before = new Set(browser.contexts());
  });
  afterEach(async () => {
    await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
  });

  return {
    get url() {
      return server.url;
    },
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    async open(path: string, { init, scrolled = true, ...options }: OpenOptions = DESKTOP): Promise<OpenedPage> {
      const context = await browser.newContext({ ...DESKTOP, ...options });
      // Under the test's own 30 s: a wait that never ends fails as itself (which wait, on what), not as a
      // bare test timeout.
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const errors: string[] = [];
      const warnings: string[] = [];
      const requests: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
        if (m.type() === 'warning') warnings.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
      // Every module mount, in order, from the registry's public lightpage:mount event.
      await page.addInitScript(() => {
        const w = window as unknown as { __lpMounted: string[] };
        w.__lpMounted = [];
        document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
      });
      if (init) await page.addInitScript(init);
      if (scrolled) await page.addInitScript(scrollOnceParsed);
      await page.goto(server.url + path);
      return { page, errors, warnings, requests, requested: (re) => requests.some((r) => re.test(r)) };
    },
    async state(): Promise<DemoState> {
      return (await fetch(server.url + '/__test__/state')).json() as Promise<DemoState>;
    },
    /** Closes or opens a gate of the demo server (demo/server/gates.ts): answers that pass it wait while it is closed. */
    async gate(name: string, closed: boolean): Promise<void> {
      await fetch(`${server.url}/__test__/gate/${name}`, { method: 'POST', body: JSON.stringify({ closed }) });
    },
    async reset(): Promise<void> {
      await fetch(server.url + '/__test__/reset', { method: 'POST' });
    },
  };
}
