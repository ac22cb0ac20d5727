// Writes a multi-view state onto its element (call in a write phase). Keys a mode leaves out go back to
// what the server rendered; content is only replaced when it differs from what is shown.
import { isSafeAttr, keysOf, touchedClasses, type MultiView, type State } from './schema';

export const HIDDEN = 'et_multi_view_hidden';

/** Returns the function that applies a state; it returns whether anything the server rendered changed. */
export function applier(el: HTMLElement, mv: MultiView): (state: State) => boolean {
  const attrNames = keysOf(mv.schema.attrs);
  const styleNames = keysOf(mv.schema.styles);
  const classNames = touchedClasses(mv);
  // As the server rendered them (attribute and inline-style reads, no layout).
  const attrs0 = attrNames.map((n) => el.getAttribute(n));
  const styles0 = styleNames.map((n) => el.style.getPropertyValue(n));
  const classes0 = classNames.filter((c) => el.classList.contains(c));
  const hidden0 = el.classList.contains(HIDDEN);
  // The server renders the desktop content.
  let shown = mv.schema.content?.desktop;
  let warned = false;

  return (st) => {
    let changed = false;
    if (st.content !== undefined && st.content !== shown) {
      // The theme's own rendering of this module for another mode, printed by the server in its own
      // attribute (not visitor or network text): shown as HTML, as the theme does.
      el.innerHTML = shown = st.content;
      changed = true;
    }
    attrNames.forEach((n, i) => {
      const v = st.attrs[n] ?? attrs0[i];
      if (v === null) {
        changed ||= el.hasAttribute(n);
        el.removeAttribute(n);
      } else if (isSafeAttr(n, v)) {
        if (el.getAttribute(n) === v) return;
        el.setAttribute(n, v);
        changed = true;
        // The theme's video handler: a media element only takes a new source when it is loaded again.
        if (n === 'src' && el instanceof HTMLSourceElement) el.parentElement instanceof HTMLMediaElement && el.parentElement.load();
        else if (n === 'src' && el instanceof HTMLMediaElement) el.load();
      } else if (!warned) {
        warned = true;
        console.warn(`[lightpage] multi-view: refused attribute ${n} on .${mv.slug}`);
      }
    });
    styleNames.forEach((n, i) => el.style.setProperty(n, st.styles[n] ?? styles0[i]));
    for (const c of classNames) el.classList.toggle(c, st.add.includes(c) || (classes0.includes(c) && !st.remove.includes(c)));
    el.classList.toggle(HIDDEN, st.visible === undefined ? hidden0 : !st.visible);
    return changed;
  };
}
