// Video backgrounds: which variant belongs to which device mode, and the play/pause/load rules on the real
// scheduler (visibility, device mode, reduced motion, play outside the viewport, another video playing).
import { describe, expect, it, vi } from 'vitest';
import { activeVariant, variantOf } from '../../../src/modules/video-bg/variants';
import { mount } from '../../../src/modules/video-bg/index';
import { signal } from '../../../src/core/signal';
import type { DeviceMode, ModuleContext } from '../../../src/core/types';
import { FakeIO, freshScheduler, useStubbedBrowser } from '../scheduler/fakes';

describe('video background variants', () => {
  it('reads the device class of a variant', () => {
    expect(variantOf(['et_pb_section_video_bg', 'et_pb_section_video_bg_desktop_tablet', 'et_pb_allow_player_pause'])).toBe('desktop_tablet');
    expect(variantOf(['et_pb_section_video_bg', 'et_pb_video_play_outside_viewport'])).toBe('');
  });

  it.each([
    // variants, device, hovered -> index
    [['desktop_only', 'tablet_only', 'phone'], 'desktop', false, 0],
    [['desktop_only', 'tablet_only', 'phone'], 'tablet', false, 1],
    [['desktop_only', 'tablet_only', 'phone'], 'phone', false, 2],
    [['desktop_tablet', 'phone'], 'desktop', false, 0],
    [['desktop_tablet', 'phone'], 'tablet', false, 0],
    [['desktop_tablet', 'phone'], 'phone', false, 1],
    [['desktop_only', 'tablet'], 'tablet', false, 1],
    [['desktop_only', 'tablet'], 'phone', false, 1],
    [[''], 'phone', false, 0], // no responsive variants: one video for every mode
    [['desktop_only'], 'phone', false, -1], // nothing to play on a phone
    [['', 'hover'], 'desktop', false, 0],
    [['', 'hover'], 'desktop', true, 1],
    [[''], 'desktop', true, 0], // hovered, but no hover variant
  ] as [string[], DeviceMode, boolean, number][])('%j on %s (hovered: %s) plays variant %i', (variants, device, hovered, index) => {
    expect(activeVariant(variants, device, hovered)).toBe(index);
  });
});

describe('video background playback', () => {
  const h = useStubbedBrowser();

  const bg = (cls: string) => `<span class="et_pb_section_video_bg ${cls}"><video loop muted playsinline preload="none"></video></span>`;

  async function setup(html: string, { device = 'desktop' as DeviceMode, reducedMotion = false } = {}) {
    const { scheduler } = await freshScheduler();
    document.body.innerHTML = `<div class="et_pb_section et_pb_section_video et_pb_preload">${html}<div class="et_pb_row"><video class="other"></video></div></div>`;
    const root = document.querySelector<HTMLElement>('.et_pb_section_video')!;
    const videos = [...root.querySelectorAll<HTMLVideoElement>('.et_pb_section_video_bg video')];
    const plays = videos.map((v) => vi.spyOn(v, 'play'));
    const dev = signal<DeviceMode>(device);
    const ctx = { scheduler, device: dev, reducedMotion, builder: false } as unknown as ModuleContext;
    const cleanup = mount(root, ctx)!;
    h.frame();
    const intersect = (isIntersecting: boolean) => {
      FakeIO.all.find((o) => o.targets.has(root))!.cb([{ target: root, isIntersecting } as unknown as IntersectionObserverEntry]);
      h.frame();
    };
    return { root, videos, plays, dev, cleanup, intersect };
  }

  it('loads and plays only the variant for the device mode, only while in view', async () => {
    const { videos: [desktop, phone], plays, intersect } = await setup(bg('et_pb_section_video_bg_desktop_tablet') + bg('et_pb_section_video_bg_phone'));
    expect(desktop.preload).toBe('auto'); // near (the chunk mounts within a viewport): start loading
    expect(desktop.paused).toBe(true);
    intersect(true);
    expect(desktop.paused).toBe(false);
    intersect(false);
    expect(desktop.paused).toBe(true);
    expect(phone.preload).toBe('none');
    expect(plays[1]).not.toHaveBeenCalled();
    // Playback is the module's: no autoplay, muted and inline, sized to cover by object-fit.
    expect(desktop.autoplay).toBe(false);
    expect(desktop.muted).toBe(true);
    expect(desktop.style.objectFit).toBe('cover');
    expect(desktop.style.width).toBe('100%');
    expect(desktop.parentElement!.getAttribute('aria-hidden')).toBe('true');
  });

  it('switches to the phone variant when the device mode changes', async () => {
    const { videos: [desktop, phone], dev, intersect } = await setup(bg('et_pb_section_video_bg_desktop_tablet') + bg('et_pb_section_video_bg_phone'));
    intersect(true);
    dev.value = 'phone';
    h.frame();
    expect(desktop.paused).toBe(true);
    expect(phone.paused).toBe(false);
    expect(phone.preload).toBe('auto');
  });

  it('plays the hover variant while the parent is hovered', async () => {
    const { root, videos: [normal, hover], intersect } = await setup(bg('') + bg('et_pb_section_video_bg_hover'));
    intersect(true);
    expect(normal.paused).toBe(false);
    expect(hover.preload).toBe('none');
    root.dispatchEvent(new Event('mouseenter'));
    h.frame();
    expect(hover.paused).toBe(false);
    expect(normal.paused).toBe(true);
    root.dispatchEvent(new Event('mouseleave'));
    h.frame();
    expect(normal.paused).toBe(false);
    expect(hover.paused).toBe(true);
  });

  it('plays a video marked to play outside the viewport without waiting for it to be seen', async () => {
    const { videos: [video], intersect } = await setup(bg('et_pb_video_play_outside_viewport'));
    expect(video.paused).toBe(false);
    intersect(true);
    intersect(false);
    expect(video.paused).toBe(false);
  });

  it('never plays for reduced motion: the first frame loads as a still', async () => {
    const { videos: [video], plays, intersect } = await setup(bg('et_pb_video_play_outside_viewport'), { reducedMotion: true });
    intersect(true);
    expect(video.preload).toBe('metadata');
    expect(plays[0]).not.toHaveBeenCalled();
  });

  it('pauses while another video plays, with et_pb_allow_player_pause', async () => {
    const { root, videos: [video], intersect } = await setup(bg('et_pb_allow_player_pause'));
    intersect(true);
    expect(video.paused).toBe(false);
    const other = root.querySelector<HTMLVideoElement>('video.other')!;
    await other.play();
    h.frame();
    expect(video.paused).toBe(true);
    other.pause();
    h.frame();
    expect(video.paused).toBe(false);
  });

  it('ignores other videos without et_pb_allow_player_pause', async () => {
    const { root, videos: [video], intersect } = await setup(bg(''));
    intersect(true);
    await root.querySelector<HTMLVideoElement>('video.other')!.play();
    h.frame();
    expect(video.paused).toBe(false);
  });

  it('lifts .et_pb_preload on the first frame, or 500 ms after mount at the latest', async () => {
    const first = await setup(bg(''));
    expect(first.root.classList.contains('et_pb_preload')).toBe(true);
    Object.defineProperty(first.videos[0], 'readyState', { value: 2 });
    first.videos[0].dispatchEvent(new Event('loadeddata'));
    h.frame();
    expect(first.root.classList.contains('et_pb_preload')).toBe(false);
    first.cleanup();

    const slow = await setup(bg(''));
    vi.advanceTimersByTime(499);
    h.frame();
    expect(slow.root.classList.contains('et_pb_preload')).toBe(true);
    vi.advanceTimersByTime(1);
    h.frame();
    expect(slow.root.classList.contains('et_pb_preload')).toBe(false);
  });

  it('lifts .et_pb_preload at once when no variant belongs to this mode, and loads nothing', async () => {
    const { root, videos: [video] } = await setup(bg('et_pb_section_video_bg_desktop_only'), { device: 'phone' });
    expect(root.classList.contains('et_pb_preload')).toBe(false);
    expect(video.preload).toBe('none');
  });

  it('leaves videos nested in an inner video parent to that parent', async () => {
    const { scheduler } = await freshScheduler();
    document.body.innerHTML = `<div class="et_pb_section et_pb_section_video">${bg('')}<div class="et_pb_module et_pb_section_video">${bg('')}</div></div>`;
    const [outer, inner] = document.querySelectorAll<HTMLVideoElement>('video');
    mount(document.querySelector<HTMLElement>('.et_pb_section')!, { scheduler, device: signal('desktop'), reducedMotion: false } as unknown as ModuleContext);
    h.frame();
    expect(outer.preload).toBe('auto');
    expect(inner.preload).toBe('none');
  });

  it('cleans up: paused, and visibility or device changes no longer play it', async () => {
    const { videos: [video], dev, cleanup, intersect } = await setup(bg(''));
    intersect(true);
    cleanup();
    expect(video.paused).toBe(true);
    dev.value = 'phone';
    h.frame();
    expect(video.paused).toBe(true);
  });
});
