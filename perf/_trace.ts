import { chromium } from 'playwright-core';
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 1);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(2500);
const buf = await browser.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents.filter((e: any) => e.ph === 'X');
const main = ev.filter((e: any) => e.name === 'RunTask' && e.dur > 10000);
const t0 = main[0]?.ts;
for (const t of main) {
  const kids = ev.filter((e: any) => e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 300 && e.name !== 'RunTask');
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms`);
  for (const k of kids.slice(0, 30)) console.log(`    ${k.name} ${(k.dur / 1000).toFixed(1)} ${JSON.stringify(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.beginData?.url ?? k.args?.data?.stackTrace?.[0]?.url ?? '').slice(0, 90)}`);
}
await browser.close();
