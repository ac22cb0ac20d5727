// The filterable portfolio's rules, apart from the DOM: which items a category shows and what the
// fragment's `category|page` names.

/** Category slugs of an item, from its theme classes `project_category_<slug>`. */
export function categoriesOf(className: string): string[] {
  return [...className.matchAll(/(?:^|\s)project_category_([\w-]+)/g)].map((m) => m[1]);
}

/** Whether an item with `classes` belongs to `slug` ('all' holds every item). */
export const inCategory = (classes: string[], slug: string) => slug === 'all' || classes.includes(slug);

/** The fragment's category: a slug among `known`, else undefined (unknown or malformed). */
export function parseCategory(raw: unknown, known: string[]): string | undefined {
  return typeof raw === 'string' && known.includes(raw) ? raw : undefined;
}

/** data-posts-number: a non-negative integer (0 is one page), else 0. */
export function postsNumber(raw: string | null): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : 0;
}
