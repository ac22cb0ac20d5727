// INP scenario: a tap on the optin's button with the required fields empty (the theme's validation, the error
// classes, focus moved, and the messages component rendered). The messages chunk and Preact are loaded in
// `prepare` by a first failing tap, so the measured tap is the interaction a visitor repeats.
import type { Page } from 'playwright-core';

const BUTTON = '#signup-basic .et_pb_newsletter_button';

export default {
  name: 'newsletter: submit with errors',
  goal: true,
  path: '/modules/newsletter/',
  phone: true,
  async prepare(page: Page) {
    await page.waitForFunction(() => (window as unknown as { __lpMounted?: string[] }).__lpMounted?.includes('newsletter') ?? !!document.querySelector('#signup-basic .et_pb_newsletter_button[role=button]'));
    await page.tap(BUTTON);
    await page.locator('#signup-basic .et_pb_newsletter_error li').first().waitFor();
    await page.fill('#signup-basic [name=et_pb_signup_email]', 'not-an-email');
  },
  async act(page: Page) {
    await page.tap(BUTTON);
  },
};
