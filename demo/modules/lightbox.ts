// Images that open in the lightbox, as the theme renders an Image module with "open in lightbox" on
// (Image.php: `a.et_pb_lightbox_image`), one with a title and one without.
import type { DemoModule } from '../pages/types';

const image = (order: number, n: number, title: string) => `<div class="et_pb_module et_pb_image et_pb_image_${order}">
<a href="/assets/demo-img/1600x1000/${n}.png" class="et_pb_lightbox_image"${title ? ` title="${title}"` : ''}><span class="et_pb_image_wrap"><img decoding="async" loading="lazy" width="800" height="500" src="/assets/demo-img/800x500/${n}.png" alt="${title || 'A wide view'}"></span></a>
</div>`;

const text = (n: number, inner: string) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const demo: DemoModule = {
  name: 'lightbox',
  title: 'Images in a lightbox',
  order: 62,
  html: `<div class="et_pb_section et_pb_section_65 et_section_regular">
<div class="et_pb_row et_pb_row_65"><div class="et_pb_column et_pb_column_1_2 et_pb_column_65">
${text(65, '<h2>Images in a lightbox</h2><p>The lightbox code loads on your first tap on an image (the tap is kept), never before.</p>')}
${image(0, 12, 'Valley &lt;at&gt; noon')}
</div><div class="et_pb_column et_pb_column_1_2 et_pb_column_66 et-last-child">
${image(1, 13, '')}
</div></div>
</div>`,
  css: `.et_pb_image img{max-width:100%;height:auto;display:block}.et_pb_image .et_pb_image_wrap{display:block}.et_pb_lightbox_image:focus-visible{outline:3px solid #2ea3f2;outline-offset:2px;display:block}`,
};
export default demo;
