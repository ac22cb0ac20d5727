// Compare INP scenarios across checkouts, interleaved: each argument is a checkout (its own dist/, built first)
// and a scenario file in it; every round runs each of them once on a fresh page, in turn, in one browser, at
// the INP benchmark's 4× CPU. Interleaving gives every arm the same moments of a shared machine, which two
// separate runs minutes apart do not. Prints each arm's median, its least, its best of each five
// and every run.
//   npx tsx perf/inp-ab.ts 15 .:perf/inp/contact-submit-errors.ts ../old:perf/inp/contact-submit-errors.ts .:perf/inp/reference-tap.ts
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { InpScenario } from './inp/scenario';
import { launchChromium } from '../tests/e2e/chromium';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const RATE = Number(process.env.LP_SLOWDOWN ?? 4);

interface Arm { label: string; url: string; scenario: InpScenario; runs: number[] }

// Installed before the page's scripts: the longest Event Timing entry of any interaction so far.
const instrument = () => {
  const w = window as unknown as { __lpMounted: string[]; __inp: number };
  w.__lpMounted = [];
  w.__inp = 0;
  document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) w.__inp = Math.max(w.__inp, e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};
const inp = (page: Page) => page.evaluate(() => (window as unknown as { __inp: number }).__inp);

export async function interleaved(rounds: number, specs: string[]): Promise<void> {
  const servers = new Map<string, { url: string; close(): Promise<void> }>();
  const arms: Arm[] = [];
  for (const label of specs) {
    const [tree, file] = label.split(':');
    const root = resolve(tree);
    if (!servers.has(root)) {
      const { startDemoServer } = (await import(resolve(root, 'demo/server/server.ts'))) as typeof import('../demo/server/server');
      servers.set(root, await startDemoServer({ port: 0 }));
    }
    const scenario = ((await import(resolve(root, file))) as { default: InpScenario }).default;
    arms.push({ label, url: servers.get(root)!.url + scenario.path, scenario, runs: [] });
  }

  const browser = await launchChromium();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const arm of arms) {
        const context = await browser.newContext(arm.scenario.phone ? PHONE : DESKTOP);
        const page = await context.newPage();
        await page.addInitScript(instrument);
        await page.goto(arm.url);
        await arm.scenario.prepare?.(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        await page.evaluate(() => ((window as unknown as { __inp: number }).__inp = 0));
        await arm.scenario.act(page);
        // Entries are delivered after the frame that presents the answer: two frames and a task.
        await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
        arm.runs.push(await inp(page));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const s of servers.values()) await s.close();
  }
  const sorted = (x: number[]) => [...x].sort((a, b) => a - b);
  for (const arm of arms) {
    const bests = [];
    for (let i = 0; i + 5 <= arm.runs.length; i += 5) bests.push(Math.min(...arm.runs.slice(i, i + 5)));
    const s = sorted(arm.runs);
    console.log(`${arm.label}\n  median ${s[s.length >> 1]} ms, least ${s[0]}, best of each five ${bests.join(', ')}; runs ${arm.runs.join(', ')} (0: under 16 ms)`);
  }
}

if (process.argv[1]?.endsWith('inp-ab.ts')) {
  const [count, ...specs] = process.argv.slice(2);
  if (!Number(count) || !specs.length) throw new Error('usage: npx tsx perf/inp-ab.ts <rounds> <checkout>:<scenario file> ...');
  await interleaved(Number(count), specs);
}
