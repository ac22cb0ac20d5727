// Video backgrounds in Chromium: only the current device mode's variant loads and plays, while in view
// (or always, once started, when marked to play outside the viewport); it covers its section; reduced
// motion keeps it still on its first frame; the theme's own autoplay markup is handled too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useDemo } from './harness';

const demo = useDemo();
const PAGE = '/modules/video-bg/';
const DESKTOP_BG = '.et_pb_section_66 .et_pb_section_video_bg_desktop_tablet video';
const PHONE_BG = '.et_pb_section_66 .et_pb_section_video_bg_phone video';
const OUTSIDE_BG = '.et_pb_section_68 .et_pb_section_video_bg video';

interface VideoState {
  paused: boolean;
  time: number;
  readyState: number;
  buffered: number;
  preload: string;
}
const video = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const v = document.querySelector<HTMLVideoElement>(sel)!;
    return { paused: v.paused, time: v.currentTime, readyState: v.readyState, buffered: v.buffered.length, preload: v.preload } as VideoState;
  }, sel);

/** Wait until the video plays and its time has moved on from what it is now. */
async function playing(page: Page, sel: string): Promise<void> {
  await page.waitForFunction((sel) => !document.querySelector<HTMLVideoElement>(sel)!.paused, sel);
  const t = (await video(page, sel)).time;
  await page.waitForFunction(([sel, t]) => {
    const v = document.querySelector<HTMLVideoElement>(sel as string)!;
    return !v.paused && v.currentTime !== t;
  }, [sel, t] as const);
}
const paused = (page: Page, sel: string) => page.waitForFunction((sel) => document.querySelector<HTMLVideoElement>(sel)!.paused, sel);
const show = (page: Page, section: string) =>
  page.evaluate((section) => document.querySelector(section)!.scrollIntoView({ block: 'center' }), section);
const toTop = (page: Page) => page.evaluate(() => scrollTo(0, 0));
/** The enhanced section lost .et_pb_preload. */
const revealed = (page: Page, section: string) =>
  page.waitForFunction((section) => !document.querySelector(section)!.classList.contains('et_pb_preload'), section);

/** The active video's box against its section's, and its object-fit. */
const cover = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const v = document.querySelector<HTMLVideoElement>(sel)!;
    const a = v.getBoundingClientRect();
    const b = v.closest('.et_pb_section_video')!.getBoundingClientRect();
    return { dx: Math.abs(a.left - b.left) + Math.abs(a.right - b.right), dy: Math.abs(a.top - b.top) + Math.abs(a.bottom - b.bottom), fit: getComputedStyle(v).objectFit };
  }, sel);

describe('video backgrounds', () => {
  it('loads near view, plays in view, pauses out of view, and covers its section (desktop)', async () => {
    const { page, errors, requested } = await demo.open(PAGE);
    // The far section is not near yet: its video has not loaded a byte.
    await page.waitForFunction((sel) => document.querySelector<HTMLVideoElement>(sel)!.preload === 'auto', DESKTOP_BG);
    expect(await video(page, OUTSIDE_BG)).toMatchObject({ readyState: 0, buffered: 0, preload: 'none' });

    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    await revealed(page, '.et_pb_section_66');
    expect(await cover(page, DESKTOP_BG)).toEqual({ dx: expect.closeTo(0, 0), dy: expect.closeTo(0, 0), fit: 'cover' });
    // The phone variant stays paused and never downloads.
    expect(await video(page, PHONE_BG)).toMatchObject({ paused: true, readyState: 0, buffered: 0, preload: 'none' });
    expect(requested(/video-bg-portrait/)).toBe(false);

    await toTop(page);
    await paused(page, DESKTOP_BG);
    const stopped = (await video(page, DESKTOP_BG)).time;
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    expect((await video(page, DESKTOP_BG)).time).not.toBe(stopped);
    expect(errors).toEqual([]);
  });

  it('keeps playing a video marked to play outside the viewport', async () => {
    const { page, errors } = await demo.open(PAGE);
    await show(page, '.et_pb_section_68');
    await playing(page, OUTSIDE_BG);
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    await toTop(page);
    // Both left the viewport: the ordinary one pauses, the marked one plays on.
    await paused(page, DESKTOP_BG);
    await playing(page, OUTSIDE_BG);
    expect(errors).toEqual([]);
  });

  it('plays only the phone variant on a phone, covering the section', async () => {
    const { page, errors, requested } = await demo.open(PAGE, PHONE);
    await show(page, '.et_pb_section_66');
    await playing(page, PHONE_BG);
    expect(await cover(page, PHONE_BG)).toEqual({ dx: expect.closeTo(0, 0), dy: expect.closeTo(0, 0), fit: 'cover' });
    expect(requested(/video-bg-portrait\.mp4/)).toBe(true);
    expect(await video(page, DESKTOP_BG)).toMatchObject({ paused: true, readyState: 0, buffered: 0, preload: 'none' });
    await toTop(page);
    await paused(page, PHONE_BG);
    expect(errors).toEqual([]);
  });

  it('switches variant when the device mode changes', async () => {
    const { page, errors } = await demo.open(PAGE);
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    await page.setViewportSize({ width: 500, height: 800 });
    await show(page, '.et_pb_section_66');
    await playing(page, PHONE_BG);
    await paused(page, DESKTOP_BG);
    expect(errors).toEqual([]);
  });

  it('pauses while another video on the page plays (et_pb_allow_player_pause)', async () => {
    const { page, errors } = await demo.open(PAGE);
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    await page.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('.et_pb_video video')!;
      v.muted = true;
      return v.play();
    });
    await paused(page, DESKTOP_BG);
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('.et_pb_video video')!.pause());
    await playing(page, DESKTOP_BG);
    expect(errors).toEqual([]);
  });

  it('stays still on its first frame for reduced motion, and the content shows', async () => {
    const { page, errors } = await demo.open(PAGE, { reducedMotion: 'reduce' });
    await show(page, '.et_pb_section_66');
    await revealed(page, '.et_pb_section_66');
    // The first frame is loaded and shown, and nothing plays.
    await page.waitForFunction((sel) => document.querySelector<HTMLVideoElement>(sel)!.readyState >= 2, DESKTOP_BG);
    expect(await video(page, DESKTOP_BG)).toMatchObject({ paused: true, time: 0, preload: 'metadata' });
    expect(await page.locator('.et_pb_section_66 h2').isVisible()).toBe(true);
    await show(page, '.et_pb_section_68');
    await revealed(page, '.et_pb_section_68');
    expect(await video(page, OUTSIDE_BG)).toMatchObject({ paused: true, time: 0 });
    expect(errors).toEqual([]);
  });

  it("handles the theme's own markup (autoplay, no preload): only the right variant plays, in view", async () => {
    const { page, errors } = await demo.open('/');
    // Serve the demo page as the unmodified theme prints it.
    let autoplaying = 0;
    await page.route(/\/modules\/video-bg\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<video loop="loop" playsinline muted preload="none"/g, () => {
        autoplaying++;
        return '<video loop="loop" autoplay playsinline muted';
      });
      await route.fulfill({ response, body });
    });
    await page.goto(new URL(PAGE, page.url()).href);
    expect(autoplaying).toBe(3);
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    expect((await video(page, PHONE_BG)).paused).toBe(true);
    await toTop(page);
    await paused(page, DESKTOP_BG);
    expect((await video(page, PHONE_BG)).paused).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a video that fails to load still lets the content show', async () => {
    const { page, errors } = await demo.open('/');
    await page.route(/\/assets\/video-bg-landscape\./, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(new URL(PAGE, page.url()).href);
    await show(page, '.et_pb_section_66');
    await revealed(page, '.et_pb_section_66');
    expect(await page.locator('.et_pb_section_66 h2').isVisible()).toBe(true);
    // Chromium reports the failed media load itself; nothing else may fail.
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });

  it('runs on the real-React build in the builder preview', async () => {
    const { page, errors, requested } = await demo.open(`${PAGE}?et_fb=1`);
    await show(page, '.et_pb_section_66');
    await playing(page, DESKTOP_BG);
    expect(requested(/\/dist\/builder\/modules\/video-bg\.js$/)).toBe(true);
    expect(requested(/\/dist\/frontend\//)).toBe(false);
    expect(errors).toEqual([]);
  });
});
