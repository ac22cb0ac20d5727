// The theme's back-to-top button lives in the page shell (layout.ts); this page is tall enough to use it.
import type { DemoModule } from '../pages/types';

const para = '<p>Scroll down past 800 px: the back-to-top button appears at the right edge. Press it, or focus it and press Enter, to glide back to the top.</p>';

const demo: DemoModule = {
  name: 'scroll-top',
  title: 'Back to top button',
  order: 99,
  kitchenSink: false,
  html: `<div class="et_pb_section et_pb_section_0 et_section_regular lp-tall">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_bg_layout_light"><div class="et_pb_text_inner">
<h1>Back to top</h1>
${para.repeat(6)}
</div></div>
</div></div></div>`,
};
export default demo;
