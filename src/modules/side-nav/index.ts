// The side navigation of a page with body.et_pb_side_nav_page: the theme's script appends
// `ul.et_pb_side_nav > li.side_nav_item > a#side_nav_item_id_<i>` to #main-content, one dot per top-level
// section. The active dot follows the sections through the scheduler's observers; a click glides there.
import type { ModuleContext } from '../../core/types';
import { activeDot, sideNavMarginTop } from './dots';
// The scheduler's shared observers (scheduler/watchers) travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';

// The layout's top-level sections (not nested in another), also when a plugin wraps them in a div.
const SECTIONS = '.et-l--post .et_builder_inner_content .et_pb_section, .et-l--body .et_builder_inner_content .et_pb_section';
// A section counts as reached once its top passes 30 % of the viewport height (below the header and the
// 50 px a glide stops short of it, on phones and desktops alike).
const LINE = '99999px 0px -70% 0px';

export function mount(main: HTMLElement, ctx: ModuleContext) {
  const doc = main.ownerDocument;
  const sections = [...doc.querySelectorAll<HTMLElement>(SECTIONS)].filter((el) => !el.parentElement?.closest('.et_pb_section'));
  if (sections.length < 2 || main.querySelector('.et_pb_side_nav')) return;
  const list = doc.createElement('ul');
  list.className = 'et_pb_side_nav et-visible';
  list.setAttribute('aria-label', 'Page sections');
  list.style.marginTop = `${sideNavMarginTop(sections.length)}px`;
  const links = sections.map((_, i) => {
    const li = doc.createElement('li');
    li.className = 'side_nav_item';
    const a = li.appendChild(doc.createElement('a'));
    a.href = '#';
    a.id = `side_nav_item_id_${i}`;
    a.textContent = String(i);
    a.setAttribute('aria-label', `Section ${i + 1}`);
    list.appendChild(li);
    return a;
  });
  const reached = sections.map(() => false);
  let bottom = false;
  let current = -1;
  const update = () => {
    const i = activeDot(reached, bottom);
    if (i === current) return;
    current = i;
    ctx.scheduler.frame.write(() =>
      links.forEach((a, j) => {
        a.classList.toggle('active', j === i);
        if (j === i) a.setAttribute('aria-current', 'true');
        else a.removeAttribute('aria-current');
      }),
    );
  };
  const onClick = (e: MouseEvent) => {
    const i = links.indexOf((e.target as Element).closest?.('a') as HTMLAnchorElement);
    if (i < 0) return;
    e.preventDefault();
    void ctx.smoothScroll(i === 0 ? 0 : sections[i]);
  };
  list.addEventListener('click', onClick);
  update();
  ctx.scheduler.frame.write(() => main.appendChild(list));
  const offs = sections.map((s, i) =>
    ctx.scheduler.observe(s, (e) => {
      reached[i] = e.isIntersecting;
      update();
    }, { rootMargin: LINE }),
  );
  // At the page bottom the last dot is active, even when its section never reaches the line.
  const last = sections[sections.length - 1];
  offs.push(ctx.scheduler.observe(last, (e) => {
    bottom = e.isIntersecting && e.boundingClientRect.bottom <= (e.rootBounds?.bottom ?? innerHeight) + 1;
    update();
  }, { threshold: [0, 1] }));
  return () => {
    offs.forEach((off) => off());
    list.removeEventListener('click', onClick);
    list.remove();
  };
}
