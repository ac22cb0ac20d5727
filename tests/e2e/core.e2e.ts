// The core's page behaviours in Chromium: same-page anchors, the fragment on load, whole-module links,
// the reviews link, the tab- prefix, and a page that keeps working with a malformed fragment or a
// broken et_pb_custom.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/core-anchors/';
/** 50 px + the fixed #main-header − 1 (divi-markup §5): 80 px, or 54 px once it is fixed (et-fixed-header shrinks it). */
const OFFSET = 'header';

/** Records [rAF time, scrollY] at every frame, to tell a glide from a jump and measure it. */
const recordFrames = `window.__frames = []; const rec = (t) => { window.__frames.push([t, scrollY]); requestAnimationFrame(rec); }; requestAnimationFrame(rec);`;
type Frames = [number, number][];
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frames }).__frames.splice(0));
const settledAt = (page: Page, sel: string, top: number | 'header') =>
  page.waitForFunction(([s, t]) => {
    const y = document.querySelector(s as string)!.getBoundingClientRect().top;
    // Under the header: 50 + 80 − 1, or 50 + 54 − 1 once it is fixed, or in between when the glide's last
    // re-aim read the header while its shrink (a 0.4 s CSS transition) was under way.
    if (t !== 'header') return Math.abs(y - (t as number)) < 2;
    // …and standing still there since the previous frame.
    const w = window as unknown as { __lastTop?: number };
    const still = w.__lastTop === y;
    w.__lastTop = y;
    return still && y >= 50 + 54 - 1 - 2 && y <= 50 + 80 - 1 + 2;
  }, [sel, top]);
/** Any navigation request would have left by the time a round trip to the server comes back. */
const roundTrip = (page: Page) => page.evaluate(() => fetch('/__test__/state').then((r) => r.text()));
const ready = (page: Page) => page.waitForFunction(() => document.querySelector('.et_pb_text_lo_same')?.getAttribute('role') === 'link');

describe('same-page anchors', () => {
  it('glide to the target, stop under the fixed header, and move focus there; the address stays', async () => {
    const { page, errors } = await demo.open(PAGE, { init: recordFrames });
    await page.click('#lp-to-near');
    await settledAt(page, '#lp-near', OFFSET);
    const ys = (await frames(page)).map(([, y]) => y);
    expect(new Set(ys.filter((y) => y > 0 && y < ys[ys.length - 1])).size).toBeGreaterThan(2); // positions on the way: a glide
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lp-near');
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
  });

  it('fall back to [name] targets', async () => {
    const { page } = await demo.open(PAGE);
    await page.click('#lp-to-named');
    await settledAt(page, 'a[name="lp-named"]', OFFSET);
  });

  it('jump as the browser does inside .et_smooth_scroll_disabled, or when the target is missing', async () => {
    const { page } = await demo.open(PAGE, { init: recordFrames });
    await page.click('#lp-no-smooth');
    await page.waitForFunction(() => location.hash === '#lp-near');
    const ys = (await frames(page)).map(([, y]) => y);
    expect(ys.filter((y) => y > 0 && y < ys[ys.length - 1])).toEqual([]); // straight there
    await page.evaluate(() => scrollTo(0, 0));
    await page.click('#lp-to-missing');
    await page.waitForFunction(() => location.hash === '#lp-missing');
  });

  it('the product-reviews link opens the reviews tab and glides to it', async () => {
    const { page } = await demo.open(PAGE);
    await page.click('#lp-reviews-link');
    await page.waitForFunction(() => !(document.getElementById('tab-reviews') as HTMLElement).hidden);
    await settledAt(page, '#tab-title-reviews a', OFFSET);
  });
});

describe('fragment on load', () => {
  it('starts at the top and glides to a target more than 4000 px down in 1600 ms', async () => {
    const { page, errors } = await demo.open(PAGE + '#lp-far', { init: recordFrames });
    await page.waitForFunction(() => document.readyState === 'complete');
    // The page may end before the target reaches the header line: wait for the glide to finish.
    await page.waitForFunction(() => {
      const f = (window as unknown as { __frames: Frames }).__frames;
      return f.length > 20 && f[f.length - 1][1] > 4000 && f.slice(-15).every(([, y]) => y === f[f.length - 1][1]);
    });
    const f = await frames(page);
    const moving = f.filter(([, y], i) => i > 0 && y !== f[i - 1][1]);
    // Never a jump to the target before the glide: every frame before it was at the top.
    const firstMove = f.findIndex(([, y]) => y > 0);
    expect(f.slice(0, firstMove).every(([, y]) => y === 0)).toBe(true);
    expect(f[firstMove][1]).toBeLessThan(200);
    // The page ends a little before the target reaches the header line, so the last frames are clamped:
    // still far longer than the 800 ms a nearer target takes.
    const took = moving[moving.length - 1][0] - f[firstMove - 1][0];
    expect(took).toBeGreaterThanOrEqual(1300);
    expect(errors).toEqual([]);
  });

  it('takes 800 ms to a nearer target', async () => {
    const { page } = await demo.open(PAGE + '#lp-near', { init: recordFrames });
    await settledAt(page, '#lp-near', OFFSET);
    // Within 2 px of the target is not the end of the glide (frames are sparse on a busy machine): wait
    // until the page has stood still for 15 frames.
    await page.waitForFunction(() => {
      const f = (window as unknown as { __frames: Frames }).__frames;
      return f.length > 20 && f.slice(-15).every(([, y]) => y === f[f.length - 1][1]);
    });
    const f = await frames(page);
    const first = f.findIndex(([, y]) => y > 0);
    const last = f.findIndex(([, y]) => y === f[f.length - 1][1]);
    const took = f[last][0] - f[first - 1][0];
    expect(took).toBeGreaterThanOrEqual(750);
    expect(took).toBeLessThan(1400);
  });

  it('opens the tab a plain #specs stands for (the missing tab- prefix is added) and glides to it', async () => {
    const { page, errors } = await demo.open(PAGE + '#specs');
    await page.waitForFunction(() => document.querySelector('#lp-tabs .et_pb_tab_1')?.classList.contains('et_pb_tab_active'));
    await settledAt(page, '#lp-tabs', OFFSET);
    expect(errors).toEqual([]);
  });

  it('hands module state to a module on hashchange', async () => {
    const { page } = await demo.open(PAGE);
    await page.evaluate(() => (location.hash = 'lp-tabs|1'));
    await page.waitForFunction(() => document.querySelector('#lp-tabs .et_pb_tab_1')?.classList.contains('et_pb_tab_active'));
  });
});

describe('whole-module links (et_link_options_data)', () => {
  it('a click anywhere on the box follows its link in the same window; so does Enter on the focused box', async () => {
    const { page } = await demo.open(PAGE);
    await ready(page);
    await Promise.all([page.waitForURL('**/blog-post/'), page.click('.et_pb_text_lo_same p')]);
    await page.goBack();
    await ready(page);
    await page.focus('.et_pb_text_lo_same');
    await Promise.all([page.waitForURL('**/blog-post/'), page.keyboard.press('Enter')]);
  });

  it('a _blank link opens a new window without an opener, with &#91; &#93; decoded; an inner link is its own', async () => {
    const { page, requested } = await demo.open(PAGE);
    await ready(page);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.click('.et_pb_text_lo_blank h3')]);
    await popup.waitForLoadState();
    expect(decodeURIComponent(popup.url())).toMatch(/\/kitchen-sink\/\?q=\[1\]$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await popup.close();
    await Promise.all([page.waitForURL('**/blog-post/#inner'), page.click('#lp-inner-link')]);
    expect(page.context().pages().length).toBe(1);
    expect(requested(/kitchen-sink/)).toBe(false); // the popup's requests are its own page's
  });

  it('a #id link glides there and pushes the fragment; #product_reviews_tab opens the reviews', async () => {
    const { page } = await demo.open(PAGE);
    await ready(page);
    await page.click('.et_pb_text_lo_hash h3');
    await settledAt(page, '#lp-near', OFFSET);
    expect(new URL(page.url()).hash).toBe('#lp-near');
    await page.evaluate(() => scrollTo(0, 0));
    await page.click('.et_pb_text_lo_reviews h3');
    await page.waitForFunction(() => !(document.getElementById('tab-reviews') as HTMLElement).hidden);
    await settledAt(page, '#tab-title-reviews a', OFFSET);
    expect(new URL(page.url()).hash).toBe('#product_reviews_tab');
  });

  it('a toggle title inside a linked box opens the toggle and does not follow the link', async () => {
    const { page, requested } = await demo.open(PAGE);
    await ready(page);
    // On screen, so its module loads (below the first screen it waits for the visitor's first scroll).
    await page.locator('.et_pb_text_lo_toggle').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.et_pb_text_lo_toggle .et_pb_toggle_title > [role=button]'));
    await page.click('.et_pb_text_lo_toggle .et_pb_toggle_title');
    await page.waitForFunction(() => document.querySelector('.et_pb_text_lo_toggle')!.classList.contains('et_pb_toggle_open'));
    await roundTrip(page);
    expect(requested(/^\/blog-post\//)).toBe(false);
    expect(new URL(page.url()).pathname).toBe(PAGE);
  });

  it('is blocked in the builder preview', async () => {
    const { page, requested } = await demo.open(PAGE + '?et_fb=1');
    await expect.poll(() => requested(/\/dist\/builder\/core\/link-options\.js$/)).toBe(true);
    await mounted(page, 'link-options');
    await page.click('.et_pb_text_lo_same p');
    await roundTrip(page);
    expect(requested(/^\/blog-post\//)).toBe(false);
    expect(await page.evaluate(() => document.querySelector('.et_pb_text_lo_same')!.hasAttribute('role'))).toBe(false);
  });
});

describe('a fragment in the address, and a visitor who moves before load', () => {
  it('stays where the visitor went: load does not pull the page back to the top', async () => {
    // Hold the load event with an image that only arrives when the test says so.
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/lp-hold-load.png', async (route) => {
      await held;
      await route.fulfill({ status: 404, body: '' });
    });
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(new Image(), { src: '/assets/lp-hold-load.png' }))));
    await page.addInitScript(recordFrames);
    await page.goto(demo.url + PAGE + '#no-such-target', { waitUntil: 'domcontentloaded' });
    await ready(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.click('#lp-to-near');
    await settledAt(page, '#lp-near', OFFSET);
    // The glide has ended: the page stood still for 15 frames.
    await page.waitForFunction(() => {
      const f = (window as unknown as { __frames: Frames }).__frames;
      return f.length > 20 && f.slice(-15).every(([, y]) => y === f[f.length - 1][1]);
    });
    const y = await page.evaluate(() => scrollY);
    expect(y).toBeGreaterThan(0);
    release();
    // Load has fired and the fragment is back in the address: boot's load handler has run.
    await page.waitForFunction(() => document.readyState === 'complete' && location.hash === '#no-such-target');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => scrollY)).toBe(y);
    await context.close();
  });
});

describe('bad input', () => {
  it('a malformed fragment leaves the page working', async () => {
    const { page, errors } = await demo.open(PAGE + '#%%%||||<script>');
    await ready(page);
    await page.click('#lp-to-near');
    await settledAt(page, '#lp-near', OFFSET);
    await page.click('#lp-tabs .et_pb_tab_1 a');
    await page.waitForFunction(() => document.querySelector('#lp-tabs .et_pb_tab_1')?.classList.contains('et_pb_tab_active'));
    expect(errors).toEqual([]);
  });

  // (Nothing on this page reads the settings, so nothing reports the broken global yet: loading.e2e.ts checks
  // the warning once a module that reads them mounts.)
  it('a broken et_pb_custom leaves the page working', async () => {
    const { page, errors } = await demo.open(PAGE + '?lp_break=et_pb_custom');
    await ready(page);
    await page.click('#lp-tabs .et_pb_tab_1 a');
    await page.waitForFunction(() => document.querySelector('#lp-tabs .et_pb_tab_1')?.classList.contains('et_pb_tab_active'));
    await page.click('#lp-to-near');
    await settledAt(page, '#lp-near', OFFSET);
    expect(errors).toEqual([]);
  });

  it('a broken et_link_options_data leaves the page working, with a warning', async () => {
    const { page, errors, warnings } = await demo.open(PAGE + '?lp_break=et_link_options_data');
    await mounted(page, 'link-options');
    await expect.poll(() => warnings.some((w) => w.includes('et_link_options_data is not an array'))).toBe(true);
    await page.click('#lp-to-near');
    await settledAt(page, '#lp-near', OFFSET);
    expect(errors).toEqual([]);
  });
});

describe('admin-ajax client (the core/ajax chunk ctx.ajax loads)', () => {
  type Outcome = { ok?: unknown; kind?: string; status?: number; body?: string; name?: string };
  // A string, not a function: vitest would rewrite a dynamic import() inside a function.
  const call = (page: Page, action: string, fields: Record<string, string> = {}, opts: Record<string, unknown> = {}, abortAfter?: number) =>
    page.evaluate(`(async () => {
      const m = await import('/dist/frontend/core/ajax.js');
      const ctl = new AbortController();
      const abortAfter = ${JSON.stringify(abortAfter ?? null)};
      if (abortAfter !== null) setTimeout(() => ctl.abort(), abortAfter);
      try {
        return { ok: await m.ajax(et_pb_custom.ajaxurl, ${JSON.stringify(action)}, ${JSON.stringify(fields)}, { ...${JSON.stringify(opts)}, signal: ctl.signal }) };
      } catch (e) {
        return { kind: e.kind, status: e.status, body: e.body, name: e.name };
      }
    })()`) as Promise<Outcome>;

  it('posts action and fields form-encoded and reads JSON or text', async () => {
    const { page } = await demo.open('/modules/core-lazy/');
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ json: { type: route.request().headers()['content-type'], body: route.request().postData() } }));
    expect(await call(page, 'lp_echo', { email: 'a@b.co', name: 'A B' })).toEqual({
      ok: { type: expect.stringContaining('application/x-www-form-urlencoded'), body: 'action=lp_echo&email=a%40b.co&name=A+B' },
    });
    expect((await call(page, 'lp_echo', {}, { as: 'text' })).ok).toContain('"body":"action=lp_echo"');
  });

  it('types each failure: WordPress 400 "0", an HTML page, no network, a timeout, an abort', async () => {
    const { page } = await demo.open('/modules/core-lazy/');
    // The demo server answers an unknown action as WordPress does.
    expect(await call(page, 'lp_no_such_action')).toEqual({ kind: 'http', status: 400, body: '0', name: 'AjaxError' });
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>There has been a critical error on this website.</body></html>' }));
    expect(await call(page, 'x')).toMatchObject({ kind: 'parse', status: 200, body: expect.stringContaining('critical error') });
    await page.unroute('**/wp-admin/admin-ajax.php');
    await page.route('**/wp-admin/admin-ajax.php', () => {}); // never answers
    expect(await call(page, 'x', {}, { timeout: 300 })).toMatchObject({ kind: 'timeout' });
    expect(await call(page, 'x', {}, {}, 100)).toMatchObject({ kind: 'abort' });
    await page.unroute('**/wp-admin/admin-ajax.php');
    await page.context().setOffline(true);
    expect(await call(page, 'x')).toMatchObject({ kind: 'offline' });
  });
});
