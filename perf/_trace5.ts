import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
for (let run = 0; run < 2; run++) {
  const page = await ctx.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents.filter((e: any) => e.ph === 'X');
  const tasks = all.filter((e: any) => e.name === 'RunTask' && e.dur > 15000);
  for (const t of tasks) {
    const inside = all.filter((e: any) => e.tid === t.tid && e.ts > t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 400).sort((a: any, b: any) => a.ts - b.ts);
    if (!inside.some((e: any) => e.name === 'v8.evaluateModule')) continue;
    console.log(`task ${(t.dur / 1000).toFixed(1)}`);
    for (const e of inside) console.log(`   +${((e.ts - t.ts) / 1000).toFixed(1)} ${e.name} ${(e.dur / 1000).toFixed(1)} ${(e.args?.data?.url ?? '').split('/').pop()}`);
  }
  await page.close();
}
await browser.close();
