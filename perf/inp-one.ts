// Run one INP scenario file (perf/inp/<name>.ts) on its own, for the engineer working on it, until the
// shared INP benchmark (perf/bench-inp.ts) lands: Chromium at 4× CPU, the scenario's prepare() first (so its
// chunks are loaded), then its act(), five times; prints the slowest interaction's duration of each run
// (Event Timing), median first. Figures on a busy machine are upper bounds.
//   npx tsx perf/inp-one.ts perf/inp/open-lightbox.ts
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../tests/e2e/chromium';

interface Scenario {
  name: string;
  path: string;
  phone?: boolean;
  prepare?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx perf/inp-one.ts perf/inp/<scenario>.ts');
const scenario = ((await import(resolve(file))) as { default: Scenario }).default;
const server = await startDemoServer({ port: 0 });
const browser = await launchChromium();
const runs: number[] = [];
try {
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext(
      scenario.phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
    );
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lpMounted: string[]; __inp: number };
      w.__lpMounted = [];
      w.__inp = 0;
      document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) w.__inp = Math.max(w.__inp, e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(server.url + scenario.path);
    await scenario.prepare?.(page);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => ((window as unknown as { __inp: number }).__inp = 0));
    await scenario.act(page);
    // Event Timing entries arrive after the next paint: give them a moment.
    await page.waitForTimeout(1000);
    runs.push(await page.evaluate(() => (window as unknown as { __inp: number }).__inp));
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const sorted = [...runs].sort((a, b) => a - b);
console.log(`INP "${scenario.name}" at 4x CPU: median ${sorted[2]} ms (runs ${runs.join(', ')} ms; 0 means no interaction reached 16 ms, the least Event Timing reports)`);
