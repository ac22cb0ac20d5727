// The contact form in Chromium, on the theme's markup and against the demo server's POST-back: nothing is
// sent until every rule holds; errors are listed, announced and focused; a double tap sends once; the
// server's answer replaces the form (or redirects); a failed send keeps every value typed. In the builder
// preview nothing is sent and no link leaves the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, mounted, useDemo, type OpenedPage } from './harness';

const demo = useDemo();
const PAGE = '/modules/contact-form/';
const F0 = '#et_pb_contact_form_0';
const F1 = '#et_pb_contact_form_1';
const CHUNK = /\/dist\/frontend\/modules\/contact-form\.js$/;
type ManifestFile = { file: string; build: string; name: string; kind: string; inputs: { path: string }[] };
const manifestFiles = () => JSON.parse(readFileSync('dist/manifest.json', 'utf8')).files as ManifestFile[];
/** Core's conditional-logic rules (the chunk whose input is src/core/forms/conditional.ts), in either build. */
const conditionalChunk = () => {
  const files = manifestFiles().filter((f) => f.inputs.some((i) => i.path === 'src/core/forms/conditional.ts'));
  expect(files.length).toBeGreaterThan(0);
  return new RegExp(`/dist/(${files.map((f) => f.file.replace(/[.]/g, '\\.')).join('|')})$`);
};

interface CfState {
  received: Record<string, string>[];
  sent: { form: number; fields: Record<string, string> }[];
}
const cfState = async () => ((await demo.state()).features['contact-form'] as CfState | undefined) ?? { received: [], sent: [] };

// Conversions, submit events and layout shifts not caused by input, recorded from before the page's own scripts.
const INIT = `window.__conversions = [];
window.__submits = 0;
document.addEventListener('submit', () => window.__submits++, true);
document.addEventListener('lightpage:conversion', (e) => window.__conversions.push(e.detail.module + ':' + e.target.id));
window.__shift = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

async function openForm(path = PAGE, options = {}): Promise<OpenedPage> {
  const opened = await demo.open(path, { init: INIT, ...options });
  await opened.page.locator(F0).scrollIntoViewIfNeeded();
  await opened.page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.filter((n) => n === 'contact-form').length === 2, null, { polling: 50 });
  return opened;
}

const messageText = (page: Page, form: string) => page.locator(`${form} .et-pb-contact-message`).innerText();
const conversions = (page: Page) => page.evaluate(() => (window as unknown as { __conversions: string[] }).__conversions);
/** Submit events so far: a submit with errors is answered at the click, before the browser's submission work. */
const submits = (page: Page) => page.evaluate(() => (window as unknown as { __submits: number }).__submits);

async function fillValid(page: Page) {
  await page.fill(`${F0} [name=et_pb_contact_name_0]`, 'Ada Lovelace');
  await page.fill(`${F0} [name=et_pb_contact_email_0]`, '  Ada@Example.COM ');
  await page.selectOption(`${F0} select`, 'Support');
  await page.check(`${F0} #et_pb_contact_services_0_1`);
  await page.check(`${F0} #et_pb_contact_budget_0_0`);
  await page.fill(`${F0} [name=et_pb_contact_message_0]`, 'Hello there');
  const sum = await page.$eval(`${F0} .et_pb_contact_captcha`, (el) => Number((el as HTMLElement).dataset.first_digit) + Number((el as HTMLElement).dataset.second_digit));
  await page.fill(`${F0} .et_pb_contact_captcha`, String(sum));
}

describe('contact form', () => {
  it('loads only on pages with a form, and the framework only when the form is used', async () => {
    const other = await demo.open('/modules/tabs/');
    await other.page.waitForLoadState('load');
    expect(other.requested(CHUNK)).toBe(false);
    await other.page.context().close();

    // A form without conditional fields never loads the conditional rules, and works without them.
    const plain = await demo.open('/modules/contact-form-plain/');
    await plain.page.locator(F1).scrollIntoViewIfNeeded();
    await mounted(plain.page, 'contact-form');
    await plain.page.click(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => plain.page.$$eval(`${F1} .et-pb-contact-message li`, (li) => li.map((l) => l.textContent))).toEqual(['Your <img src=x onerror=alert(1)> name', 'Note']);
    await plain.page.waitForLoadState('networkidle');
    expect(plain.requested(CHUNK)).toBe(true);
    expect(plain.requested(conditionalChunk())).toBe(false);
    expect(plain.errors).toEqual([]);
    await plain.page.context().close();

    const manifest = manifestFiles();
    const preact = manifest.filter((f) => f.build === 'frontend' && f.kind === 'chunk' && f.name === 'preact');
    expect(preact).toHaveLength(1);
    const { page, requested, errors } = await openForm();
    const preactRe = new RegExp(preact[0].file.replace(/^frontend/, '/dist/frontend').replace(/[.]/g, '\\.') + '$');
    expect(requested(CHUNK)).toBe(true);
    expect(requested(preactRe)).toBe(false);
    await page.focus(`${F0} [name=et_pb_contact_name_0]`);
    await expect.poll(() => requested(preactRe)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on an empty submit lists what is missing, announces it, marks and focuses the first field, sends nothing', async () => {
    await demo.reset();
    const { page, errors } = await openForm();
    // A visitor who starts in the form (the first focus loads the checks), then submits it empty. Only what
    // showing the errors shifts counts here (mounting hides the conditional fields: see docs/forms.md).
    await page.focus(`${F0} [name=et_pb_contact_name_0]`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Please, fill in the following fields:');
    const items = await page.$$eval(`${F0} .et-pb-contact-message li`, (li) => li.map((l) => l.textContent));
    // "Which topic?" and "Hosting plan" are hidden by conditional logic, so not required.
    expect(items).toEqual(['Name', 'Email Address', 'Topic', 'Services', 'Budget', 'Message', 'Captcha']);
    expect(await page.getAttribute(`${F0} .et-pb-contact-message [role=alert]`, 'role')).toBe('alert');
    // Focus follows in the next frame, after the errors are shown.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('et_pb_contact_name_0');
    expect(await page.getAttribute(`${F0} [name=et_pb_contact_name_0]`, 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(`${F0} [name=et_pb_contact_name_0]`, 'class')).toContain('et_contact_error');
    expect(await page.getAttribute(`${F0} p[data-id=services]`, 'class')).toContain('et_contact_error');
    expect(await page.getAttribute(`${F0} p[data-id=budget]`, 'class')).toContain('et_contact_error');
    expect(page.url()).toBe(demo.url + PAGE);
    expect((await cfState()).received).toHaveLength(0);
    expect(await submits(page)).toBe(0);
    // Errors appear in answer to the tap: no layout shift counted against the page.
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    // Keyboard: Tab moves from the name to the email field, typing works, the invalid email is named.
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('et_pb_contact_email_0');
    await page.keyboard.type('ada@localhost');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page, F0)).toContain('Invalid email');
    expect(await messageText(page, F0)).toContain('Please, fix the following errors:');
    // Enter clicks the submit button: answered there too.
    expect(await submits(page)).toBe(0);
    expect(await page.getAttribute(`${F0} [name=et_pb_contact_name_0]`, 'aria-invalid')).toBeNull();

    // A wrong captcha: its message, new numbers in the question, a cleared input.
    await fillValid(page);
    const before = await page.$eval(`${F0} .et_pb_contact_captcha`, (el) => (el as HTMLInputElement).value);
    await page.fill(`${F0} .et_pb_contact_captcha`, String(Number(before) + 1));
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('You entered the wrong number in captcha.');
    const cap = await page.$eval(`${F0} .et_pb_contact_right`, (p) => {
      const input = p.querySelector('input') as HTMLInputElement;
      return { value: input.value, q: p.querySelector('.et_pb_contact_captcha_question')!.textContent, a: input.dataset.first_digit, b: input.dataset.second_digit };
    });
    expect(cap.value).toBe('');
    expect(cap.q).toBe(`${cap.a} + ${cap.b}`);
    expect(Number(cap.a)).toBeGreaterThanOrEqual(1);
    expect(Number(cap.b)).toBeLessThanOrEqual(15);
    expect((await cfState()).received).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows conditional fields when their rules hold, and requires them only then', async () => {
    const { page, requested } = await openForm(PAGE, PHONE);
    const other = page.locator(`${F0} p[data-id=other_topic]`);
    const plan = page.locator(`${F0} p[data-id=hosting_plan]`);
    const company = page.locator(`${F0} p[data-id=company]`);
    // The rules are a chunk of their own, requested at mount by a form with conditional fields, applied on arrival.
    expect(requested(conditionalChunk())).toBe(true);
    await expect.poll(() => company.isVisible()).toBe(false);
    expect(await other.isVisible()).toBe(false);
    expect(await plan.isVisible()).toBe(false);
    // Typing shows it (the rules are checked 250 ms after the last key).
    await page.locator(`${F0} [name=et_pb_contact_email_0]`).pressSequentially('ada@');
    await expect.poll(() => company.isVisible()).toBe(true);
    await page.selectOption(`${F0} select`, 'Other');
    await expect.poll(() => other.isVisible()).toBe(true);
    await page.selectOption(`${F0} select`, 'Sales');
    await expect.poll(() => other.isVisible()).toBe(false);
    // "any": hosting ticked, or a large budget.
    await page.tap(`${F0} label[for=et_pb_contact_services_0_2]`);
    await expect.poll(() => plan.isVisible()).toBe(true);
    await page.tap(`${F0} label[for=et_pb_contact_services_0_2]`);
    await expect.poll(() => plan.isVisible()).toBe(false);
    await page.tap(`${F0} label[for=et_pb_contact_budget_0_2]`);
    await expect.poll(() => plan.isVisible()).toBe(true);
    await page.selectOption(`${F0} select`, 'Other');
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Which topic?');
    await page.context().close();
  });

  it('sends once on a double tap, with the descriptors, and puts the server’s answer in place; conversion once', async () => {
    await demo.reset();
    const { page, errors, warnings } = await openForm();
    await fillValid(page);
    await page.dblclick(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Thanks for contacting us');
    // A valid form is submitted as a browser submits it (the submit event, and what the browser does before it).
    expect(await submits(page)).toBeGreaterThan(0);
    expect(await page.locator(`${F0} form`).count()).toBe(0);
    const { received, sent } = await cfState();
    expect(received).toHaveLength(1);
    const r = received[0];
    expect(r['_wpnonce-et-pb-contact-form-submitted-0']).toBe('cf-nonce-0');
    expect(r.et_pb_contact_services_0).toBe('Code');
    expect(r.token).toBe('');
    expect(JSON.parse(r.et_pb_contact_email_fields_0)).toContainEqual({ field_id: 'et_pb_contact_email_0', original_id: 'email', required_mark: 'required', field_type: 'email', field_label: 'Email Address' });
    expect(JSON.parse(r.et_pb_contact_email_hidden_fields_0)).toEqual(['other_topic', 'hosting_plan']);
    expect(sent).toEqual([{ form: 0, fields: expect.objectContaining({ name: 'Ada Lovelace', budget: 'Small' }) }]);
    expect(await conversions(page)).toEqual(['contact-form:et_pb_contact_form_0']);
    expect(errors).toEqual([]);
    // Re-reading the server's success markup (which has no form) is no reason to warn.
    expect(warnings).toEqual([]);
    await page.context().close();
  });

  it('on the server’s error text keeps what was typed and records no conversion', async () => {
    await demo.reset();
    const { page } = await openForm();
    await fillValid(page);
    // A stale nonce: the server refuses.
    await page.$eval(`${F0} [name=_wpnonce-et-pb-contact-form-submitted-0]`, (el) => ((el as HTMLInputElement).value = 'stale'));
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Please refresh the page and try again.');
    expect(await page.inputValue(`${F0} [name=et_pb_contact_name_0]`)).toBe('Ada Lovelace');
    expect(await page.inputValue(`${F0} [name=et_pb_contact_message_0]`)).toBe('Hello there');
    expect(await page.isChecked(`${F0} #et_pb_contact_services_0_1`)).toBe(true);
    expect(await conversions(page)).toEqual([]);
    expect((await cfState()).sent).toHaveLength(0);
    // The new form works: its (fresh) nonce is accepted.
    const sum = await page.$eval(`${F0} .et_pb_contact_captcha`, (el) => Number((el as HTMLElement).dataset.first_digit) + Number((el as HTMLElement).dataset.second_digit));
    await page.fill(`${F0} .et_pb_contact_captcha`, String(sum));
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Thanks for contacting us');
    expect(await conversions(page)).toHaveLength(1);
    await page.context().close();
  });

  it('keeps the form and every value on an error page, a timeout or offline, and sends once back online', async () => {
    await demo.reset();
    const { page, errors } = await openForm();
    await fillValid(page);
    const kept = async () => {
      expect(await page.inputValue(`${F0} [name=et_pb_contact_name_0]`)).toBe('Ada Lovelace');
      expect(await page.inputValue(`${F0} [name=et_pb_contact_email_0]`)).toBe('  Ada@Example.COM ');
      expect(await page.isChecked(`${F0} #et_pb_contact_budget_0_0`)).toBe(true);
    };
    // An error page without the form's container.
    await page.route(`**${PAGE}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/html', body: '<!DOCTYPE html><h1>Internal Server Error</h1>' }) : route.continue()));
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('could not be sent');
    await kept();
    await page.unroute(`**${PAGE}`);
    // No answer: after the timeout, the same.
    await page.clock.install();
    await page.route(`**${PAGE}`, (route) => (route.request().method() === 'POST' ? undefined : route.continue()));
    await page.click(`${F0} .et_pb_contact_submit`);
    await page.waitForFunction(() => document.querySelector('#et_pb_contact_form_0 form')!.getAttribute('aria-busy') === 'true');
    // While it is on its way the notice holds its space, unseen.
    expect(await messageText(page, F0)).toBe('');
    await page.clock.fastForward(31_000);
    await expect.poll(() => messageText(page, F0)).toContain('could not be sent');
    await kept();
    await page.unroute(`**${PAGE}`);
    // Offline.
    await page.context().setOffline(true);
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('could not be sent');
    await kept();
    await page.context().setOffline(false);
    expect(await page.evaluate(() => document.querySelector('#et_pb_contact_form_0')!.getAttribute('style') ?? '')).not.toContain('opacity: 0.2');
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Thanks for contacting us');
    expect((await cfState()).sent).toHaveLength(1);
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|500/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('puts the matching element of an error response in place', async () => {
    await demo.reset();
    const { page } = await openForm();
    await fillValid(page);
    await page.route(`**${PAGE}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const res = await route.fetch({ headers: { ...route.request().headers() }, postData: route.request().postData()!.replace('cf-nonce-0', 'bad') });
      await route.fulfill({ status: 503, contentType: 'text/html', body: await res.text() });
    });
    await page.click(`${F0} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F0)).toContain('Please refresh the page and try again.');
    expect(await page.inputValue(`${F0} [name=et_pb_contact_message_0]`)).toBe('Hello there');
    expect(await conversions(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a hostile label as text, then goes to the configured address after success', async () => {
    await demo.reset();
    const { page, errors } = await openForm();
    await page.locator(F1).scrollIntoViewIfNeeded();
    await page.click(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F1)).toContain('Your <img src=x onerror=alert(1)> name');
    expect(await page.locator(`${F1} .et-pb-contact-message img`).count()).toBe(0);
    await page.fill(`${F1} [name=et_pb_contact_name_1]`, 'Grace');
    await page.fill(`${F1} [name=et_pb_contact_note_1]`, 'Hi');
    await Promise.all([page.waitForURL(/\?thanks=1$/), page.click(`${F1} .et_pb_contact_submit`)]);
    expect((await cfState()).sent).toEqual([{ form: 1, fields: { name: 'Grace', note: 'Hi' } }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('contact form when things go wrong', () => {
  const PLAIN = '/modules/contact-form-plain/';
  const openPlain = async (options = {}) => {
    const opened = await demo.open(PLAIN, { init: INIT, ...options });
    await opened.page.locator(F1).scrollIntoViewIfNeeded();
    await mounted(opened.page, 'contact-form');
    return opened;
  };

  it('shows the errors as text while the error output’s chunk fails to load (a warning per failed try), and the component once a retry brings it', async () => {
    const { page, errors, warnings, requests } = await openPlain();
    const CHUNK_RE = /\/dist\/frontend\/chunks\/message-[^/]+\.js$/;
    // The first two requests fail: the one the first focus makes, and the retry of the first submit.
    let failures = 2;
    await page.route(CHUNK_RE, (route) => (failures-- > 0 ? route.abort() : route.continue()));
    await page.focus(`${F1} [name=et_pb_contact_name_1]`);
    await expect.poll(() => warnings.filter((w) => w.includes('messages as text'))).toHaveLength(1);
    // The submit asks again, in vain: the visitor reads the errors as text, in the live region.
    await page.click(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F1)).toBe('Please, fill in the following fields:\nYour <img src=x onerror=alert(1)> name\nNote');
    expect(await page.locator(`${F1} .et-pb-contact-message [role=alert] li`).count()).toBe(0);
    expect(failures).toBe(0);
    // The next submit's retry brings the component, which takes over the region (no text left beside it).
    await page.fill(`${F1} [name=et_pb_contact_name_1]`, 'Grace');
    await page.click(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => page.$$eval(`${F1} .et-pb-contact-message [role=alert] li`, (li) => li.map((l) => l.textContent))).toEqual(['Note']);
    expect(await page.$eval(`${F1} .et-pb-contact-message [role=alert]`, (el) => [...el.childNodes].map((n) => n.nodeName))).toEqual(['P', 'UL']);
    expect(requests.filter((r) => CHUNK_RE.test(r))).toHaveLength(3);
    expect(warnings.filter((w) => w.includes('messages as text'))).toHaveLength(2);
    expect(await page.locator(`${F1} .et-pb-contact-message img`).count()).toBe(0);
    // No uncaught rejection: only the browser's own line for the aborted request.
    expect(errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('a send that fails after 1.2 s on a phone shows its notice without a counted layout shift', async () => {
    await demo.reset();
    const { page, errors } = await openPlain(PHONE);
    await page.fill(`${F1} [name=et_pb_contact_name_1]`, 'Grace');
    await page.fill(`${F1} [name=et_pb_contact_note_1]`, 'Hi');
    await page.waitForLoadState('networkidle');
    // The form posts back to the demo form's page.
    await page.route(`**${PAGE}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((r) => setTimeout(r, 1200));
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<!DOCTYPE html><h1>Bad Gateway</h1>' });
    });
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    const tapped = Date.now();
    await page.tap(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => messageText(page, F1), { timeout: 5000 }).toContain('could not be sent');
    expect(Date.now() - tapped).toBeGreaterThan(1000);
    // Entries come after paint: two more frames.
    const shift = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done((window as unknown as { __shift: number }).__shift))))));
    expect(shift).toBe(0);
    expect(await page.inputValue(`${F1} [name=et_pb_contact_note_1]`)).toBe('Hi');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('with a throwing et_pb_custom, lists the errors in the theme’s English, not as keys', async () => {
    const broken = `Object.defineProperty(window, 'et_pb_custom', { configurable: true, get() { throw new Error('broken global'); }, set() {} });`;
    const { page, errors } = await openPlain({ init: INIT + broken });
    await page.fill(`${F1} [name=et_pb_contact_name_1]`, 'Grace');
    await page.click(`${F1} .et_pb_contact_submit`);
    await expect.poll(() => page.$$eval(`${F1} .et-pb-contact-message [role=alert] li`, (li) => li.map((l) => l.textContent))).toEqual(['Note']);
    expect(await page.textContent(`${F1} .et-pb-contact-message [role=alert] p`)).toBe('Please, fill in the following fields:');
    // The form reads its strings one by one, quietly (ctx.custom); the broken global is reported where the
    // settings are read (loading.e2e.ts).
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('builder preview', () => {
  it('shows the errors but never sends, and no link leaves the page', async () => {
    await demo.reset();
    const { page, errors, requests } = await openForm(PAGE + '?et_fb=1');
    expect(requests.some((r) => r.startsWith('/dist/builder/boot.js'))).toBe(true);
    await page.click(`${F0} .et_pb_contact_submit`);
    // Rendered by real React 19 in this build.
    await expect.poll(() => messageText(page, F0)).toContain('Please, fill in the following fields:');
    await fillValid(page);
    await page.click(`${F0} .et_pb_contact_submit`);
    // The valid submit ran (it clears the errors) and stopped short of sending.
    await expect.poll(() => messageText(page, F0)).toBe('');
    // Every click, as the page finally saw it: cancelled or not.
    await page.evaluate(() => addEventListener('click', (e) => ((window as unknown as { __prevented: boolean[] }).__prevented ??= []).push(e.defaultPrevented)));
    await page.click('#top-menu a[href="/kitchen-sink/"]');
    await page.click('#top-menu a[href="/kitchen-sink/"]', { modifiers: ['Control'] });
    expect(await page.evaluate(() => (window as unknown as { __prevented: boolean[] }).__prevented)).toEqual([true, true]);
    expect(page.url()).toBe(demo.url + PAGE + '?et_fb=1');
    expect(page.context().pages()).toHaveLength(1);
    expect((await cfState()).received).toHaveLength(0);
    expect(await page.locator(`${F0} form`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('mounts every root at once: counters below the fold show their end state without scrolling', async () => {
    const { page, errors } = await demo.open('/modules/counters/?et_fb=1');
    await page.waitForFunction(() => document.querySelector('.et_pb_number_counter_3 .percent-value')?.textContent === '100.000', null, { polling: 50, timeout: 10_000 });
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('still scrolls to an in-page anchor', async () => {
    const { page } = await demo.open('/modules/core-anchors/?et_fb=1');
    const link = await page.$$eval('a[href^="#"]:not([href="#"])', (as) => as.map((a) => a.getAttribute('href')).find((h) => h && document.getElementById(h.slice(1))));
    expect(link).toBeTruthy();
    await page.click(`a[href="${link}"]`);
    await page.waitForFunction(() => scrollY > 100, null, { polling: 50, timeout: 10_000 });
    expect(page.url()).toContain('?et_fb=1');
    await page.context().close();
  });
});
