// Text from cart item data and from the attached-products response is shown as text, never as HTML
// (contracts §1.6, §2.6). Pure string work, so it is the same in every runtime and needs no DOM.

// What esc_html and wptexturize print: the five escapes (numeric ones are decoded below) and nbsp.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes numeric entities and the named ones above; unknown names stay as written. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? all;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
  });
}

/**
 * HTML (or plain text) to one line of text: tags stripped (with the content of script and style, as
 * wp_strip_all_tags does), entities decoded, white space collapsed. The result is appended to a price
 * format that WooCommerce parses for `<name/>` tokens, so anything token-shaped left after decoding is
 * dropped: the text can never add a second `<price/>` or cut the format short.
 */
export function toText(html: unknown): string {
  if (typeof html !== 'string') return '';
  const stripped = html.replace(/<(script|style)[^>]*>[^]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, '');
  return decodeEntities(stripped)
    .replace(/<\/?\w+\s*\/?>/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
