// The lightbox dialog, in magnific-popup's markup and classes (the theme's CSS styles .mfp-*): the image
// zooms from its thumbnail (500 ms), previous/next by buttons, arrow keys and swipes, Escape or the close
// button or a tap beside the image closes it (zooming back, then removed after 500 ms). Focus stays
// inside while it is open. Titles and captions are text.
import { renderComponent } from '../../core/component';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { Scheduler } from '../../scheduler';
import { step, swipe, zoomFrom, type LightboxItem } from './items';

export interface LightboxProps {
  items: LightboxItem[];
  /** The image shown. */
  index: number;
  /** Per-dialog state that never re-renders (elements, the running tween, a pointer down): one object
   *  for the dialog's life, so the component needs no hooks (less framework shipped). */
  r: Session;
  /** Show another image (the opener re-renders with it). */
  onMove(index: number): void;
  /** Zoom and removal time (0 with reduced motion). */
  ms: number;
  scheduler: Scheduler;
  /** Called once the closing animation has run: the module removes the dialog and returns focus. */
  onClosed(): void;
}

export interface Session {
  wrap?: HTMLDivElement | null;
  bg?: HTMLDivElement | null;
  img?: HTMLImageElement | null;
  down?: { x: number; y: number } | null;
  swiped?: boolean;
  closing: boolean;
  stop(): void;
  opened?(wrap: HTMLDivElement): void;
  wrapRef?(el: HTMLDivElement | null): void;
}

const FOCUSABLE = 'button:not([disabled]),[href],[tabindex]:not([tabindex="-1"])';

export function Lightbox({ items, index, r, onMove, ms, scheduler, onClosed }: LightboxProps) {
  const item = items[index];
  const count = items.length;

  // Zoom from (or back to) the thumbnail: read both boxes, then one tween on transform and opacity.
  const zoom = (opening: boolean, done?: () => void) => {
    const thumb = (items[index] ?? item).link.querySelector('img') ?? (items[index] ?? item).link;
    scheduler.frame.read(() => {
      const box = r.img?.getBoundingClientRect();
      const from = thumb.getBoundingClientRect();
      const z = box ? zoomFrom(from, box) : { x: 0, y: 0, s: 1 };
      r.stop = scheduler.tween(ms, (p) => {
        const q = opening ? p : 1 - p;
        if (r.img) r.img.style.transform = q < 1 ? `translate(${z.x * (1 - q)}px,${z.y * (1 - q)}px) scale(${z.s + (1 - z.s) * q})` : '';
        if (r.bg) r.bg.style.opacity = String(q);
        if (r.wrap) r.wrap.style.opacity = String(q);
      }, undefined, done);
    });
  };

  // The dialog renders transparent (style below); once it is in the document the zoom starts and the
  // focus goes to the close button; on removal the tween stops. A ref callback made once (so it never
  // re-fires on a re-render), not an effect hook: the same in React and Preact.
  r.opened = (el) => {
    preload(index);
    zoom(true);
    el.querySelector<HTMLElement>('.mfp-close')?.focus({ preventScroll: true });
  };
  const wrapRef = (r.wrapRef ??= (el) => {
    const first = !r.wrap && el;
    r.wrap = el;
    if (!el) r.stop();
    else if (first) r.opened!(el);
  });
  // The next image is fetched ahead, as magnific's gallery preloads its neighbours.
  const preload = (i: number) => {
    if (count > 1) new Image().src = items[step(i, 1, count)].src;
  };

  const close = () => {
    if (r.closing) return;
    r.closing = true;
    r.stop();
    zoom(false, onClosed);
  };
  const move = (by: number) => {
    if (count < 2 || r.closing) return;
    onMove(step(index, by, count));
    preload(step(index, by, count));
  };

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowLeft') move(-1);
    else if (e.key === 'ArrowRight') move(1);
    else if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      const all = [...r.wrap!.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = all.indexOf(document.activeElement as HTMLElement);
      const to = all[e.shiftKey ? (at <= 0 ? all.length - 1 : at - 1) : (at + 1) % all.length];
      to?.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onPointerDown = (e: ReactPointerEvent) => (r.down = { x: e.clientX, y: e.clientY });
  const onPointerUp = (e: ReactPointerEvent) => {
    const d = r.down;
    r.down = null;
    const by = d ? swipe(e.clientX - d.x, e.clientY - d.y) : 0;
    // A mouse drag ends in a click beside the image: that click must not close the dialog.
    r.swiped = !!by;
    if (by) move(by);
  };
  const onContainerClick = (e: { target: EventTarget }) => {
    // A tap beside the image (not on it, its caption or a control) closes, as magnific's closeOnBgClick.
    if (r.swiped) r.swiped = false;
    else if (!(e.target as Element).closest('.mfp-figure figure img, .mfp-bottom-bar, button')) close();
  };

  const titleId = 'lp-lightbox-title';
  return (
    <>
      <div ref={(el) => void (r.bg = el)} className="mfp-bg mfp-fade mfp-ready" style={{ opacity: 0 }} />
      <div
        ref={wrapRef}
        className="mfp-wrap mfp-gallery mfp-close-btn-in mfp-auto-cursor mfp-fade mfp-ready"
        role="dialog"
        aria-modal="true"
        aria-labelledby={item.title ? titleId : undefined}
        aria-label={item.title ? undefined : `${index + 1} / ${count}`}
        tabIndex={-1}
        style={{ opacity: 0 }}
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
                <img ref={(el) => void (r.img = el)} className="mfp-img" src={item.src} alt={item.title} width={item.width || undefined} height={item.height || undefined} />
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

/** Open the dialog on `parent` at image `start`; it keeps its own index and re-renders itself on a move. */
export function openLightbox(parent: Element, props: Omit<LightboxProps, 'index' | 'r' | 'onMove'> & { start: number }) {
  const { start, ...rest } = props;
  const r: Session = { closing: false, stop: () => {} };
  const view = (index: number): LightboxProps => ({ ...rest, index, r, onMove: (i) => rendered.update(view(i)) });
  const rendered = renderComponent(Lightbox, view(start), parent, { className: 'lp-lightbox' });
  return rendered;
}
