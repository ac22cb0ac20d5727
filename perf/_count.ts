import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => (l as HTMLLinkElement).href.split('/').slice(-2).join('/'))));
console.log(await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('/dist/')).map((r) => r.name.split('/').slice(-2).join('/') + ' ' + Math.round(r.startTime))));
await browser.close();
