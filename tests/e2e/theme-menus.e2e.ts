// The slide-in and fullscreen header menus, the menu module and the side navigation, in Chromium on the
// theme's markup and CSS: taps, edge swipes (real touch events), submenu taps, focus kept inside an open
// menu, Escape, and the theme's classes and timings.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, mounted, useDemo } from './harness';

const demo = useDemo();

/** A one-finger swipe from (x0, y) to (x1, y) made of real touch events. */
async function swipe(page: Page, x0: number, x1: number, y = 760) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 4; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * i) / 4, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
/** Resolves once the page has not scrolled for 10 frames (a glide and its correction are over). */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const w = window as unknown as { __y?: number; __still?: number };
    w.__still = w.__y === scrollY ? (w.__still ?? 0) + 1 : 0;
    w.__y = scrollY;
    return w.__still > 10;
  });
const state = (page: Page) =>
  page.evaluate(() => {
    const c = document.querySelector<HTMLElement>('.et_slide_in_menu_container')!;
    return { body: document.body.classList.contains('et_pb_slide_menu_active'), opened: c.classList.contains('et_pb_slide_menu_opened'), right: c.getBoundingClientRect().right, display: getComputedStyle(c).display };
  });

describe('slide-in menu', () => {
  it('opens on the icon and on an edge swipe, closes on a swipe right; submenus open on tap; Escape closes', async () => {
    const { page, errors } = await demo.open('/modules/header-slide/', PHONE);
    await mounted(page, 'slide-menu');
    const toggle = page.locator('#main-header .et_toggle_slide_menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.tap();
    expect((await state(page)).body).toBe(true);
    await page.waitForFunction(() => document.querySelector('.et_slide_in_menu_container')!.getBoundingClientRect().right <= innerWidth + 0.5);
    expect(await page.evaluate(() => document.getElementById('page-container')!.style.left)).toBe('-320px');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // A tap on a parent opens its submenu (700 ms slide) and does not follow the link.
    const parent = page.locator('#mobile_menu_slide > li.menu-item-has-children > a');
    await parent.tap();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#mobile_menu_slide .sub-menu')!.style.display === 'block');
    expect(await page.locator('#mobile_menu_slide > li.menu-item-has-children > ul').getAttribute('class')).toContain('et_pb_slide_dropdown_opened');
    expect(await page.locator('#mobile_menu_slide .et_mobile_menu_arrow').first().getAttribute('class')).toContain('et_pb_submenu_opened');
    expect(new URL(page.url()).pathname).toBe('/modules/header-slide/');

    await swipe(page, 20, 260);
    expect(await state(page)).toMatchObject({ body: false, opened: false });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.et_slide_in_menu_container')!).display === 'none');

    // A swipe left that does not start at the edge does nothing; one from the edge opens.
    await swipe(page, 300, 100);
    expect((await state(page)).opened).toBe(false);
    await swipe(page, 385, 200);
    expect((await state(page)).opened).toBe(true);
    await page.keyboard.press('Escape');
    expect((await state(page)).opened).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps keyboard focus inside while open', async () => {
    const { page } = await demo.open('/modules/header-slide/', DESKTOP);
    await mounted(page, 'slide-menu');
    await page.focus('#main-header .et_toggle_slide_menu');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('.et_slide_in_menu_container'));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.add(await page.evaluate(() => (document.activeElement?.closest('.et_slide_in_menu_container') ? 'menu' : document.activeElement?.classList.contains('et_toggle_slide_menu') ? 'toggle' : 'outside')));
    }
    expect([...seen].sort()).toEqual(['menu', 'toggle']);
  });
});

describe('fullscreen menu', () => {
  it('opens with the theme classes and padding (top bar + 20 px), scrolls a long menu, closes from inside, animated class gone 1000 ms later', async () => {
    const { page, errors } = await demo.open('/modules/header-fullscreen/?lp_menu=long', { ...DESKTOP, viewport: { width: 1280, height: 320 } });
    await mounted(page, 'slide-menu');
    await page.click('#main-header .et_toggle_fullscreen_menu');
    const c = page.locator('.et_slide_in_menu_container');
    expect(await c.getAttribute('class')).toContain('et_pb_fullscreen_menu_opened');
    expect(await page.evaluate(() => document.body.classList.contains('et_pb_fullscreen_menu_active'))).toBe(true);
    await page.waitForFunction(() => !!document.querySelector<HTMLElement>('.et_slide_in_menu_container')!.style.paddingTop);
    const [padding, top] = await page.evaluate(() => [parseFloat(document.querySelector<HTMLElement>('.et_slide_in_menu_container')!.style.paddingTop), document.querySelector<HTMLElement>('.et_slide_menu_top')!.offsetHeight]);
    expect(padding).toBe(top + 20);
    // The long menu scrolls inside the container.
    const nav = await page.evaluate(() => { const n = document.querySelector<HTMLElement>('.et_pb_fullscreen_nav_container')!; n.scrollTop = 100; return [n.scrollHeight > n.clientHeight, n.scrollTop]; });
    expect(nav).toEqual([true, 100]);
    // Focus stays inside.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.et_slide_in_menu_container'))).toBe(true);
    await page.click('.et_slide_in_menu_container .et_toggle_fullscreen_menu');
    expect(await c.getAttribute('class')).not.toContain('et_pb_fullscreen_menu_opened');
    expect(await c.getAttribute('class')).toContain('et_pb_fullscreen_menu_animated');
    await page.waitForFunction(() => !document.querySelector('.et_slide_in_menu_container')!.classList.contains('et_pb_fullscreen_menu_animated'));
    expect(errors).toEqual([]);
  });
});

describe('menu module', () => {
  it('two menu modules each get their own phone menu, and only one is open at a time', async () => {
    const { page, errors } = await demo.open('/modules/menu-module/', PHONE);
    await mounted(page, 'menu');
    await page.waitForFunction(() => document.querySelectorAll('.et_pb_menu .et_mobile_menu, .et_pb_fullwidth_menu .et_mobile_menu').length === 2);
    // (The header's own copy, #mobile_menu, is made on its first use.)
    expect(await page.evaluate(() => [...document.querySelectorAll('ul.et_mobile_menu')].map((u) => u.id))).toEqual(['mobile_menu1', 'mobile_menu2']);
    // The lower menu first: an open menu drops over what is below it, as on the theme.
    await page.locator('.et_pb_fullwidth_menu .mobile_menu_bar').tap();
    expect(await page.locator('.et_pb_fullwidth_menu .mobile_nav').getAttribute('class')).toBe('mobile_nav opened');
    await page.locator('.et_pb_menu .mobile_menu_bar').tap();
    expect(await page.locator('.et_pb_menu .mobile_nav').getAttribute('class')).toBe('mobile_nav opened');
    expect(await page.locator('.et_pb_fullwidth_menu .mobile_nav').getAttribute('class')).toBe('mobile_nav closed');
    expect(errors).toEqual([]);
  });

  it('search: the wrap and container swap classes, the input takes focus, 1000 ms rule, closes on blur', async () => {
    const { page, errors } = await demo.open('/modules/menu-module/', DESKTOP);
    await mounted(page, 'menu');
    const box = page.locator('.et_pb_menu__search-container');
    await page.click('.et_pb_menu__search-button');
    expect(await box.getAttribute('class')).toBe('et_pb_menu__search-container et_pb_menu__search-container--visible et_pb_is_animating');
    expect(await page.locator('.et_pb_menu__wrap').first().getAttribute('class')).toContain('et_pb_menu__wrap--hidden');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('et_pb_menu__search-input');
    await page.waitForFunction(() => !!document.querySelector<HTMLElement>('.et_pb_menu__search-container')!.style.paddingLeft);
    // Left-aligned style: padded by the logo's width.
    expect(await box.evaluate((el: HTMLElement) => el.style.paddingLeft)).toBe('93px');
    await page.waitForFunction(() => document.querySelector('.et_pb_menu__search-container')!.classList.contains('et_pb_no_animation'));
    await page.evaluate(() => document.querySelector<HTMLElement>('.et_pb_menu__search-input')!.blur());
    expect(await box.getAttribute('class')).toContain('et_pb_menu__search-container--hidden');
    expect(await page.locator('.et_pb_menu__wrap').first().getAttribute('class')).toContain('et_pb_menu__wrap--visible');
    await page.waitForFunction(() => document.querySelector('.et_pb_menu__search-container')!.classList.contains('et_pb_menu__search-container--disabled'));
    expect(errors).toEqual([]);
  });
});

describe('side navigation', () => {
  it('one dot per section, the active dot follows the scroll, a click glides to its section', async () => {
    const { page, errors } = await demo.open('/modules/side-nav/', DESKTOP);
    await mounted(page, 'side-nav');
    await page.waitForFunction(() => document.querySelectorAll('.et_pb_side_nav a').length === 6);
    expect(await page.evaluate(() => [document.querySelector<HTMLElement>('.et_pb_side_nav')!.style.marginTop, document.querySelector('.et_pb_side_nav a.active')?.id])).toEqual(['-80px', 'side_nav_item_id_0']);
    await page.click('#side_nav_item_id_3');
    await page.waitForFunction(() => document.querySelector('.et_pb_side_nav a.active')?.id === 'side_nav_item_id_3');
    // The glide ends with the section just under the header.
    await page.waitForFunction(() => { const t = document.getElementById('lp-section-3')!.getBoundingClientRect().top; return t >= 0 && t < 200; });
    await settled(page);
    expect(await page.evaluate(() => document.querySelector('.et_pb_side_nav a.active')?.id)).toBe('side_nav_item_id_3');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.et_pb_side_nav a.active')?.id === 'side_nav_item_id_5');
    await page.click('#side_nav_item_id_0');
    await page.waitForFunction(() => scrollY === 0 && document.querySelector('.et_pb_side_nav a.active')?.id === 'side_nav_item_id_0');
    expect(errors).toEqual([]);
  });
});
