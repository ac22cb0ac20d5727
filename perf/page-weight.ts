// What each demo page loads before any interaction: open it in Chromium, touch nothing, wait until the
// network has been quiet, and add up the brotli bytes of every script it fetched (from the manifest).
// The kitchen-sink page is held to its budget. Writes reports/page-weight.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../tests/e2e/chromium';
import { ROOT, readBudgets, readManifest } from './budgets';

export interface PageWeight {
  page: string;
  scripts: { file: string; brotli: number }[];
  brotli: number;
  limit?: number;
  passed: boolean;
}

export async function measurePageWeights(pages = readBudgets().lighthouse.pages): Promise<PageWeight[]> {
  const budget = readBudgets().bytes.kitchenSinkBeforeInteraction;
  const manifest = new Map(readManifest().map((f) => [f.file, f]));
  const server = await startDemoServer({ port: 0 });
  const browser = await launchChromium();
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
      // Idle callbacks and yielded module inits may still ask for chunks: wait for a quiet second.
      let count = -1;
      while (count !== scripts.length) {
        count = scripts.length;
        await tab.waitForTimeout(1000);
      }
      const rows = [...new Set(scripts)].map((file) => ({ file, brotli: manifest.get(file)?.brotli ?? 0 }));
      const brotli = rows.reduce((s, r) => s + r.brotli, 0);
      const limit = page === budget.page ? budget.brotli : undefined;
      results.push({ page, scripts: rows, brotli, limit, passed: limit === undefined || brotli <= limit });
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
  const results = await measurePageWeights();
  for (const r of results) console.log(`${r.passed ? '✓' : '✗'} ${r.page.padEnd(16)} ${r.brotli} B br of JS before interaction${r.limit ? ` (limit ${r.limit})` : ''}: ${r.scripts.map((s) => s.file).join(', ')}`);
  process.exit(results.every((r) => r.passed) ? 0 : 1);
}
