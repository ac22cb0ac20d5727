// What each demo page loads, in two moments: before any interaction (open it, touch nothing, wait until
// the network is quiet) and after a scroll-through (scroll to the bottom a screen at a time, as a reader
// would, and wait again). Adds up the brotli bytes of every script fetched from dist/ (sizes from the
// manifest), split by build, so the cart's host stand-in (the demo's React, playing WooCommerce) is
// told apart from Lightpage's own bytes. The kitchen-sink page is held to its budget before
// interaction. Writes reports/page-weight.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../tests/e2e/chromium';
import { ROOT, readBudgets, readManifest } from './budgets';

export interface ScriptWeight {
  file: string;
  build: string;
  brotli: number;
}

export interface PageWeight {
  page: string;
  /** Before any interaction. */
  scripts: ScriptWeight[];
  brotli: number;
  /** Everything loaded by the end of a scroll to the bottom (a superset of `scripts`). */
  afterScroll?: { scripts: ScriptWeight[]; brotli: number };
  limit?: number;
  passed: boolean;
}

/** The pages measured: the Lighthouse pages plus the shop's cart and checkout. */
export const weighedPages = () => [...new Set([...readBudgets().lighthouse.pages, '/cart/', '/checkout/'])];

const QUIET_MS = 600;

/** Waits until no new script has been requested for QUIET_MS (idle callbacks may still ask for chunks). */
async function quiet(tab: Page, scripts: string[]): Promise<void> {
  let count = -1;
  while (count !== scripts.length) {
    count = scripts.length;
    await tab.waitForTimeout(QUIET_MS);
  }
}

/** Scrolls to the bottom a screen at a time, letting each screen's observers fire, until the page ends. */
async function scrollThrough(tab: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const done = await tab.evaluate(() => {
      const el = document.scrollingElement!;
      if (el.scrollTop + innerHeight >= el.scrollHeight - 2) return true;
      scrollBy(0, Math.round(innerHeight * 0.9));
      return false;
    });
    if (done) return;
    await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

export async function measurePageWeights(pages = weighedPages()): Promise<PageWeight[]> {
  const budget = readBudgets().bytes.kitchenSinkBeforeInteraction;
  const manifest = new Map(readManifest().map((f) => [f.file, f]));
  const [server, browser] = await Promise.all([startDemoServer({ port: 0 }), launchChromium()]);
  const weigh = (list: string[]) => {
    const scripts = [...new Set(list)].map((file) => ({ file, build: manifest.get(file)?.build ?? 'unknown', brotli: manifest.get(file)?.brotli ?? 0 }));
    return { scripts, brotli: scripts.reduce((s, r) => s + r.brotli, 0) };
  };
  const results: PageWeight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/dist/') && path.endsWith('.js')) scripts.push(path.slice('/dist/'.length));
      });
      await tab.goto(server.url + page, { waitUntil: 'networkidle' });
      await quiet(tab, scripts);
      const before = weigh(scripts);
      await scrollThrough(tab);
      await quiet(tab, scripts);
      const limit = page === budget.page ? budget.brotli : undefined;
      results.push({ page, ...before, afterScroll: weigh(scripts), limit, passed: limit === undefined || before.brotli <= limit });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/page-weight.json'), JSON.stringify(results, null, 1));
  return results;
}

if (process.argv[1]?.endsWith('page-weight.ts')) {
  const t0 = performance.now();
  const results = await measurePageWeights();
  for (const r of results) {
    console.log(`${r.passed ? '✓' : '✗'} ${r.page.padEnd(16)} ${r.brotli} B br before interaction${r.limit ? ` (limit ${r.limit})` : ''}, ${r.afterScroll?.brotli} B br after a scroll to the bottom`);
  }
  console.log(`measured ${results.length} pages in ${Math.round((performance.now() - t0) / 100) / 10} s`);
  process.exit(results.every((r) => r.passed) ? 0 : 1);
}
