// The Filterable Portfolio as the theme renders it (FilterablePortfolio.php): a grid with a CSS id (its
// state goes to the fragment as `lp-portfolio|category|page`), four projects a page, three categories and
// the theme's misspelled `et_pb_portofolio_pagination`; and a fullwidth one with posts number 0 (one page).
import type { DemoModule } from '../pages/types';

const PROJECTS: [title: string, cats: string[]][] = [
  ['Harbour identity', ['design']], ['Night market', ['photo']], ['Annual report', ['print', 'design']], ['Street series', ['photo']],
  ['Type specimen', ['design']], ['Menu cards', ['print']], ['Rooftops', ['photo']], ['Wayfinding', ['design']],
  ['Poster run', ['print', 'design']], ['Portraits', ['photo']], ['App icons', ['design']], ['Coastline', ['photo']],
  ['Packaging', ['design']], ['Zine', ['print']],
];
const CATS: [slug: string, name: string][] = [['design', 'Design'], ['photo', 'Photography'], ['print', 'Print']];

const item = (order: number, i: number, [title, cats]: [string, string[]], full: boolean) => `<div id="post-${200 + i}" class="post-${200 + i} project type-project status-publish has-post-thumbnail hentry ${cats.map((c) => `project_category-${c}`).join(' ')} et_pb_portfolio_item${full ? '' : ' et_pb_grid_item'} ${cats.map((c) => `project_category_${c}`).join(' ')} et_pb_filterable_portfolio_item_${order}_${i}">
<a href="/blog-post/" title="${title}"><span class="et_portfolio_image"><img decoding="async" loading="lazy" src="/assets/demo-img/${full ? '1080x608' : '400x284'}/${i + 5}.png" alt="${title}" width="${full ? 1080 : 400}" height="${full ? 608 : 284}"><span class="et_overlay"></span></span></a>
<h2 class="et_pb_module_header"><a href="/blog-post/" title="${title}">${title}</a></h2>
<p class="post-meta">${cats.map((c) => `<a href="#" rel="tag">${CATS.find(([s]) => s === c)![1]}</a>`).join(', ')}</p>
</div>`;

const portfolio = (o: { id?: string; order: number; posts: number; full: boolean; projects: [string, string[]][] }) => `<div${o.id ? ` id="${o.id}"` : ''} class="et_pb_module et_pb_filterable_portfolio et_pb_portfolio et_pb_filterable_portfolio_${o.order} ${o.full ? 'et_pb_filterable_portfolio_fullwidth' : 'et_pb_filterable_portfolio_grid clearfix'} et_pb_bg_layout_light" data-posts-number="${o.posts}">
<div class="et_pb_portfolio_filters clearfix"><ul class="clearfix">
<li class="et_pb_portfolio_filter et_pb_portfolio_filter_all"><a href="#" class="active" data-category-slug="all">All</a></li>
${CATS.map(([slug, name]) => `<li class="et_pb_portfolio_filter"><a href="#" data-category-slug="${slug}">${name}</a></li>`).join('\n')}
</ul></div>
<div class="et_pb_portfolio_items_wrapper ${o.posts ? 'clearfix' : 'no_pagination'}"><div class="et_pb_portfolio_items">
${o.projects.map((p, i) => item(o.order, i, p, o.full)).join('\n')}
</div></div>
<div class="et_pb_portofolio_pagination"></div>
</div>`;

const text = (n: number, inner: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const demo: DemoModule = {
  name: 'portfolio',
  title: 'Filterable portfolio (grid and fullwidth)',
  order: 61,
  html: `<div class="et_pb_section et_pb_section_63 et_section_regular">
<div class="et_pb_row et_pb_row_63"><div class="et_pb_column et_pb_column_4_4 et_pb_column_63 et-last-child">
${text(63, '<h2>Filterable portfolio</h2><p>Pick a category, or a page: both go to the address fragment, so <a id="lp-portfolio-link" href="#lp-portfolio|photo|2">this link</a> opens Photography, page 2.</p>')}
${portfolio({ id: 'lp-portfolio', order: 0, posts: 4, full: false, projects: PROJECTS })}
${text(64, '<h3>Fullwidth, posts number 0</h3><p>Every project on one page.</p>')}
${portfolio({ id: 'lp-portfolio-full', order: 1, posts: 0, full: true, projects: PROJECTS.slice(0, 4) })}
${text(65, '<h3>Portfolio (not filterable)</h3><p>The server pages it; the script only sets the grid rows.</p>')}
<div id="lp-portfolio-plain" class="et_pb_module et_pb_portfolio et_pb_portfolio_0 et_pb_portfolio_grid clearfix et_pb_bg_layout_light">
<div class="et_pb_ajax_pagination_container">
${PROJECTS.slice(4, 9).map((p, i) => item(2, i + 4, p, false)).join('\n')}
</div></div>
</div></div>
</div>`,
  // The theme's portfolio CSS, trimmed. The last rules ("before the script") are what docs/galleries.md
  // asks a site to add: page 1 in its rows and the bar's line from the first paint, so nothing shifts.
  css: `.et_pb_portfolio_filters ul{list-style:none;margin:0 0 20px;padding:0}
.et_pb_portfolio_filters li{float:left}
.et_pb_portfolio_filters li a{display:block;padding:6px 14px;border:1px solid #e2e2e2;margin:0 -1px 0 0;color:#666;text-decoration:none}
.et_pb_portfolio_filters li a.active{background:#2ea3f2;color:#fff;border-color:#2ea3f2}
.et_pb_portfolio_filters li a:focus-visible{outline:3px solid #2ea3f2;outline-offset:2px}
.et_pb_filterable_portfolio_grid .et_pb_portfolio_item,.et_pb_portfolio_grid .et_pb_portfolio_item{float:left;width:29.666%;margin:0 5.5% 5.5% 0}
.et_pb_filterable_portfolio_grid .et_pb_portfolio_item.last_in_row,.et_pb_portfolio_grid .et_pb_portfolio_item.last_in_row{margin-right:0}
.et_pb_filterable_portfolio_grid .et_pb_portfolio_item.first_in_row,.et_pb_portfolio_grid .et_pb_portfolio_item.first_in_row{clear:both}
/* before the script, the plain grid's rows (three columns, two on phones) */
.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3n){margin-right:0}
.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3n+1){clear:both}
@media (max-width:767px){.et_pb_portfolio_grid .et_pb_portfolio_item{width:47.25%}.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3n){margin-right:5.5%}.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3n+1){clear:none}.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(2n){margin-right:0}.et_pb_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(2n+1){clear:both}}
.et_pb_filterable_portfolio_fullwidth .et_pb_portfolio_item{margin-bottom:40px}
.et_pb_portfolio_item img{width:100%;height:auto;display:block}
.et_pb_portfolio_item .et_pb_module_header{font-size:17px;margin:8px 0 0}
.et_pb_portfolio_item .post-meta{margin:0;font-size:13px;color:#777}
.et_pb_portofolio_pagination ul{list-style:none;margin:0;padding:10px 0 0;border-top:1px solid #e2e2e2;text-align:right;line-height:24px}
.et_pb_portofolio_pagination li{display:inline-block}
.et_pb_portofolio_pagination a{display:inline-block;padding:0 8px;color:#999;text-decoration:none}
.et_pb_portofolio_pagination a.active{color:#2ea3f2;font-weight:600}
@media (max-width:767px){.et_pb_filterable_portfolio_grid .et_pb_portfolio_item{width:47.25%}}
/* before the script (the rules stop applying once it has set each item's display): page 1 in its rows, and the bar's line */
.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(n+5){display:none}
.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3){margin-right:0}
.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(4){clear:both}
@media (max-width:767px){.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(3){margin-right:5.5%;clear:both}.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(2n){margin-right:0}.et_pb_filterable_portfolio_0 .et_pb_portfolio_item:not([style]):nth-child(4){clear:none}}
.et_pb_filterable_portfolio_0 .et_pb_portofolio_pagination{min-height:35px;clear:both}
`,
};
export default demo;
