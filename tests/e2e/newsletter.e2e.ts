// The email optin in Chromium against the stand-in WordPress: validation by the theme's rules, the exact
// et_pb_submit_subscribe_form payload the server received, Enter and double taps, error text from the
// server shown as text, the failure message on a broken answer or no network, and redirect with query values.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, PHONE, useDemo } from './harness';

const demo = useDemo();
const opened: Page[] = [];
/** Open a page and close it after the test, so a page left open records nothing into the next test. */
const open = async (...args: Parameters<typeof demo.open>) => {
  const o = await demo.open(...args);
  opened.push(o.page);
  return o;
};
afterEach(async () => {
  for (const p of opened.splice(0)) await p.context().close();
});
const PAGE = '/modules/newsletter/';
const ACTION = 'et_pb_submit_subscribe_form';
const BASIC = '#signup-basic';

const setFeature = (body: object) => fetch(`${demo.url}/__test__/feature/newsletter`, { method: 'POST', body: JSON.stringify(body) });
const signups = async () => (await demo.state()).ajax.filter((a) => a.action === ACTION);
const values = (page: Page, root: string) => page.$$eval(`${root} .et_pb_newsletter_fields input.input[type=text]`, (els) => (els as HTMLInputElement[]).map((e) => e.value));
const errorText = (page: Page, root: string) => page.locator(`${root} .et_pb_newsletter_error`).innerText();

async function fillBasic(page: Page, first: string, last: string, email: string) {
  await page.fill(`${BASIC} [name=et_pb_signup_firstname]`, first);
  await page.fill(`${BASIC} [name=et_pb_signup_lastname]`, last);
  await page.fill(`${BASIC} [name=et_pb_signup_email]`, email);
}

beforeEach(() => demo.reset());

describe('newsletter', () => {
  it('checks names and the email first, then sends the exact payload on Enter and shows the success message', async () => {
    const { page, errors, requested } = await open(PAGE);
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
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('et_pb_signup_lastname');
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
    const { page, errors } = await open(PAGE, PHONE);
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
    const { page, errors } = await open(PAGE);
    await mounted(page, 'newsletter');
    await setFeature({ delayMs: 600 });
    await fillBasic(page, 'Alan', 'Turing', 'taken@example.com');
    await page.dblclick(`${BASIC} .et_pb_newsletter_button`);
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).toContain('et_pb_button_text_loading');
    await page.locator(`${BASIC} .et_pb_newsletter_error`).waitFor({ state: 'visible' });
    expect(await signups()).toHaveLength(1);
    // The provider's message, HTML and all, is shown as text.
    expect(await errorText(page, BASIC)).toContain('This address is already subscribed. <img src=x');
    expect(await page.locator(`${BASIC} .et_pb_newsletter_error img, ${BASIC} .et_pb_newsletter_error b`).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).not.toContain('et_pb_button_text_loading');

    const failed = 'Please, check the fields below to make sure you entered the correct information.';
    await page.fill(`${BASIC} [name=et_pb_signup_email]`, 'alan@example.com');
    for (const mode of ['http500', 'html', 'empty', 'falsy']) {
      await setFeature({ mode, delayMs: 0 });
      const before = (await signups()).length;
      await page.click(`${BASIC} .et_pb_newsletter_button`);
      await expect.poll(async () => (await signups()).length).toBe(before + 1);
      await page.waitForFunction((t) => document.querySelector('#signup-basic .et_pb_newsletter_error')!.textContent === t, failed);
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
    await page.waitForFunction((t) => document.querySelector('#signup-basic .et_pb_newsletter_error')!.textContent === t, failed);
    expect(await values(page, BASIC)).toEqual(['Alan', 'Turing', 'alan@example.com']);
    await page.context().setOffline(false);
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.locator(`${BASIC} .et_pb_newsletter_success`).waitFor({ state: 'visible' });
    // Only the browser's own network log: the page itself threw nothing.
    expect(errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
  });

  it('redirects with the chosen query values once the server accepted the address', async () => {
    const { page } = await open(PAGE);
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

  it('sends nothing in the builder preview (React build)', async () => {
    const { page, requested } = await open(`${PAGE}?et_fb=1`);
    await mounted(page, 'newsletter');
    expect(requested(/\/dist\/builder\/modules\/newsletter\.js/)).toBe(true);
    await fillBasic(page, 'Ada', 'Lovelace', 'ada@example.com');
    await page.click(`${BASIC} .et_pb_newsletter_button`);
    await page.press(`${BASIC} [name=et_pb_signup_email]`, 'Enter');
    expect(await page.getAttribute(`${BASIC} .et_pb_newsletter_button`, 'class')).not.toContain('et_pb_button_text_loading');
    expect(page.url()).toContain(PAGE);
    expect(await signups()).toEqual([]);
  });
});
