// Testimonials as the theme renders them: a portrait beside the quote in a full-width column and in a
// one-third column (where desktops get no indent), and the theme's own testimonial CSS.
import type { DemoModule } from '../pages/types';

const portrait = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90"><rect width="90" height="90" fill="hsl(${n * 70},55%,60%)"/><circle cx="45" cy="35" r="18" fill="#fff"/><rect x="18" y="60" width="54" height="30" rx="15" fill="#fff"/></svg>`)}`;

const testimonial = (n: number, quote: string, author: string) => `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_${n} clearfix et_pb_bg_layout_light">
<div class="et_pb_testimonial_portrait" style="background-image:url('${portrait(n)}')"></div>
<div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>${quote}</p></div></div>
<span class="et_pb_testimonial_author">${author}</span></div>
</div>`;

const demo: DemoModule = {
  name: 'testimonial',
  title: 'Testimonials',
  order: 60,
  html: `<div class="et_pb_section et_pb_section_60 et_section_regular">
<div class="et_pb_row et_pb_row_60"><div class="et_pb_column et_pb_column_4_4 et_pb_column_60 et-last-child">
${testimonial(60, 'The phone menu opened on the first tap, on a three-year-old phone on a train.', 'A visitor')}
</div></div>
<div class="et_pb_row et_pb_row_61"><div class="et_pb_column et_pb_column_1_3 et_pb_column_61">
${testimonial(61, 'In a one-third column the quote sits under the portrait on desktops.', 'A site owner')}
</div><div class="et_pb_column et_pb_column_2_3 et_pb_column_62 et-last-child">
${testimonial(62, 'Our pages went from 84 KiB of theme script to a few kilobytes.', 'A performance engineer')}
</div></div>
</div>`,
  // The theme's testimonial rules: the portrait floats left, the description keeps its own block beside
  // it. The script's margin-left equals the portrait's outer width, so it moves nothing.
  css: `.et_pb_testimonial{position:relative;padding:30px;background:#f5f5f5;overflow:hidden}
.et_pb_testimonial_portrait{float:left;position:relative;width:90px;height:90px;margin-right:30px;border-radius:90px;background-size:cover;background-position:center}
.et_pb_testimonial_description{overflow:hidden}
.et_pb_testimonial_content p{margin:0 0 8px}
.et_pb_testimonial_author{font-weight:700}
.et_pb_column_1_3 .et_pb_testimonial_portrait{float:none;margin:0 0 20px}
@media (max-width:980px){.et_pb_column_1_3 .et_pb_testimonial_portrait{float:left;margin:0 30px 0 0}}
@media (max-width:767px){.et_pb_testimonial_portrait{float:none;margin:0 0 20px}}`,
};
export default demo;
