// Enhances the Gallery module in grid mode: `.et_pb_gallery.et_pb_gallery_grid` holding
// `div.et_pb_gallery_items[data-per_page] > div.et_pb_gallery_item` and an empty `div.et_pb_gallery_pagination`.
// Pages of `per_page` items (4 when invalid or 0), the pagination bar, the page in the fragment (`id|page`).
import type { ModuleContext } from '../../core/types';
import { createPager } from '../../core/pagination/pager';
import { parsePage, perPage } from '../../core/pagination/window';
import { isLastInColumn } from '../../core/grid/apply';
import { GALLERY_HASH_DELAY_MS } from '../../scheduler/constants';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const list = root.querySelector<HTMLElement>('.et_pb_gallery_items');
  const items = [...root.querySelectorAll<HTMLElement>('.et_pb_gallery_item')];
  const barParent = root.querySelector<HTMLElement>('.et_pb_gallery_pagination');
  const pager = createPager({
    ctx,
    all: items,
    per: perPage(list?.getAttribute('data-per_page')),
    barParent,
    lastInColumn: isLastInColumn(root),
    // The theme keeps its paginating flag up until it writes the fragment, 100 ms after the click.
    holdMs: GALLERY_HASH_DELAY_MS,
    changed: (page, byVisitor) => byVisitor && !ctx.builder && ctx.fragment.set(root, [page]),
  });
  // One page (or no image at all): the theme hides the pagination element.
  if (pager.total <= 1 && barParent) ctx.scheduler.frame.write(() => (barParent.style.display = 'none'));

  const onFragment = (e: CustomEvent<{ params: string[] }>) => {
    const page = parsePage(e.detail?.params?.[0], pager.total);
    if (page) pager.go(page, false);
  };
  root.addEventListener('et_hashchange', onFragment);
  return () => {
    root.removeEventListener('et_hashchange', onFragment);
    pager.destroy();
  };
}
