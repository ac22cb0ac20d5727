// The theme re-measures the page when hidden sections become visible (divi-markup §5, init order): watch
// each section's style and class, and sections added to or removed from their parents. A write that
// leaves the attribute as it was (classList.add of a class already there) is not a change, so a resize
// subscriber that sets a section's class cannot loop.
const SECTION = '.et_pb_section';

export function watchSections(changed: () => void): void {
  const parents = new Set<Node>();
  const watch = (s: Element) => {
    mo.observe(s, { attributes: true, attributeOldValue: true, attributeFilter: ['style', 'class'] });
    const p = s.parentNode;
    if (p && !parents.has(p)) {
      parents.add(p);
      mo.observe(p, { childList: true });
    }
  };
  const isSection = (n: Node): n is Element => n instanceof Element && n.matches(SECTION);
  const mo = new MutationObserver((records) => {
    let any = false;
    for (const r of records) {
      if (r.type === 'childList') {
        r.addedNodes.forEach((n) => isSection(n) && (watch(n), (any = true)));
        r.removedNodes.forEach((n) => isSection(n) && (any = true));
      } else if ((r.target as Element).getAttribute(r.attributeName!) !== r.oldValue) any = true;
    }
    if (any) changed();
  });
  document.querySelectorAll(SECTION).forEach(watch);
}
