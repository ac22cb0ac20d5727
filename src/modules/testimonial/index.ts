// Enhances the testimonial module, `div.et_pb_testimonial > div.et_pb_testimonial_portrait +
// div.et_pb_testimonial_description`: the description is indented by the portrait's width, except in
// narrow columns, and not at all on phones, re-applied whenever the window settles at a new width.
import type { ModuleContext } from '../../core/types';
import { indentFor } from './rules';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { frame, onResizeEnd, viewport } = ctx.scheduler;
  const portrait = root.querySelector<HTMLElement>('.et_pb_testimonial_portrait');
  const description = root.querySelector<HTMLElement>('.et_pb_testimonial_description');
  if (!description) return;
  const columns = [...(root.closest('.et_pb_column')?.classList ?? [])];

  const apply = () =>
    frame.read(() => {
      // The theme skips a testimonial that is not shown (a closed tab); a later settle reaches it.
      if (!root.getClientRects().length) return;
      let outer = 0;
      if (portrait?.getClientRects().length) {
        const cs = getComputedStyle(portrait);
        outer = portrait.offsetWidth + (parseFloat(cs.marginLeft) || 0) + (parseFloat(cs.marginRight) || 0);
      }
      const { margin, shrinkPortrait } = indentFor(viewport.width, columns, outer);
      frame.write(() => {
        if (shrinkPortrait && portrait) Object.assign(portrait.style, { paddingBottom: '0px', width: '90px', height: '90px' });
        if (margin === null) description.style.removeProperty('margin-left');
        else description.style.marginLeft = `${margin}px`;
      });
    });
  apply();
  return onResizeEnd(apply);
}
