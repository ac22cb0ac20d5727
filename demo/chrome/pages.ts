// Shared text of the header-style demo pages: tall enough to scroll the header fixed, with sections to
// glide to from the menu's same-page link.
export function sections(title: string, intro: string, n = 4): string {
  const para = '<p>Scroll down: the header stays fixed and shrinks. On a phone, open the menu with the icon at the top right; its "Contact" item glides to the footer.</p>';
  return Array.from({ length: n }, (_, i) => `<div class="et_pb_section et_pb_section_${i} et_section_regular" id="lp-section-${i}">
<div class="et_pb_row et_pb_row_${i}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${i} et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_${i} et_pb_bg_layout_light"><div class="et_pb_text_inner">
${i === 0 ? `<h1>${title}</h1><p>${intro}</p>` : `<h2>Section ${i + 1}</h2>`}
${para.repeat(4)}
</div></div>
</div></div></div>`).join('\n');
}
