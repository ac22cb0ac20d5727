// INP scenario: a phone visitor taps Submit on an empty contact form; the response is the error list (the
// theme's headings, the missing labels), the error marks on the fields and focus on the first one. Measured
// by perf/bench-inp.ts at 4x CPU throttling, with the form's chunks already loaded (goal ≤ 50 ms).
// A visitor scrolls to the form, starts in it, then taps Submit: prepare() scrolls the whole form (Submit
// included) into view, waits for what that first scroll loads (the back-to-top button's module), focuses
// the first field (which loads the checks, the error output and Preact) and leaves it, then lets the page
// settle (idle, two frames), so the measured tap is not queued behind a scroll's or a chunk's work. The tap
// itself needs no scroll (the button is in view on both phones the benchmarks use).
import type { Page } from 'playwright-core';
import { mountedModule } from './scenario';

const FORM = '#et_pb_contact_form_0';

export default {
  name: 'contact form: submit with errors',
  goal: true,
  path: '/modules/contact-form/',
  phone: true,
  async prepare(page: Page) {
    await page.locator(FORM).scrollIntoViewIfNeeded();
    await mountedModule(page, 'contact-form');
    if (await page.locator('.et_pb_scroll_top').count()) await mountedModule(page, 'scroll-top');
    // The first focus loads the checks, the error output and Preact; the measured tap finds them loaded.
    await page.focus(`${FORM} [name=et_pb_contact_name_0]`);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/message-\w+\.js$/.test(e.name)));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Idle (the error output's rehearsal runs then), then two frames and a moment.
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))))));
  },
  async act(page: Page) {
    await page.tap(`${FORM} .et_pb_contact_submit`);
    await page.waitForFunction((sel) => !!document.querySelector(`${sel} .et-pb-contact-message li`), FORM);
  },
};
