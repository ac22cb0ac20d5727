// The spine's end-to-end path: boot lazy-loads the scroll-to-top chunk on the first scroll (the theme's
// CSS keeps the button display: none until then), which shows the button past 800 px and glides back to
// the top on click, tap or Enter.
import { describe, expect, it } from 'vitest';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const BUTTON = '.et_pb_scroll_top';

/** Records every scroll position the page passes through, to tell a smooth scroll from a jump. */
const recordScroll = () => {
  (window as unknown as { __ys: number[] }).__ys = [];
  addEventListener('scroll', () => (window as unknown as { __ys: number[] }).__ys.push(scrollY), { passive: true });
};

describe('scroll to top', () => {
  it('loads its chunk on the first scroll, appears past 800 px, and smooth-scrolls to the top on click', async () => {
    const { page, errors, requested } = await demo.open('/modules/scroll-top/', { init: recordScroll, scrolled: false });
    await page.waitForLoadState('load');
    // Not the chunk before the visitor scrolls (the theme header's chrome and the runtime load at boot).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(requested(/\/dist\/frontend\/modules\/scroll-top\.js$/)).toBe(false);
    expect(await page.locator(BUTTON).isVisible()).toBe(false);

    await page.evaluate(() => scrollTo(0, 700));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')?.getAttribute('role') === 'button');
    expect(requested(/\/dist\/frontend\/modules\/scroll-top\.js$/)).toBe(true);
    await page.waitForFunction(() => scrollY === 700);
    // Still hidden at 700 px: wait a frame and check the class did not flip.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.locator(BUTTON).getAttribute('class')).toContain('et-hidden');
    expect(await page.locator(BUTTON).isVisible()).toBe(false); // still the theme's display: none

    await page.evaluate(() => scrollTo(0, 1200));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-visible'));
    expect(await page.locator(BUTTON).isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { __ys: number[] }).__ys.length = 0));
    await page.click(BUTTON);
    await page.waitForFunction(() => scrollY === 0);
    const ys = await page.evaluate(() => (window as unknown as { __ys: number[] }).__ys);
    // A smooth scroll passes through intermediate positions; a jump would not.
    expect(ys.filter((y) => y > 0 && y < 1200).length).toBeGreaterThan(5);
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-hidden'));
    // Faded out, it can no longer be clicked, focused or announced.
    expect(await page.locator(BUTTON).evaluate((el: HTMLElement) => [getComputedStyle(el).pointerEvents, el.tabIndex, el.getAttribute('aria-hidden')])).toEqual(['none', -1, 'true']);
    expect(errors).toEqual([]);
  });

  it('is a keyboard-operable button', async () => {
    const { page } = await demo.open('/modules/scroll-top/');
    await page.evaluate(() => scrollTo(0, 1500));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-visible'));
    expect(await page.locator(BUTTON).getAttribute('aria-label')).toBe('Back to top');
    expect(await page.locator(BUTTON).getAttribute('tabindex')).toBe('0');
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => scrollY === 0);
  });

  it('works by tap on a phone, and jumps without animation for reduced motion', async () => {
    const { page } = await demo.open('/modules/scroll-top/', { ...PHONE, reducedMotion: 'reduce', init: recordScroll });
    await page.evaluate(() => scrollTo(0, 1500));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')!.classList.contains('et-visible'));
    await page.evaluate(() => ((window as unknown as { __ys: number[] }).__ys.length = 0));
    await page.tap(BUTTON);
    await page.waitForFunction(() => scrollY === 0);
    const ys = await page.evaluate(() => (window as unknown as { __ys: number[] }).__ys);
    expect(ys.filter((y) => y > 0 && y < 1500)).toEqual([]);
  });

  it('runs on the real-React build in the builder preview', async () => {
    const { page, errors, requested } = await demo.open('/modules/scroll-top/?et_fb=1');
    await page.evaluate(() => scrollTo(0, 1200));
    await page.waitForFunction(() => document.querySelector('.et_pb_scroll_top')?.classList.contains('et-visible'));
    expect(requested(/\/dist\/builder\/boot\.js$/)).toBe(true);
    expect(requested(/\/dist\/frontend\//)).toBe(false);
    expect(errors).toEqual([]);
  });
});
