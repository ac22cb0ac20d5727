// The core's page behaviours on one page: same-page anchors (smooth scroll with the header offset, the
// `[name]` fallback, the opt-out), whole-module links from et_link_options_data, the WooCommerce reviews
// link, and a tab reached by a `#tab-` fragment. Not a module: left off the kitchen sink.
import type { DemoModule } from '../pages/types';

const para = '<p>Filler text that stands in for the content of a long landing page, so that the anchors below have somewhere to scroll to.</p>';
const filler = (n: number) => para.repeat(n);

const section = (n: number, inner: string, cls = '') => `<div class="et_pb_section et_pb_section_${n} et_section_regular ${cls}">
<div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">
${inner}
</div></div></div>`;

const text = (n: number, inner: string, extra = '') =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_bg_layout_light ${extra}"><div class="et_pb_text_inner">${inner}</div></div>`;

const demo: DemoModule = {
  name: 'core-anchors',
  title: 'Anchors, link options and fragments',
  kitchenSink: false,
  order: 98,
  html: [
    section(0, text(0, `<h1>Anchors and whole-module links</h1>
<ul class="lp-anchor-list">
  <li><a id="lp-to-near" href="#lp-near">Scroll to a section further down</a></li>
  <li><a id="lp-to-far" href="#lp-far">Scroll to a section more than 4000 px down</a></li>
  <li><a id="lp-to-named" href="#lp-named">Scroll to a named anchor</a></li>
  <li class="et_smooth_scroll_disabled"><a id="lp-no-smooth" href="#lp-near">Jump without smooth scrolling (opted out)</a></li>
  <li><a id="lp-to-missing" href="#lp-missing">A link to an anchor that is not on the page</a></li>
  <li><a id="lp-reviews-link" class="woocommerce-review-link" href="#reviews" rel="nofollow">(2 customer reviews)</a></li>
</ul>`)
      + text(1, '<h3>This whole box is a link</h3><p>Click anywhere in it to go to the blog post (same window).</p>', 'et_pb_text_lo_same et_clickable')
      + text(2, '<h3>This box opens in a new window</h3><p>Click anywhere in it to open the kitchen sink in a new tab, or follow <a id="lp-inner-link" href="/blog-post/#inner">this inner link</a> instead.</p>', 'et_pb_text_lo_blank et_clickable')
      + text(3, '<h3>This box scrolls to a section</h3><p>Its link is a fragment on this page.</p>', 'et_pb_text_lo_hash et_clickable')
      + text(4, '<h3>This box goes to the reviews</h3><p>Its link is #product_reviews_tab.</p>', 'et_pb_text_lo_reviews et_clickable')
      + `<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close et_pb_text_lo_toggle et_clickable">
<h5 class="et_pb_toggle_title">A toggle inside a linked box: its title is not the link</h5>
<div class="et_pb_toggle_content clearfix"><p>Toggle content.</p></div></div>`),
    section(1, text(5, `<h2 id="lp-near">A section further down</h2>${filler(20)}`)),
    section(2, `<div class="et_pb_module et_pb_tabs et_pb_tabs_0" id="lp-tabs">
<ul class="et_pb_tabs_controls clearfix">
  <li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Overview</a></li>
  <li class="et_pb_tab_1"><a href="#tab-specs">Specs</a></li>
</ul>
<div class="et_pb_all_tabs">
  <div class="et_pb_tab et_pb_tab_0 clearfix et_pb_active_content"><div class="et_pb_tab_content"><p>Overview of the product.</p></div></div>
  <div class="et_pb_tab et_pb_tab_1 clearfix"><div class="et_pb_tab_content"><p>Specifications of the product.</p></div></div>
</div></div>${text(6, `<p><a name="lp-named"></a>A named anchor sits at the start of this paragraph.</p>${filler(30)}`)}`),
    section(3, `<div class="woocommerce-tabs wc-tabs-wrapper">
<ul class="tabs wc-tabs" role="tablist">
  <li class="description_tab active" id="tab-title-description" role="tab"><a href="#tab-description">Description</a></li>
  <li class="reviews_tab" id="tab-title-reviews" role="tab"><a href="#tab-reviews">Reviews (2)</a></li>
</ul>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel"><p>Product description.</p></div>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" hidden><div id="reviews"><p>Two reviews.</p></div></div>
</div>
<script>
// Stands in for WooCommerce's own single-product.js, which switches its tabs (not Lightpage's job).
document.addEventListener('click', function (e) {
  var a = e.target.closest && e.target.closest('.wc-tabs li a');
  if (!a) return;
  e.preventDefault();
  document.querySelectorAll('.wc-tabs li').forEach(function (li) { li.classList.toggle('active', li.contains(a)); });
  document.querySelectorAll('.wc-tab').forEach(function (p) { p.hidden = '#' + p.id !== a.getAttribute('href'); });
});
</script>${filler(10)}`),
    section(4, text(7, `<h2 id="lp-far">A section far down the page</h2>${filler(10)}`), 'lp-far-section'),
  ].join('\n'),
  css: '.lp-far-section{margin-top:4200px}.et_clickable{cursor:pointer;border:1px solid #ddd;padding:12px}',
  globals: {
    et_link_options_data: [
      { class: 'et_pb_text_lo_same', url: '/blog-post/', target: '_self' },
      { class: 'et_pb_text_lo_blank', url: '/kitchen-sink/?q=&#91;1&#93;', target: '_blank' },
      { class: 'et_pb_text_lo_hash', url: '#lp-near', target: '_self' },
      { class: 'et_pb_text_lo_reviews', url: '#product_reviews_tab', target: '_self' },
      { class: 'et_pb_text_lo_toggle', url: '/blog-post/', target: '_self' },
    ],
  },
};
export default demo;
