// The <link rel="modulepreload"> tags a visitor page prints in its head, so the chunks boot asks for first
// start downloading with the HTML instead of one round trip after boot: the runtime's files and the theme
// header's (boot loads both on every page with the theme's header), and the animation module's when the
// page's first section animates (its entrance is the first screen). The WordPress plugin prints the same
// (wordpress/lightpage/includes/preload.php), from the same list the build writes: dist/frontend/preload.json,
// each chunk name with the files loading it costs, itself first.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist/frontend/preload.json');

/** True when the first section of the page's content has an element with an entrance animation. */
export function firstSectionAnimates(content: string): boolean {
  const sections = content.split(/(?=<div class="et_pb_section[\s"])/);
  const first = sections.find((s) => s.startsWith('<div class="et_pb_section'));
  return !!first && /class="[^"]*\bet_animated\b/.test(first);
}

/** The chunk names to preload on a visitor page. */
export function preloadNames(content: string, themeHeader = true): string[] {
  return ['runtime', ...(themeHeader ? ['theme-header'] : []), ...(firstSectionAnimates(content) ? ['animation'] : [])];
}

/** The tags for those names, each file once (read per page: the build may be redone while the server runs). */
export function preloadTags(names: string[], base = '/dist/frontend/'): string {
  if (!existsSync(LIST)) return '';
  const list = JSON.parse(readFileSync(LIST, 'utf8')) as Record<string, string[]>;
  const files = new Set(names.flatMap((n) => list[n] ?? []));
  return [...files].map((f) => `<link rel="modulepreload" href="${base}${f}">`).join('\n');
}
