import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const totals = new Map<string, number>();
const N = Number(process.env.N ?? 5);
for (let run = 0; run < N; run++) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.IV ?? 50) });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map<number, number>();
  profile.samples!.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  // inclusive time per frame (dedup recursion by key per stack)
  for (const [id, t] of dt) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = (byId.get(cur) as any).callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.columnNumber}`;
      if (seen.has(key)) continue; seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + t);
    }
  }
  await page.close();
}
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000 / N).toFixed(2).padStart(7), k);
await browser.close();
