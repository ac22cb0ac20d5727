// The page shell the theme renders around the builder content: #page-container, the header with its
// menu and search, #main-content, the footer and the back-to-top button (divi-markup §4.17).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGlobals } from './globals';
import { preloadNames, preloadTags } from './preload';

const css = (f: string) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public', f), 'utf8');
const themeCss = css('theme.css');
// The theme's rules for its header, menus, search and side nav (the chrome's behaviours depend on them).
const chromeCss = css('chrome.css');

export interface LayoutOptions {
  title: string;
  content: string;
  css?: string;
  globals: Record<string, unknown>;
  bodyClass?: string;
  builder: boolean;
  /** Replaces a global with a broken value, to prove the page survives it (tests only). */
  breakGlobal?: string;
  /** Test menus (tests only): 'long' (200 items, 4 levels), 'empty' (no items), 'none' (no #top-menu). */
  menu?: string;
  /** The locale as WordPress prints it in <html lang> (de_DE → "de-DE"); default "en-US". */
  lang?: string;
  /** The page as the server renders it with no runtime at all (no boot, no preloads): what the browser alone costs. */
  noRuntime?: boolean;
}

/** The header styles of the theme (body.et_header_style_<style>). */
export type HeaderStyle = 'left' | 'centered' | 'split' | 'slide' | 'fullscreen';

const item = (id: number, href: string, text: string, sub = '') =>
  `<li id="menu-item-${id}" class="menu-item menu-item-type-custom menu-item-object-custom${sub ? ' menu-item-has-children' : ''} menu-item-${id}"><a href="${href}">${text}</a>${sub ? `\n<ul class="sub-menu">\n${sub}\n</ul>` : ''}</li>`;

/** The site's primary menu, as wp_nav_menu prints it: a dropdown with a nested one, and a same-page link. */
export const menuItems = [
  item(10, '/', 'Home'),
  item(11, '/kitchen-sink/', 'Modules', [
    item(13, '/modules/tabs/', 'Tabs'),
    item(14, '/modules/toggle/', 'Toggle'),
    item(15, '/modules/counters/', 'Counters', [item(16, '/modules/countdown/', 'Countdown'), item(17, '/modules/animation/', 'Animation')].join('\n')),
  ].join('\n')),
  item(12, '/blog-post/', 'Blog post'),
  item(18, '#main-footer', 'Contact'),
];

export const logo = `<a href="/"><img src="/assets/demo-img/93x43/2.png" width="93" height="43" alt="Lightpage demo" id="logo" data-height-percentage="54"></a>`;

const searchForm = `<form role="search" method="get" class="et-search-form" action="/"><input type="search" class="et-search-field" placeholder="Search &hellip;" value="" name="s" title="Search for:"></form>`;

/** Test menus: 'long' is 5 items, each with 3, each with 3, each with 3 (200 items in 4 levels). */
function testMenu(kind?: string): string[] | undefined {
  if (kind === 'empty') return [];
  if (kind === 'none') return undefined;
  if (kind !== 'long') return menuItems;
  let id = 100;
  const level = (n: number[], depth: number): string[] =>
    Array.from({ length: n[depth] }, (_, i) => item(id++, `/?item=${id}`, `Item ${depth}.${i}`, depth + 1 < n.length ? level(n, depth + 1).join('\n') : ''));
  return level([5, 3, 3, 3], 0);
}

/** header.php: #main-header for every style, plus the container the slide-in and fullscreen styles print before #page-container. */
export function header(style: HeaderStyle, menu?: string[]): { before: string; header: string } {
  const items = menu ?? [];
  let top = items;
  if (style === 'split') {
    // The split style shows the logo in the middle of the menu.
    const half = Math.ceil(items.length / 2);
    top = [...items.slice(0, half), `<li class="centered-inline-logo-wrap"><div class="logo_container"><span class="logo_helper"></span>${logo.replace(' id="logo"', '')}</div></li>`, ...items.slice(half)];
  }
  const overlay = style === 'slide' || style === 'fullscreen';
  const nav = overlay
    ? `<div id="et-top-navigation" data-height="66" data-fixed-height="40">
      <span class="mobile_menu_bar et_pb_header_toggle et_toggle_${style}_menu"></span>
    </div>`
    : `<div id="et-top-navigation" data-height="66" data-fixed-height="40">
      <nav id="top-menu-nav">${menu ? `<ul id="top-menu" class="nav">\n${top.join('\n')}\n</ul>` : ''}</nav>
      <div id="et_top_search"><span id="et_search_icon"></span></div>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
    </div>`;
  const before = overlay
    ? `<div class="et_slide_in_menu_container">
  ${style === 'fullscreen' ? '<span class="mobile_menu_bar et_toggle_fullscreen_menu"></span>' : ''}
  <div class="et_slide_menu_top"><div class="et_pb_top_menu_inner"><div class="et-top-search">${searchForm}</div></div></div>
  <div class="et_pb_fullscreen_nav_container"><ul id="mobile_menu_slide" class="et_mobile_menu">
${items.join('\n')}
</ul></div>
</div>`
    : '';
  return {
    before,
    header: `<header id="main-header" data-height-onload="66">
  <div class="container clearfix et_menu_container">
    ${`<div class="logo_container"><span class="logo_helper"></span>${logo}</div>`}
    ${nav}
  </div>
  ${overlay ? '' : `<div class="et_search_outer">
    <div class="container et_search_form_container">
      ${searchForm}
      <span class="et_close_search_field"></span>
    </div>
  </div>`}
</header>`,
  };
}

export function renderLayout(o: LayoutOptions): string {
  const globals = { ...o.globals };
  let printed = printGlobals(globals);
  if (o.breakGlobal) printed += `\nvar ${o.breakGlobal.replace(/\W/g, '')} = "<broken>";`;
  const style = (/et_header_style_(\w+)/.exec(o.bodyClass ?? '')?.[1] ?? 'left') as HeaderStyle;
  const extra = (o.bodyClass ?? '').split(/\s+/);
  const { before, header: main } = header(style, testMenu(o.menu));
  const runtime = o.builder ? '/dist/builder/boot.js' : '/dist/frontend/boot.js';
  const bodyClass = ['home', 'page-template-default', 'et_pb_button_helper_class', extra.includes('et_non_fixed_nav') ? '' : 'et_fixed_nav', extra.includes('et_hide_nav') ? '' : 'et_show_nav', 'et_primary_nav_dropdown_animation_fade',
    'et_secondary_nav_dropdown_animation_fade', style === 'left' ? 'et_header_style_left' : '', 'et_pb_footer_columns4', 'et_cover_background', 'et_pb_gutter',
    'et_pb_gutters3', 'et_pb_pagebuilder_layout', 'et_no_sidebar', 'et_divi_theme', 'et-db', o.builder ? 'et-fb' : '', o.bodyClass ?? '']
    .filter(Boolean).join(' ');
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-US'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title} | Lightpage demo</title>
<meta name="description" content="Lightpage demo: ${o.title}">
<link rel="icon" href="data:,">
${o.noRuntime ? '' : `<link rel="modulepreload" href="${runtime}">\n`}${o.builder || o.noRuntime ? '' : preloadTags(preloadNames(o.content)) + '\n'}<style id="divi-style-inline-css">${themeCss}${chromeCss}${o.css ?? ''}</style>
</head>
<body class="${bodyClass}">
${before}
<div id="page-container">
${main}
<div id="et-main-area">
<div id="main-content">
<article id="post-11" class="post-11 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${o.content}
</div>
</div>
</div>
</article>
</div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><p id="footer-info">Lightpage demo site</p></div></div></footer>
</div>
</div>
<span class="et_pb_scroll_top et-pb-icon"></span>
<script id="divi-custom-script-js-extra">
${printed}
</script>
${o.noRuntime ? '' : `<script type="module" src="${runtime}"></script>\n`}</body>
</html>`;
}
