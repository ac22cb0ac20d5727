// What the lightbox shows, read from the server markup: the full image each link points at, its size
// (from the thumbnail, so the box is reserved before the image arrives), and its title and caption as text.
export interface LightboxItem {
  src: string;
  title: string;
  caption: string;
  width: number;
  height: number;
  /** The link that opens it (its thumbnail is where the zoom starts and ends). */
  link: HTMLAnchorElement;
}

const num = (v: string | null | undefined) => {
  const n = Number(v);
  return n > 0 && Number.isFinite(n) ? n : 0;
};

export function readItem(link: HTMLAnchorElement): LightboxItem | undefined {
  const src = link.getAttribute('href');
  // Only links to an image address open in the lightbox; anything else stays a link.
  if (!src || src === '#' || /^\s*(javascript|data):/i.test(src)) return undefined;
  const img = link.querySelector('img');
  const caption = link.closest('.et_pb_gallery_item')?.querySelector('.et_pb_gallery_caption')?.textContent ?? '';
  return {
    src: link.href,
    title: (link.getAttribute('title') || img?.getAttribute('alt') || '').trim(),
    caption: caption.trim(),
    width: num(link.getAttribute('data-width')) || num(img?.getAttribute('width')) || img?.naturalWidth || 0,
    height: num(link.getAttribute('data-height')) || num(img?.getAttribute('height')) || img?.naturalHeight || 0,
    link,
  };
}

/** Index after a move of `by` (±1) among `count`, wrapping as the theme's gallery does. */
export const step = (index: number, by: number, count: number) => (count > 0 ? (((index + by) % count) + count) % count : 0);

/** A horizontal swipe: left (next) or right (previous) when it moved ≥ 50 px, mostly sideways. */
export function swipe(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The zoom's start: the transform that puts a box `to` over the thumbnail box `from`. */
export function zoomFrom(from: DOMRectReadOnly, to: DOMRectReadOnly): { x: number; y: number; s: number } {
  if (!to.width || !to.height || !from.width) return { x: 0, y: 0, s: 1 };
  const s = from.width / to.width;
  return { x: from.left + from.width / 2 - (to.left + to.width / 2), y: from.top + from.height / 2 - (to.top + to.height / 2), s };
}
