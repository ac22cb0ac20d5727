// INP scenario: a phone visitor taps Submit on an empty contact form; the response is the error list (the
// theme's headings, the missing labels), the error marks on the fields and focus on the first one. Measured
// by perf/bench-inp.ts at 4x CPU throttling, with the form's chunks already loaded (goal ≤ 50 ms).
import type { Page } from 'playwright-core';

const FORM = '#et_pb_contact_form_0';

export default {
  name: 'contact form: submit with errors',
  path: '/modules/contact-form/',
  phone: true,
  async prepare(page: Page) {
    await page.locator(FORM).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (window as unknown as { __lpMounted?: string[] }).__lpMounted?.includes('contact-form') ?? !!document.querySelector('.et-pb-contact-message [role=alert]'));
    // The first focus loads the checks, the error output and Preact; the measured tap finds them loaded.
    await page.focus(`${FORM} [name=et_pb_contact_name_0]`);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/message-\w+\.js$/.test(e.name)));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  },
  async act(page: Page) {
    await page.tap(`${FORM} .et_pb_contact_submit`);
    await page.waitForFunction((sel) => !!document.querySelector(`${sel} .et-pb-contact-message li`), FORM);
  },
};
