// Pure rules of the portfolio filter, the lightbox and ajax pagination.
import { describe, expect, it } from 'vitest';
import { categoriesOf, inCategory, parseCategory, postsNumber } from '../../../src/modules/portfolio/filter';
import { readItem, step, swipe, zoomFrom } from '../../../src/modules/lightbox/items';
import { moduleSelector, usable } from '../../../src/modules/ajax-pagination/page';

describe('portfolio filter', () => {
  it('reads categories from the theme classes project_category_<slug>', () => {
    expect(categoriesOf('post-1 project project_category-design et_pb_portfolio_item project_category_design project_category_print-work')).toEqual(['design', 'print-work']);
    expect(categoriesOf('et_pb_portfolio_item')).toEqual([]);
  });
  it('"all" holds every item; a slug only its items', () => {
    expect(inCategory([], 'all')).toBe(true);
    expect(inCategory(['design'], 'design')).toBe(true);
    expect(inCategory(['design'], 'photo')).toBe(false);
  });
  it('takes a fragment category only when a filter has that slug', () => {
    expect(parseCategory('photo', ['all', 'photo'])).toBe('photo');
    for (const bad of ['nope', '', undefined, 3, 'PHOTO']) expect(parseCategory(bad, ['all', 'photo'])).toBeUndefined();
  });
  it('reads posts number 0, empty or junk as 0 (one page)', () => {
    expect(postsNumber('4')).toBe(4);
    for (const v of ['0', '', null, 'x', '-3', '1.5']) expect(postsNumber(v)).toBe(0);
  });
});

describe('lightbox rules', () => {
  it('wraps previous and next', () => {
    expect(step(0, -1, 5)).toBe(4);
    expect(step(4, 1, 5)).toBe(0);
    expect(step(2, 1, 5)).toBe(3);
    expect(step(0, 1, 0)).toBe(0);
  });
  it('treats a mostly-horizontal move of 50 px or more as a swipe (left: next)', () => {
    expect(swipe(-80, 10)).toBe(1);
    expect(swipe(80, -10)).toBe(-1);
    expect(swipe(40, 0)).toBe(0);
    expect(swipe(60, 90)).toBe(0);
  });
  it('zooms from the thumbnail box to the image box', () => {
    const r = (left: number, top: number, width: number, height: number) => ({ left, top, width, height }) as DOMRectReadOnly;
    expect(zoomFrom(r(0, 0, 100, 50), r(100, 100, 400, 200))).toEqual({ x: -250, y: -175, s: 0.25 });
    expect(zoomFrom(r(0, 0, 100, 50), r(0, 0, 0, 0))).toEqual({ x: 0, y: 0, s: 1 });
  });
  it('reads the full image, title and caption as text, and the size from the thumbnail; refuses non-image links', () => {
    document.body.innerHTML = `<div class="et_pb_gallery_item"><div class="et_pb_gallery_image"><a href="/full.png" title="A &lt;b&gt;title&lt;/b&gt;"><img src="/t.png" width="400" height="284" alt="alt"></a></div><p class="et_pb_gallery_caption">Cap &lt;i&gt;</p></div>
      <a id="js" href="javascript:alert(1)"><img></a><a id="hash" href="#"></a>`;
    const it = readItem(document.querySelector('.et_pb_gallery_image a')!)!;
    expect([it.title, it.caption, it.width, it.height, it.src.endsWith('/full.png')]).toEqual(['A <b>title</b>', 'Cap <i>', 400, 284, true]);
    expect(readItem(document.getElementById('js') as HTMLAnchorElement)).toBeUndefined();
    expect(readItem(document.getElementById('hash') as HTMLAnchorElement)).toBeUndefined();
    document.body.replaceChildren();
  });
});

describe('ajax pagination rules', () => {
  it('names the module by its classes, without the entrance-animation ones', () => {
    expect(moduleSelector('et_pb_module et_pb_blog_0 et_pb_posts et_animated et_had_animation fadeTop', (s) => s)).toBe('.et_pb_module.et_pb_blog_0.et_pb_posts');
    expect(moduleSelector('  a   b ', (s) => s)).toBe('.a.b');
  });
  it('uses a success, or a 404 that is the site\'s own error page (body.error404)', () => {
    const doc = (cls: string) => new DOMParser().parseFromString(`<body class="${cls}"></body>`, 'text/html');
    expect(usable(200, doc(''))).toBe(true);
    expect(usable(404, doc('error404'))).toBe(true);
    expect(usable(404, doc(''))).toBe(false);
    expect(usable(500, doc('error404'))).toBe(false);
  });
});
