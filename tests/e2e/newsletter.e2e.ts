// The email optin in Chromium against the stand-in WordPress: validation by the theme's rules, the exact
// et_pb_submit_subscribe_form payload the server received, Enter and double taps, error text from the
// server shown as text, the failure message on a broken answer or no network, and redirect with query values.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, mounted, PHONE, useDemo } from './harness';
import { NEWSLETTER_CHECKSUM } from '../../demo/server/ajax/newsletter';

const demo = useDemo();
const PAGE = '/modules/newsletter/';
const ACTION = 'et_pb_submit_subscribe_form';
const BASIC = '#signup-basic';

const setFeature = (body: object) => fetch(`${demo.url}/__test__/feature/newsletter`, { method: 'POST', body: JSON.stringify(body) });
const signups = async () => (await demo.state()).ajax.filter((a) => a.action === ACTION);
const values = (page: Page, root: string) => page.$$eval(`${root} .et_pb_newsletter_fields input.input[type=text]`, (els) => (els as HTMLInputElement[]).map((e) => e.value));
const errorText = (page: Page, root: string) => page.locator(`${root} .et_pb_newsletter_error`).innerText();

const FAILED = 'Please, check the fields below to make sure you entered the correct information.';
/** The answer is in: the button no longer loading, and its message shown (not only its space held) or success. */
const answered = (page: Page, root = BASIC) =>
  page.waitForFunction((r) => {
    const box = document.querySelector<HTMLElement>(`${r} .et_pb_newsletter_error`)!;
    const shown = box.style.display === 'block' && getComputedStyle(box).visibility === 'visible';
    return !document.querySelector(`${r} .et_pb_newsletter_button`)!.classList.contains('et_pb_button_text_loading') && (shown || document.querySelector<HTMLElement>(`${r} .et_pb_newsletter_success`)!.style.display === 'block');
  }, root);

/** Init script: every layout shift from the start, with whether it followed input (which CLS leaves out). */
const recordShifts = () => {
  const w = window as unknown as { __shifts: { value: number; input: boolean }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) w.__shifts.push({ value: e.value, input: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
};
/** What CLS counted since the last call, read once two more frames are painted (entries come after paint). */
const countedShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __shifts: { value: number; input: boolean }[] }).__shifts.splice(0).reduce((sum, e) => sum + (e.input ? 0 : e.value), 0))),
          ),
        ),
      ),
  );

async function fillBasic(page: Page, first: string, last: string, email: string) {
  await page.fill(`${BASIC} [name=et_pb_signup_firstname]`, first);
  await page.fill(`${BASIC} [name=et_pb_signup_lastname]`, last);
  await page.fill(`${BASIC} [name=et_pb_signup_email]`, email);
}

beforeEach(() => demo.reset());

describe('newsletter', () => {
  it('checks names and the email first, then sends the exact payload on Enter and shows the success message', async () => {
    const { page, errors, requested } = await demo.open(PAGE);
    await mounted(page, 'newsletter');
    // No framework before there is something to show.
    expect(requested(/chunks\/messages-/)).toBe(false);
    expect(requested(/modules\/ab-testing\.js/)).toBe(false);
    await fillBasic(page, 'Ada', '', 'ada@example');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.locator(`${BASIC} .et_pb_newsletter_error [role=alert] li`).first().waitFor();
    expect(await page.$$eval(`${BASIC} .et_pb_newsletter_error li`, (li) => li.map((l) => l.textContent))).toEqual(['Last Name', 'Invalid email']);
    expect(await errorText(page, BASIC)).toContain('Please, fill in the following fields:');
    expect(await page.getAttribute(`${BASIC} [name=et_pb_signup_lastname]`, 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(`${BASIC} [name=et_pb_signup_email]`, 'class')).toContain('et_pb_signup_error');
    // Focus goes to the first field at fault once the frame showing the messages is painted.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'et_pb_signup_lastname');
    expect(await values(page, BASIC)).toEqual(['Ada', '', 'ada@example']);
    expect(await signups()).toEqual([]);

    await page.fill(`${BASIC} [name=et_pb_signup_lastname]`, 'Lovelace');
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, ' ada@example.com ');
    await page.press(`${BASIC} [name=et_pb_signup_email]`, 'Enter');
    await page.locator(`${BASIC} .et_pb_newsletter_success`).waitFor({ state: 'visible' });
    expect(await page.locator(`${BASIC} .et_pb_newsletter_fields`).isVisible()).toBe(false);
    expect(await page.locator(`${BASIC} .et_pb_newsletter_error`).isVisible()).toBe(false);
    expect(await page.getAttribute(`${BASIC} [name=et_pb_signup_lastname]`, 'aria-invalid')).toBeNull();
    const [sent] = await signups();
    expect(Object.keys(sent.fields)).toEqual(['action', 'et_frontend_nonce', 'et_list_id', 'et_firstname', 'et_lastname', 'et_email', 'et_provider', 'et_account', 'et_ip_address', 'token', 'et_checksum']);
    expect(sent.fields).toEqual({
      action: ACTION, et_frontend_nonce: 'fe-nonce-1a2b3c', et_list_id: 'list-0', et_firstname: 'Ada', et_lastname: 'Lovelace', et_email: 'ada@example.com',
      et_provider: 'mailpoet', et_account: 'Demo account', et_ip_address: 'true', token: '', et_checksum: 'ck-7f3e9a',
    });
    expect(errors).toEqual([]);
  });

  it('requires custom fields of every type, applies conditional logic, skips hidden fields, and sends Mailchimp option ids (phone, taps)', async () => {
    const { page, errors } = await demo.open(PAGE, PHONE);
    const root = '#signup-custom';
    await page.locator(root).scrollIntoViewIfNeeded();
    await mounted(page, 'newsletter');
    await page.fill(`${root} [name=et_pb_signup_email]`, 'grace@example.com');
    await page.tap(`${root} .et_pb_newsletter_button`);
    await page.locator(`${root} .et_pb_newsletter_error li`).first().waitFor();
    expect(await page.$$eval(`${root} .et_pb_newsletter_error li`, (li) => li.map((l) => l.textContent))).toEqual(['Company', 'Role', 'Team size', 'Topics', 'Consent']);
    expect(await page.$$eval(`${root} .et_contact_error`, (els) => els.map((e) => e.getAttribute('data-id') ?? e.getAttribute('name')))).toEqual(['et_pb_signup_company', 'et_pb_signup_role', 'size', 'topics', 'consent']);
    expect(await signups()).toEqual([]);

    await page.fill(`${root} [name=et_pb_signup_company]`, 'Acme <b>Corp</b>');
    await page.selectOption(`${root} [name=et_pb_signup_role]`, 'Developer');
    await page.tap(`${root} label[for=et_pb_signup_size_1]`);
    await page.tap(`${root} label[for=et_pb_signup_topics_0]`);
    await page.tap(`${root} label[for=et_pb_signup_topics_1]`);
    await page.tap(`${root} label[for=et_pb_signup_consent_0]`);
    // Conditional logic: "Role is designer" shows the portfolio field, which is then required.
    await page.selectOption(`${root} [name=et_pb_signup_role]`, 'Designer');
    await page.locator(`${root} [name=et_pb_signup_portfolio]`).waitFor({ state: 'visible' });
    await page.tap(`${root} .et_pb_newsletter_button`);
    await page.waitForFunction(() => [...document.querySelectorAll('#signup-custom .et_pb_newsletter_error li')].map((l) => l.textContent).join() === 'Portfolio URL');
    await page.selectOption(`${root} [name=et_pb_signup_role]`, 'Developer');
    await page.locator(`${root} [name=et_pb_signup_portfolio]`).waitFor({ state: 'hidden' });
    // Typing a nickname shows its follow-up field once the keys stop (250 ms debounce).
    expect(await page.locator(`${root} [name=et_pb_signup_nickname_origin]`).isVisible()).toBe(false);
    await page.locator(`${root} [name=et_pb_signup_nickname]`).pressSequentially('Amazing');
    await page.locator(`${root} [name=et_pb_signup_nickname_origin]`).waitFor({ state: 'visible' });
    await page.fill(`${root} [name=et_pb_signup_nickname_origin]`, 'School');
    expect(await signups()).toEqual([]);
    await page.tap(`${root} .et_pb_newsletter_button`);
    await page.locator(`${root} .et_pb_newsletter_success`).waitFor({ state: 'visible' });
    const [sent] = await signups();
    expect(sent.fields).toMatchObject({
      et_email: 'grace@example.com', et_firstname: '', et_lastname: '', et_provider: 'mailchimp',
      'et_custom_fields[company]': 'Acme <b>Corp</b>', 'et_custom_fields[role]': 'opt_dev', 'et_custom_fields[size]': 'opt_large',
      'et_custom_fields[topics][opt_perf]': 'Performance', 'et_custom_fields[topics][opt_a11y]': 'Accessibility',
      'et_custom_fields[consent]': 'I agree to receive emails', 'et_custom_fields[nickname]': 'Amazing', 'et_custom_fields[nickname_origin]': 'School',
      'et_hidden_fields[0]': 'portfolio',
    });
    expect(Object.keys(sent.fields).some((k) => k.includes('[portfolio]'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('sends once on a double tap, shows the server error as text, and the failure message on a broken answer or offline, keeping every value', async () => {
    const { page, errors } = await demo.open(PAGE);
    await mounted(page, 'newsletter');
    // The answer is held until the loading state has been seen.
    await demo.gate('ajax:et_pb_submit_subscribe_form', true);
    await fillBasic(page, 'Alan', 'Turing', 'taken@example.com');
    await page.dblclick(`${BASIC} .et_pb_newsletter_button`);
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).toContain('et_pb_button_text_loading');
    await expect.poll(async () => (await signups()).length).toBe(1);
    await demo.gate('ajax:et_pb_submit_subscribe_form', false);
    await page.locator(`${BASIC} .et_pb_newsletter_error`).waitFor({ state: 'visible' });
    expect(await signups()).toHaveLength(1);
    // The provider's message, HTML and all, is shown as text.
    expect(await errorText(page, BASIC)).toContain('This address is already subscribed. <img src=x');
    expect(await page.locator(`${BASIC} .et_pb_newsletter_error img, ${BASIC} .et_pb_newsletter_error b`).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).not.toContain('et_pb_button_text_loading');

    const failed = FAILED;
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'alan@example.com');
    for (const mode of ['http500', 'html', 'empty', 'falsy']) {
      await setFeature({ mode, delayMs: 0 });
      const before = (await signups()).length;
      await page.click(`${BASIC} .et_pb_newsletter_button`);
      await expect.poll(async () => (await signups()).length).toBe(before + 1);
      await answered(page);
      expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(failed);
      expect(await values(page, BASIC)).toEqual(['Alan', 'Turing', 'alan@example.com']);
    }
    // A real change of message first (the provider's refusal), so the offline message is seen to arrive.
    await setFeature({ mode: 'ok' });
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'taken@example.com');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.waitForFunction(() => document.querySelector('#signup-basic .et_pb_newsletter_error')!.textContent!.startsWith('This address'));
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'alan@example.com');
    await page.context().setOffline(true);
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await answered(page);
    expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(failed);
    expect(await values(page, BASIC)).toEqual(['Alan', 'Turing', 'alan@example.com']);
    await page.context().setOffline(false);
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.locator(`${BASIC} .et_pb_newsletter_success`).waitFor({ state: 'visible' });
    // Only the browser's own network log: the page itself threw nothing.
    expect(errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
  });

  // A slow answer (here 800 ms; the shift exclusion after a tap is 500 ms): the message goes into the space
  // held since the tap, success keeps the optin's height. CLS counts nothing, on a phone and on a desktop.
  for (const [device, profile] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`shows a slow answer's error and success without a layout shift (${device})`, async () => {
      const { page, errors } = await demo.open(PAGE, { ...profile, init: recordShifts });
      await mounted(page, 'newsletter');
      const press = () => (profile === PHONE ? page.tap(`${BASIC} .et_pb_newsletter_button`) : page.click(`${BASIC} .et_pb_newsletter_button`));
      await fillBasic(page, 'Ada', 'Lovelace', 'ada@example.com');
      // The first focus brought the messages component: its alert region is there before any message.
      await page.locator(`${BASIC} .et_pb_newsletter_error [role=alert]`).waitFor({ state: 'attached' });
      await countedShift(page);

      // A broken answer: the localised failure message, which is what the held space is made of.
      await setFeature({ mode: 'empty', delayMs: 800 });
      let tapped = Date.now();
      await press();
      await answered(page);
      expect(Date.now() - tapped).toBeGreaterThan(500);
      expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(FAILED);
      expect(await countedShift(page)).toBe(0);

      // The server's own error text (a tampered list checksum), shorter than the failure message.
      await setFeature({ mode: 'ok', delayMs: 800 });
      await page.$eval(`${BASIC} [name=et_pb_signup_checksum]`, (el) => ((el as HTMLInputElement).value = 'tampered'));
      tapped = Date.now();
      await press();
      await answered(page);
      expect(Date.now() - tapped).toBeGreaterThan(500);
      expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe('Configuration error: List is not defined');
      expect(await countedShift(page)).toBe(0);
      expect(await values(page, BASIC)).toEqual(['Ada', 'Lovelace', 'ada@example.com']);

      // Success: the fields give way to the success message, the optin keeps its height.
      await page.$eval(`${BASIC} [name=et_pb_signup_checksum]`, (el, v) => ((el as HTMLInputElement).value = v), NEWSLETTER_CHECKSUM);
      const below = await page.$eval('#signup-custom', (el) => el.getBoundingClientRect().top);
      tapped = Date.now();
      await press();
      await page.locator(`${BASIC} .et_pb_newsletter_success`).waitFor({ state: 'visible' });
      expect(Date.now() - tapped).toBeGreaterThan(500);
      expect(await page.locator(`${BASIC} .et_pb_newsletter_fields`).isVisible()).toBe(false);
      expect(await countedShift(page)).toBe(0);
      // What follows the optin stays put (to the layout's 1/64 px unit).
      expect(Math.abs((await page.$eval('#signup-custom', (el) => el.getBoundingClientRect().top)) - below)).toBeLessThan(0.05);
      expect(await signups()).toHaveLength(3);
      expect(errors).toEqual([]);
    });
  }

  it('shows its messages as text while the messages chunk fails to load (one warning), and the component once a retry brings it', async () => {
    const { page, errors, warnings, requested } = await demo.open(PAGE);
    await mounted(page, 'newsletter');
    const CHUNK_RE = /\/dist\/frontend\/chunks\/messages-[^/]+\.js$/;
    // The first two requests fail: the one the first focus makes, and the retry of the first submit.
    let failures = 2;
    await page.route(CHUNK_RE, (route) => (failures-- > 0 ? route.abort() : route.continue()));
    await fillBasic(page, 'Ada', 'Lovelace', 'ada@example');
    await expect.poll(() => warnings.filter((w) => w.includes('messages as text'))).toHaveLength(1);
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await expect.poll(() => errorText(page, BASIC)).toBe('Please, fix the following errors:\nInvalid email');
    // The runtime's own element, marked as such.
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_error [role=alert]`, 'data-lightpage')).toBe('');
    expect(failures).toBe(0);
    // A failed sign-up: the next retry brings the component, which shows the failure message.
    await setFeature({ mode: 'empty' });
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'ada@example.com');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await answered(page);
    await expect.poll(() => page.textContent(`${BASIC} .et_pb_newsletter_error [role=alert] p`)).toBe(FAILED);
    expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(FAILED);
    expect(requested(CHUNK_RE)).toBe(true);
    expect(warnings.filter((w) => w.includes('messages as text'))).toHaveLength(1);
    expect(await values(page, BASIC)).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
    // No uncaught rejection: only the browser's own lines for the aborted requests.
    expect(errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
  });

  it('with a throwing et_pb_custom getter, says what is wrong in the theme’s English', async () => {
    const broken = () => Object.defineProperty(window, 'et_pb_custom', { configurable: true, get() { throw new Error('broken global'); }, set() {} });
    const { page } = await demo.open(PAGE, { ...DESKTOP, init: broken });
    await mounted(page, 'newsletter');
    await fillBasic(page, 'Ada', 'Lovelace', 'ada@example');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await expect.poll(() => page.$$eval(`${BASIC} .et_pb_newsletter_error li`, (li) => li.map((l) => l.textContent))).toEqual(['Invalid email']);
    expect(await page.textContent(`${BASIC} .et_pb_newsletter_error p`)).toBe('Please, fix the following errors:');
    // Without et_pb_custom there is no nonce either: the server refuses, and the failure message says so.
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'ada@example.com');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await answered(page);
    expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(FAILED);
    expect(await values(page, BASIC)).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
    // (The optin reads its strings one by one, quietly: ctx.custom. The broken global is reported where the
    // settings are read: loading.e2e.ts.)
  });

  it('by keyboard alone: Tab goes name, name, email, button; Space on the button sends; no answer in 30 s says so and keeps every value', async () => {
    const { page, errors } = await demo.open(PAGE);
    await mounted(page, 'newsletter');
    await page.clock.install();
    // The sign-up is never answered.
    await page.route('**/wp-admin/admin-ajax.php', () => {});
    await page.focus(`${BASIC} [name=et_pb_signup_firstname]`);
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement!.className, document.activeElement!.getAttribute('role')])).toEqual([expect.stringContaining('et_pb_newsletter_button'), 'button']);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('#signup-basic .et_pb_newsletter_button')!.classList.contains('et_pb_button_text_loading'));
    await page.clock.fastForward(31_000);
    await answered(page);
    expect(await page.textContent(`${BASIC} .et_pb_newsletter_error`)).toBe(FAILED);
    expect(await values(page, BASIC)).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
    expect(page.url()).toBe(demo.url + PAGE);
    expect(errors).toEqual([]);
  });

  it('redirects with the chosen query values once the server accepted the address', async () => {
    const { page } = await demo.open(PAGE);
    const root = '#signup-redirect';
    await page.locator(root).scrollIntoViewIfNeeded();
    await mounted(page, 'newsletter');
    await page.fill(`${root} [name=et_pb_signup_firstname]`, 'Ada Byron');
    await page.fill(`${root} [name=et_pb_signup_lastname]`, 'King');
    await page.fill(`${root} [name=et_pb_signup_email]`, 'ada+news@example.com');
    await Promise.all([page.waitForURL(/\/blog-post\//), page.click(`${root} .et_pb_newsletter_button`)]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/blog-post/');
    expect([...url.searchParams]).toEqual([['from', 'optin'], ['first_name', 'Ada Byron'], ['email', 'ada+news@example.com'], ['css_id', 'signup-redirect']]);
    expect(await signups()).toHaveLength(1);
  });

  it('shows the errors but sends nothing in the builder preview (React build)', async () => {
    const { page, requested } = await demo.open(`${PAGE}?et_fb=1`);
    await mounted(page, 'newsletter');
    expect(requested(/\/dist\/builder\/modules\/newsletter\.js/)).toBe(true);
    // The messages component, rendered by real React 19 in this build; a hostile label stays text.
    await page.$eval(`${BASIC} [name=et_pb_signup_lastname]`, (el) => ((el as HTMLInputElement).placeholder = '<b>Last</b> Name'));
    await fillBasic(page, 'Ada', '', 'ada@example');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.locator(`${BASIC} .et_pb_newsletter_error [role=alert] li`).first().waitFor();
    expect(requested(/\/dist\/builder\/chunks\/messages-/)).toBe(true);
    expect(await page.$$eval(`${BASIC} .et_pb_newsletter_error li`, (li) => li.map((l) => l.textContent))).toEqual(['<b>Last</b> Name', 'Invalid email']);
    expect(await page.locator(`${BASIC} .et_pb_newsletter_error b`).count()).toBe(0);
    expect(await errorText(page, BASIC)).toContain('Please, fill in the following fields:');
    expect(await page.getAttribute(`${BASIC} [name=et_pb_signup_lastname]`, 'aria-invalid')).toBe('true');
    await fillBasic(page, 'Ada', 'Lovelace', 'ada@example.com');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.press(`${BASIC} [name=et_pb_signup_email]`, 'Enter');
    // The valid submits ran (they cleared the marks and the messages) and stopped short of sending.
    await page.locator(`${BASIC} .et_pb_newsletter_error`).waitFor({ state: 'hidden' });
    expect(await page.getAttribute(`${BASIC} [name=et_pb_signup_lastname]`, 'aria-invalid')).toBeNull();
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).not.toContain('et_pb_button_text_loading');
    expect(page.url()).toContain(PAGE);
    expect(await signups()).toEqual([]);
  });
});
