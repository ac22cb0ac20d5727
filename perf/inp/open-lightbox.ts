// INP scenario "open lightbox": a tap on a gallery image on a phone, with the lightbox's code (and the
// framework chunk) already loaded by an earlier open and close, so what is measured is the interaction:
// the held-free click, the dialog's first render and the zoom's first frame.
import type { Page } from 'playwright-core';

const IMAGE = '#lp-gallery .et_pb_gallery_item_0_2 a';

export default {
  name: 'open lightbox',
  path: '/modules/gallery/',
  phone: true,
  async prepare(page: Page) {
    await page.waitForFunction(() => (window as unknown as { __lpMounted?: string[] }).__lpMounted?.includes('gallery') ?? !!document.querySelector('#lp-gallery li.page'));
    await page.tap('#lp-gallery .et_pb_gallery_item_0_0 a');
    await page.waitForSelector('.mfp-wrap');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.mfp-wrap', { state: 'detached' });
  },
  async act(page: Page) {
    await page.tap(IMAGE);
    await page.waitForSelector('.mfp-wrap');
  },
};
