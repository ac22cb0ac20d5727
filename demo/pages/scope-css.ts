// Each demo's CSS applies only inside its own wrapper (<div class="lp-demo lp-demo-NAME">), so the
// kitchen-sink page looks like every module page: demos reuse order classes (et_pb_section_61 is a
// parallax background in one and an animation row in another) and must not style each other.
// scopeCss() prefixes every selector with the demo's scope; what names the page chrome around the
// content (header, footer, #page-container, <body>) cannot live under a scope and belongs in the demo's
// `pageCss`, which chromeOnly() checks.

/** The theme's page shell, outside any demo's content (demo/pages/layout.ts). */
export const CHROME = ['#page-container', '#main-header', '#et-main-area', '#main-content', '#main-footer', '#footer-bottom', '#top-menu', '#et-top-navigation',
  '#et_mobile_nav_menu', '#et_top_search', '.et_search_outer', '.et_pb_scroll_top', '.et-l', '.entry-content'];

/** The content root every demo's sections sit in; a selector starting there means "when this demo comes first". */
const CONTENT_ROOT = '.et_builder_inner_content';

/**
 * The wrapper's class on a module's own page. A selector starting with it applies only there: room that
 * puts the module below the first screen for its own tests, which on the kitchen sink would be a blank gap.
 */
export const ALONE = 'lp-demo-alone';

export const scopeClass = (name: string) => `lp-demo-${name.replace(/[^\w-]/g, '-')}`;

/** Splits on top-level commas (not those inside :is(), :not(), attribute values). */
export function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of list) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const namesChrome = (sel: string) => CHROME.some((c) => new RegExp(`${c.replace(/[.#-]/g, '\\$&')}(?![\\w-])`).test(sel)) || /^(html|body|:root)\b[^\s>+~]*$/.test(sel);

export function scopeSelector(sel: string, scope: string): string {
  const s = sel.trim();
  if (new RegExp(`^\\.${ALONE}(?![\\w-])`).test(s)) return `${scope}${s}`;
  if (s.startsWith(CONTENT_ROOT)) return `${CONTENT_ROOT}>${scope}:first-child${s.slice(CONTENT_ROOT.length)}`;
  const root = /^((?:html|body|:root)[^\s>+~]*)\s*([>+~]?)\s*(.+)$/.exec(s);
  if (root) return `${root[1]} ${scope} ${root[3]}`;
  return `${scope} ${s}`;
}

interface Block {
  prelude: string;
  body: string;
}

/** Top-level blocks and statements of a stylesheet (comments dropped). */
function blocks(css: string): (Block | string)[] {
  const src = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: (Block | string)[] = [];
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf('{', i);
    const semi = src.indexOf(';', i);
    if (open < 0) {
      if (src.slice(i).trim()) out.push(src.slice(i).trim());
      break;
    }
    if (semi >= 0 && semi < open && src.slice(i, semi).trim().startsWith('@')) {
      out.push(src.slice(i, semi + 1).trim());
      i = semi + 1;
      continue;
    }
    let depth = 0;
    let j = open;
    for (; j < src.length; j++) {
      if (src[j] === '{') depth++;
      else if (src[j] === '}' && --depth === 0) break;
    }
    out.push({ prelude: src.slice(i, open).trim(), body: src.slice(open + 1, j) });
    i = j + 1;
  }
  return out;
}

const GROUPING = /^@(media|supports|container|layer|document)\b/;

/** Every style rule's selectors, with the at-rule blocks they sit in walked through. */
export function selectorsOf(css: string): string[] {
  return blocks(css).flatMap((b) =>
    typeof b === 'string' ? [] : b.prelude.startsWith('@') ? (GROUPING.test(b.prelude) ? selectorsOf(b.body) : []) : splitSelectors(b.prelude));
}

/** The CSS with every selector under `.scope` (keyframes, font faces and imports are left as they are). */
export function scopeCss(css: string, name: string): string {
  const scope = `.${scopeClass(name)}`;
  return blocks(css)
    .map((b) => {
      if (typeof b === 'string') return b;
      if (b.prelude.startsWith('@')) return GROUPING.test(b.prelude) ? `${b.prelude}{${scopeCss(b.body, name)}}` : `${b.prelude}{${b.body}}`;
      return `${splitSelectors(b.prelude).map((s) => scopeSelector(s, scope)).join(',')}{${b.body.trim()}}`;
    })
    .join('\n');
}

/** Selectors of a demo's scoped `css` that name the page chrome: they can never match under the scope. */
export const chromeSelectors = (css: string) => selectorsOf(css).filter(namesChrome);

/** Selectors of a demo's `pageCss` that do not name the page chrome: they would leak into other demos. */
export const leakingPageSelectors = (css: string) => selectorsOf(css).filter((s) => !namesChrome(s));
