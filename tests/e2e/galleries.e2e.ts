// Galleries, the filterable portfolio, the lightbox and ajax pagination in Chromium: mouse, keyboard and
// touch; the fragment written and restored; reduced motion; the builder preview; bad input; and no layout
// shift from any of it (shifts without recent input are added up, as the browser scores them).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, PHONE, useDemo } from './harness';

const demo = useDemo();

const observeShifts = () => {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  // The theme's fixed header shrinks its menu once the page scrolls (its own behaviour, held to the
  // kitchen-sink CLS budget): a shift of only its nodes is not the gallery's. Every other shift counts.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
      if (e.hadRecentInput || (e.sources.length && e.sources.every((s) => s.node?.parentElement?.closest('#main-header')))) continue;
      w.__shift += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Titles of the visible items of a gallery or portfolio. */
const visibleTitles = (page: Page, root: string) =>
  page.$$eval(`${root} .et_pb_gallery_item, ${root} .et_pb_portfolio_item`, (els) =>
    els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.querySelector('img')!.alt));
/** Page numbers of the page links shown, and the active one. */
const bar = (page: Page, root: string) =>
  page.$$eval(`${root} li.page`, (lis) => ({
    shown: lis.filter((li) => (li as HTMLElement).style.display !== 'none').map((li) => Number(li.textContent)),
    active: Number(lis.find((li) => li.querySelector('a.active'))?.textContent ?? 0),
  }));
const waitActive = (page: Page, root: string, n: number) =>
  page.waitForFunction(([r, n]) => document.querySelector(`${r} li.page a.active`)?.textContent === String(n), [root, n] as const);
const waitHash = (page: Page, hash: string) => page.waitForFunction((h) => location.hash === h, hash);

async function swipe(page: Page, from: number, to: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 6, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('gallery grid', () => {
  it('pages by mouse and keyboard, with the window, the fragment, the paginating flag and the row classes; no shift', async () => {
    const { page, errors } = await demo.open('/modules/gallery/', { init: observeShifts });
    await mounted(page, 'gallery');
    await page.waitForSelector('#lp-gallery li.page');
    await frames(page);
    expect(await visibleTitles(page, '#lp-gallery')).toEqual(['Harbour at dawn', 'Old town roofs', 'Market day', 'The long pier']);
    expect(await bar(page, '#lp-gallery')).toEqual({ shown: [1, 2, 3, 4], active: 1 });
    expect(await page.$eval('#lp-gallery li.prev', (li) => (li as HTMLElement).style.display)).toBe('none');
    expect(await page.$eval('#lp-gallery a.page-7', (a) => a.classList.contains('last-page'))).toBe(true);

    await page.click('#lp-gallery a.page-3');
    await waitActive(page, '#lp-gallery', 3);
    expect(await visibleTitles(page, '#lp-gallery')).toEqual(['Red door', 'Bridge in fog', 'Sunflowers', 'Night train']);
    expect((await bar(page, '#lp-gallery')).shown).toEqual([1, 2, 3, 4, 5]);
    await waitHash(page, '#lp-gallery|3');
    await frames(page);
    expect(await page.$$eval('#lp-gallery .et_pb_gallery_item', (els) => els.filter((e) => e.classList.contains('first_in_row')).map((e) => e.querySelector('img')!.alt)))
      .toEqual(['Red door', 'Night train']);

    // Two clicks in a row: the second lands while paginating and is ignored. They are script clicks (two
    // real ones cannot be placed 100 ms apart reliably on a loaded machine), which the browser does not
    // count as input, so the bar's links moving after them would count as shifts: the count is checked
    // before and restarted after.
    expect(await shift(page)).toBe(0);
    await page.$eval('#lp-gallery', (g) => {
      (g.querySelector('a.page-4') as HTMLElement).click();
      (g.querySelector('a.page-5') as HTMLElement).click();
    });
    await waitHash(page, '#lp-gallery|4');
    expect((await bar(page, '#lp-gallery')).active).toBe(4);
    await frames(page);
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));

    // Keyboard: the page links are links; Enter on one pages.
    await page.focus('#lp-gallery a.page-6');
    await page.keyboard.press('Enter');
    await waitActive(page, '#lp-gallery', 6);
    expect((await bar(page, '#lp-gallery')).shown).toEqual([3, 4, 5, 6, 7]);
    expect(await page.$eval('#lp-gallery li.next', (li) => (li as HTMLElement).style.display)).toBe('');
    await page.click('#lp-gallery a.page-next');
    await waitActive(page, '#lp-gallery', 7);
    expect(await page.$eval('#lp-gallery li.next', (li) => (li as HTMLElement).style.display)).toBe('none');
    expect(await visibleTitles(page, '#lp-gallery')).toEqual(['Kites', 'Last light']);

    // A junk per-page setting pages by 4; a gallery with no image has no bar and breaks nothing.
    await page.waitForSelector('.et_pb_gallery_1 li.page');
    expect((await visibleTitles(page, '.et_pb_gallery_1')).length).toBe(4);
    expect((await bar(page, '.et_pb_gallery_1')).shown).toEqual([1, 2]);
    await page.waitForFunction(() => (document.querySelector('#lp-gallery-empty .et_pb_gallery_pagination') as HTMLElement).style.display === 'none');
    expect(await page.$$eval('#lp-gallery-empty li', (l) => l.length)).toBe(0);
    expect(await shift(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('restores the page from the fragment on load, and ignores a page that does not exist', async () => {
    const { page, errors } = await demo.open('/modules/gallery/#lp-gallery|6');
    await waitActive(page, '#lp-gallery', 6);
    expect(await visibleTitles(page, '#lp-gallery')).toEqual(['Salt flats', 'Canal', 'Harvest', 'Pine ridge']);
    const bad = await demo.open('/modules/gallery/#lp-gallery|99||lp-gallery-empty|2');
    await mounted(bad.page, 'gallery');
    await bad.page.waitForSelector('#lp-gallery li.page');
    await frames(bad.page);
    expect((await bar(bad.page, '#lp-gallery')).active).toBe(1);
    expect(errors.concat(bad.errors)).toEqual([]);
  });
});

describe('filterable portfolio', () => {
  it('filters and pages, writes category and page to the fragment 500 ms later, and restores them', async () => {
    const { page, errors } = await demo.open('/modules/portfolio/', { init: observeShifts });
    await mounted(page, 'portfolio');
    await page.waitForSelector('#lp-portfolio .et_pb_portofolio_pagination li.page');
    await frames(page);
    expect((await visibleTitles(page, '#lp-portfolio')).length).toBe(4);
    expect((await bar(page, '#lp-portfolio')).shown).toEqual([1, 2, 3, 4]);
    expect(await shift(page)).toBe(0);

    const t0 = Date.now();
    await page.click('#lp-portfolio a[data-category-slug="design"]');
    await page.waitForFunction(() => document.querySelectorAll('#lp-portfolio li.page').length === 2);
    expect(await page.$eval('#lp-portfolio a[data-category-slug="design"]', (a) => [a.className, a.getAttribute('aria-pressed')])).toEqual(['active', 'true']);
    expect(await page.$eval('#lp-portfolio a[data-category-slug="all"]', (a) => a.classList.contains('active'))).toBe(false);
    expect(await visibleTitles(page, '#lp-portfolio')).toEqual(['Harbour identity', 'Annual report', 'Type specimen', 'Wayfinding']);
    await waitHash(page, '#lp-portfolio|design|1');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(500);
    await page.click('#lp-portfolio a.page-2');
    await waitHash(page, '#lp-portfolio|design|2');
    expect(await visibleTitles(page, '#lp-portfolio')).toEqual(['Poster run', 'App icons', 'Packaging']);

    // One page: the bar empties. The fullwidth portfolio (posts number 0) shows everything on one page.
    await page.click('#lp-portfolio a[data-category-slug="print"]');
    await page.waitForFunction(() => !document.querySelector('#lp-portfolio li.page'));
    expect(await visibleTitles(page, '#lp-portfolio')).toEqual(['Annual report', 'Menu cards', 'Poster run', 'Zine']);
    await waitHash(page, '#lp-portfolio|print|1');
    await page.waitForFunction(() => (document.querySelector('#lp-portfolio-full .et_pb_portfolio_item') as HTMLElement).style.display === 'block');
    expect((await visibleTitles(page, '#lp-portfolio-full')).length).toBe(4);
    expect(await page.$$eval('#lp-portfolio-full li.page', (l) => l.length)).toBe(0);
    // A plain (not filterable) portfolio grid gets the row classes only.
    await page.locator('#lp-portfolio-plain').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#lp-portfolio-plain .first_in_row').length === 2);
    expect(await page.$$eval('#lp-portfolio-plain .et_pb_portfolio_item', (els) => els.map((e) => +e.classList.contains('first_in_row') + 2 * +e.classList.contains('last_in_row'))))
      .toEqual([1, 0, 2, 1, 0]);

    // Back: the fragment's previous state comes back.
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#lp-portfolio a[data-category-slug="design"]')?.classList.contains('active'));
    await waitActive(page, '#lp-portfolio', 2);
    // Filtering and paging resize the grid right after the visitor's click (input), never later.
    expect(await shift(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('restores a category and page from the fragment on load; an unknown category warns once and keeps All', async () => {
    const { page, errors } = await demo.open('/modules/portfolio/#lp-portfolio|photo|2');
    await waitActive(page, '#lp-portfolio', 2);
    expect(await page.$eval('#lp-portfolio a.active[data-category-slug]', (a) => a.getAttribute('data-category-slug'))).toBe('photo');
    expect(await visibleTitles(page, '#lp-portfolio')).toEqual(['Coastline']);
    const bad = await demo.open('/modules/portfolio/#lp-portfolio|nope|3');
    await waitActive(bad.page, '#lp-portfolio', 3);
    expect(await bad.page.$eval('#lp-portfolio a.active[data-category-slug]', (a) => a.getAttribute('data-category-slug'))).toBe('all');
    expect(bad.warnings.filter((w) => w.includes('portfolio'))).toHaveLength(1);
    expect(errors.concat(bad.errors)).toEqual([]);
  });
});

describe('lightbox', () => {
  it('loads on the first tap (kept), zooms open, moves by buttons and keys, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page, errors, requested } = await demo.open('/modules/gallery/', { init: observeShifts });
    await mounted(page, 'gallery');
    expect(requested(/frontend\/modules\/lightbox/)).toBe(false);
    await page.click('#lp-gallery .et_pb_gallery_item_0_1 a');
    const dialog = page.locator('.mfp-wrap[role="dialog"]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('.mfp-title').innerText()).toContain('Old town roofs');
    // The caption is text, never markup.
    expect(await page.locator('.mfp-title small').textContent()).toBe('Photo 2 <by the demo>');
    expect(await page.locator('.mfp-counter').textContent()).toBe('2 of 26');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('mfp-close');
    // The zoom ends on the image's own box.
    await page.waitForFunction(() => (document.querySelector('.mfp-img') as HTMLElement).style.transform === '' && (document.querySelector('.mfp-wrap') as HTMLElement).style.opacity === '1');

    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '3 of 26');
    expect(await page.locator('.mfp-img').getAttribute('src')).toContain('/1200x852/2.png');
    await page.click('.mfp-arrow-left');
    await page.click('.mfp-arrow-left');
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '1 of 26');
    // A mouse drag to the left is a swipe too, and the click it ends with does not close the dialog.
    await page.mouse.move(1180, 300);
    await page.mouse.down();
    await page.mouse.move(900, 310, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '2 of 26');
    await frames(page);
    expect(await page.locator('.mfp-wrap').count()).toBe(1);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.mfp-wrap'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.mfp-wrap'))).toBe(true);

    await page.keyboard.press('Escape');
    await page.waitForSelector('.mfp-wrap', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('.et_pb_gallery_item')?.className)).toContain('et_pb_gallery_item_0_1');
    expect(await shift(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('swipes between images on a phone, closes with a tap beside the image, and skips the zoom with reduced motion', async () => {
    const { page, errors } = await demo.open('/modules/gallery/', { ...PHONE, reducedMotion: 'reduce' });
    await mounted(page, 'gallery');
    await page.tap('#lp-gallery .et_pb_gallery_item_0_0 a');
    await page.locator('.mfp-wrap').waitFor();
    // Reduced motion: no zoom at all; the box is final at once.
    await page.waitForFunction(() => (document.querySelector('.mfp-wrap') as HTMLElement).style.opacity === '1');
    await swipe(page, 320, 80, 300);
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '2 of 26');
    await swipe(page, 80, 330, 300);
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '1 of 26');
    // A vertical drag is not a swipe.
    await swipe(page, 200, 210, 300).catch(() => {});
    expect(await page.locator('.mfp-counter').textContent()).toBe('1 of 26');
    await page.tap('.mfp-container', { position: { x: 20, y: 20 } });
    await page.waitForSelector('.mfp-wrap', { state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('opens images that ask for it (one image, no arrows), and never loads before a tap', async () => {
    const { page, errors, requested } = await demo.open('/modules/lightbox/');
    await page.waitForLoadState('load');
    await frames(page);
    expect(requested(/frontend\/modules\/lightbox/)).toBe(false);
    await page.click('.et_pb_image_0 a');
    await page.locator('.mfp-wrap').waitFor();
    expect(await page.locator('.mfp-arrow').count()).toBe(0);
    expect(await page.locator('.mfp-title').textContent()).toBe('Valley <at> noon');
    await page.click('.mfp-close');
    await page.waitForSelector('.mfp-wrap', { state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('ajax pagination', () => {
  it('swaps in the next page, caches by address, accepts the 404 page, and registers the new content', async () => {
    const { page, errors, requests } = await demo.open('/modules/blog/', {
      // post-load is counted on <body>, as third-party code listens for it.
      init: `(${observeShifts})(); window.__postLoad = 0; addEventListener('DOMContentLoaded', () => document.body.addEventListener('post-load', () => window.__postLoad++));`,
    });
    await mounted(page, 'ajax-pagination');
    const mounts = () => page.evaluate(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.filter((n) => n === 'ajax-pagination').length);
    await page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.filter((n) => n === 'ajax-pagination').length === 3);
    await page.click('#lp-blog a:has-text("Older Entries")');
    await page.waitForFunction(() => document.querySelector('#lp-blog .entry-title')?.textContent === 'Forms that keep what you typed');
    // The swapped-in container is a new root, mounted again (the old one's cleanup ran); post-load fired.
    await page.waitForFunction(() => (window as unknown as { __lpMounted: string[] }).__lpMounted.filter((n) => n === 'ajax-pagination').length === 4);
    expect(await mounts()).toBe(4);
    expect(await page.evaluate(() => (window as unknown as { __postLoad: number }).__postLoad)).toBe(1);
    expect(requests.filter((r) => r === '/modules/blog/page/2/')).toHaveLength(1);
    expect(page.url()).not.toContain('/page/2/');
    // The image on the swapped-in page is a new root: the registry picked it up, and it opens.
    await page.click('#lp-blog .et_pb_lightbox_image');
    await page.locator('.mfp-wrap').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForSelector('.mfp-wrap', { state: 'detached' });

    // Page 3 is the site's 404 page, which still holds the module: used.
    await page.waitForFunction(() => (document.querySelector('#lp-blog') as HTMLElement).style.opacity === '');
    await page.click('#lp-blog a:has-text("Older Entries")');
    await page.waitForFunction(() => document.querySelector('#lp-blog .entry-title')?.textContent === 'No older posts');
    // Back to page 2, then page 1: both from the cache, no new request.
    await page.waitForFunction(() => (document.querySelector('#lp-blog') as HTMLElement).style.opacity === '');
    await page.click('#lp-blog a:has-text("Next Entries")');
    await page.waitForFunction(() => document.querySelector('#lp-blog .entry-title')?.textContent === 'Forms that keep what you typed');
    await page.waitForFunction(() => (document.querySelector('#lp-blog') as HTMLElement).style.opacity === '');
    await page.click('#lp-blog a:has-text("Next Entries")');
    await page.waitForFunction(() => document.querySelector('#lp-blog .entry-title')?.textContent === 'Shipping less script');
    expect(requests.filter((r) => r.startsWith('/modules/blog/page/'))).toEqual(['/modules/blog/page/2/', '/modules/blog/page/3/']);
    expect(await page.evaluate(() => document.querySelectorAll('.et_pb_ajax_pagination_container').length)).toBe(3);
    expect(await shift(page)).toBe(0);
    // The browser's own line for the 404 it fetched; nothing of ours.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  it('a link answering 500 or a page without the module leaves the posts, with one warning each', async () => {
    const { page, errors, warnings } = await demo.open('/modules/blog/');
    await mounted(page, 'ajax-pagination');
    await page.click('#lp-blog-500 a:has-text("Older Entries")');
    await expect.poll(() => warnings.filter((w) => w.includes('ajax pagination')).length, { timeout: 10_000 }).toBe(1);
    await page.click('#lp-blog-missing a:has-text("Older Entries")');
    await expect.poll(() => warnings.filter((w) => w.includes('ajax pagination')).length, { timeout: 10_000 }).toBe(2);
    expect(warnings.filter((w) => w.includes('ajax pagination'))[1]).toContain('no .et_pb_module.et_pb_blog_2');
    expect(await page.$eval('#lp-blog-500 .entry-title', (h) => h.textContent)).toBe('Fragments and back buttons');
    expect(await page.$eval('#lp-blog-missing .entry-title', (h) => h.textContent)).toBe('Lazy modules');
    expect(page.url()).toMatch(/\/modules\/blog\/$/);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });
});

describe('builder preview', () => {
  it('shows galleries and portfolios, writes no fragment, and blocks ajax pagination links', async () => {
    const { page, errors, requests } = await demo.open('/modules/blog/?et_fb=1');
    await mounted(page, 'ajax-pagination');
    await page.click('#lp-blog a:has-text("Older Entries")');
    await frames(page);
    await page.waitForTimeout(300);
    expect(requests.some((r) => r.startsWith('/modules/blog/page/'))).toBe(false);
    expect(page.url()).toContain('/modules/blog/?et_fb=1');
    const g = await demo.open('/modules/gallery/?et_fb=1');
    await g.page.waitForSelector('#lp-gallery li.page');
    await g.page.click('#lp-gallery a.page-2');
    await waitActive(g.page, '#lp-gallery', 2);
    await g.page.waitForTimeout(300);
    expect(g.page.url()).not.toContain('#');
    // The lightbox on real React (the builder build).
    await g.page.click('#lp-gallery .et_pb_gallery_item_0_4 a');
    await g.page.locator('.mfp-wrap[role="dialog"]').waitFor();
    await g.page.keyboard.press('ArrowRight');
    await g.page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '6 of 26');
    await g.page.keyboard.press('Escape');
    await g.page.waitForSelector('.mfp-wrap', { state: 'detached' });
    expect(g.requested(/\/dist\/builder\//)).toBe(true);
    expect(errors.concat(g.errors)).toEqual([]);
  });
});
