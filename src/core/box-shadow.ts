// Inset box shadows in the theme are drawn by an overlay element above the element's background
// (`et_pb_box_shadow_elements`, a list of selectors printed in the footer): each matched element gets
// `has-box-shadow-overlay` and a first child `div.box-shadow-overlay`, once. The theme's CSS places the
// overlay absolutely over its parent, so adding it moves nothing. A chunk of its own, fetched by the runtime
// only on pages that list any.

/**
 * Add the overlays; returns how many were added. A selector the browser cannot parse is skipped; a list that
 * is none (or a Proxy that throws) is reported once.
 */
export default function applyBoxShadowOverlays(selectors: unknown, doc: Document = document): number {
  let list: unknown[] | undefined;
  try {
    if (Array.isArray(selectors)) list = [...selectors];
  } catch {
    // reported below
  }
  if (!list) {
    console.warn('[lightpage] et_pb_box_shadow_elements is not an array; using defaults');
    return 0;
  }
  let added = 0;
  for (const selector of list) {
    if (typeof selector !== 'string' || !selector.trim()) continue;
    let els: NodeListOf<Element>;
    try {
      els = doc.querySelectorAll(selector);
    } catch {
      console.warn('[lightpage] et_pb_box_shadow_elements: skipping a selector the browser cannot read:', selector);
      continue;
    }
    for (const el of els) {
      if ([...el.children].some((c) => c.classList.contains('box-shadow-overlay'))) continue;
      const overlay = doc.createElement('div');
      overlay.className = 'box-shadow-overlay';
      el.classList.add('has-box-shadow-overlay');
      el.prepend(overlay);
      added++;
    }
  }
  return added;
}
