// Bad markup never breaks the page: a slider with no slides, a video slider without its slider, a
// portfolio carousel without items each give one console warning and nothing else; a slider with one slide
// is marked active and gets no controls, no rotation and no listeners.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountSlider } from '../../../src/modules/slider/index';
import { mount as mountPortfolio } from '../../../src/modules/portfolio-carousel/index';
import type { ModuleContext } from '../../../src/core/types';
import { manualFrames } from '../../support/manual-frames';

function context() {
  const frames = manualFrames();
  const everySecond = vi.fn(() => () => {});
  const observe = vi.fn(() => () => {});
  const ctx = {
    builder: false,
    reducedMotion: false,
    settings: { strings: {} },
    scheduler: { frame: frames.frame, tween: frames.tween, everySecond, observe, onResizeEnd: () => () => {} },
  } as unknown as ModuleContext;
  return { ctx, frames, everySecond, observe };
}
const html = (s: string) => {
  document.body.innerHTML = s;
  return document.body.firstElementChild as HTMLElement;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('slider and carousel mounts on bad markup', () => {
  it('warns once and does nothing for a slider without slides, or a video slider without its slider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx, everySecond } = context();
    expect(() => mountSlider(html('<div class="et_pb_slider et_slider_auto"><div class="et_pb_slides"></div></div>'), ctx)).not.toThrow();
    expect(() => mountSlider(html('<div class="et_pb_slider"></div>'), ctx)).not.toThrow();
    expect(() => mountSlider(html('<div class="et_pb_video_slider"><p>no slider</p></div>'), ctx)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(everySecond).not.toHaveBeenCalled();
  });

  it('warns once for a portfolio carousel without items', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx } = context();
    expect(() => mountPortfolio(html('<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel" data-auto-rotate="on"><div class="et_pb_portfolio_items"></div></div>'), ctx)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fullwidth portfolio in grid mode: columns-N and item sizes from the width, no carousel, no rotation', () => {
    const { ctx, frames, everySecond, observe } = context();
    const root = html('<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_grid" data-auto-rotate="on"><div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item"></div><div class="et_pb_portfolio_item"></div></div></div>');
    const track = root.firstElementChild as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { value: 800 });
    mountPortfolio(root, ctx);
    frames.tick();
    expect(track.className).toBe('et_pb_portfolio_items columns-3');
    expect((track.firstElementChild as HTMLElement).style.width).toMatch(/^266\.66\d*px$/);
    expect((track.firstElementChild as HTMLElement).style.height).toBe('200px');
    expect(everySecond).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
    expect(root.querySelector('[data-lightpage]')).toBeNull();
  });

  it('a slider with one slide: marked active, no controls, no rotation, no layout work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx, frames, everySecond, observe } = context();
    const root = html('<div class="et_pb_slider et_slider_auto et_slider_speed_1000 et_pb_preload"><div class="et_pb_slides"><div class="et_pb_slide" data-slide-id="et_pb_slide_0"><a href="/x">x</a></div></div></div>');
    const cleanup = mountSlider(root, ctx);
    frames.tick();
    await new Promise((r) => setTimeout(r, 0));
    expect(root.getAttribute('data-active-slide')).toBe('et_pb_slide_0');
    expect(root.querySelector('.et_pb_slide')!.classList.contains('et-pb-active-slide')).toBe(true);
    expect(root.classList.contains('et_pb_preload')).toBe(false);
    expect(root.querySelector('[data-lightpage]')).toBeNull();
    expect(everySecond).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    frames.tick();
    expect(frames.idle()).toBe(true);
    expect(() => typeof cleanup === 'function' && cleanup()).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
