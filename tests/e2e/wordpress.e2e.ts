// Lightpage on a real WordPress (Debian's package, 6.1) on loopback: the plugin's runtime on the theme's
// page, the theme's globals kept while its script and jQuery go, the builder build in the builder preview,
// and the REST client serving wp.apiFetch under WordPress's own inline set-up: logged in through the real
// login form, create and edit with the printed nonce, recover from a stale nonce through the real
// rest-nonce action, per_page=-1 across 3 pages, offline and HTML answers.
// wordpress/test-site/setup.sh installs the packages when missing (skipped, loudly, only when it cannot).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerChromium } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE = join(ROOT, 'wordpress/test-site');
const PORT = Number(process.env.LP_WP_PORT ?? 8791);
const URL_ = `http://127.0.0.1:${PORT}`;
const STATE = process.env.LP_WP_STATE ?? '/var/lib/lightpage-wp';
const PASSWORD = process.env.LP_WP_PASSWORD ?? 'lightpage-admin';
const started = Date.now();

// At collection: the Debian packages (installed when missing). Exit 3 means they cannot be installed here.
const packages = spawnSync('bash', [join(SITE, 'setup.sh'), 'packages'], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
const unavailable = packages.status === 3;
if (unavailable) {
  console.warn(`\n*** WordPress e2e SKIPPED: the Debian packages (wordpress, php-cli, php-mysql, mariadb-server) cannot be installed here.\n${packages.stderr}`);
} else if (packages.status !== 0) {
  throw new Error(`wordpress/test-site/setup.sh packages failed (${packages.status}): ${packages.stderr}`);
}

let php: ChildProcess | undefined;
let browser: Browser;

async function serverUp(): Promise<boolean> {
  try {
    return (await fetch(`${URL_}/wp-login.php`)).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  if (unavailable) return;
  if (await serverUp()) throw new Error(`something already answers on ${URL_}; stop it (the test site's URL is fixed) or set LP_WP_PORT`);
  // npm test runs this same set-up (with this build) beside the unit tests, and says so with LP_WP_READY=1.
  const setup = process.env.LP_WP_READY === '1' ? undefined : spawnSync('bash', [join(SITE, 'setup.sh')], { encoding: 'utf8', env: { ...process.env, LP_WP_PORT: String(PORT) } });
  if (setup && setup.status !== 0) throw new Error(`setup.sh failed (${setup.status}):\n${setup.stderr}`);
  php = spawn('php', ['-S', `127.0.0.1:${PORT}`, '-t', '/usr/share/wordpress', join(SITE, 'router.php')], {
    env: { ...process.env, LP_WP_CONTENT: `${STATE}/wp-content`, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: 'ignore',
    detached: true, // its own process group: PHP_CLI_SERVER_WORKERS forks workers, stopped with it
  });
  [browser] = await Promise.all([workerChromium(), (async () => {
    for (let i = 0; i < 100 && !(await serverUp()); i++) await new Promise((r) => setTimeout(r, 100));
  })()]);
  if (!(await serverUp())) throw new Error(`PHP's server did not answer on ${URL_}`);
  console.log(`WordPress e2e: site ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${setup ? setup.stderr.trim().split('\n').pop() : 'set up beforehand by npm test'})`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (php?.pid) process.kill(-php.pid);
  if (!unavailable) console.log(`WordPress e2e: ${((Date.now() - started) / 1000).toFixed(1)} s in all, set-up included`);
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  status?: number;
}

/** A page in its own context, recording page errors and every request to WordPress with its answer's status. */
async function open(context: BrowserContext | undefined, path: string): Promise<{ page: Page; errors: string[]; sent: Sent[] }> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await ctx.newPage();
  const errors: string[] = [];
  const sent: Sent[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => sent.push({ url: r.url(), method: r.method(), headers: r.headers() }));
  page.on('response', (r) => {
    const s = sent.find((x) => x.url === r.url() && x.status === undefined);
    if (s) s.status = r.status();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lpMounted: string[] };
    w.__lpMounted = [];
    document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
  });
  await page.goto(URL_ + path);
  return { page, errors, sent };
}

async function logIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${URL_}/wp-login.php`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', PASSWORD);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.click('#wp-submit')]);
  await page.close();
}

describe.skipIf(unavailable)('WordPress plugin on a real WordPress', () => {
  it('puts the visitor runtime on a page it fully takes over as a module, keeps the theme globals, drops its script and jQuery', async () => {
    // ?lp_tb_header=1: the header comes from the Theme Builder, so every part of the page has a runtime module.
    const { page, errors, sent } = await open(undefined, '/?lp_tb_header=1');
    await page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.includes('tabs'), null, { polling: 50 });
    // The head preloads the runtime's files (from the build's preload.json) under the very URLs boot imports:
    // each is fetched once. No theme header here (the Theme Builder's), so not its module.
    const preloads = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));
    const boot = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/dist/frontend/boot.js"]')!.src);
    const runtimeUrl = new URL('runtime.js', boot).href;
    expect(preloads).toContain(runtimeUrl);
    expect(preloads.some((u) => u.includes('theme-header'))).toBe(false);
    expect(sent.filter((s) => s.url.split('?')[0] === runtimeUrl)).toHaveLength(1);
    const seen = await page.evaluate(() => {
      const w = window as unknown as Record<string, any>;
      return {
        module: !!document.querySelector('script[type="module"][src*="/plugins/lightpage/dist/frontend/boot.js"]'),
        themeScript: !!w.lpThemeScriptRan || !!document.querySelector('script[src*="lightpage-test/js/theme.js"]'),
        jquery: typeof w.jQuery,
        ajaxurl: w.et_pb_custom?.ajaxurl,
        pageId: w.et_pb_custom?.page_id,
        prefix: w.et_frontend_scripts?.builderCssContainerPrefix,
        builderType: w.et_builder_utils_params?.builderType,
        divi: w.DIVI?.items_count,
        boxShadow: Array.isArray(w.et_pb_box_shadow_elements),
        animation: Array.isArray(w.et_animation_data),
        // A head handle's settings stay in the head.
        motionInHead: !!w.et_pb_motion_elements?.desktop && [...document.head.querySelectorAll('script')].some((s) => s.textContent!.includes('et_pb_motion_elements')),
        builderModules: !!w.lpBuilderModulesRan,
      };
    });
    expect(seen).toEqual({
      module: true,
      themeScript: false,
      jquery: 'undefined',
      ajaxurl: `${URL_}/wp-admin/admin-ajax.php`,
      pageId: expect.stringMatching(/^\d+$/),
      prefix: '#et-boc',
      builderType: 'fe',
      divi: '%d Items',
      boxShadow: true,
      animation: true,
      motionInHead: true,
      builderModules: false,
    });
    // The runtime works on WordPress's page: a tab click switches tabs.
    const second = page.locator('.et_pb_tabs_controls li').nth(1);
    await second.locator('a').click();
    await expect.poll(() => second.getAttribute('class')).toContain('et_pb_tab_active');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps jQuery when another queued script depends on it, and still drops the theme script', async () => {
    const { page, errors } = await open(undefined, '/?lp_tb_header=1&lp_needs_jquery=1');
    await page.waitForFunction(() => (window as unknown as { lpJqueryDependent?: string }).lpJqueryDependent !== undefined);
    expect(await page.evaluate(() => [(window as any).lpJqueryDependent, !!(window as any).lpThemeScriptRan, typeof (window as any).et_pb_custom])).toEqual([
      'function',
      false,
      'object',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the theme script, jQuery and no runtime on a page with a part the build has no module for, and says why', async () => {
    const themeScript = (page: Page) => page.waitForFunction(() => (window as unknown as { lpThemeScriptRan?: boolean }).lpThemeScriptRan === true);
    const runtime = (page: Page) => page.evaluate(() => !!document.querySelector('script[src*="/dist/frontend/boot.js"]'));
    const unreplaced = await open(undefined, '/unreplaced-module/?lp_tb_header=1');
    await themeScript(unreplaced.page);
    expect(await runtime(unreplaced.page)).toBe(false);
    expect(await unreplaced.page.content()).toContain("<!-- Lightpage: the theme's script stays on this page; no runtime module yet for: et_pb_lp_unreplaced -->");
    await unreplaced.page.context().close();
    // The theme's own header (phone menu, search): replaced once the build has the theme-header module.
    const header = await open(undefined, '/');
    if (existsSync(join(ROOT, 'dist/frontend/modules/theme-header.js'))) {
      await header.page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.length > 0);
      expect(await header.page.evaluate(() => !!(window as any).lpThemeScriptRan)).toBe(false);
    } else {
      await themeScript(header.page);
      expect(await header.page.content()).toContain('no runtime module yet for: theme header -->');
    }
    await header.page.context().close();
  });

  it('loads the builder build in the builder preview and leaves the theme script and jQuery there', async () => {
    const { page } = await open(undefined, '/?et_fb=1');
    await page.waitForFunction(() => (window as unknown as { lpThemeScriptRan?: boolean }).lpThemeScriptRan === true);
    expect(await page.evaluate(() => [!!document.querySelector('script[type="module"][src*="/dist/builder/boot.js"]'), typeof (window as any).jQuery])).toEqual([
      true,
      'function',
    ]);
    await page.context().close();
  });

  it('takes the Script Modules path on WordPress 6.5+, prints type="module" below, and the modulepreload tags of the head (plugin logic, stubbed WordPress)', () => {
    const run = (mode: string) => JSON.parse(spawnSync('php', [join(SITE, 'plugin-logic.php'), mode], { encoding: 'utf8' }).stdout);
    const modern = run('modules');
    const names = (r: { calls: unknown[][] }) => r.calls.map((c) => `${c[0]} ${c[1]}${typeof c[2] == 'string' ? ` ${String(c[2]).replace(/^.*\/dist\//, '')}` : ''}`);
    expect(names(modern)).toEqual([
      'wp_register_script_module lightpage frontend/boot.js',
      'wp_enqueue_script_module lightpage',
      'wp_register_script_module lightpage builder/boot.js',
      'wp_enqueue_script_module lightpage',
      // The shop add-on waits for the page's React and WooCommerce's filters: classic handles, so a classic tag.
      'wp_enqueue_script lightpage-shop-addon shop-addon/shop-addon.js',
      'wp_dequeue_script wps_sfw_wc_blocks',
      'wp_add_inline_script wc-blocks-checkout var sfw_public_block = {};',
    ]);
    expect(modern.tags.runtime).not.toContain('type="module"');
    const classic = run('classic');
    expect(names(classic).slice(0, 2)).toEqual(['wp_enqueue_script lightpage frontend/boot.js', 'wp_enqueue_script lightpage builder/boot.js']);
    expect(classic.tags.runtime).toBe(`<script type="module" src='https://site.test/dist/frontend/boot.js' id='lightpage-js'></script>\n`);
    expect(classic.tags.inline).toBe(`<script id='lightpage-shop-addon-js-before'>var a;</script>\n`);
    expect(classic.tags.other).toContain(`type='text/javascript'`);
    // A page with tabs, a slider and a fullwidth slider, where the build has theme-header and tabs only.
    expect(modern.needs).toEqual({ 'theme header': 'theme-header', et_pb_tabs: 'tabs', et_pb_slider: 'slider', et_pb_fullwidth_slider: 'slider' });
    expect(modern.missing).toEqual({ et_pb_slider: 'slider', et_pb_fullwidth_slider: 'slider' });
    // The head's modulepreload tags, from the build's list: the runtime's and the theme header's files (a file
    // both need, once), the animation module's only when the first section animates, never a path out of the
    // build's folder, and nothing in the builder preview (it runs its own build).
    const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="https:\/\/site\.test\/dist\/frontend\/([^"]+)">/g)].map((m) => m[1]);
    const common = ['runtime.js', 'chunks/chunk-AAA.js', 'modules/theme-header.js', 'chunks/chunk-BBB.js'];
    expect(hrefs(modern.preloads.animated)).toEqual([...common, 'modules/animation.js']);
    expect(hrefs(modern.preloads.still)).toEqual(common);
    expect(modern.preloads.animated.split('\n').filter(Boolean)).toHaveLength(5);
    expect(modern.preloads.builder).toBe('');
  });
});

describe.skipIf(unavailable)('REST client as wp.apiFetch on a real WordPress', () => {
  it('logged in through the login form: creates and edits a post with the printed nonce, recovers a stale nonce, fetches every post', async () => {
    const context = await browser.newContext();
    await logIn(context);
    const { page, errors, sent } = await open(context, '/rest-client/');
    const printed = /createNonceMiddleware\( "(\w+)" \)/.exec(await page.content())?.[1];
    expect(printed).toMatch(/^\w{10}$/);
    const rest = () => sent.filter((s) => s.url.includes('/wp-json/') || s.url.includes('rest-nonce'));

    // Create, then edit (PUT goes as POST + X-HTTP-Method-Override), both with the nonce WordPress printed.
    const edited = await page.evaluate(async () => {
      const { apiFetch } = (window as any).wp;
      const created = await apiFetch({ path: '/wp/v2/posts', method: 'POST', data: { title: 'Made by the e2e test', status: 'draft' } });
      const post = await apiFetch({ path: `/wp/v2/posts/${created.id}`, method: 'PUT', data: { title: 'Edited by the e2e test' } });
      return { id: created.id as number, title: post.title.raw as string, nonce: apiFetch.nonceMiddleware.nonce as string };
    });
    expect(edited.title).toBe('Edited by the e2e test');
    const [create, edit] = rest();
    expect([create.method, create.url, create.headers['x-wp-nonce'], create.status]).toEqual(['POST', `${URL_}/wp-json/wp/v2/posts?_locale=user`, printed, 201]);
    expect([edit.method, edit.headers['x-http-method-override'], edit.headers['x-wp-nonce'], edit.status]).toEqual(['POST', 'PUT', printed, 200]);

    // A second log-in starts a new session: the page's nonce no longer verifies. The client gets
    // rest_cookie_invalid_nonce, asks admin-ajax rest-nonce for a new one, and retries once.
    await logIn(context);
    sent.length = 0;
    const after = await page.evaluate(async (id) => {
      const { apiFetch } = (window as any).wp;
      const post = await apiFetch({ path: `/wp/v2/posts/${id}`, method: 'POST', data: { title: 'After a nonce refresh' } });
      return { title: post.title.raw as string, nonce: apiFetch.nonceMiddleware.nonce as string };
    }, edited.id);
    expect(after.title).toBe('After a nonce refresh');
    expect(after.nonce).not.toBe(printed);
    expect(rest().map((s) => [s.url.includes('rest-nonce') ? 'rest-nonce' : 'post', s.status, s.headers['x-wp-nonce']])).toEqual([
      ['post', 403, printed],
      ['rest-nonce', 200, undefined],
      ['post', 200, after.nonce],
    ]);

    // per_page=-1: every published post, in three requests of 100.
    sent.length = 0;
    const all = await page.evaluate(async () => {
      const { apiFetch } = (window as any).wp;
      const posts = await apiFetch({ path: '/wp/v2/posts?per_page=-1&_fields=id' });
      const head = await apiFetch({ path: '/wp/v2/posts?per_page=1&_fields=id', parse: false });
      return { count: posts.length as number, unique: new Set(posts.map((p: { id: number }) => p.id)).size, total: Number(head.headers.get('X-WP-Total')) };
    });
    expect(all.total).toBe(250);
    expect(all).toEqual({ count: 250, unique: 250, total: 250 });
    const pages = rest().filter((s) => s.url.includes('per_page=100'));
    expect(pages.map((s) => new URL(s.url).searchParams.get('page') ?? '1')).toEqual(['1', '2', '3']);

    await page.evaluate((id) => (window as any).wp.apiFetch({ path: `/wp/v2/posts/${id}?force=true`, method: 'DELETE' }), edited.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects with fetch_error when offline and invalid_json when WordPress answers HTML; preloads a non-ASCII Link', async () => {
    const { page } = await open(undefined, '/rest-client/');
    await page.waitForFunction(() => typeof (window as any).wp?.apiFetch == 'function');
    const codes = async () =>
      page.evaluate(async (origin) => {
        const { apiFetch } = (window as any).wp;
        const code = (p: Promise<unknown>) => p.then(() => 'resolved', (e) => e.code);
        return {
          page: await code(apiFetch({ url: `${origin}/kitchen-sink/` })),
          notFound: await code(apiFetch({ url: `${origin}/no-such-page/` })),
          restError: await code(apiFetch({ path: '/wp/v2/posts/999999' })),
        };
      }, URL_);
    expect(await codes()).toEqual({ page: 'invalid_json', notFound: 'invalid_json', restError: 'rest_post_invalid_id' });
    // Preloaded data whose Link header has a URL the browser refuses in a header (beyond Latin-1): encoded.
    const preloaded = await page.evaluate(async () => {
      const { apiFetch } = (window as any).wp;
      apiFetch.use(apiFetch.createPreloadingMiddleware({ '/wp/v2/tags?slug=ğ': { body: ['t'], headers: { Link: '<http://127.0.0.1/wp-json/wp/v2/tags?slug=ğ&page=2>; rel="next"' } } }));
      const r: Response = await apiFetch({ path: '/wp/v2/tags?slug=ğ', parse: false });
      return [await r.json(), r.headers.get('link')];
    });
    expect(preloaded).toEqual([['t'], '<http://127.0.0.1/wp-json/wp/v2/tags?slug=%C4%9F&page=2>; rel="next"']);
    await page.context().setOffline(true);
    const offline = await page.evaluate(() => (window as any).wp.apiFetch({ path: '/wp/v2/posts' }).then(() => null, (e: { code: string; message: string }) => e));
    expect(offline).toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
    await page.context().close();
  });
});
