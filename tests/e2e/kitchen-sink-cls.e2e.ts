// No layout shift from enhancement: scroll through the whole kitchen-sink page, letting every module
// load and mount on the way, and add up every layout shift the browser reports (issue 4: ≤ 0.01).
// A scripted scroll is not user input, so every shift counts, including those during the scroll.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useDemo } from './harness';

const demo = useDemo();
const CLS_BUDGET = 0.01;

const observeShifts = () => {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName))),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Resolves once no script has been requested for `quietMs` (the modules near view have arrived). */
async function quietNetwork(page: Page, requests: string[], quietMs = 400): Promise<void> {
  let seen = -1;
  while (seen !== requests.length) {
    seen = requests.length;
    await page.waitForTimeout(quietMs);
  }
  // Mounts are spread over tasks and write in the next frame: let two frames pass.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function scrollThrough(page: Page, requests: string[]): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  // A screen a step: the registry loads what comes within a screen of view, so every module still loads
  // and mounts on the way, in the order a visitor scrolling down would meet it.
  const step = await page.evaluate(() => innerHeight);
  for (let y = 0; y <= height + step; y += step) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await quietNetwork(page, requests, 150);
  }
  await quietNetwork(page, requests);
}

describe('kitchen sink: enhancement causes no layout shift', () => {
  for (const [name, profile] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`on ${name}: CLS ≤ ${CLS_BUDGET} over a scroll to the bottom and back`, async () => {
      const { page, errors, requests } = await demo.open('/kitchen-sink/', { ...profile, init: observeShifts });
      await quietNetwork(page, requests);
      await scrollThrough(page, requests);
      await page.evaluate(() => scrollTo(0, 0));
      await quietNetwork(page, requests);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      const cls = shifts.reduce((s, e) => s + e.value, 0);
      expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
      // Every module on the page was reached and loaded.
      expect(requests.filter((r) => r.includes('/dist/frontend/modules/')).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }

  it('the measurement catches a shift (control: a block inserted above the content)', async () => {
    const { page, requests } = await demo.open('/kitchen-sink/', { ...DESKTOP, init: observeShifts });
    await quietNetwork(page, requests);
    await page.evaluate(() => {
      const block = Object.assign(document.createElement('div'), { style: 'height:200px' });
      document.querySelector('.et_builder_inner_content')!.prepend(block);
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts.reduce((s, e) => s + e.value, 0))).toBeGreaterThan(CLS_BUDGET);
  });
});
