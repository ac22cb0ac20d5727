// Which unit test files reach React: the React project (real React 19, the builder preview) runs only
// those, since every other file would run the same code twice. A file reaches React when its import graph
// (static and dynamic relative imports, followed through src/ and tests/) names react, react-dom, the
// signals adapter or the act helper. Bare imports are not followed: only our own files can reach React.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const REACT = /^(react|react-dom|react\/jsx-runtime|react-dom\/client|@preact\/signals-react|@test\/act)(\/|$)/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const EXT = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return EXT.map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
}

export function reachesReact(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // a cycle adds nothing
  const text = readFileSync(file, 'utf8');
  // JSX in a .tsx file compiles to the react/jsx-runtime import.
  let hit = file.endsWith('.tsx');
  for (const m of text.matchAll(IMPORT)) {
    if (hit) break;
    const spec = m[1];
    if (REACT.test(spec)) hit = true;
    else if (spec.startsWith('.')) {
      const dep = resolveFile(file, spec);
      if (dep && reachesReact(dep, seen)) hit = true;
    }
  }
  seen.set(file, hit);
  return hit;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : /\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
}

/** Test files under `dir` that reach React, relative to `root`. */
export function reactTests(root: string, dir = 'tests/unit'): string[] {
  const seen = new Map<string, boolean>();
  return walk(join(root, dir))
    .filter((f) => reachesReact(f, seen))
    .map((f) => f.slice(root.length + 1));
}

if (process.argv[1]?.endsWith('react-graph.ts')) {
  const list = reactTests(process.cwd());
  console.log(list.join('\n'));
  console.log(`${list.length} of ${walk(join(process.cwd(), 'tests/unit')).length} test files reach React`);
}
