import { chromium } from 'playwright-core';
const url = process.argv[2]; const N = Number(process.env.N ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
for (let run = 0; run < N; run++) {
  const page = await ctx.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const ev = all.filter((e: any) => e.ph === 'X');
  const tasks = ev.filter((e: any) => e.name === 'RunTask' && e.dur > 2500);
  const out: string[] = [];
  for (const t of tasks) {
    const inside = all.filter((e: any) => e.tid === t.tid && e.ts >= t.ts && e.ts <= t.ts + t.dur);
    const urls = new Set(inside.map((e: any) => e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url).filter(Boolean).map((u: string) => u.split('/').pop()));
    if (![...urls].some((u: any) => /boot|runtime|theme-header|chunk/.test(u))) continue;
    const counts: Record<string, number> = {};
    for (const e of inside) if (e.ph === 'X' && e.dur > 100 && e.name !== 'RunTask') counts[e.name] = (counts[e.name] ?? 0) + e.dur / 1000;
    const req = inside.filter((e: any) => e.name === 'ResourceSendRequest').length;
    out.push(`  task ${(t.dur / 1000).toFixed(1)}ms req=${req} [${[...urls].join(',')}] ` + Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(1)}`).join(' '));
  }
  console.log(`run ${run}\n${out.join('\n')}`);
  await page.close();
}
await browser.close();
