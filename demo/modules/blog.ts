// The Blog module with ajax pagination, as the theme renders it (Blog.php): posts and the theme's
// "Older Entries / Next Entries" links inside `.et_pb_ajax_pagination_container`, and the real paged pages
// /modules/blog/page/N/ the links point at. Page 2 holds an image that opens in the lightbox (new content the
// registry picks up); page 3 is WordPress's 404 page (body class error404) that still holds the module.
// Two more blog modules have links that fail: one answers 500, one leads to a page without the module.
import type { DemoModule } from '../pages/types';

const POSTS = ['Shipping less script', 'A calmer scheduler', 'Galleries without jank', 'Forms that keep what you typed', 'Budgets in CI', 'The builder preview',
  'Fragments and back buttons', 'Lazy modules', 'Small components'];

const post = (n: number, extra = '') => `<article id="post-${300 + n}" class="et_pb_post clearfix et_pb_no_thumb et_pb_blog_item_0_${n} post-${300 + n} post type-post status-publish format-standard hentry category-news">
<h2 class="entry-title"><a href="/blog-post/">${POSTS[n % POSTS.length]}</a></h2>
<p class="post-meta"><span class="published">Nov ${(n % 27) + 1}, 2026</span> | <a href="#" rel="category tag">News</a></p>
<div class="post-content"><div class="post-content-inner"><p>Post ${n + 1} of the demo blog, page ${Math.floor(n / 3) + 1}. ${extra}</p></div></div>
</article>`;

const links = (older?: string, newer?: string) => `<div><div class="pagination clearfix">
<div class="alignleft">${older ? `<a href="${older}">&laquo; Older Entries</a>` : ''}</div>
<div class="alignright">${newer ? `<a href="${newer}">Next Entries &raquo;</a>` : ''}</div>
</div></div>`;

const lightboxImage = `<a href="/assets/demo-img/1200x800/21.png" class="et_pb_lightbox_image" title="Opened from a page loaded by ajax"><img decoding="async" width="120" height="80" src="/assets/demo-img/120x80/21.png" alt="Thumbnail"></a>`;

const blog = (order: number, id: string, inner: string) => `<div id="${id}" class="et_pb_module et_pb_blog_${order} et_pb_posts et_pb_bg_layout_light lp-blog">
<div class="et_pb_ajax_pagination_container">
${inner}
</div></div>`;

/** Page `n` of the working blog module (1-based). */
function blogPage(n: number): string {
  if (n === 1) return blog(0, 'lp-blog', `${post(0)}${post(1)}${post(2)}${links('/modules/blog/page/2/')}`);
  if (n === 2) return blog(0, 'lp-blog', `${post(3, lightboxImage)}${post(4)}${post(5)}${links('/modules/blog/page/3/', '/modules/blog/')}`);
  return blog(0, 'lp-blog', `<article class="et_pb_post not-found"><h2 class="entry-title">No older posts</h2><p>This is the site's 404 page; the module is still on it.</p></article>${links(undefined, '/modules/blog/page/2/')}`);
}

const text = (n: number, inner: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const section = (first: string) => `<div class="et_pb_section et_pb_section_66 et_section_regular">
<div class="et_pb_row et_pb_row_66"><div class="et_pb_column et_pb_column_2_3 et_pb_column_66">
${text(66, '<h2>Blog with ajax pagination</h2><p>Older and newer entries load in place: the module fades, the next page of posts is swapped in, and the page glides to the module.</p>')}
${first}
</div><div class="et_pb_column et_pb_column_1_3 et_pb_column_67 et-last-child">
${text(67, '<h3>Links that fail</h3><p>The first answers 500, the second leads to a page without this module: the posts stay, with one console warning.</p>')}
${blog(1, 'lp-blog-500', `${post(6)}${links('/modules/blog/page/2/?lp_status=500')}`)}
${blog(2, 'lp-blog-missing', `${post(7)}${links('/blog-post/')}`)}
</div></div>
</div>`;

const demo: DemoModule = {
  name: 'blog',
  title: 'Blog (ajax pagination)',
  order: 63,
  html: section(blogPage(1)),
  paged(n, query) {
    if (query.get('lp_status') === '500') return { status: 500, html: '<!DOCTYPE html><title>Internal Server Error</title><h1>Internal Server Error</h1>' };
    if (n === 2) return { html: section(blogPage(2)) };
    // WordPress answers a page past the last with its 404 template.
    return { status: 404, html: section(blogPage(3)), bodyClass: 'error404' };
  },
  // The theme's blog CSS, trimmed; every page of posts is the same height, so a swap moves nothing.
  css: `.et_pb_column_2_3{width:64.833%;margin-right:5.5%}
.lp-blog .et_pb_ajax_pagination_container{min-height:470px}
.lp-blog .et_pb_post{height:130px;overflow:hidden;margin-bottom:14px;border-bottom:1px solid #eee}
.lp-blog .entry-title{font-size:18px;margin:0 0 4px}
.lp-blog .post-meta{margin:0 0 6px;font-size:13px;color:#777}
.lp-blog .post-content p{margin:0}
.lp-blog .post-content img{vertical-align:middle;margin-left:8px}
.lp-blog .pagination{line-height:24px}
.lp-blog .pagination .alignleft{float:left}.lp-blog .pagination .alignright{float:right}
.et_pb_column_1_3 .lp-blog .et_pb_ajax_pagination_container{min-height:0}
`,
};
export default demo;
