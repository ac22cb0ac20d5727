// Loading in Chromium, watched through the network log and the page's own events: one round trip after
// boot for what is in view (each chunk delayed), a start under any loader or script tag, after a
// back/forward-cache restore, a fragment that obeys the visitor, a chunk that fails once, a link whose
// chunk stalls, and server globals that throw.
import { describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { DESKTOP, PHONE, mounted, scrollOnceParsed, useDemo, type OpenOptions } from './harness';
import { HELD_LINK_MS } from '../../src/scheduler/constants';

const demo = useDemo();
const LAZY = '/modules/core-lazy/';
const BOOT_TAG = '<script type="module" src="/dist/frontend/boot.js"></script>';
const mountedList = (page: Page) => page.evaluate(() => (window as unknown as { __lpMounted: string[] }).__lpMounted);
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const activeTab = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('#lp-lazy-tabs .et_pb_tabs_controls li')].findIndex((li) => li.classList.contains('et_pb_tab_active')));

/** A page like demo.open() gives, before any navigation (so routes can be set first). */
async function blank({ init, ...options }: OpenOptions = DESKTOP) {
  const page = await (await demo.browser.newContext({ ...DESKTOP, ...options })).newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.addInitScript(() => {
    const w = window as unknown as { __lpMounted: string[] };
    w.__lpMounted = [];
    document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
  });
  if (init) await page.addInitScript(init);
  return { page, errors, warnings, requested: (re: RegExp) => requests.some((r) => re.test(r)) };
}

/** The first request for `glob` fails (a reset connection), the later ones go through; returns their count. */
async function failFirst(page: Page, glob: string): Promise<() => number> {
  let requests = 0;
  await page.route(glob, (route) => (requests++ ? route.continue() : route.abort('connectionreset')));
  return () => requests;
}

/** Serve `path` with boot's script tag replaced by `tag` (and the head's modulepreload of boot left out). */
async function withBootTag(page: Page, path: string, tag: string) {
  await page.route(`**${path}`, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('<link rel="modulepreload" href="/dist/frontend/boot.js">', '').replace(BOOT_TAG, tag);
    await route.fulfill({ response: res, body: html });
  });
}

describe('one round trip after boot', () => {
  it('requests a module in view, the runtime and every static import of both together: depth 2 with each chunk delayed', async () => {
    const DELAY = 400;
    // A visitor who scrolls at once: the counters a screen below load in the same wave as those on screen.
    const { page } = await blank({ ...DESKTOP, init: scrollOnceParsed });
    const started: { path: string; at: number }[] = [];
    const finished: { path: string; at: number }[] = [];
    await page.route('**/dist/frontend/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, DELAY));
      await route.continue();
    });
    const urls: string[] = [];
    page.on('request', (r) => r.url().includes('/dist/') && (urls.push(r.url()), started.push({ path: new URL(r.url()).pathname, at: Date.now() })));
    page.on('requestfinished', (r) => r.url().includes('/dist/') && finished.push({ path: new URL(r.url()).pathname, at: Date.now() }));
    const html = await (await page.goto(demo.url + '/modules/counters/'))!.text();
    await mounted(page, 'number-counter');
    const paths = started.map((s) => s.path);
    // What every page needs first (the runtime's files, the theme header's) the page preloads itself: those
    // went out with the HTML, before boot had answered. Everything else went out after boot, in one wave.
    const fromHtml = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).filter((p) => !p.endsWith('/boot.js')));
    expect(fromHtml).toContain('/dist/frontend/runtime.js');
    expect(fromHtml).toContain('/dist/frontend/modules/theme-header.js');
    // The module's own chunk, its shared chunks, the runtime and the runtime's shared chunk were all needed...
    expect(paths).toContain('/dist/frontend/modules/number-counter.js');
    expect(paths).toContain('/dist/frontend/runtime.js');
    expect(paths.filter((p) => p.includes('/chunks/')).length).toBeGreaterThanOrEqual(2);
    // ...and every request after boot went out before any of them had answered: nothing was discovered late.
    const bootDone = finished.find((f) => f.path === '/dist/frontend/boot.js')!.at;
    for (const s of started.filter((s) => fromHtml.has(s.path))) expect(s.at, s.path).toBeLessThan(bootDone);
    const afterBoot = started.filter((s) => s.path !== '/dist/frontend/boot.js' && !fromHtml.has(s.path));
    expect(afterBoot.map((s) => s.path)).toContain('/dist/frontend/modules/number-counter.js');
    const firstAnswer = Math.min(...finished.filter((f) => afterBoot.some((s) => s.path === f.path)).map((f) => f.at));
    for (const s of afterBoot) expect(s.at, s.path).toBeLessThan(firstAnswer);
    // One wave: every request after boot went out within one round trip of the first of them. (Measured from
    // that first request, not from boot's download: boot runs only once the page is parsed, later on a slow machine.)
    expect(Math.max(...afterBoot.map((s) => s.at)) - Math.min(...afterBoot.map((s) => s.at))).toBeLessThan(DELAY);
    expect(Math.min(...afterBoot.map((s) => s.at))).toBeGreaterThanOrEqual(bootDone);
    // The page has several counters of each kind: each module is fetched once, under one URL (a second
    // root shares the first one's instance; only a failed fetch is asked for again under a fresh URL).
    await mounted(page, 'circle-counter');
    const moduleUrls = urls.filter((u) => u.includes('/modules/'));
    expect(moduleUrls.filter((u) => u.includes('number-counter'))).toHaveLength(1);
    expect(moduleUrls.filter((u) => u.includes('circle-counter'))).toHaveLength(1);
    expect(moduleUrls.filter((u) => u.includes('retry='))).toEqual([]);
  });

  it('asks once for a module with several roots in view: every root mounts from the same instance', async () => {
    const { page } = await blank();
    const asked: string[] = [];
    page.on('request', (r) => /\/modules\/countdown\.js/.test(r.url()) && asked.push(new URL(r.url()).search));
    await page.goto(demo.url + '/modules/countdown/');
    await page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.filter((n) => n === 'countdown').length === 3);
    // A second URL (?retry=…) would be a second module instance with module state of its own.
    expect(asked).toEqual(['']);
  });
});

describe('an animated first screen', () => {
  it("preloads what boot asks for first with the HTML: the hero's entrance starts within one round trip after boot, once per element", async () => {
    // Long enough that a chunk asked for only after boot ran could not have answered within it, and that boot's
    // own work (running, mounting, the first frame) fits in it on a loaded machine.
    const DELAY = 1500;
    const { page, errors } = await blank({
      ...PHONE,
      // Each entrance start (et_is_animating added), on the clock of the network log below.
      init: () => {
        const w = window as unknown as { __starts: { el: string; at: number }[] };
        w.__starts = [];
        new MutationObserver((ms) => {
          for (const m of ms) {
            const el = m.target as Element;
            if (el.classList.contains('et_is_animating') && !/\bet_is_animating\b/.test(m.oldValue ?? '')) w.__starts.push({ el: el.className.match(/et_pb_(image|text)_0/)![0], at: Date.now() });
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
      },
    });
    const started: { path: string; at: number }[] = [];
    const finished: { path: string; at: number }[] = [];
    await page.route('**/dist/frontend/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, DELAY));
      await route.continue();
    });
    page.on('request', (r) => r.url().includes('/dist/') && started.push({ path: new URL(r.url()).pathname, at: Date.now() }));
    page.on('requestfinished', (r) => r.url().includes('/dist/') && finished.push({ path: new URL(r.url()).pathname, at: Date.now() }));
    const html = await (await page.goto(demo.url + '/modules/hero/'))!.text();
    await page.waitForFunction(() => document.querySelectorAll('.et_had_animation').length === 2);
    // The page preloads the runtime's files, the theme header's and, since its first section animates, the
    // animation module: each went out with the HTML, before boot had answered, and only once (the preload is
    // the very module boot imports).
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(expect.arrayContaining(['/dist/frontend/runtime.js', '/dist/frontend/modules/theme-header.js', '/dist/frontend/modules/animation.js']));
    const bootDone = finished.find((f) => f.path === '/dist/frontend/boot.js')!.at;
    for (const p of preloaded) {
      expect(started.filter((s) => s.path === p), p).toHaveLength(1);
      expect(started.find((s) => s.path === p)!.at, `${p} asked for before boot answered`).toBeLessThan(bootDone);
    }
    // Both entrances started once each, within one round trip after boot: with the chunks asked for only
    // once boot had run, they could not have started before bootDone + DELAY.
    const starts = await page.evaluate(() => (window as unknown as { __starts: { el: string; at: number }[] }).__starts);
    expect(starts.map((s) => s.el).sort()).toEqual(['et_pb_image_0', 'et_pb_text_0']);
    for (const s of starts) expect(s.at - bootDone, `${s.el} started ${s.at - bootDone} ms after boot answered`).toBeLessThan(DELAY);
    expect(errors).toEqual([]);
    // The same page without its animations preloads the runtime and the theme header, not the animation.
    const still = await (await fetch(demo.url + '/modules/hero-static/')).text();
    expect(still).toContain('<link rel="modulepreload" href="/dist/frontend/runtime.js">');
    expect(still).not.toContain('modules/animation.js');
  });
});

describe('starts under any loader', () => {
  it('under a loader that patches readyState and addEventListener and replays the script after DOMContentLoaded, as a classic script', async () => {
    const { page, errors } = await blank({
      ...DESKTOP,
      // What a CDN's "rocket" loader does: readyState lies, DOMContentLoaded and load never reach listeners
      // added the usual way, and the page's scripts are replayed later as classic scripts.
      init: () => {
        Object.defineProperty(document, 'readyState', { get: () => 'loading', configurable: true });
        const swallow = (orig: typeof document.addEventListener) =>
          function (this: EventTarget, type: string, fn: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) {
            if (type === 'DOMContentLoaded' || type === 'load' || type === 'readystatechange') return;
            return orig.call(this, type, fn, o);
          };
        document.addEventListener = swallow(document.addEventListener);
        window.addEventListener = swallow(window.addEventListener) as typeof window.addEventListener;
      },
    });
    await withBootTag(page, '/modules/tabs/', `<script>setTimeout(function () { var s = document.createElement('script'); s.src = '/dist/frontend/boot.js'; document.body.appendChild(s); }, 300);</script>`);
    await page.goto(demo.url + '/modules/tabs/');
    await mounted(page, 'tabs');
    expect(errors).toEqual([]);
  });

  it.each([
    ['a classic script', '<script src="/dist/frontend/boot.js"></script>'],
    ['an async classic script', '<script async src="/dist/frontend/boot.js?ver=0.1.0"></script>'],
    ['an async module', '<script type="module" async src="/dist/frontend/boot.js"></script>'],
  ])('as %s, with chunk URLs taken from the script, not the page, and no global of its own', async (_, tag) => {
    // The window's own names before any script of the page: a classic script's top-level names would join
    // them (and overwrite a page's own global of the same name).
    const { page, errors, requested } = await blank({ ...DESKTOP, init: () => ((window as unknown as { __names: string[] }).__names = Object.getOwnPropertyNames(window)) });
    await withBootTag(page, '/modules/tabs/', tag);
    await page.goto(demo.url + '/modules/tabs/');
    await mounted(page, 'tabs');
    expect(requested(/^\/modules\/tabs\/(modules|runtime)/)).toBe(false);
    expect(errors).toEqual([]);
    const added = await page.evaluate(() => {
      const before = new Set((window as unknown as { __names: string[] }).__names);
      return Object.getOwnPropertyNames(window).filter((n) => !before.has(n));
    });
    // The demo page's own globals (the theme's server globals its inline scripts print) are there too.
    const page_ = ['__names', 'DIVI', 'et_builder_utils_params', 'et_frontend_scripts', 'et_pb_custom', 'et_pb_box_shadow_elements', 'et_animation_data', 'et_link_options_data', 'wpApiSettings'];
    expect(added.filter((n) => !page_.includes(n))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('after DOMContentLoaded and load have fired, and only once when the entry runs twice', async () => {
    const { page, errors } = await blank();
    await withBootTag(page, '/modules/tabs/', `<script>addEventListener('load', function () { setTimeout(function () {
      import('/dist/frontend/boot.js'); var s = document.createElement('script'); s.src = '/dist/frontend/boot.js'; document.body.appendChild(s); }, 200); });</script>`);
    await page.goto(demo.url + '/modules/tabs/');
    await mounted(page, 'tabs');
    await page.waitForLoadState('networkidle');
    await twoFrames(page);
    const list = await mountedList(page);
    expect(list.filter((n) => n === 'tabs')).toHaveLength(await page.locator('.et_pb_tabs').count());
    expect(errors).toEqual([]);
  });

  it('after a back/forward-cache restore: nothing runs twice, the clock and the observers carry on', async () => {
    // Playwright turns the back/forward cache off; this test needs it on.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const page = await (await browser.newContext(DESKTOP)).newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __lpMounted: string[]; __restored: number };
        w.__lpMounted = [];
        w.__restored = 0;
        document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
        addEventListener('pageshow', (e) => e.persisted && w.__restored++);
      });
      const url = demo.url + '/kitchen-sink/';
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const before = await mountedList(page);
      expect(before.length).toBeGreaterThan(0);
      await page.goto(demo.url + '/blog-post/');
      await page.goBack({ waitUntil: 'commit' }); // a restored page fires no load
      await page.waitForFunction(() => (window as unknown as { __restored: number }).__restored === 1);
      expect(await mountedList(page)).toEqual(before);
      // The countdown's clock ticks on after the restore.
      if (await page.locator('.et_pb_countdown_timer').count()) {
        await page.locator('.et_pb_countdown_timer').first().scrollIntoViewIfNeeded();
        const seconds = () => page.evaluate(() => document.querySelector('.et_pb_countdown_timer .seconds .value')?.textContent);
        const s0 = await seconds();
        await expect.poll(seconds, { timeout: 3000 }).not.toBe(s0);
      }
      // And a module further down still loads when it comes near: the observers survived.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await expect.poll(async () => (await mountedList(page)).length, { timeout: 5000 }).toBeGreaterThan(before.length);
    } finally {
      await browser.close();
    }
  });
});

describe('the fragment is the visitor\'s, and the newest wins', () => {
  it('a module named twice gets its last entry, and a click on another tab is not undone', async () => {
    const { page, errors } = await demo.open(LAZY + '#lp-lazy-tabs|1||lp-lazy-tabs|2');
    await expect.poll(() => activeTab(page)).toBe(2);
    await page.locator('#lp-lazy-tabs .et_pb_tab_90 a').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#lp-lazy-tabs|0');
    await twoFrames(page);
    await page.waitForTimeout(700); // the tab fade is 2 × 500 ms would show an undo within this window
    expect(await activeTab(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a percent-encoded fragment (id%7C2) is decoded before sanitising', async () => {
    const { page } = await demo.open(LAZY + '#lp-lazy-tabs%7C2');
    await expect.poll(() => activeTab(page)).toBe(2);
  });

  it('a chunk that never answers holds back no other module named in the fragment', async () => {
    const { page } = await blank();
    await page.route('**/dist/frontend/modules/toggle.js', () => {}); // never answers
    await page.goto(demo.url + LAZY + '#lp-lazy-toggle|x||lp-lazy-tabs|2');
    await expect.poll(() => activeTab(page)).toBe(2);
  });

  it('two fragment changes in quick succession end in the newer state', async () => {
    const { page } = await demo.open(LAZY);
    await page.waitForLoadState('load');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/dist/frontend/modules/toggle.js', async (route) => {
      await held;
      await route.continue();
    });
    // The older change waits for a slow module; the newer one names only the tabs.
    await page.evaluate(() => (location.hash = 'lp-lazy-toggle|x||lp-lazy-tabs|1'));
    await page.evaluate(() => (location.hash = 'lp-lazy-tabs|2'));
    // (The tabs may show 1 on the way: a fragment change waits for a running fade, then is applied.)
    await expect.poll(() => activeTab(page), { timeout: 5000 }).toBe(2);
    release();
    await mounted(page, 'toggle');
    await page.waitForTimeout(1200); // a late, stale dispatch would switch the tab back within a fade (2 × 500 ms)
    expect(await activeTab(page)).toBe(2);
  });

  it('a tap made before the chunk arrived is not undone by the fragment on load', async () => {
    const { page, errors } = await blank();
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    await page.route('**/dist/frontend/modules/tabs.js*', async (route) => {
      await arrived;
      await route.continue();
    });
    // The fragment asks for the tabs (they are far below): its state then waits for the chunk.
    const asked = page.waitForRequest(/\/modules\/tabs\.js/);
    // (A held module chunk may hold the page's load event: wait for what matters instead.)
    await page.goto(demo.url + LAZY + '#lp-lazy-tabs|2', { waitUntil: 'domcontentloaded' });
    await asked;
    await page.locator('#lp-lazy-tabs .et_pb_tab_91 a').click();
    expect(await activeTab(page)).toBe(0); // held
    release();
    // The tap is replayed and wins: the second tab, faded in, and the address says so.
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#lp-lazy-tabs|1');
    await page.waitForFunction(() => {
      const panels = [...document.querySelectorAll<HTMLElement>('#lp-lazy-tabs .et_pb_tab')];
      return panels[1].classList.contains('et_pb_active_content') && panels.every((p) => p.style.opacity === '');
    });
    // A stale dispatch of `|2` would have been queued behind that fade and start now.
    await twoFrames(page);
    expect(await activeTab(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('a flaky network costs a moment, not a module', () => {
  it('a chunk that failed once is asked for again, with a console warning, and the module mounts', async () => {
    const { page, warnings, errors } = await blank(PHONE);
    const requests = await failFirst(page, '**/dist/frontend/modules/toggle.js*');
    await page.goto(demo.url + LAZY);
    await page.locator('#lp-lazy-toggle').scrollIntoViewIfNeeded();
    await expect.poll(() => warnings.some((w) => w.includes('module toggle failed to load; retry on next use'))).toBe(true);
    await mounted(page, 'toggle');
    expect(requests()).toBe(2);
    await page.tap('#lp-lazy-toggle .et_pb_toggle_title');
    await page.waitForFunction(() => document.getElementById('lp-lazy-toggle')!.classList.contains('et_pb_toggle_open'));
    expect(errors.filter((e) => !e.includes('ERR_CONNECTION_RESET') && !e.includes('Failed to fetch'))).toEqual([]);
  });

  it('a module whose chunk failed once still gets the fragment\'s state when the retry mounts it', async () => {
    const { page, warnings } = await blank();
    const requests = await failFirst(page, '**/dist/frontend/modules/tabs.js*');
    await page.goto(demo.url + LAZY + '#lp-lazy-tabs|2');
    await expect.poll(() => warnings.some((w) => w.includes('module tabs failed to load; retry on next use'))).toBe(true);
    // The glide to the tabs brings them into view: a reason to ask again.
    await mounted(page, 'tabs');
    expect(requests()).toBe(2);
    await expect.poll(() => activeTab(page)).toBe(2);
    expect(await page.evaluate(() => location.hash)).toBe('#lp-lazy-tabs|2');
  });

  it("the fragment's state still arrives when the fragment's own chunk failed once: asked again after a warning", async () => {
    const { page, warnings } = await blank();
    const requests = await failFirst(page, '**/dist/frontend/core/navigate.js*');
    await page.goto(demo.url + LAZY + '#lp-lazy-tabs|2');
    await expect.poll(() => warnings.some((w) => w.includes("the fragment's state failed to load; retry after 1000 ms"))).toBe(true);
    // The retry comes a second after the warning.
    await expect.poll(() => activeTab(page), { timeout: 10_000 }).toBe(2);
    expect(requests()).toBe(2);
  });

  it('a same-page link whose glide cannot arrive jumps as the browser would, never a dead click', async () => {
    const { page } = await blank();
    // The smooth scroll's chunk never arrives (the runtime does).
    await page.route('**/dist/frontend/core/navigate.js*', (route) => route.abort('connectionreset'));
    await page.goto(demo.url + '/modules/core-anchors/');
    await page.click('#lp-to-near');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#lp-near');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('lp-near')!.getBoundingClientRect().top))).toBe(0);
  });
});

describe('a held click never traps a link', () => {
  /** The multi-view demo with its chunk stalled for ever, its button (a link that is a module root) in view. */
  async function stalledLink() {
    const { page } = await blank();
    await page.route('**/dist/frontend/modules/multi-view.js*', () => {});
    await page.goto(demo.url + '/modules/multi-view/');
    await page.waitForLoadState('load');
    const link = page.locator('a.et_pb_button_80');
    await link.scrollIntoViewIfNeeded();
    return { page, link };
  }

  it('a click on a link that is a module root falls through to navigation when its chunk stalls', async () => {
    const { page, link } = await stalledLink();
    const t0 = Date.now();
    await Promise.all([page.waitForURL(/clicked=1/, { timeout: HELD_LINK_MS + 4000 }), link.click()]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(HELD_LINK_MS - 50);
  });

  it('a Ctrl-, Shift- or middle-click on such a link is never held: the browser opens it elsewhere, the page stays', async () => {
    const { page, link } = await stalledLink();
    const url = page.url();
    // A held click is a prevented one: the browser would open nothing, and the replay lost the modifier.
    const hows: Parameters<typeof link.click>[0][] = [{ modifiers: ['ControlOrMeta'] }, { modifiers: ['Shift'] }, { button: 'middle' }];
    for (const how of hows) {
      const [opened] = await Promise.all([page.context().waitForEvent('page', { timeout: HELD_LINK_MS + 2000 }), link.click(how)]);
      await opened.waitForURL(/clicked=1/);
      await opened.close();
    }
    expect(page.url()).toBe(url);
  });
});

describe('a broken global costs one feature, never the runtime', () => {
  // Each is reported once, when it is first read: et_pb_custom by the runtime (it reads two strings of it at
  // start), the box shadows' by the runtime's box-shadow chunk, DIVI when a module that reads the settings
  // mounts (the slider here; the tabs read none), which does not report et_pb_custom again.
  it('et_pb_custom, DIVI and et_pb_box_shadow_elements that throw on access: modules still mount, one warning each', async () => {
    const { page, warnings, errors } = await demo.open('/kitchen-sink/', {
      ...DESKTOP,
      init: () => {
        const boom = () => {
          throw new Error('a misbehaving plugin');
        };
        Object.defineProperty(window, 'et_pb_custom', { get: boom, configurable: true });
        Object.defineProperty(window, 'DIVI', { get: () => new Proxy({}, { ownKeys: boom, get: boom }), configurable: true });
        Object.defineProperty(window, 'et_pb_box_shadow_elements', { get: boom, configurable: true });
      },
    });
    await mounted(page, 'tabs');
    const tabs = page.locator('.et_pb_tabs').first();
    await tabs.locator('.et_pb_tabs_controls li').nth(1).click();
    await expect.poll(() => tabs.locator('.et_pb_tabs_controls li').nth(1).getAttribute('class')).toContain('et_pb_tab_active');
    await expect.poll(() => warnings.filter((w) => w.startsWith('[lightpage] et_pb_box_shadow_elements is not')).length).toBe(1);
    expect(warnings.filter((w) => /\[lightpage\] (et_pb_custom|DIVI) is not/.test(w))).toEqual(['[lightpage] et_pb_custom is not an object; using defaults']);
    await page.locator('.et_pb_slider').first().scrollIntoViewIfNeeded();
    await mounted(page, 'slider');
    for (const name of ['et_pb_custom', 'DIVI', 'et_pb_box_shadow_elements']) {
      expect(warnings.filter((w) => w.startsWith(`[lightpage] ${name} is not`))).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });

  it('100,000 et_link_options_data entries: indexing them is never one long task (4x CPU), and the links work', async () => {
    const { page, errors } = await blank();
    await page.addInitScript(`(() => {
      const many = Array.from({ length: 100000 }, (_, i) => ({ class: 'et_pb_lp_many_' + i, url: '/p/' + i + '/', target: '_self' }));
      let printed = [];
      Object.defineProperty(window, 'et_link_options_data', { get: () => printed.concat(many), set: (v) => (printed = v), configurable: true });
      // Long animation frames list the scripts that ran in them, with their durations.
      window.__scripts = [];
      document.addEventListener('lightpage:mount', (e) => e.detail.name === 'link-options' && (window.__loMount ??= performance.now()));
      new PerformanceObserver((l) => l.getEntries().forEach((f) => f.scripts.forEach((s) => window.__scripts.push({ start: s.startTime, ms: s.duration, invoker: s.invoker }))))
        .observe({ type: 'long-animation-frame', buffered: true });
    })()`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(demo.url + '/modules/core-anchors/');
    await mounted(page, 'link-options');
    await page.waitForFunction(() => document.querySelector('.et_pb_text_lo_same')!.getAttribute('role') === 'link', null, { timeout: 30_000 });
    await twoFrames(page);
    // The link-options work: the script the mount ran in, and the timer slices after it (other timers may
    // be among them). Indexing all 100,000 at mount took 0.7-0.9 s here at 4x; sliced, a slice is 5 ms of
    // work. The machine is shared (load average 20-30 while this was written), so the line is drawn at
    // 250 ms, far from both; the bench, not this test, holds the 50 ms line.
    const { scripts, at } = await page.evaluate(() => {
      const w = window as unknown as { __scripts: { start: number; ms: number; invoker: string }[]; __loMount: number };
      return { scripts: w.__scripts, at: w.__loMount };
    });
    const ours = scripts.filter((s) => (s.start <= at && at <= s.start + s.ms) || (s.start > at && s.invoker.startsWith('TimerHandler')));
    expect(ours.filter((s) => s.ms > 250).map((s) => `${s.invoker} ${Math.round(s.ms)} ms`)).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await Promise.all([page.waitForURL(/\/blog-post\//), page.locator('.et_pb_text_lo_same h3').click()]);
    expect(errors).toEqual([]);
  });
});
