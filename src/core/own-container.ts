// The element a module owns inside its server root, for markup the runtime creates. Framework-free, so a
// behaviour can make its container (a live region, say) at mount and render into it only when needed.
export interface ContainerOptions {
  /** Tag of the owned container (default div; span inside inline content). */
  tag?: string;
  /** Classes of the container, e.g. the theme's own class so its CSS applies. */
  className?: string;
  /** Insert before this child of `parent` (default: append). */
  before?: Node | null;
}

/** Create the container a module owns inside `parent`; marked so it is never taken for server markup. */
export function ownContainer(parent: Element, { tag = 'div', className, before = null }: ContainerOptions = {}): HTMLElement {
  const el = parent.ownerDocument.createElement(tag);
  if (className) el.className = className;
  el.setAttribute('data-lightpage', '');
  parent.insertBefore(el, before);
  return el;
}
