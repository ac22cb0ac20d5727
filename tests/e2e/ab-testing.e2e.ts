// A/B goals in Chromium against the stand-in WordPress: each record once per test per page, in the theme's
// cookies; read_page after the bounce time, view_goal at the goal's waypoint and read_goal after 3 s in view;
// con_goal from a newsletter goal; click_goal; the shop and shortcode conversions on a thank-you page; the
// subject of a cached page fetched and its module brought to life; nothing in the builder; no retry loop.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, useDemo } from './harness';

const demo = useDemo();
const STATS = 'et_pb_update_stats_table';

const stats = async () => (await demo.state()).ajax.filter((a) => a.action === STATS).map((a) => JSON.parse(a.fields.stats_data_array) as { test_id: unknown; subject_id: string; record_type: string });
const types = async () => (await stats()).map((s) => s.record_type);
const cookies = async (page: Page) => Object.fromEntries((await page.context().cookies()).filter((c) => c.name.startsWith('et_pb_ab')).map((c) => [c.name, c.value]));
/** The page has been open for `ms` (the bounce time is a real condition of the page, not a guess). */
const openFor = (page: Page, ms: number) => page.waitForFunction((t) => performance.now() > t, ms, { polling: 100 });

beforeEach(() => demo.reset());

describe('A/B goals', () => {
  it('records read_page, view_goal, read_goal and the optin conversion once each, in the theme cookies', async () => {
    const { page, errors, requested } = await demo.open('/modules/ab-testing/');
    await mounted(page, 'ab-testing');
    expect(requested(/modules\/newsletter\.js/)).toBe(false); // the goal is far below: not loaded yet
    await expect.poll(types, { timeout: 10_000 }).toEqual(['read_page']);
    expect((await stats())[0]).toEqual({ test_id: 11, subject_id: '3', record_type: 'read_page' });
    const sent = (await demo.state()).ajax.find((a) => a.action === STATS)!;
    expect(Object.keys(sent.fields)).toEqual(['action', 'stats_data_array', 'et_ab_log_nonce']);
    expect(sent.fields.et_ab_log_nonce).toBe('ab-nonce-4d5e6f');
    // No cache plugin flagged: the subject is the one on the page, never fetched.
    expect((await demo.state()).ajax.some((a) => a.action === 'et_pb_ab_get_subject_id')).toBe(false);

    await page.locator('#ab-goal').scrollIntoViewIfNeeded();
    await expect.poll(types).toEqual(['read_page', 'view_goal']);
    const viewedAt = await page.evaluate(() => performance.now());
    await expect.poll(types, { timeout: 10_000 }).toEqual(['read_page', 'view_goal', 'read_goal']);
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(viewedAt + 2000);

    await mounted(page, 'newsletter');
    await page.fill('#ab-goal [name=et_pb_signup_firstname]', 'Ada');
    await page.fill('#ab-goal [name=et_pb_signup_lastname]', 'Lovelace');
    await page.fill('#ab-goal [name=et_pb_signup_email]', 'ada@example.com');
    await page.click('#ab-goal .et_pb_newsletter_button');
    await expect.poll(types).toEqual(['read_page', 'view_goal', 'read_goal', 'con_goal']);
    expect(await cookies(page)).toEqual({
      et_pb_ab_read_page_11t113: 'true', et_pb_ab_view_goal_11t113: 'true', et_pb_ab_read_goal_11t113: 'true', et_pb_ab_con_goal_11t113: 'true',
    });
    const expiry = (await page.context().cookies()).find((c) => c.name === 'et_pb_ab_read_page_11t113')!.expires * 1000;
    expect(Math.round((expiry - Date.now()) / 864e5)).toBe(365);

    // Back again: the cookies say every record is done, so nothing more is sent.
    await page.reload();
    await mounted(page, 'ab-testing');
    await page.locator('#ab-goal').scrollIntoViewIfNeeded();
    await openFor(page, 2500);
    expect(await types()).toEqual(['read_page', 'view_goal', 'read_goal', 'con_goal']);
    expect(errors).toEqual([]);
  });

  it('records a click goal once, leaves the shortcode cookie, and never retries a failed stats POST', async () => {
    await fetch(`${demo.url}/__test__/feature/ab`, { method: 'POST', body: JSON.stringify({ fail: 'http500' }) });
    const { page, warnings } = await demo.open('/modules/ab-testing-click/');
    await mounted(page, 'ab-testing');
    await page.click('.lp-cta');
    await page.click('.lp-cta');
    await expect.poll(types).toContain('click_goal');
    // Wait for the next record (read_page after the bounce time): the failed click_goal was not sent again.
    await expect.poll(types, { timeout: 10_000 }).toContain('read_page');
    expect((await types()).filter((t) => t === 'click_goal')).toHaveLength(1);
    expect((await stats()).find((s) => s.record_type === 'click_goal')).toEqual({ test_id: 12, subject_id: '1', record_type: 'click_goal' });
    // click_goal's cookie has no subject id; the shortcode cookie carries post_subject_test.
    expect(await cookies(page)).toMatchObject({ et_pb_ab_click_goal_12t12: 'true', et_pb_ab_shortcode_track_12: '12_1_t12' });
    expect(warnings.filter((w) => w.includes('A/B stats not saved'))).toHaveLength(1);

    // The thank-you page converts the shortcode cookie (con_short) and a shop goal's log (con_goal), then spends both.
    await demo.reset();
    await page.context().addCookies([{ name: 'et_pb_ab_shop_log', value: '11_3_t11', url: demo.url }]);
    await page.goto(`${demo.url}/modules/ab-testing-thanks/`);
    await expect.poll(async () => (await stats()).length).toBe(2);
    // (Two requests at once: they may arrive in either order.)
    expect(await stats()).toEqual(expect.arrayContaining([
      { test_id: '11', subject_id: '3', record_type: 'con_goal' },
      { test_id: '12', subject_id: '1', record_type: 'con_short' },
    ]));
    const c = await cookies(page);
    expect(c.et_pb_ab_shop_log).toBeUndefined();
    expect(c.et_pb_ab_shortcode_track_12).toBeUndefined();
    expect(c).toMatchObject({ et_pb_ab_con_goal_11t113: 'true', et_pb_ab_con_short_12t12: 'true' });
  });

  it('fetches the subject of a cached page, puts it in place and brings its module to life', async () => {
    const { page, errors } = await demo.open('/modules/ab-testing-cached/');
    await page.locator('.et_pb_ab_subject_id-13_2').waitFor();
    const fetched = (await demo.state()).ajax.filter((a) => a.action === 'et_pb_ab_get_subject_id');
    expect(fetched.map((a) => a.fields)).toEqual([{ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: 'fe-nonce-1a2b3c', et_pb_ab_test_id: '13' }]);
    expect(await page.locator('.et_pb_subject_placeholder').count()).toBe(0);
    await mounted(page, 'number-counter');
    await page.waitForFunction(() => document.querySelector('.et_pb_ab_subject_id-13_2 .percent-value')!.textContent === '50');
    await page.click('.lp-cta');
    // The goal is in view here too: view_goal (and, 3 s on, read_goal) come with the click and read_page.
    await expect.poll(types, { timeout: 10_000 }).toEqual(expect.arrayContaining(['view_goal', 'click_goal', 'read_page']));
    const t = await types();
    expect(new Set(t).size).toBe(t.length);
    expect(new Set((await stats()).map((s) => s.subject_id))).toEqual(new Set(['2']));
    expect(errors).toEqual([]);
  });

  it('records nothing in the builder preview', async () => {
    const { page } = await demo.open('/modules/ab-testing/?et_fb=1');
    await mounted(page, 'ab-testing');
    await page.locator('#ab-goal').scrollIntoViewIfNeeded();
    await openFor(page, 2500);
    expect(await stats()).toEqual([]);
    expect(await cookies(page)).toEqual({});
  });
});
