// Enhances video backgrounds: a section, row, column or module `.et_pb_section_video.et_pb_preload` holding
// one `span.et_pb_section_video_bg[.<device class>][.et_pb_allow_player_pause][.et_pb_video_play_outside_viewport]
// > video` per device variant. Only the current mode's variant loads and plays, and only while in view.
import type { ModuleContext } from '../../core/types';
import { VIDEO_BG_PRELOAD_MS } from '../../scheduler/constants';
import { activeVariant, variantOf } from './variants';
// The scheduler's shared observers (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

// Cover without JS maths: the video fills its span (which the theme stretches over the parent) and
// object-fit crops it, centred, at the video's own ratio, at every size, with no resize handling.
const COVER: Partial<CSSStyleDeclaration> = {
  position: 'absolute', top: '0', left: '0', width: '100%', height: '100%', maxWidth: 'none', margin: '0', objectFit: 'cover',
};

const has = (el: Element, c: string) => el.classList.contains(c);

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { scheduler, device, reducedMotion } = ctx;
  const { frame } = scheduler;
  const bgs = [...root.querySelectorAll<HTMLElement>('.et_pb_section_video_bg')]
    .filter((span) => span.closest('.et_pb_section_video') === root && span.querySelector('video'))
    .map((span) => ({ span, video: span.querySelector('video')! }));
  const variants = bgs.map((b) => variantOf(b.span.classList));
  /** Other media on the page that are playing (for et_pb_allow_player_pause). */
  const others = new Set<EventTarget>();
  let visible = false;
  let hovered = false;
  let revealed = false;

  // The theme hides the unsized video under .et_pb_preload and lifts it 500 ms after load. Here the first
  // frame (or an error) lifts it, and 500 ms after mount at the latest, so the content never waits on video.
  const lift = () => {
    revealed = true;
    clearTimeout(timer);
    root.classList.remove('et_pb_preload');
  };
  const reveal = () => revealed || frame.write(lift);
  const timer = setTimeout(reveal, VIDEO_BG_PRELOAD_MS);

  // Write phase: load, play or pause each variant for the current mode, visibility and hover.
  const sync = () => {
    const active = activeVariant(variants, device.value, hovered);
    if (!revealed && (active < 0 || bgs[active].video.readyState > 1)) lift();
    bgs.forEach(({ span, video }, i) => {
      const on = i === active;
      // Reduced motion: no autoplay; the first frame (or the poster) stays as a still background.
      const preload = reducedMotion ? 'metadata' : 'auto';
      if (on && video.preload !== preload) video.preload = preload;
      const play = on && !reducedMotion && (visible || has(span, 'et_pb_video_play_outside_viewport'))
        && !(others.size && has(span, 'et_pb_allow_player_pause'));
      // pause() on a video that never loaded would start loading it: only pause a playing one.
      if (!play) {
        if (!video.paused) video.pause();
      } else if (video.paused) {
        video.play().catch((e: Error) => {
          // Refused autoplay (a power-saving mode) or a pause that overtook it: the still frame stays.
          if (e.name !== 'NotAllowedError' && e.name !== 'AbortError') console.warn('[lightpage] video background', e);
        });
      }
    });
  };
  const resync = () => frame.write(sync);

  frame.write(() => {
    for (const { span, video } of bgs) {
      span.setAttribute('aria-hidden', 'true'); // decoration: nothing for a screen reader to announce
      Object.assign(video.style, COVER);
      // Playback is ours from here: muted and inline, as autoplay policies require.
      video.autoplay = false;
      video.muted = video.playsInline = true;
      video.addEventListener('loadeddata', resync);
      video.addEventListener('error', reveal, true); // capture: a failing <source> fires on itself
    }
    sync();
  });

  const onMedia = (e: Event) => {
    const media = e.target as HTMLMediaElement;
    if (media.closest?.('.et_pb_section_video_bg')) return;
    if (e.type === 'play') others.add(media);
    else others.delete(media);
    resync();
  };
  const pausable = bgs.some(({ span }) => has(span, 'et_pb_allow_player_pause'));
  const MEDIA = ['play', 'pause', 'ended'];
  // Media events do not bubble: listen in the capture phase.
  if (pausable) for (const t of MEDIA) document.addEventListener(t, onMedia, true);
  const hover = (on: boolean) => () => {
    hovered = on;
    resync();
  };
  const enter = hover(true);
  const leave = hover(false);
  if (variants.includes('hover')) {
    root.addEventListener('mouseenter', enter);
    root.addEventListener('mouseleave', leave);
  }
  const offDevice = device.subscribe(resync);
  const unobserve = scheduler.observe(root, (entry) => {
    visible = entry.isIntersecting;
    resync();
  });

  return () => {
    clearTimeout(timer);
    unobserve();
    offDevice();
    frame.cancel(sync);
    frame.cancel(lift);
    for (const t of MEDIA) document.removeEventListener(t, onMedia, true);
    root.removeEventListener('mouseenter', enter);
    root.removeEventListener('mouseleave', leave);
    for (const { video } of bgs) {
      video.pause();
      video.removeEventListener('loadeddata', resync);
      video.removeEventListener('error', reveal, true);
    }
  };
}
