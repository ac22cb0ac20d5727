// The lightbox dialog, in magnific-popup's markup and classes (the theme's CSS styles .mfp-*): the image
// zooms from its thumbnail (500 ms), previous/next by buttons, arrow keys and swipes, Escape or the close
// button or a tap beside the image closes it (zooming back, then removed after 500 ms). Focus stays
// inside while it is open. Titles and captions are text.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { Scheduler } from '../../scheduler';
import { step, swipe, zoomFrom, type LightboxItem } from './items';

export interface LightboxProps {
  items: LightboxItem[];
  start: number;
  /** Zoom and removal time (0 with reduced motion). */
  ms: number;
  scheduler: Scheduler;
  /** Called once the closing animation has run: the module removes the dialog and returns focus. */
  onClosed(): void;
}

const FOCUSABLE = 'button:not([disabled]),[href],[tabindex]:not([tabindex="-1"])';

export function Lightbox({ items, start, ms, scheduler, onClosed }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const closing = useRef(false);
  const wrap = useRef<HTMLDivElement>(null);
  const bg = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const down = useRef<{ x: number; y: number } | null>(null);
  const stop = useRef(() => {});
  const item = items[index];
  const count = items.length;

  // Zoom from (or back to) the thumbnail: read both boxes, then one tween on transform and opacity.
  const zoom = (opening: boolean, done?: () => void) => {
    const thumb = (items[index] ?? item).link.querySelector('img') ?? (items[index] ?? item).link;
    scheduler.frame.read(() => {
      const box = img.current?.getBoundingClientRect();
      const from = thumb.getBoundingClientRect();
      const z = box ? zoomFrom(from, box) : { x: 0, y: 0, s: 1 };
      stop.current = scheduler.tween(ms, (p) => {
        const q = opening ? p : 1 - p;
        if (img.current) img.current.style.transform = q < 1 ? `translate(${z.x * (1 - q)}px,${z.y * (1 - q)}px) scale(${z.s + (1 - z.s) * q})` : '';
        if (bg.current) bg.current.style.opacity = String(q);
        if (wrap.current) wrap.current.style.opacity = String(q);
      }, undefined, done);
    });
  };

  useLayoutEffect(() => {
    if (wrap.current) wrap.current.style.opacity = bg.current!.style.opacity = '0';
    zoom(true);
    wrap.current?.querySelector<HTMLElement>('.mfp-close')?.focus({ preventScroll: true });
    return () => stop.current();
  }, []);

  const close = () => {
    if (closing.current) return;
    closing.current = true;
    stop.current();
    zoom(false, onClosed);
  };
  const move = (by: number) => count > 1 && !closing.current && setIndex((i) => step(i, by, count));

  // The next image is fetched ahead, as magnific's gallery preloads its neighbours.
  useEffect(() => {
    if (count > 1) new Image().src = items[step(index, 1, count)].src;
  }, [index]);

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowLeft') move(-1);
    else if (e.key === 'ArrowRight') move(1);
    else if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      const all = [...wrap.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = all.indexOf(document.activeElement as HTMLElement);
      const to = all[e.shiftKey ? (at <= 0 ? all.length - 1 : at - 1) : (at + 1) % all.length];
      to?.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onPointerDown = (e: ReactPointerEvent) => (down.current = { x: e.clientX, y: e.clientY });
  const onPointerUp = (e: ReactPointerEvent) => {
    const d = down.current;
    down.current = null;
    const by = d ? swipe(e.clientX - d.x, e.clientY - d.y) : 0;
    if (by) move(by);
  };
  const onContainerClick = (e: { target: EventTarget }) => {
    // A tap beside the image (not on it, its caption or a control) closes, as magnific's closeOnBgClick.
    if (!(e.target as Element).closest('.mfp-figure figure img, .mfp-bottom-bar, button')) close();
  };

  const titleId = 'lp-lightbox-title';
  return (
    <>
      <div ref={bg} className="mfp-bg mfp-fade mfp-ready" />
      <div
        ref={wrap}
        className="mfp-wrap mfp-gallery mfp-close-btn-in mfp-auto-cursor mfp-fade mfp-ready"
        role="dialog"
        aria-modal="true"
        aria-labelledby={item.title ? titleId : undefined}
        aria-label={item.title ? undefined : `${index + 1} / ${count}`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div
          className="mfp-container mfp-s-ready mfp-image-holder"
          style={{ touchAction: 'pan-y pinch-zoom' }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onClick={onContainerClick}
        >
          <div className="mfp-content">
            <div className="mfp-figure">
              <button type="button" className="mfp-close" aria-label="Close" title="Close (Esc)" onClick={close}>×</button>
              <figure>
                <img ref={img} className="mfp-img" src={item.src} alt={item.title} width={item.width || undefined} height={item.height || undefined} />
                <figcaption>
                  <div className="mfp-bottom-bar">
                    <div className="mfp-title" id={titleId}>
                      {item.title}
                      {item.caption && <small>{item.caption}</small>}
                    </div>
                    <div className="mfp-counter">{count > 1 ? `${index + 1} of ${count}` : ''}</div>
                  </div>
                </figcaption>
              </figure>
            </div>
          </div>
          {count > 1 && (
            <>
              <button type="button" className="mfp-arrow mfp-arrow-left mfp-prevent-close" aria-label="Previous" title="Previous (Left arrow key)" onClick={() => move(-1)} />
              <button type="button" className="mfp-arrow mfp-arrow-right mfp-prevent-close" aria-label="Next" title="Next (Right arrow key)" onClick={() => move(1)} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
