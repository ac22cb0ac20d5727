// Enhances the Tabs module: `.et_pb_tabs > ul.et_pb_tabs_controls > li[.et_pb_tab_active] > a` and
// `.et_pb_all_tabs > div.et_pb_tab[.et_pb_active_content] > div.et_pb_tab_content` (divi-markup §4.5).
// Click, Enter or Space switches tabs (fade out, then in, 500 ms each); the fragment is `id|index`.
import type { ModuleContext } from '../../core/types';
import { TABS_FADE_MS } from '../../scheduler/constants';
import { isStacked, keyTarget, NARROW_COLUMNS, parseIndex } from './rules';

const TAB_ACTIVE = 'et_pb_tab_active';
const PANEL_ACTIVE = 'et_pb_active_content';
let uid = 0;
type Source = 'click' | 'key' | 'fragment';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const { frame } = ctx.scheduler;
  const list = root.querySelector('.et_pb_tabs_controls');
  // Controls and panels are matched by name, not position among all children: a stray <script> or
  // comment-like element a plugin prints between them must not shift every tab onto the wrong panel.
  const lis = [...(list?.children ?? [])].filter((el) => el.tagName === 'LI') as HTMLElement[];
  const panels = [...(root.querySelector('.et_pb_all_tabs')?.children ?? [])].filter((el) => el.tagName === 'DIV') as HTMLElement[];
  const count = Math.min(lis.length, panels.length);
  if (!list || !count) {
    console.warn('[lightpage] tabs: no tab controls or panels in', root);
    return;
  }
  lis.length = panels.length = count;
  // The server prints no ARIA: the ARIA tabs pattern, with manual activation (arrows move focus, Enter
  // or Space switches), because a switch takes a second of fading and ignores clicks meanwhile.
  const base = root.id || `lp-tabs-${++uid}`;
  const tabs = lis.map((li, i) => {
    const tab = li.querySelector('a') ?? li;
    const panel = panels[i];
    if (tab !== li) li.setAttribute('role', 'presentation');
    tab.id ||= `${base}-tab-${i}`;
    panel.id ||= `${base}-panel-${i}`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    return tab;
  });
  list.setAttribute('role', 'tablist');

  // The builder preview always starts at the first tab (divi-markup §5).
  let selected = ctx.builder ? 0 : Math.max(0, lis.findIndex((li) => li.classList.contains(TAB_ACTIVE)));
  let shown = selected;
  let busy = false;
  let queued: [number, Source] | undefined;
  let stop = () => {};
  const mark = () =>
    tabs.forEach((tab, i) => {
      lis[i].classList.toggle(TAB_ACTIVE, i === selected);
      tab.setAttribute('aria-selected', String(i === selected));
      tab.tabIndex = i === selected ? 0 : -1;
    });
  mark();
  panels.forEach((p, i) => p.classList.toggle(PANEL_ACTIVE, i === shown));

  const ms = ctx.reducedMotion ? 0 : TABS_FADE_MS;
  // A click while fading is ignored, as in the theme. A key press or a fragment change (back button) is a
  // request the visitor can't see ignored (focus already moved there): the last one is applied when the
  // fade ends.
  function select(i: number, by: Source): void {
    if (busy) {
      if (by !== 'click') queued = [i, by];
      return;
    }
    if (i === selected) return;
    busy = true;
    selected = i;
    if (by !== 'fragment') ctx.fragment.set(root, [i]);
    frame.write(mark);
    const from = panels[shown].style;
    const to = panels[i];
    stop = ctx.scheduler.tween(ms, (p) => (from.opacity = String(1 - p)), undefined, () => {
      panels[shown].classList.remove(PANEL_ACTIVE);
      from.opacity = '';
      to.style.opacity = '0';
      to.classList.add(PANEL_ACTIVE);
      shown = i;
      // The theme triggers a resize here: content that was hidden (maps, sliders, galleries) lays itself out.
      ctx.scheduler.remeasure();
      stop = ctx.scheduler.tween(ms, (p) => (to.style.opacity = String(p)), undefined, () => {
        to.style.opacity = '';
        busy = false;
        const next = queued;
        queued = undefined;
        if (next) select(...next);
      });
    });
  }

  const onClick = (e: MouseEvent) => {
    const i = lis.indexOf((e.target as Element).closest?.('li') as HTMLElement);
    if (i < 0) return;
    // The anchors are `href="#"` (or `#tab-…`): never follow them.
    e.preventDefault();
    select(i, 'click');
  };
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.indexOf(e.target as HTMLElement);
    if (i < 0) return;
    const to = keyTarget(e.key, i, count);
    if (to !== undefined) tabs[to].focus();
    else if (e.key === 'Enter' || e.key === ' ') select(i, 'key');
    else return;
    e.preventDefault();
  };
  const onFragment = (e: CustomEvent<{ params: string[] }>) => {
    const i = parseIndex(e.detail?.params?.[0], count);
    if (i !== undefined) select(i, 'fragment');
  };

  // Equal control heights, as the theme's et_pb_set_tabs_height, unless the controls are stacked.
  const narrow = !!root.closest(NARROW_COLUMNS);
  let width = -1;
  const measure = () =>
    frame.read(() => {
      const stacked = isStacked(narrow, width);
      const tallest = stacked ? 0 : Math.max(...lis.map((li) => li.getBoundingClientRect().height));
      frame.write(() => {
        root.classList.toggle('et_pb_tabs_vertically_stacked', stacked);
        list.setAttribute('aria-orientation', stacked ? 'vertical' : 'horizontal');
        for (const li of lis) {
          li.style.boxSizing = tallest ? 'border-box' : '';
          li.style.minHeight = tallest ? `${tallest}px` : '';
        }
      });
    });
  // The old heights must go before the natural ones are read (one stable job: queued twice, runs once).
  const refit = () => (lis.forEach((li) => (li.style.minHeight = '')), measure());
  const fit = (w: number) => {
    if (w === width) return; // the re-measure after a switch changes nothing here
    const first = width < 0;
    width = w;
    if (first) measure();
    else frame.write(refit);
  };
  fit(ctx.scheduler.viewport.width);
  const offResize = ctx.scheduler.onResizeEnd(fit);
  // A control's content can change size with no resize at all (a web font arrives, an icon image loads):
  // its natural height is what the equal heights come from, so watch the content, not the li we size.
  const offSizes = lis.map((li) => ctx.scheduler.onSizeChange(li.firstElementChild ?? li, () => frame.write(refit)));

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  root.addEventListener('et_hashchange', onFragment);
  return () => {
    stop();
    offResize();
    offSizes.forEach((off) => off());
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('et_hashchange', onFragment);
  };
}
