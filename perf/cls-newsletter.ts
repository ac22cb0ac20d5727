// Layout shift of the optin's messages on a phone (390 × 844), measured in Chromium: validation errors after
// a tap, the server's error after a slow (1.5 s) answer (first, and again), and success after a slow answer.
// "counted" is what CLS counts: shifts more than 500 ms after the last input. Run once, on an idle machine:
//   npx tsx esbuild.config.ts && npx tsx perf/cls-newsletter.ts
import type { Page } from 'playwright-core';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../tests/e2e/chromium';

interface Shift {
  v: number;
  input: boolean;
}

const server = await startDemoServer({ port: 0, testRoutes: true });
const browser = await launchChromium();
try {
  const page: Page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })).newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __ls: { v: number; input: boolean }[] };
    w.__ls = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) w.__ls.push({ v: e.value, input: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const root = '#signup-basic';
  const take = async (label: string) => {
    const ls = await page.evaluate(() => (window as unknown as { __ls: Shift[] }).__ls.splice(0));
    const sum = (xs: Shift[]) => xs.reduce((s, e) => s + e.v, 0).toFixed(4);
    console.log(`${label.padEnd(34)} counted ${sum(ls.filter((e) => !e.input))}   after input (not counted) ${sum(ls.filter((e) => e.input))}`);
  };
  const settle = () => page.evaluate(() => new Promise((r) => setTimeout(r, 600)));
  await page.goto(server.url + '/modules/newsletter/');
  await page.waitForFunction(() => !!document.querySelector('#signup-basic .et_pb_newsletter_button[role=button]'));
  await settle();
  await take('load');
  await page.tap(`${root} .et_pb_newsletter_button`);
  await page.locator(`${root} .et_pb_newsletter_error li`).first().waitFor();
  await settle();
  await take('validation errors');
  await fetch(server.url + '/__test__/feature/newsletter', { method: 'POST', body: JSON.stringify({ delayMs: 1500 }) });
  // A fresh page for the first server error: no messages shown before it.
  await page.reload();
  await page.waitForFunction(() => !!document.querySelector('#signup-basic .et_pb_newsletter_button[role=button]'));
  await page.fill(`${root} [name=et_pb_signup_firstname]`, 'A');
  await page.fill(`${root} [name=et_pb_signup_lastname]`, 'B');
  await page.fill(`${root} [name=et_pb_signup_email]`, 'taken@example.com');
  await settle();
  await take('load + typing');
  for (const label of ['server error, first (1.5 s)', 'server error, again (1.5 s)']) {
    await page.tap(`${root} .et_pb_newsletter_button`);
    await page.waitForFunction(() => !document.querySelector('#signup-basic .et_pb_newsletter_button')!.classList.contains('et_pb_button_text_loading'), null, { timeout: 10_000 });
    await settle();
    await take(label);
  }
  await page.fill(`${root} [name=et_pb_signup_email]`, 'ok@example.com');
  await settle();
  await page.tap(`${root} .et_pb_newsletter_button`);
  await page.locator(`${root} .et_pb_newsletter_success`).waitFor({ state: 'visible', timeout: 10_000 });
  await settle();
  await take('success (1.5 s)');
} finally {
  await browser.close();
  await server.close();
}
