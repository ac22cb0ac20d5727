// Enhances toggles and accordions: `.et_pb_toggle.et_pb_toggle_open|et_pb_toggle_close > h5.et_pb_toggle_title
// + div.et_pb_toggle_content`, alone, or as the items of `.et_pb_accordion` (divi-markup §4.5). The root is
// the accordion, or a toggle outside any accordion; a title click or Enter/Space slides the content (700 ms).
import type { ModuleContext } from '../../core/types';
import { ACCORDION_SCROLL_MS, ACCORDION_SLIDE_MS } from '../../scheduler/constants';
import { scrollTarget } from './rules';
import { slide, type Item } from './slide';

const TOGGLING = 'et_pb_accordion_toggling';
// The fixed header the theme measures: admin bar, secondary and main header (not the vertical nav).
const HEADER = ['wpadminbar', 'top-header', 'main-header'];
let uid = 0;

/** The button inside a title: the title's content moved into a span that takes the button role. */
function disclosureButton(title: HTMLElement): HTMLElement {
  const button = document.createElement('span');
  button.className = 'et_pb_toggle_button';
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  button.append(...title.childNodes);
  title.append(button);
  return button;
}

const child = (el: Element, cls: string) => [...el.children].find((c) => c.classList.contains(cls)) as HTMLElement | undefined;

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { frame } = ctx.scheduler;
  const accordion = root.classList.contains('et_pb_accordion');
  const ms = ctx.reducedMotion ? 0 : ACCORDION_SLIDE_MS;
  const items: Item[] = [];
  for (const item of accordion ? [...root.children] : [root]) {
    const title = child(item, 'et_pb_toggle_title');
    const content = child(item, 'et_pb_toggle_content');
    if (!item.classList.contains('et_pb_toggle') || !title || !content) continue;
    const open = item.classList.contains('et_pb_toggle_open');
    // The server prints no ARIA. As in the WAI-ARIA accordion pattern, the title stays a heading (its level
    // is the page's outline) and the disclosure button goes inside it, around the title's own content. A
    // tap needs no touch listener: `manipulation` lets the click come at once, and scrolling from a title works.
    content.id ||= `lp-toggle-${++uid}`;
    const button = disclosureButton(title);
    button.setAttribute('aria-controls', content.id);
    button.setAttribute('aria-expanded', String(open));
    title.style.touchAction = 'manipulation';
    items.push({ item: item as HTMLElement, title, button, content, open, busy: false });
  }
  if (!items.length) {
    console.warn('[lightpage] toggle: no toggle title and content in', root);
    return;
  }
  // In an accordion the open item cannot be closed by its own title: say so, as the ARIA pattern asks.
  const lock = () => {
    if (accordion) for (const it of items) it.open ? it.button.setAttribute('aria-disabled', 'true') : it.button.removeAttribute('aria-disabled');
  };
  lock();

  let toggling = false;
  function press(it: Item): void {
    if (it.busy) return; // a click while it slides is ignored (a double click toggles once)
    if (!accordion) return slide(ctx.scheduler, it, !it.open, ms, () => {});
    if (toggling || it.open) return;
    toggling = true;
    const closing = items.filter((o) => o.open);
    let left = closing.length + 1;
    const done = () => {
      if (--left) return;
      toggling = false;
      root.classList.remove(TOGGLING);
      intoView(it);
    };
    frame.write(() => root.classList.add(TOGGLING));
    slide(ctx.scheduler, it, true, ms, done);
    for (const o of closing) slide(ctx.scheduler, o, false, ms, done);
    frame.write(lock);
  }

  // Once the accordion has settled, an opened item whose top went up under the fixed header is brought
  // back into view, 50 px below the header.
  const intoView = (it: Item) =>
    frame.read(() => {
      const vertical = document.body.classList.contains('et_vertical_nav');
      let header = 0;
      for (const id of HEADER) if (!(vertical && id === 'main-header')) header += document.getElementById(id)?.offsetHeight ?? 0;
      const y = scrollTarget(it.item.getBoundingClientRect().top, ctx.scheduler.viewport.scrollY, header);
      if (y !== undefined) void ctx.smoothScroll(y, ACCORDION_SCROLL_MS);
    });

  const onClick = (e: MouseEvent) => {
    // The builder preview covers a toggle with an overlay that also opens it.
    const hit = (e.target as Element).closest?.('.et_pb_toggle_title,.et_fb_toggle_overlay');
    const it = hit && items.find((i) => i.item === hit.closest('.et_pb_toggle'));
    if (it) press(it);
  };
  const onKey = (e: KeyboardEvent) => {
    const it = items.find((i) => i.button === e.target);
    if (!it || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    if (!e.repeat) press(it);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
