// A plain blog post: the header, menu and search of the theme, and text. No builder modules.
const para = `<p>Lightpage keeps the theme's server-rendered markup and adds only the behaviour a visitor uses. On a page like this one, that is the header, its menu and the search field: everything else is text the browser can show without any script at all.</p>`;

export const blogPost = `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">
<h1 class="entry-title">A post about fast pages</h1>
${para.repeat(8)}
</div></div>
</div></div></div>`;
