// Module state in the address fragment, in the theme's format (divi-markup §3): `id|p1|p2` for one
// module, several joined by `||`. The fragment is percent-decoded first (mail clients and link shorteners
// send `id%7C2`), then characters other than letters, digits, '-', '_' and '|' are stripped.
// On load and on every hashchange each named element receives an `et_hashchange` CustomEvent whose
// detail.params are its parameters (the theme's jQuery event of the same name, now a DOM event).

export interface FragmentChange {
  params: string[];
}
declare global {
  interface HTMLElementEventMap {
    et_hashchange: CustomEvent<FragmentChange>;
  }
}

function decode(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash; // a malformed escape: its '%' is stripped below
  }
}

export const sanitize = (hash: string) => decode(hash).replace(/[^a-zA-Z0-9\-_|]/g, '');

/** `a|1||b|x|2` -> [['a', ['1']], ['b', ['x', '2']]]; an id named twice keeps its last entry. */
export function parse(hash: string): [string, string[]][] {
  const byId = new Map<string, string[]>();
  for (const chunk of sanitize(hash).split('||')) {
    const [id, ...params] = chunk.split('|');
    if (!id) continue;
    byId.delete(id); // the last entry wins, in its own place
    byId.set(id, params);
  }
  return [...byId];
}

/** Replace the chunk whose id matches (every copy of it), or append `||state`. */
export function merge(hash: string, id: string, params: (string | number)[]): string {
  const state = [id, ...params].join('|');
  const chunks = sanitize(hash).split('||').filter(Boolean);
  const i = chunks.findIndex((c) => c.split('|')[0] === id);
  const kept = chunks.filter((c, j) => j === i || c.split('|')[0] !== id);
  if (i >= 0) kept[kept.indexOf(chunks[i])] = state;
  else kept.push(state);
  return kept.join('||');
}

// The state an element is still to receive (a function handing it over): the newest fragment's, kept until
// its module has mounted (after a retry too, when its chunk failed), the visitor writes the element's state
// (setFragment), or a newer fragment arrives. The function itself is the dispatch's token: any other value
// there makes it stale.
const waiting = new Map<Element, () => void>();

// Hash changes our own writes caused and whose hashchange has not come yet: each write that changes the
// address fires exactly one, in order.
let ownWrites = 0;

/** Write a module's state into the fragment; a no-op when the element has no id (as in the theme). */
export function setFragment(root: Element, params: (string | number)[]): void {
  if (!root.id) return;
  // The visitor's own state: a fragment's still waiting for this element is older.
  waiting.delete(root);
  const y = window.scrollY;
  const before = location.href;
  location.hash = merge(location.hash.slice(1), root.id, params);
  if (location.href !== before) ownWrites++;
  // Assigning location.hash jumps to a matching id; the theme keeps the page where it was.
  if (window.scrollY !== y) window.scrollTo(0, y);
}

/**
 * True, once, for the hashchange a module's own write caused. Its state is already on the page; handing it
 * back would only replace what the visitor asked for since (a tab chosen during a fade).
 */
export const ownWrite = (): boolean => ownWrites > 0 && (ownWrites--, true);

/**
 * The tab control link a plain `#foo` stands for (divi-markup §3, init_hash_for_tab): when no element has
 * that id, the link in a tabs module whose href is `#tab-foo` (the prefix is added when missing).
 */
export function tabLink(hash: string, doc: Document = document): HTMLElement | null {
  const clean = sanitize(hash);
  if (!clean || doc.getElementById(clean)) return null;
  // `clean` holds only [\w|-], so it is safe inside the quoted attribute selector.
  return doc.querySelector(`.et_pb_tabs_controls a[href="#${clean.startsWith('tab-') ? '' : 'tab-'}${clean}"]`);
}

/** What the registry (core/registry) knows of a root: 'mounted' once done, and the input held for it. */
export interface RootState {
  state?: string;
  held: unknown[];
}
type Before = (el: HTMLElement) => Promise<void> | void;

let roots: ReadonlyMap<Element, RootState> | undefined;

// A root's modules have mounted (a retry's too): hand each element it holds the state waiting for it, once
// the root's other modules (mounted in the same task) listen too. Unless the visitor acted on the module
// while its chunk loaded (a tap or key press held for it, replayed right after this): theirs is the newer wish.
document.addEventListener('lightpage:mount', (e) => {
  const root = e.target as Element;
  for (const [el, give] of waiting) {
    if (!root.contains(el)) continue;
    waiting.delete(el);
    if (!roots?.get(root)?.held.length) queueMicrotask(give);
  }
});

/**
 * Load the module of the root holding `el` (`before`), then `give` it its state: at once when the root is
 * mounted (or no root holds it), else when the root mounts, after the retry of a chunk that failed. Dropped
 * when something newer comes first (see `waiting`). `registry`: the registry's roots.
 */
export async function deliver(el: HTMLElement, give: () => void, before: Before, registry?: ReadonlyMap<Element, RootState>): Promise<void> {
  roots = registry ?? roots;
  waiting.set(el, give);
  await before(el);
  // Handed over at mount, or stale.
  if (waiting.get(el) !== give) return;
  let root: RootState | undefined;
  for (let x: Element | null = el; x && !root; x = x.parentElement) root = roots?.get(x);
  if (root && root.state !== 'mounted') return; // its chunk failed: the retry's mount hands it over
  waiting.delete(el);
  give();
}

/**
 * Dispatch et_hashchange to every element the fragment names. `before` lets the caller load a module
 * for that element first, so a module that was not loaded yet still receives its state. Each element gets
 * its state as soon as its own module is ready (a slow or failed chunk holds back no other; a failed one's
 * waits for its retry), and a state still waiting when a newer fragment arrives, or once the visitor has
 * chosen that element's state, is dropped: the newest wins.
 */
export async function dispatchFragment(hash: string, before: Before = () => {}, registry?: ReadonlyMap<Element, RootState>): Promise<void> {
  waiting.clear();
  await Promise.all(
    parse(hash).map(([id, params]) => {
      const el = document.getElementById(id);
      return el && deliver(el, () => el.dispatchEvent(new CustomEvent<FragmentChange>('et_hashchange', { detail: { params } })), before, registry);
    }),
  );
}
