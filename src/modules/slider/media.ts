// Pause the media of a slide that leaves: its own <video>/<audio>, and YouTube or Vimeo players through
// their postMessage APIs (a player that did not enable them ignores the message).
export function pauseMedia(slide: Element): void {
  slide.querySelectorAll('video,audio').forEach((m) => (m as HTMLMediaElement).pause());
  slide.querySelectorAll('iframe').forEach((f) => {
    const msg = /youtube/.test(f.src) ? '{"event":"command","func":"pauseVideo","args":""}' : /vimeo/.test(f.src) ? '{"method":"pause"}' : '';
    if (msg) f.contentWindow?.postMessage(msg, '*');
  });
}
