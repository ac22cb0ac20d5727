// Which chunks a demo page preloads from its head: the runtime's and the theme header's always, the
// animation module's only when the first section of the content animates (the same rule as the WordPress
// plugin's includes/preload.php, which tests/e2e/wordpress.e2e.ts checks on shortcodes).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstSectionAnimates, preloadNames } from '../../../demo/pages/preload';
import { hero } from '../../../demo/modules/hero';

const section = (n: number, inner: string) => `<div class="et_pb_section et_pb_section_${n} et_section_regular">${inner}</div>`;
const text = (animated: boolean) => `<div class="et_pb_module et_pb_text${animated ? ' et_animated' : ''}"><p>x</p></div>`;

describe('firstSectionAnimates', () => {
  it('is true when an element of the first section has et_animated, and only the first section counts', () => {
    expect(firstSectionAnimates(section(0, text(true)) + section(1, text(false)))).toBe(true);
    expect(firstSectionAnimates(section(0, text(false)) + section(1, text(true)))).toBe(false);
    // A whole animated first section.
    expect(firstSectionAnimates(`<div class="et_pb_section et_pb_section_0 et_animated">${text(false)}</div>`)).toBe(true);
    expect(firstSectionAnimates(hero(true))).toBe(true);
    expect(firstSectionAnimates(hero(false))).toBe(false);
  });

  it('ignores the words in text, and content with no section', () => {
    expect(firstSectionAnimates(section(0, '<p>The theme marks animated modules with et_animated.</p>'))).toBe(false);
    expect(firstSectionAnimates(text(true))).toBe(false);
    expect(firstSectionAnimates('')).toBe(false);
  });
});

describe('preloadNames', () => {
  it('names the runtime and the theme header, and the animation when the first section animates', () => {
    expect(preloadNames(hero(false))).toEqual(['runtime', 'theme-header']);
    expect(preloadNames(hero(true))).toEqual(['runtime', 'theme-header', 'animation']);
    expect(preloadNames(hero(true), false)).toEqual(['runtime', 'animation']);
  });
});
