// Markup of the slider family as the theme renders it (slider, post slider, fullwidth slider, gallery in
// slider layout, video slider, fullwidth portfolio carousel), and the theme's slider CSS, trimmed. Used by
// the slider demo pages in demo/modules/. Images are 800 × 600 PNGs from the demo server (photos on a real
// site: an SVG drawing would be a document Chromium lays out again whenever its slide repaints, which no
// photo costs) and every box is reserved in CSS, so enhancement moves nothing.
export const photo = (i: number) => `/assets/demo-img/800x600/${((i - 1) % 7) + 1}.png`;

export const text = (n: number, inner: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

export const section = (n: number, inner: string, fullwidth = false) =>
  fullwidth
    ? `<div class="et_pb_section et_pb_section_${n} et_pb_fullwidth_section et_section_regular">\n${inner}\n</div>`
    : `<div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">\n${inner}\n</div></div></div>`;

export interface Slide {
  title: string;
  body: string;
  button?: string;
  image?: string;
}

const slide = (n: number, s: Slide, first: boolean) => `<div class="et_pb_slide et_pb_slide_${n} et_pb_bg_layout_dark et_pb_media_alignment_center${s.image ? ' et_pb_slide_with_image' : ''}${first ? ' et-pb-active-slide' : ''}" data-slide-id="et_pb_slide_${n}">
<div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner">
${s.image ? `<div class="et_pb_slide_image"><img src="${s.image}" width="800" height="600" alt="" loading="lazy"></div>` : ''}<div class="et_pb_slide_description">
<h2 class="et_pb_slide_title"><a href="#slide-${n}">${s.title}</a></h2>
<div class="et_pb_slide_content"><p>${s.body}</p></div>
${s.button ? `<div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_more_button" href="/?from-slide=${n}">${s.button}</a></div>` : ''}
</div></div></div>
</div>`;

/** A slider module: `cls` carries the module's own classes (et_pb_slider_0, et_slider_auto, ...). */
export const slider = (opts: { id?: string; cls: string; first: number; slides: Slide[] }) =>
  `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_module et_pb_slider ${opts.cls}">
<div class="et_pb_slides">
${opts.slides.map((s, i) => slide(opts.first + i, s, i === 0)).join('\n')}
</div>
</div>`;

/** Background images of slides n..n+count-1, as the theme prints them in the page's module CSS. */
export const slideBackgrounds = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => `.et_pb_slide_${first + i}{background-image:url(${photo(first + i)})}`).join('');

/** The gallery module in slider layout. */
export const gallerySlider = (opts: { id?: string; n: number; cls: string; count: number }) =>
  `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_module et_pb_gallery et_pb_gallery_${opts.n} et_pb_bg_layout_light et_pb_slider et_pb_gallery_fullwidth ${opts.cls} clearfix">
<div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="4">
${Array.from({ length: opts.count }, (_, i) => `<div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_${opts.n}_${i}"><div class="et_pb_gallery_image landscape"><a href="${photo(i + 1)}" title="Photo ${i + 1}"><img src="${photo(i + 1)}" width="800" height="600" alt="Photo ${i + 1}" loading="lazy"><span class="et_overlay"></span></a></div></div>`).join('\n')}
</div>
</div>`;

/** The video slider with its thumbnail carousel (et_pb_slider_carousel). */
export const videoSlider = (opts: { id?: string; n: number; count: number }) =>
  `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_module et_pb_video_slider et_pb_video_slider_${opts.n}">
<div class="et_pb_slider et_pb_preload et_pb_slider_carousel et_pb_slider_no_pagination">
<div class="et_pb_slides">
${Array.from({ length: opts.count }, (_, i) => `<div class="et_pb_slide et_pb_video_slide${i ? '' : ' et-pb-active-slide'}" data-image="${photo(i + 1)}">
<div class="et_pb_video_wrap"><div class="et_pb_video_box"><video controls playsinline muted preload="none" width="320" height="180" poster="${photo(i + 1)}"><source type="video/mp4" src="/assets/video-bg-landscape.mp4"><source type="video/webm" src="/assets/video-bg-landscape.webm"></video></div></div>
</div>`).join('\n')}
</div>
</div>
</div>`;

/** The fullwidth portfolio, in carousel mode unless `grid`. */
export const portfolioCarousel = (opts: { id?: string; n: number; count: number; rotate: 'on' | 'off'; speed?: number; grid?: boolean }) =>
  `<div${opts.id ? ` id="${opts.id}"` : ''} class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_${opts.n} et_pb_bg_layout_light ${opts.grid ? 'et_pb_fullwidth_portfolio_grid clearfix' : 'et_pb_fullwidth_portfolio_carousel'}" data-auto-rotate="${opts.rotate}"${opts.speed ? ` data-auto-rotate-speed="${opts.speed}"` : ''}>
<h2 class="et_pb_portfolio_title">Recent work</h2>
<div class="et_pb_portfolio_items clearfix" data-portfolio-columns="">
${Array.from({ length: opts.count }, (_, i) => `<div id="post-${900 + i}" class="et_pb_portfolio_item et_pb_grid_item post-${900 + i} project type-project status-publish has-post-thumbnail hentry">
<div class="et_pb_portfolio_image landscape"><img src="${photo(i + 1)}" width="800" height="600" alt="Project ${i + 1}" loading="lazy">
<div class="meta"><a href="/?project=${i + 1}"><span class="et_overlay"></span><h3 class="et_pb_module_header">Project ${i + 1}</h3><p class="post-meta">Design, Web</p></a></div></div>
</div>`).join('\n')}
</div>
</div>`;

// The theme's slider and carousel CSS, trimmed: slides hidden but the first (the script shows the active
// one), arrows and controllers absolutely placed over the slider (so they take no space), every slide as
// tall as the slider's minimum, and the carousels' boxes reserved with container queries using the same
// column maths as the script (≥ 1600 → 5, ≥ 1024 → 4, ≥ 768 → 3, ≥ 480 → 2, else 1; height 0.75 of width).
export const sliderCss = `.et_pb_slider{position:relative;overflow:hidden}
.et_pb_slides{position:relative}
.et_pb_slides::after{content:"";display:block;clear:both}
.et_pb_slide{display:none;width:100%;padding:0 6%;background:#1f3a5f center/cover no-repeat;text-align:center;color:#fff;list-style:none}
.et_pb_slides>.et_pb_slide:first-child{display:block}
.et_pb_slider .et_pb_container{display:flex;align-items:center;justify-content:center;min-height:360px;padding:60px 0}
.et_pb_slider_container_inner{display:flex;align-items:center;gap:5%;width:100%}
.et_pb_slide_image{flex:0 0 40%}.et_pb_slide_image img{display:block;width:100%;height:auto;aspect-ratio:4/3}
.et_pb_slide_description{flex:1;text-shadow:0 1px 3px rgba(0,0,0,.4)}
.et_pb_slide_title{font-size:34px;margin:0 0 .4em}.et_pb_slide_title a{color:#fff;text-decoration:none}
.et_pb_slide_content p{margin:0 0 1em;font-size:16px}
.et_pb_slide .et_pb_button{display:inline-block;padding:.3em 1em;border:2px solid #fff;border-radius:3px;color:#fff;text-decoration:none;font-size:18px}
.et-pb-slider-arrows a{position:absolute;top:50%;z-index:10;width:44px;height:44px;margin-top:-22px;border-radius:50%;background:rgba(0,0,0,.35);text-decoration:none;touch-action:manipulation}
.et-pb-slider-arrows a::before{content:"";position:absolute;top:15px;width:12px;height:12px;border:solid #fff;border-width:3px 3px 0 0}
.et-pb-arrow-prev{left:16px}.et-pb-arrow-prev::before{left:17px;transform:rotate(-135deg)}
.et-pb-arrow-next{right:16px}.et-pb-arrow-next::before{left:12px;transform:rotate(45deg)}
.et-pb-slider-arrows a span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.et-pb-slider-arrows a:focus-visible,.et-pb-controllers a:focus-visible,.et_pb_video_play:focus-visible{outline:3px solid #fff;outline-offset:2px}
.et-pb-controllers{position:absolute;bottom:16px;left:0;width:100%;z-index:10;text-align:center;line-height:0}
.et-pb-controllers a{display:inline-block;width:24px;height:24px;margin:0 2px;border-radius:50%;text-indent:-9999px;overflow:hidden;background:radial-gradient(circle,rgba(255,255,255,.5) 5px,transparent 6px);touch-action:manipulation}
.et-pb-controllers a.et-pb-active-control{background:radial-gradient(circle,#fff 5px,transparent 6px)}
.et_pb_gallery_fullwidth .et_pb_gallery_item{display:none}
.et_pb_gallery_fullwidth .et_pb_gallery_items>.et_pb_gallery_item:first-child{display:block}
.et_pb_gallery_fullwidth .et_pb_gallery_image img{display:block;width:100%;height:auto;aspect-ratio:4/3}
.et_pb_video_slider{position:relative;container-type:inline-size}
.et_pb_video_slider .et_pb_slide{padding:0;background:#000}
.et_pb_video_box video{display:block;width:100%;height:auto;aspect-ratio:16/9}
.et_pb_slider.et_pb_preload .et_pb_slides{visibility:hidden}
.et_pb_video_slider>.et_pb_slider_carousel{margin-bottom:75cqw}
.et_pb_video_slider>.et_pb_carousel{position:absolute;left:0;right:0;bottom:0}
.et_pb_carousel_item .et_pb_video_overlay{position:absolute;inset:4px;background:#333 center/cover no-repeat;opacity:.6}
.et_pb_carousel_item.et-pb-active-control .et_pb_video_overlay{opacity:1;box-shadow:0 0 0 3px #2ea3f2}
.et_pb_video_play{position:absolute;inset:0}
.et_pb_fullwidth_portfolio_carousel,.et_pb_fullwidth_portfolio_grid{position:relative;container-type:inline-size}
.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_items{display:flex;flex-wrap:wrap}
.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_item{position:relative;flex:0 0 100%;height:75cqw;overflow:hidden}
.et_pb_fullwidth_portfolio .et_pb_portfolio_title{padding:0 20px}
.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_items{display:flex;overflow:hidden}
.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_item{position:relative;flex:0 0 100%;height:75cqw;overflow:hidden}
.et_pb_portfolio_image,.et_pb_portfolio_image img{display:block;width:100%;height:100%;object-fit:cover}
.et_pb_portfolio_image .meta{position:absolute;left:0;right:0;bottom:0;padding:12px 16px;background:rgba(0,0,0,.5)}
.et_pb_portfolio_image .meta a{color:#fff;text-decoration:none}.et_pb_portfolio_image .meta h3{color:#fff;font-size:18px;margin:0}.et_pb_portfolio_image .meta p{margin:0}
.et_pb_fullwidth_portfolio_carousel .et-pb-slider-arrows a{top:calc(50% + 20px)}
@container (min-width:480px){.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_item{flex-basis:50%;height:37.5cqw}.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_item{flex-basis:50%;height:37.5cqw}.et_pb_video_slider>.et_pb_slider_carousel{margin-bottom:37.5cqw}}
@container (min-width:768px){.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_item{flex-basis:33.3333%;height:25cqw}.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_item{flex-basis:33.3333%;height:25cqw}.et_pb_video_slider>.et_pb_slider_carousel{margin-bottom:25cqw}}
@container (min-width:1024px){.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_item{flex-basis:25%;height:18.75cqw}.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_item{flex-basis:25%;height:18.75cqw}.et_pb_video_slider>.et_pb_slider_carousel{margin-bottom:18.75cqw}}
@container (min-width:1600px){.et_pb_fullwidth_portfolio_grid .et_pb_portfolio_item{flex-basis:20%;height:15cqw}.et_pb_fullwidth_portfolio_carousel .et_pb_portfolio_item{flex-basis:20%;height:15cqw}.et_pb_video_slider>.et_pb_slider_carousel{margin-bottom:15cqw}}
@media (max-width:767px){.et_pb_slider .et_pb_container{min-height:420px;padding:40px 0}.et_pb_slider_container_inner{flex-direction:column}.et_pb_slide_image{flex:none;width:60%;margin-bottom:16px}.et_pb_slide_title{font-size:24px}}
`;
