// INP scenario "next slide": a tap on the hero slider's next arrow on a phone, once the slider chunk and its
// arrows are in (perf/bench-inp.ts measures it at 4x CPU). The handler only marks the move; the fade runs
// on the frame loop afterwards, so the next paint waits for nothing else.
import type { Page } from 'playwright-core';

export default {
  name: 'next slide',
  path: '/modules/slider/',
  phone: true,
  async prepare(page: Page) {
    await page.waitForSelector('#hero-slider .et-pb-slider-arrows .et-pb-arrow-next');
  },
  async act(page: Page) {
    await page.tap('#hero-slider .et-pb-arrow-next');
  },
};
