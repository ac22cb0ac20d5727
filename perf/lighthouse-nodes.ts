// What Lighthouse's simulated LCP is made of: one run of a page (mobile, simulated throttling, the CPU
// slowdown calibrated to this host as in the budget run), then every node of Lantern's two LCP simulations
// (optimistic and pessimistic; the metric is their mean) with its simulated start and end: each request
// (and its protocol, and whether it reused a connection) and each main-thread task (with the trace events
// that put it there). For finding out why a page's LCP is what it is. Against a running demo server:
//   npx tsx perf/lighthouse-nodes.ts http://127.0.0.1:8080/modules/hero/
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { calibrate, describe } from './calibrate';
import { launchChromium } from '../tests/e2e/chromium';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx perf/lighthouse-nodes.ts <url>');
const probe = await launchChromium();
const cal = await calibrate(probe, 5).finally(() => probe.close());
console.log(describe(cal));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableFullPageScreenshot: true, throttling: { cpuSlowdownMultiplier: cal.slowdown } as never }).finally(() => chrome.kill());
const a = r!.lhr.audits;
const observed = (a.metrics.details as unknown as { items: { observedLargestContentfulPaint: number }[] }).items[0].observedLargestContentfulPaint;
console.log(`LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} ms simulated, ${Math.round(observed)} ms observed; FCP ${Math.round(a['first-contentful-paint'].numericValue!)} ms`);

interface Node { type: string; request?: { url: string; protocol: string; connectionReused: boolean }; duration?: number; childEvents?: { name: string }[] }
const timings = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<Node, { startTime: number; endTime: number }>> } } }).Simulation.Simulator.allNodeTimings;
for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
  const nodes = [...(timings.get(label) ?? new Map()).entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  console.log(`\n${label}: ends at ${Math.round(Math.max(...nodes.map(([, t]) => t.endTime)))} ms`);
  for (const [n, t] of nodes) {
    const what = n.type === 'network'
      ? `request ${n.request!.url.startsWith('data:') ? 'data: URL' : new URL(n.request!.url).pathname} (${n.request!.protocol}${n.request!.connectionReused ? ', reused connection' : ''})`
      : `task ${Math.round(n.duration! / 1000)} ms observed: ${[...new Set(n.childEvents!.map((e: { name: string }) => e.name))].slice(0, 6).join(', ')}`;
    console.log(`  ${Math.round(t.startTime)}–${Math.round(t.endTime)} ms  ${what}`);
  }
}
