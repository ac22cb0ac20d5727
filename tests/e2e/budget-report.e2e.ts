// The budget report on the real build, as an engineer opens it on a phone: no sideways scroll at 390 px,
// the frameworks it names are the ones in dist/manifest.json, and changes show against the committed
// baseline of main.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBaseline } from '../../perf/baseline';
import { readManifest } from '../../perf/budgets';
import { collectReport, renderReport } from '../../perf/report';
import { PHONE, workerChromium } from './harness';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'lp-report-')), 'index.html');
  writeFileSync(file, renderReport(collectReport(), readBaseline()));
  browser = await workerChromium();
  page = await (await browser.newContext(PHONE)).newPage();
  await page.goto(`file://${file}`);
});
afterAll(() => browser?.close());

const hasInput = (build: string, re: RegExp) => readManifest().some((f) => f.build === build && f.inputs.some((i) => re.test(i.path)));
const truth = (build: string) => page.locator(`p.truth[data-build="${build}"]`).textContent();

describe('budget report', () => {
  it('fits a 390 px phone without sideways scrolling', async () => {
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
    expect(client).toBe(390);
    expect(scroll).toBeLessThanOrEqual(client);
    // Folded details open as wide as the rest.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('names the framework each build really carries', async () => {
    const builder = (await truth('builder'))!;
    expect(builder.includes('React'), builder).toBe(hasInput('builder', /node_modules\/react-dom\//));
    const front = (await truth('frontend'))!;
    expect(front.includes('Preact'), front).toBe(hasInput('frontend', /node_modules\/preact\//));
    expect(front).not.toContain('React');
    expect(front).toContain('no entry imports it statically: it loads only with');
    expect(front).toContain('core/component.js');
  });

  it('shows the change against the committed baseline of main', async () => {
    const base = readBaseline();
    expect(base, 'perf/baseline.json is committed').toBeDefined();
    const change = (await page.locator('#change').textContent())!;
    expect(change).toContain(`main at ${base!.commit}`);
    const visitorRow = (await page.locator('#change tbody tr', { hasText: 'visitor build, all files' }).first().textContent())!;
    expect(visitorRow).toMatch(/±0|[+−][\d,]+ B/);
  });
});
