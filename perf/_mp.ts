import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const code = `(async () => {
  const N = 20, r = Math.random();
  const mk = (i, tag) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/dist/frontend/x' + tag + i + '.js?' + r });
  let t = performance.now();
  for (let i = 0; i < N; i++) document.head.append(mk(i, 'a'));
  const link = (performance.now() - t) / N;
  await new Promise(r => setTimeout(r, 50));
  t = performance.now();
  for (let i = 0; i < N; i++) import('/dist/frontend/y' + i + '.js?' + r).catch(() => 0);
  const imp = (performance.now() - t) / N;
  await new Promise(r => setTimeout(r, 50));
  t = performance.now();
  for (let i = 0; i < N; i++) { const l = document.createElement('link'); l.rel = 'preload'; l.as = 'script'; l.href = '/dist/frontend/z' + i + '.js?' + r; document.head.append(l); }
  const pre = (performance.now() - t) / N;
  await new Promise(r => setTimeout(r, 50));
  t = performance.now();
  for (let i = 0; i < N; i++) fetch('/dist/frontend/w' + i + '.js?' + r).catch(() => 0);
  const f = (performance.now() - t) / N;
  return JSON.stringify({ link: link.toFixed(2), imp: imp.toFixed(2), preloadAsScript: pre.toFixed(2), fetch: f.toFixed(2) });
})()`;
for (let k = 0; k < 4; k++) {
  await page.route('**/dist/frontend/boot.js', (r) => r.fulfill({ body: '', contentType: 'text/javascript' }));
  await page.goto('http://127.0.0.1:8099/blog-post/', { waitUntil: 'load' });
  await page.waitForTimeout(300);
  console.log(await page.evaluate(code));
}
await browser.close();
