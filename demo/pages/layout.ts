// The page shell the theme renders around the builder content: #page-container, the header with its
// menu and search, #main-content, the footer and the back-to-top button (divi-markup §4.17).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGlobals } from './globals';

const themeCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/theme.css'), 'utf8');

export interface LayoutOptions {
  title: string;
  content: string;
  css?: string;
  globals: Record<string, unknown>;
  bodyClass?: string;
  builder: boolean;
  /** Replaces a global with a broken value, to prove the page survives it (tests only). */
  breakGlobal?: string;
  /** The locale as WordPress prints it in <html lang> (de_DE → "de-DE"); default "en-US". */
  lang?: string;
}

const menu = `<ul id="top-menu" class="nav">
  <li id="menu-item-10" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-10"><a href="/">Home</a></li>
  <li id="menu-item-11" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-11"><a href="/kitchen-sink/">Kitchen sink</a></li>
  <li id="menu-item-12" class="menu-item menu-item-type-post_type menu-item-object-post menu-item-12"><a href="/blog-post/">Blog post</a></li>
</ul>`;

function header(): string {
  return `<header id="main-header" data-height-onload="66">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><span class="logo_helper"></span>
      <a href="/"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='93' height='43'%3E%3Crect width='93' height='43' rx='6' fill='%232ea3f2'/%3E%3C/svg%3E" width="93" height="43" alt="Lightpage demo" id="logo" data-height-percentage="54"></a>
    </div>
    <div id="et-top-navigation" data-height="66" data-fixed-height="40">
      <nav id="top-menu-nav">${menu}</nav>
      <div id="et_top_search"><span id="et_search_icon" role="button" aria-label="Search"></span></div>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
    </div>
  </div>
  <div class="et_search_outer">
    <div class="container et_search_form_container">
      <form role="search" method="get" class="et-search-form" action="/"><input type="search" class="et-search-field" placeholder="Search &hellip;" value="" name="s" title="Search for:"></form>
      <span class="et_close_search_field" role="button" aria-label="Close search"></span>
    </div>
  </div>
</header>`;
}

export function renderLayout(o: LayoutOptions): string {
  const globals = { ...o.globals };
  let printed = printGlobals(globals);
  if (o.breakGlobal) printed += `\nvar ${o.breakGlobal.replace(/\W/g, '')} = "<broken>";`;
  const runtime = o.builder ? '/dist/builder/boot.js' : '/dist/frontend/boot.js';
  const bodyClass = ['home', 'page-template-default', 'et_pb_button_helper_class', 'et_fixed_nav', 'et_show_nav', 'et_primary_nav_dropdown_animation_fade',
    'et_secondary_nav_dropdown_animation_fade', 'et_header_style_left', 'et_pb_footer_columns4', 'et_cover_background', 'et_pb_gutter',
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
<link rel="modulepreload" href="${runtime}">
<style id="divi-style-inline-css">${themeCss}${o.css ?? ''}</style>
</head>
<body class="${bodyClass}">
<div id="page-container">
${header()}
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
<script type="module" src="${runtime}"></script>
</body>
</html>`;
}
