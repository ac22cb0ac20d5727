// The Gallery module in grid mode as the theme renders it (Gallery.php): a paged gallery with a CSS id
// (its page goes to the fragment as `lp-gallery|N`), a gallery whose per-page setting is junk (4 a page),
// and a gallery with no image at all. Images are real PNGs of the sizes in their width/height attributes.
// Every gallery image opens in the lightbox.
import type { DemoModule } from '../pages/types';

const TITLES = ['Harbour at dawn', 'Old town roofs', 'Market day', 'The long pier', 'Forest path', 'Blue hour', 'Lighthouse', 'Snow field', 'Red door',
  'Bridge in fog', 'Sunflowers', 'Night train', 'Stone steps', 'Paper boats', 'Glasshouse', 'Tide pools', 'Orchard', 'Late bus', 'Rooftop garden',
  'Quiet library', 'Salt flats', 'Canal', 'Harvest', 'Pine ridge', 'Kites', 'Last light'];

export const galleryItem = (order: number, i: number, n: number, caption = true) => `<div class="et_pb_gallery_item et_pb_grid_item et_pb_bg_layout_light et_pb_gallery_item_${order}_${i}">
<div class="et_pb_gallery_image landscape"><a href="/assets/demo-img/1200x852/${n}.png" title="${TITLES[n % TITLES.length]}"><img decoding="async" loading="lazy" width="400" height="284" src="/assets/demo-img/400x284/${n}.png" alt="${TITLES[n % TITLES.length]}" class="wp-image-${100 + n}"><span class="et_overlay"></span></a></div>
<h3 class="et_pb_gallery_title">${TITLES[n % TITLES.length]}</h3>${caption ? `<p class="et_pb_gallery_caption">Photo ${n + 1} &lt;by the demo&gt;</p>` : ''}
</div>`;

const gallery = (o: { id?: string; order: number; perPage: string; count: number; from?: number }) => `<div${o.id ? ` id="${o.id}"` : ''} class="et_pb_module et_pb_gallery et_pb_gallery_${o.order} et_pb_bg_layout_light et_pb_gallery_grid">
<div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="${o.perPage}">
${Array.from({ length: o.count }, (_, i) => galleryItem(o.order, i, (o.from ?? 0) + i)).join('\n')}
</div><div class="et_pb_gallery_pagination"></div></div>`;

const text = (n: number, inner: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const demo: DemoModule = {
  name: 'gallery',
  title: 'Gallery (grid, pagination, lightbox)',
  order: 60,
  html: `<div class="et_pb_section et_pb_section_60 et_section_regular">
<div class="et_pb_row et_pb_row_60"><div class="et_pb_column et_pb_column_4_4 et_pb_column_60 et-last-child">
${text(60, '<h2>Gallery</h2><p>Four images a page, 26 images: the bar shows four pages, then a window around the page you are on. The page goes to the address fragment. Tap an image to open it in the lightbox; use the arrows, the arrow keys or a swipe to move, Escape to close.</p>')}
${gallery({ id: 'lp-gallery', order: 0, perPage: '4', count: 26 })}
</div></div>
<div class="et_pb_row et_pb_row_61"><div class="et_pb_column et_pb_column_1_2 et_pb_column_61">
${text(61, '<h3>Per page left empty</h3><p>A junk per-page setting gives four a page.</p>')}
${gallery({ order: 1, perPage: 'abc', count: 6, from: 3 })}
</div><div class="et_pb_column et_pb_column_1_2 et_pb_column_62 et-last-child">
${text(62, '<h3>No images</h3><p>A gallery whose images were all deleted: nothing to page, nothing breaks.</p>')}
${gallery({ id: 'lp-gallery-empty', order: 2, perPage: '4', count: 0 })}
</div></div>
</div>`,
  // The theme's gallery CSS, trimmed: grid items stay hidden until the script shows a page (which is why
  // a real site flashes an empty gallery). The two rules marked "before the script" are what docs/galleries.md
  // asks a site to add so the first page and the bar's line are there from the first paint: no layout shift.
  css: `.et_pb_gallery_grid .et_pb_gallery_item{display:none;float:left;width:29.666%;margin:0 5.5% 5.5% 0}
.et_pb_gallery_grid .et_pb_gallery_item.last_in_row{margin-right:0}
.et_pb_gallery_grid .et_pb_gallery_item.first_in_row{clear:both}
.et_pb_column_1_2 .et_pb_gallery_grid .et_pb_gallery_item{width:47.25%}
.et_pb_gallery_image{position:relative;line-height:0}
.et_pb_gallery_image img{width:100%;height:auto;display:block}
.et_pb_gallery_image a{display:block}
.et_pb_gallery_image a:focus-visible{outline:3px solid #2ea3f2;outline-offset:2px}
.et_pb_gallery_title{margin:8px 0 0;font-size:16px;line-height:1.3}
.et_pb_gallery_caption{margin:0;font-size:13px;color:#777;line-height:1.4}
.et_pb_gallery_pagination ul{list-style:none;margin:0;padding:10px 0 0;border-top:1px solid #e2e2e2;text-align:right;line-height:24px}
.et_pb_gallery_pagination li{display:inline-block}
.et_pb_gallery_pagination a{display:inline-block;padding:0 8px;color:#999;text-decoration:none}
.et_pb_gallery_pagination a.active{color:#2ea3f2;font-weight:600}
@media (max-width:767px){.et_pb_gallery_grid .et_pb_gallery_item{width:47.25%}}
/* before the script (the rules stop applying once it has set each item's display): page 1 of each paged gallery in its rows, and its bar's line */
.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(-n+4),.et_pb_gallery_1 .et_pb_gallery_item:not([style]):nth-child(-n+4){display:block}
.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(3),.et_pb_gallery_1 .et_pb_gallery_item:not([style]):nth-child(2n){margin-right:0}
.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(4),.et_pb_gallery_1 .et_pb_gallery_item:not([style]):nth-child(3){clear:both}
@media (max-width:767px){.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(3){margin-right:5.5%;clear:both}.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(2n){margin-right:0}.et_pb_gallery_0 .et_pb_gallery_item:not([style]):nth-child(4){clear:none}}
.et_pb_gallery_0 .et_pb_gallery_pagination,.et_pb_gallery_1 .et_pb_gallery_pagination{min-height:35px;clear:both}
`,
};
export default demo;
