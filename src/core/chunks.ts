// Where each chunk is, and how to ask for it in one round trip. The build replaces the placeholder below in
// boot.js with a map from chunk name (a module's name, "runtime", "navigate") to the files loading it costs:
// the chunk and every static import of it (a module whose chunk imports nothing is left out: modules/<name>). Asking for a module preloads the runtime's files and the
// module's files at once, so nothing is discovered one after another. URLs are made from boot's own URL:
// a classic script's relative import() would resolve against the page, not the script.
type ChunkMap = Record<string, string[]>;

// Replaced at build time (esbuild.config.ts); absent in unit tests, where the table's own imports serve.
const MAP: ChunkMap | undefined = (globalThis as { __LP_CHUNKS__?: ChunkMap }).__LP_CHUNKS__;

/** boot.js's URL: the running classic script, else the page's script whose file is boot.js. */
function ownUrl(doc: Document): string | undefined {
  const cur = doc.currentScript as HTMLScriptElement | null;
  if (cur?.src) return cur.src;
  for (const s of doc.scripts) if (/\/boot\.js\b/.test(s.src)) return s.src;
}

export type Preload = (...names: string[]) => void;
/** Import a chunk by name; with `attempt` > 0 under a fresh URL (a failed module fetch is not asked for again under the old one). */
export type LoadChunk = <T>(name: string, fallback: () => Promise<T>, attempt?: number) => Promise<T>;

export function chunks(doc: Document = document, map = MAP): [Preload, LoadChunk] {
  const url = map && ownUrl(doc);
  const href = (file: string) => new URL(file + '.js', url).href;
  const files = (name: string) => map![name] ?? ['modules/' + name];
  const seen: Record<string, 1> = {};
  // Once per chunk name (a file two names share is asked twice; the browser fetches it once).
  const preload: Preload = (...names) => {
    for (const name of names) {
      if (seen[name]) continue;
      seen[name] = 1;
      for (const file of (url && files(name)) || []) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href: href(file) }));
    }
  };
  const load: LoadChunk = (name, fallback, attempt = 0) => {
    const file = map && files(name)[0];
    if (!file) return fallback();
    preload(name);
    // Without boot's URL (a module script under another name) the path relative to boot still works.
    return import(/* @vite-ignore */ (url ? href(file) : `./${file}.js`) + (attempt ? '?retry=' + attempt : ''));
  };
  return [preload, load];
}
