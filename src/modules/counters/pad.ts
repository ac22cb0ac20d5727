// Counting numbers keep the width of their final value, so the text around them (centred, usually)
// does not move while they count: no layout shift, whatever the theme's CSS.

const FIGURE_SPACE = '\u2007'; // as wide as a digit
const PUNCTUATION_SPACE = '\u2008'; // as wide as a period or comma

/**
 * `text` padded on the left to the shape of `final`: each missing digit becomes a figure space and each
 * missing separator a punctuation space ("12" like "1,234" → "  12" in those spaces). Neither collapses.
 */
export function padLike(text: string, final: string): string {
  const missing = final.length - text.length;
  if (missing <= 0) return text;
  return final.slice(0, missing).replace(/\d/g, FIGURE_SPACE).replace(/[^\u2007]/g, PUNCTUATION_SPACE) + text;
}
