import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1000);
const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents.filter((e: any) => e.ph === 'X');
const tasks = all.filter((e: any) => e.name === 'RunTask' && e.dur > 8000);
const t0 = tasks[0].ts;
for (const t of tasks) {
  const inside = all.filter((e: any) => e.tid === t.tid && e.ts > t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000 && e.name !== 'RunTask').sort((a: any, b: any) => a.ts - b.ts);
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)}: ` + inside.map((e: any) => `${e.name}${e.args?.beginData?.startLine !== undefined ? '[' + e.args.beginData.startLine + '-' + (e.args.endData?.endLine ?? '') + ']' : ''}=${(e.dur / 1000).toFixed(1)}`).join(' '));
}
await browser.close();
