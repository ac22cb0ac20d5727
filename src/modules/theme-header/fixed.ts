// The fixed and hidden header (body.et_fixed_nav / et_hide_nav) on desktop widths. #page-container gets
// the header's height as top padding (the theme's CSS reserves it, so this moves nothing unless the header
// really changed height, e.g. after web fonts load). Past the threshold #main-header and #top-header get
// et-fixed-header and #page-container et-animated-content; the theme's CSS shrinks the fixed header. With
// et_hide_nav the header waits above the viewport until then (or, on a page too short to scroll it away,
// the body switches to et_hide_nav_disabled). Fires the theme's ETDiviFixedHeaderTransitionStart/End.
import type { Cleanup, ModuleContext } from '../../core/types';
import { canHideNav, fixedFrom, fixedOffset } from './threshold';
import { BREAKPOINT_DESKTOP, FIXED_HEADER_TRANSITION_MS } from '../../scheduler/constants';

export function fixedHeader(header: HTMLElement, ctx: ModuleContext): Cleanup {
  const doc = header.ownerDocument;
  const body = doc.body;
  if (!body.classList.contains('et_fixed_nav') && !body.classList.contains('et_hide_nav')) return () => {};
  const { scheduler } = ctx;
  const { frame } = scheduler;
  const page = doc.getElementById('page-container');
  const top = doc.getElementById('top-header');
  const main = doc.getElementById('main-content') ?? doc.getElementById('et-main-area');
  const bar = doc.getElementById('wpadminbar');
  let from = Infinity;
  let fixed: boolean | undefined;
  let hide = false;
  let height = 0;

  const setFixed = (on: boolean) => {
    if (on === fixed) return;
    fixed = on;
    frame.write(() => {
      header.classList.toggle('et-fixed-header', on);
      top?.classList.toggle('et-fixed-header', on);
      page?.classList.toggle('et-animated-content', on);
      const detail = { marginTop: page ? parseFloat(page.style.paddingTop) || 0 : 0 };
      dispatchEvent(new CustomEvent('ETDiviFixedHeaderTransitionStart', { detail }));
      setTimeout(() => dispatchEvent(new CustomEvent('ETDiviFixedHeaderTransitionEnd', { detail })), FIXED_HEADER_TRANSITION_MS);
    });
  };
  const onScroll = (y: number) => setFixed(y >= from);

  // Read the header's unfixed height and the waypoint's place, then write the padding and the threshold.
  const measure = () =>
    frame.read(() => {
      const desktop = innerWidth > BREAKPOINT_DESKTOP;
      const unfixed = !header.classList.contains('et-fixed-header');
      if (unfixed) height = header.offsetHeight + (top?.offsetHeight ?? 0);
      const y = scrollY;
      const mainTop = main ? main.getBoundingClientRect().top + y : 0;
      const adminBar = bar?.offsetHeight ?? 0;
      hide = body.classList.contains('et_hide_nav') && desktop && canHideNav(doc.documentElement.scrollHeight, innerHeight, height);
      from = desktop ? fixedFrom(mainTop, fixedOffset(height, adminBar, hide)) : Infinity;
      const hideDisabled = body.classList.contains('et_hide_nav') && desktop && !hide;
      frame.write(() => {
        if (page && desktop && !hide && unfixed && body.classList.contains('et_fixed_nav')) {
          const padding = `${height}px`;
          if (page.style.paddingTop !== padding) page.style.paddingTop = padding;
        }
        if (hideDisabled) body.classList.replace('et_hide_nav', 'et_hide_nav_disabled');
        onScroll(y);
      });
    });

  measure();
  const offScroll = scheduler.onScroll(onScroll);
  const offResize = scheduler.onResizeEnd(measure);
  // The header changes height after load (web fonts, a logo arriving): the scheduler's header watcher
  // says so once it has settled, and the padding and the threshold follow.
  const offHeader = scheduler.onHeaderResize(() => fixed || measure());
  return () => {
    offScroll();
    offResize();
    offHeader();
  };
}
