import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloneMenu, uniqueId } from '../../../src/core/chrome/clone';
import { swipeAction, swipeDirection } from '../../../src/modules/slide-menu/swipe';
import { canHideNav, fixedFrom, fixedOffset, headerOffset } from '../../../src/modules/theme-header/threshold';
import { activeDot, sideNavMarginTop } from '../../../src/modules/side-nav/dots';
import { searchPadding } from '../../../src/modules/menu/search';
import { mount as mountHeader } from '../../../src/modules/theme-header/index';
import { mount as mountMenus } from '../../../src/modules/header-menus/index';
import { dropdowns } from '../../../src/core/chrome/dropdowns';
import { mount as mountMenu } from '../../../src/modules/menu/index';
import type { Cleanup, ModuleContext } from '../../../src/core/types';
import { manualFrames } from '../../support/manual-frames';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  vi.restoreAllMocks();
});

describe('phone menu copy', () => {
  it('finds the first free id', () => {
    const taken = new Set(['a', 'a-2']);
    expect(uniqueId('b', (id) => taken.has(id))).toBe('b');
    expect(uniqueId('a', (id) => taken.has(id))).toBe('a-3');
  });

  it('clones the top menu as ul.et_mobile_menu#id: same items and classes, ids suffixed, logo slots left out', () => {
    document.body.innerHTML = `<ul id="top-menu" class="nav"><li id="menu-item-1" class="menu-item a"><a href="/">A</a></li>
      <li class="centered-inline-logo-wrap"><img></li>
      <li id="menu-item-2" class="menu-item menu-item-has-children"><a href="/b">B</a><ul class="sub-menu"><li id="menu-item-3" class="menu-item"><a href="/c">C</a></li></ul></li></ul>`;
    const copy = cloneMenu(document.getElementById('top-menu')!, 'mobile_menu', 'et_mobile_menu');
    document.body.appendChild(copy);
    expect(copy.id).toBe('mobile_menu');
    expect(copy.className).toBe('et_mobile_menu');
    expect([...copy.querySelectorAll('li')].map((l) => [l.id, l.className])).toEqual([
      ['menu-item-1-mobile_menu', 'menu-item a et_first_mobile_item'],
      ['menu-item-2-mobile_menu', 'menu-item menu-item-has-children'],
      ['menu-item-3-mobile_menu', 'menu-item'],
    ]);
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a second copy of the same menu still gets unique ids', () => {
    document.body.innerHTML = '<ul id="m"><li id="x"><a>1</a></li></ul><ul id="x-copy"></ul>';
    const source = document.getElementById('m')!;
    document.body.appendChild(cloneMenu(source, 'copy', 'c'));
    document.body.appendChild(cloneMenu(source, 'copy-2', 'c'));
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids).toEqual(['m', 'x', 'x-copy', 'copy', 'x-copy-2', 'copy-2', 'x-copy-2-2']);
  });

  it('copies a menu of 200 items in 4 levels whole', () => {
    let n = 0;
    const level = (counts: number[]): string =>
      counts.length ? `<ul>${Array.from({ length: counts[0] }, () => `<li id="i${n++}"><a href="#">x</a>${level(counts.slice(1))}</li>`).join('')}</ul>` : '';
    document.body.innerHTML = level([5, 3, 3, 3]).replace('<ul>', '<ul id="top-menu">');
    const copy = cloneMenu(document.getElementById('top-menu')!, 'mobile_menu', 'et_mobile_menu');
    expect(copy.querySelectorAll('li').length).toBe(200);
    expect(copy.querySelectorAll(':scope ul ul ul li').length).toBe(135);
  });
});

describe('edge swipe', () => {
  const p = (x: number, y = 300, t = 0) => ({ x, y, t });
  it('recognises a swipe as jQuery Mobile does: > 30 px across, < 75 px vertical, < 1000 ms', () => {
    expect(swipeDirection(p(300), p(200, 300, 200))).toBe('left');
    expect(swipeDirection(p(100), p(200, 320, 200))).toBe('right');
    expect(swipeDirection(p(100), p(130, 300, 200))).toBeNull(); // 30 px is not more than 30
    expect(swipeDirection(p(100), p(200, 375, 200))).toBeNull(); // 75 px vertical is too much
    expect(swipeDirection(p(100), p(200, 300, 1000))).toBeNull(); // too slow
  });
  it('opens only on a swipe left from within 30 px of the right edge, closes on a swipe right when open', () => {
    expect(swipeAction(p(370), p(200, 300, 100), 400, false)).toBe('open');
    expect(swipeAction(p(369), p(200, 300, 100), 400, false)).toBeNull();
    expect(swipeAction(p(390), p(200, 300, 100), 400, true)).toBeNull();
    expect(swipeAction(p(100), p(300, 300, 100), 400, true)).toBe('close');
    expect(swipeAction(p(100), p(300, 300, 100), 400, false)).toBeNull();
  });
});

describe('fixed header threshold', () => {
  it('is H − 29 for headers up to 90 px, H − 56 above, plus the admin bar', () => {
    expect(headerOffset(80)).toBe(51);
    expect(headerOffset(90)).toBe(61);
    expect(headerOffset(120)).toBe(64);
    expect(headerOffset(80, 32)).toBe(83);
  });
  it('moves up by H + 200 with the hidden nav', () => {
    expect(fixedOffset(80, 0, true)).toBe(51 - 80 - 200);
    expect(fixedOffset(80, 0, false)).toBe(51);
  });
  it('fixes the header once the waypoint element reaches the offset', () => {
    expect(fixedFrom(80, 51)).toBe(29);
    expect(fixedFrom(80, 51 - 280)).toBe(309);
    expect(fixedFrom(10, 51)).toBe(0);
  });
  it('hides the nav only on a page taller than the window + H + 200', () => {
    expect(canHideNav(1081, 800, 80)).toBe(true);
    expect(canHideNav(1080, 800, 80)).toBe(false);
  });
});

describe('side nav and menu search numbers', () => {
  it('centres the dots: −(n × 20 + 40) / 2', () => {
    expect(sideNavMarginTop(6)).toBe(-80);
    expect(sideNavMarginTop(2)).toBe(-40);
  });
  it('the active dot is the last section reached, the last one at the page bottom, else the first', () => {
    expect(activeDot([false, false, false], false)).toBe(0);
    expect(activeDot([true, true, false], false)).toBe(1);
    expect(activeDot([true, false, false], true)).toBe(2);
  });
  it('menu search padding: logo width when left-aligned, logo height + 30 on phones or centered', () => {
    const logo = { width: 93, height: 43 };
    expect(searchPadding('left_aligned', false, logo)).toEqual({ paddingLeft: 93 });
    expect(searchPadding('left_aligned', true, logo)).toEqual({ paddingTop: 73 });
    expect(searchPadding('centered', false, logo)).toEqual({ paddingTop: 73 });
    expect(searchPadding('inline_centered_logo', false, logo)).toEqual({});
    expect(searchPadding('left_aligned', false, null)).toEqual({});
  });
});

// ── bad input on the theme's markup ──────────────────────────────────────────────────────────────────

function fakeCtx(): ModuleContext {
  const { frame, tween } = manualFrames();
  const off = () => () => {};
  return {
    builder: false,
    reducedMotion: true,
    smoothScroll: vi.fn(async () => {}),
    scheduler: { frame, tween, onScroll: off, onResizeEnd: off, onHeaderResize: off, observe: off, viewport: { scrollY: 0, width: 390, height: 800 } },
  } as unknown as ModuleContext;
}

const HEADER = `<header id="main-header"><div class="container et_menu_container"><div id="et-top-navigation">
      <nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="/">A</a></li>
        <li class="menu-item-has-children"><a href="/b">B</a><ul class="sub-menu"><li><a href="/c">C</a></li></ul></li></ul></nav>
      <div id="et_top_search"><span id="et_search_icon"></span></div>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar"></span></div></div></div></div>
      <div class="et_search_outer"><div class="container et_search_form_container"><form class="et-search-form"><input type="search"></form><span class="et_close_search_field"></span></div></div></header>`;
/** Mount what the registry mounts on the header: theme-header at once, then each header-menus root. */
const mountWholeHeader = (ctx = fakeCtx()) => {
  const cleanups: (Cleanup | void)[] = [mountHeader(document.getElementById('main-header')!, ctx)];
  for (const id of ['et_mobile_nav_menu', 'top-menu', 'et_top_search']) cleanups.push(mountMenus(document.getElementById(id)!, ctx));
  return () => cleanups.forEach((c) => c?.());
};

describe('theme header at once, its menus on first use', () => {
  it('theme-header alone builds no phone menu and binds no dropdown, but its icons are named buttons a keyboard reaches', () => {
    document.body.innerHTML = HEADER;
    const cleanup = mountHeader(document.getElementById('main-header')!, fakeCtx());
    const bar = document.querySelector<HTMLElement>('.mobile_menu_bar')!;
    expect([bar.getAttribute('role'), bar.tabIndex, bar.getAttribute('aria-expanded'), bar.getAttribute('aria-label')]).toEqual(['button', 0, 'false', 'Select Page']);
    const icon = document.getElementById('et_search_icon')!;
    expect([icon.getAttribute('role'), icon.tabIndex, icon.getAttribute('aria-label')]).toEqual(['button', 0, 'Search']);
    bar.click();
    expect(document.querySelector('.et_mobile_menu')).toBeNull();
    expect(document.querySelector('.mobile_nav')!.className).toBe('mobile_nav closed');
    expect(document.querySelector('#top-menu a[aria-expanded]')).toBeNull();
    cleanup?.();
  });

  it('header-menus on the phone menu root: the copy, the bar completed as a button (aria-controls), open on click', () => {
    document.body.innerHTML = HEADER;
    const cleanup = mountWholeHeader();
    const bar = document.querySelector<HTMLElement>('.mobile_menu_bar')!;
    expect([document.querySelector('.mobile_nav > ul')!.id, bar.getAttribute('aria-controls'), bar.getAttribute('aria-label')]).toEqual(['mobile_menu', 'mobile_menu', 'Select Page']);
    bar.click();
    expect(document.querySelector('.mobile_nav')!.className).toBe('mobile_nav opened');
    cleanup();
  });
});

describe('header search', () => {
  it('sizes the form in the tap, reading before it writes, and leaves the next frame nothing to do', () => {
    document.body.innerHTML = HEADER;
    document.body.className = 'et_header_style_left';
    const ctx = fakeCtx();
    const header = document.getElementById('main-header')!;
    Object.defineProperty(header, 'clientHeight', { configurable: true, value: 80 });
    Object.defineProperty(document.getElementById('top-menu')!, 'offsetWidth', { configurable: true, value: 300 });
    const read = vi.spyOn(ctx.scheduler.frame, 'read');
    const write = vi.spyOn(ctx.scheduler.frame, 'write');
    const form = document.querySelector<HTMLElement>('.et_search_form_container')!;
    const cleanup = mountWholeHeader(ctx);
    read.mockClear();
    write.mockClear();
    document.getElementById('et_search_icon')!.click();
    expect(form.classList.contains('et_pb_search_visible')).toBe(true);
    expect(form.style.height).toBe('80px');
    expect(form.querySelector<HTMLElement>('form')!.style.maxWidth).not.toBe('');
    expect(document.activeElement).toBe(form.querySelector('input'));
    expect(read).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    cleanup();
    document.body.className = '';
  });

  it('focuses the input without scrolling it into view (it is in the header the visitor just clicked)', () => {
    document.body.innerHTML = HEADER;
    const input = document.querySelector<HTMLInputElement>('.et_search_form_container input')!;
    const focus = vi.spyOn(input, 'focus');
    const cleanup = mountWholeHeader(fakeCtx());
    document.getElementById('et_search_icon')!.click();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    cleanup();
  });
});

describe('dropdowns that arrive after the first use', () => {
  it('focus already inside a parent when the code arrives opens it at once', () => {
    document.body.innerHTML = HEADER;
    const link = document.querySelector<HTMLElement>('#top-menu .sub-menu a')!;
    link.focus();
    const off = dropdowns(document.getElementById('top-menu')!);
    const parent = document.querySelector('#top-menu > li.menu-item-has-children')!;
    expect(parent.classList.contains('et-show-dropdown')).toBe(true);
    expect(parent.querySelector(':scope > a')!.getAttribute('aria-expanded')).toBe('true');
    off();
  });

  it('on a touch screen (no hover) a replayed tap, a plain click with no pointer before it, opens the dropdown instead of following the link', () => {
    document.body.innerHTML = HEADER;
    const mq = vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q === '(hover: none)', media: q }) as MediaQueryList);
    const off = dropdowns(document.getElementById('top-menu')!);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#top-menu > li.menu-item-has-children > a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('#top-menu > li.menu-item-has-children')!.classList.contains('et-touch-hover')).toBe(true);
    off();
    mq.mockRestore();
  });

  it('with a mouse (hover) the same click follows the link', () => {
    document.body.innerHTML = HEADER;
    const mq = vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: false, media: q }) as MediaQueryList);
    const off = dropdowns(document.getElementById('top-menu')!);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#top-menu > li.menu-item-has-children > a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    off();
    mq.mockRestore();
  });
});

describe('bad input', () => {
  it('a header search form without an input: left alone with one warning, the rest of the header works', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = HEADER.replace('<input type="search">', '');
    const cleanup = mountWholeHeader();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('no input');
    document.getElementById('et_search_icon')!.click();
    expect(document.querySelector('.et_search_form_container')!.className).not.toContain('et_pb_search_visible');
    document.querySelector<HTMLElement>('.mobile_menu_bar')!.click();
    expect(document.querySelector('.mobile_nav')!.className).toBe('mobile_nav opened');
    cleanup();
  });

  it('two menu modules on one page: mobile_menu1 and mobile_menu2, one open at a time', () => {
    const menu = (n: number) => `<div class="et_pb_module et_pb_menu et_pb_menu_${n}"><div class="et_pb_menu_inner_container"><div class="et_pb_menu__wrap">
      <div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul class="et-menu nav"><li id="m${n}"><a href="/">A</a></li></ul></nav></div>
      <div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div></div></div>`;
    document.body.innerHTML = menu(0) + menu(1);
    const roots = [...document.querySelectorAll<HTMLElement>('.et_pb_menu')];
    const ctx = fakeCtx();
    roots.forEach((r) => mountMenu(r, ctx));
    expect([...document.querySelectorAll('ul.et_mobile_menu')].map((u) => u.id)).toEqual(['mobile_menu1', 'mobile_menu2']);
    const bars = [...document.querySelectorAll<HTMLElement>('.mobile_menu_bar')];
    bars[0].click();
    bars[1].click();
    expect([...document.querySelectorAll('.mobile_nav')].map((n) => n.className)).toEqual(['mobile_nav closed', 'mobile_nav opened']);
  });

  it('a menu module without a menu: its icon is left alone with one warning, nothing throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="et_pb_menu"><div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div>';
    expect(() => mountMenu(document.querySelector<HTMLElement>('.et_pb_menu')!, fakeCtx())).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLElement>('.mobile_menu_bar')!.click();
    expect(document.querySelector('.mobile_nav')!.className).toBe('mobile_nav closed');
  });
});
