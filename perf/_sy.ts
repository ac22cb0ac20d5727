import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.route('**/dist/frontend/boot.js', (r) => r.fulfill({ body: '', contentType: 'text/javascript' }));
await page.goto('http://127.0.0.1:8099/kitchen-sink/', { waitUntil: 'load' });
console.log(await page.evaluate(`(() => { const out = {};
 for (const [name, fn] of [['scrollY', () => scrollY], ['pageYOffset', () => pageYOffset], ['visualViewport.pageTop', () => visualViewport.pageTop], ['scrollingElement.scrollTop', () => document.scrollingElement.scrollTop], ['offsetTop', () => document.body.offsetTop]]) {
   document.body.style.width = (out[name + '_w'] = 300 + Math.random() * 100) + 'px';
   const t = performance.now(); fn(); out[name] = (performance.now() - t).toFixed(2);
 }
 return JSON.stringify(out); })()`));
await browser.close();
