// One page in Lighthouse N times (mobile, simulated throttling, the CPU slowdown calibrated to this host as
// in the budget run), printing TBT, FCP, LCP and every long task with the script it is attributed to: for
// finding what blocks the main thread. Against a running demo server:
//   npx tsx perf/lighthouse-one.ts http://127.0.0.1:8080/kitchen-sink/ 5
// --no-js blocks boot.js: the page as the browser alone renders it (the floor no runtime can go under).
import { calibrate, describe } from './calibrate';
import { launchChromium } from '../tests/e2e/chromium';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2]; const n = Number(process.argv[3] ?? 3);
const noJs = process.argv.includes('--no-js');
const probe = await launchChromium();
const cal = await calibrate(probe, 5).finally(() => probe.close());
console.log(describe(cal));
const tbts: number[] = [];
for (let i = 0; i < n; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableFullPageScreenshot: true, blockedUrlPatterns: noJs ? ['*/boot.js*'] : [], throttling: { cpuSlowdownMultiplier: cal.slowdown } as never });
  await chrome.kill();
  const a = r!.lhr.audits;
  tbts.push(a['total-blocking-time'].numericValue!);
  const lt = (a['long-tasks'].details as any)?.items ?? [];
  // The observed (unthrottled) LCP and its element: which paint Lantern's simulation was cut at.
  const observed = (a['metrics'].details as any)?.items?.[0]?.observedLargestContentfulPaint;
  const lcpEl = ((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.selector ?? '?').split(' > ').pop();
  console.log(`score ${r!.lhr.categories.performance.score} TBT ${Math.round(a['total-blocking-time'].numericValue!)} FCP ${Math.round(a['first-contentful-paint'].numericValue!)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} CLS ${a['cumulative-layout-shift'].numericValue!.toFixed(3)} (observed ${Math.round(observed)} on ${lcpEl}) | ` + lt.map((t: any) => `${t.url.split('/').pop() || 'doc'}:${Math.round(t.duration)}@${Math.round(t.startTime)}`).join(' '));
}
tbts.sort((a, b) => a - b); console.log('median TBT', Math.round(tbts[n >> 1]));
