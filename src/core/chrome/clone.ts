// The theme's et_duplicate_menu, as a copy: the phone menu is the top menu cloned into
// `ul.et_mobile_menu#<id>` with the same items and classes. The theme keeps the items' ids, which then
// exist twice on the page; the copy suffixes them so every id stays unique (and labels still resolve).

/** `base`, or `base-2`, `base-3`… : the first that `taken` says is free. */
export function uniqueId(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The id an item of the copy gets: its own, suffixed with the copy's id. */
export const copyId = (id: string, menuId: string) => `${id}-${menuId}`;

/**
 * Clone `source` as `ul.<className>#<menuId>`: the same items, their ids made unique, the theme's
 * logo slots and slide markers left out, and the first item marked `et_first_mobile_item`.
 */
export function cloneMenu(source: Element, menuId: string, className: string, doc: Document = source.ownerDocument): HTMLElement {
  const copy = source.cloneNode(true) as HTMLElement;
  copy.id = menuId;
  copy.className = className;
  copy.querySelectorAll('.menu_slide,.et_pb_menu__logo-slot,.centered-inline-logo-wrap').forEach((el) => el.remove());
  const given = new Set<string>();
  for (const el of copy.querySelectorAll('[id]')) {
    el.id = uniqueId(copyId(el.id, menuId), (id) => given.has(id) || !!doc.getElementById(id));
    given.add(el.id);
  }
  copy.querySelector('li')?.classList.add('et_first_mobile_item');
  return copy;
}
