// The hover state of a hover-selector element, shared by every multi-view element inside it. A mouse (or
// pen) enters and leaves; keyboard focus counts as hovering; on touch the first tap sets hover (its click
// is held back) and the second tap clicks through; a tap elsewhere ends it.
import type { Cleanup } from '../../core/types';

export const HOVER_SELECTOR = 'et_multi_view__hover_selector';
export const HOVERED = 'et_multi_view__hovered';

type Write = (job: () => void) => void;
interface Hover {
  subs: Set<(hovered: boolean) => void>;
  hovered: boolean;
  off: Cleanup;
}
type By = 'pointer' | 'touch' | 'focus';

const hovers = new WeakMap<Element, Hover>();

export function onHover(el: HTMLElement, write: Write, fn: (hovered: boolean) => void): Cleanup {
  let h = hovers.get(el);
  if (!h) hovers.set(el, (h = listen(el, write)));
  const hover = h;
  hover.subs.add(fn);
  return () => {
    hover.subs.delete(fn);
    if (!hover.subs.size) {
      hover.off();
      hovers.delete(el);
    }
  };
}

function listen(el: HTMLElement, write: Write): Hover {
  const doc = el.ownerDocument;
  // A phone without a hover-capable pointer: a click of unknown origin (a tap replayed by the registry
  // before this code arrived) counts as a tap.
  const touchFirst = matchMedia('(hover: none)').matches;
  let lastPointer = '';
  let by: By | undefined;
  const h: Hover = { subs: new Set(), hovered: false, off: () => {} };

  /** Hover on (by a pointer, a tap or keyboard focus) or off (only by what turned it on). */
  const set = (on: boolean, who: By) => {
    if (on === h.hovered || (!on && who !== by)) return;
    h.hovered = on;
    by = on ? who : undefined;
    write(() => el.classList.toggle(HOVERED, on));
    h.subs.forEach((fn) => fn(on));
    if (who === 'touch') (on ? doc.addEventListener : doc.removeEventListener).call(doc, 'pointerdown', outside, true);
  };
  const outside = (e: Event) => !el.contains(e.target as Node) && set(false, 'touch');
  const enter = (e: PointerEvent) => e.pointerType !== 'touch' && set(true, 'pointer');
  const leave = (e: PointerEvent) => e.pointerType !== 'touch' && set(false, 'pointer');
  const down = (e: PointerEvent) => void (lastPointer = e.pointerType);
  // Capturing, so the first tap's click is stopped before a link or button inside sees it.
  const click = (e: MouseEvent) => {
    const type = (e as PointerEvent).pointerType || lastPointer || (touchFirst ? 'touch' : '');
    lastPointer = '';
    if (type !== 'touch' || h.hovered) return;
    e.preventDefault();
    e.stopPropagation();
    set(true, 'touch');
  };
  // Keyboard focus shows the hover state too; pointer focus does not (it would let the first tap through).
  const focusIn = (e: FocusEvent) => {
    try {
      if ((e.target as Element).matches(':focus-visible')) set(true, 'focus');
    } catch {
      // no :focus-visible: focus alone does not hover
    }
  };
  const focusOut = (e: FocusEvent) => !el.contains(e.relatedTarget as Node) && set(false, 'focus');

  const listeners: [string, EventListener, boolean?][] = [
    ['pointerenter', enter as EventListener],
    ['pointerleave', leave as EventListener],
    ['pointerdown', down as EventListener],
    ['click', click as EventListener, true],
    ['focusin', focusIn as EventListener],
    ['focusout', focusOut as EventListener],
  ];
  for (const [type, fn, capture] of listeners) el.addEventListener(type, fn, capture);
  write(() => el.classList.add(HOVER_SELECTOR));
  h.off = () => {
    for (const [type, fn, capture] of listeners) el.removeEventListener(type, fn, capture);
    doc.removeEventListener('pointerdown', outside, true);
    write(() => el.classList.remove(HOVER_SELECTOR, HOVERED));
  };
  return h;
}
