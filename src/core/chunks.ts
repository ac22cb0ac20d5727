// Where each chunk is, and how to ask for it in one round trip. The build replaces the placeholder below in
// boot.js with the files loading each chunk costs: the chunk and every static import of it. Boot pays for
// every byte of it, so it is one string, one entry per chunk name joined by ";", in the order of CHUNK_NAMES
// then the table's rows (the names themselves are already in boot, in the table); each entry is
// "<own file> <hash> <hash>...": the own file empty when it is modules/<name>, a shared chunk as its hash
// (chunks/chunk-<hash>), and an entry left empty for a module whose chunk imports nothing (modules/<name>
// alone). Asking for a module preloads the runtime's files and the module's files at once, so nothing is
// discovered one after another. URLs are made from boot's own URL: a classic script's relative import()
// would resolve against the page, not the script.

/** The chunks that are no table row, first in the map (esbuild.config.ts writes it in this order). */
export const CHUNK_NAMES = ['runtime', 'navigate'];

// Replaced at build time (esbuild.config.ts); absent in unit tests, where the table's own imports serve.
const MAP: string | undefined = (globalThis as { __LP_CHUNKS__?: string }).__LP_CHUNKS__;

/** boot.js's URL: the running classic script, else the page's script whose file is boot.js. */
function ownUrl(): string | undefined {
  const cur = document.currentScript as HTMLScriptElement | null;
  if (cur?.src) return cur.src;
  for (const s of document.scripts) if (/\/boot\.js\b/.test(s.src)) return s.src;
}

export type Preload = (...names: string[]) => void;
/**
 * Import a chunk by name. After a failure, under a fresh URL (`?retry=N`): the browser does not ask again
 * for a module it failed to fetch under the old one. A chunk that arrived keeps its URL, so a second root
 * of a module shares the first one's instance.
 */
export type LoadChunk = <T>(name: string, fallback: () => Promise<T>) => Promise<T>;

/** `table`: the registry table's rows, whose order the map's entries follow after CHUNK_NAMES. */
export function chunks(table: { name: string }[]): [Preload, LoadChunk] {
  const map = MAP?.split(';');
  const order = [...CHUNK_NAMES, ...table.map((e) => e.name)];
  const url = map && ownUrl();
  const href = (file: string) => new URL(file + '.js', url).href;
  const files = (name: string) => (map![order.indexOf(name)] ?? '').split(' ').map((f, i) => (i ? 'chunks/chunk-' + f : f || 'modules/' + name));
  const seen: Record<string, 1> = {};
  // Once per chunk name (a file two names share is asked twice; the browser fetches it once).
  const preload: Preload = (...names) => {
    for (const name of names) {
      if (seen[name]) continue;
      seen[name] = 1;
      for (const file of (url && files(name)) || []) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: href(file) }));
    }
  };
  const failed: Record<string, number> = {};
  const load: LoadChunk = (name, fallback) => {
    const file = map && files(name)[0];
    if (!file) return fallback();
    preload(name);
    const n = failed[name];
    // Without boot's URL (a module script under another name) the path relative to boot still works.
    return import(/* @vite-ignore */ (url ? href(file) : `./${file}.js`) + (n ? '?retry=' + n : '')).catch((err) => {
      failed[name] = (n || 0) + 1;
      throw err;
    });
  };
  return [preload, load];
}
