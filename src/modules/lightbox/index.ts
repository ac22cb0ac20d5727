// Opens images in a lightbox: gallery links `.et_post_gallery .et_pb_gallery_image a` (one gallery per
// module, previous/next between its images) and images that ask for it, `a.et_pb_lightbox_image`. Loaded
// on the first tap or focus on one (the registry holds the tap and replays it); the dialog is a component.
import type { ModuleContext } from '../../core/types';
import type { Rendered } from '../../core/component';
import type { LightboxProps } from './view';
import { readItem, type LightboxItem } from './items';
import { LIGHTBOX_ZOOM_MS } from '../../scheduler/constants';

const GALLERY_LINK = '.et_pb_gallery_image a';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  let open: Rendered<LightboxProps> | undefined;
  let dead = false;

  const links = (): HTMLAnchorElement[] =>
    root.matches('a.et_pb_lightbox_image') ? [root as HTMLAnchorElement] : [...root.querySelectorAll<HTMLAnchorElement>(GALLERY_LINK)];

  async function show(link: HTMLAnchorElement): Promise<void> {
    const items = links().map(readItem).filter((x): x is LightboxItem => !!x);
    const start = items.findIndex((it) => it.link === link);
    if (start < 0 || open) return;
    const { openLightbox } = await import('./view');
    if (dead || open) return;
    // On the body: a fixed overlay inside a transformed module (entrance animations) would not cover the page.
    open = openLightbox(document.body, {
      items,
      start,
      ms: ctx.reducedMotion ? 0 : LIGHTBOX_ZOOM_MS,
      scheduler: ctx.scheduler,
      onClosed() {
        open?.unmount();
        open = undefined;
        link.focus({ preventScroll: true });
      },
    });
  }

  const onClick = (e: MouseEvent) => {
    if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.<HTMLAnchorElement>(root.matches('a') ? 'a' : GALLERY_LINK);
    if (!link || !root.contains(link) || !readItem(link)) return;
    e.preventDefault();
    show(link).catch((err) => console.error('[lightpage] lightbox failed to open', err));
  };
  root.addEventListener('click', onClick);
  return () => {
    dead = true;
    root.removeEventListener('click', onClick);
    open?.unmount();
  };
}
