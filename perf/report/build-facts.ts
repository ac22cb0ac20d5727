// What each build really holds, read from dist/manifest.json instead of written by hand: the framework
// it carries and where, how each file is loaded (the page's script, lazy, shared, a split part), and
// what is inside it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestFile } from '../../esbuild.config';
import { ROOT, staticClosure } from '../budgets';

export type Role = 'entry' | 'lazy' | 'shared' | 'part';

export interface FileFacts {
  file: ManifestFile;
  role: Role;
  /** Who loads it: static importers for shared/part, dynamic importers for lazy. */
  loadedBy: string[];
  /** Frameworks whose code is inside this file. */
  frameworks: string[];
}

export interface BuildFacts {
  build: string;
  files: FileFacts[];
  brotli: number;
  /** "Preact 11.2.0" / "React 19.3.1", with the files holding it. */
  frameworks: { name: string; files: ManifestFile[]; brotli: number; reachedStaticallyFrom: string[]; loadedWith: string[] }[];
  /** Source files (outside node_modules) in this build. */
  sources: Set<string>;
}

const FRAMEWORKS: [RegExp, string, string][] = [
  [/node_modules\/preact\//, 'Preact', 'preact'],
  [/node_modules\/react-dom\//, 'React DOM', 'react-dom'],
  [/node_modules\/react\//, 'React', 'react'],
];

export function packageVersion(pkg: string, root = ROOT): string {
  const p = join(root, 'node_modules', pkg, 'package.json');
  return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')).version as string) : '?';
}

export function frameworksIn(f: ManifestFile, version = packageVersion): string[] {
  return FRAMEWORKS.filter(([re]) => f.inputs.some((i) => re.test(i.path) && i.bytes > 0)).map(([, name, pkg]) => `${name} ${version(pkg)}`);
}

export function buildFacts(all: ManifestFile[], build: string, version = packageVersion): BuildFacts {
  const files = all.filter((f) => f.build === build);
  const staticImporters = (f: ManifestFile) => files.filter((g) => g.imports.includes(f.file)).map((g) => g.file);
  const dynamicImporters = (f: ManifestFile) => files.filter((g) => g.dynamicImports.includes(f.file)).map((g) => g.file);
  const facts: FileFacts[] = files.map((f) => {
    const s = staticImporters(f);
    const d = dynamicImporters(f);
    const role: Role = s.length > 1 ? 'shared' : s.length === 1 ? 'part' : d.length ? 'lazy' : 'entry';
    return { file: f, role, loadedBy: s.length ? s : d, frameworks: frameworksIn(f, version) };
  });
  const fw = new Map<string, ManifestFile[]>();
  for (const x of facts) {
    for (const name of new Set(x.frameworks.map((n) => n.replace(/^React DOM/, 'React')))) fw.set(name, [...(fw.get(name) ?? []), x.file]);
  }
  const roots = facts.filter((x) => x.role === 'entry').map((x) => x.file);
  return {
    build,
    files: facts,
    brotli: files.reduce((s, f) => s + f.brotli, 0),
    frameworks: [...fw].map(([name, holders]) => ({
      name,
      files: holders,
      brotli: holders.reduce((s, f) => s + f.brotli, 0),
      // A page entry that pulls the framework in with its first request, before any component is needed.
      reachedStaticallyFrom: roots.filter((r) => r.inputs.length && holders.some((h) => h !== r && staticClosure(all, r.file).includes(h))).map((r) => r.file),
      // The files a page asks for (entries and lazy ones) that bring the framework with them.
      loadedWith: facts
        .filter((x) => (x.role === 'lazy' || x.role === 'entry') && holders.some((h) => staticClosure(all, x.file.file).includes(h)))
        .map((x) => x.file.file),
    })),
    sources: new Set(files.flatMap((f) => f.inputs.map((i) => i.path)).filter((p) => !p.includes('node_modules/'))),
  };
}

const ROLE_TEXT: Record<Role, string> = {
  entry: 'entry: loaded by a script tag or by URL; nothing in the build imports it',
  lazy: 'lazy: imported on demand by',
  shared: 'shared: imported with each of',
  part: 'split part: imported with',
};

export const roleText = (x: FileFacts) => `${ROLE_TEXT[x.role]}${x.loadedBy.length ? ' ' + x.loadedBy.map((f) => f.replace(/^[^/]+\//, '')).join(', ') : ''}`;

/** One sentence per build on its framework, generated from the manifest. */
export function frameworkSentence(b: BuildFacts): string {
  if (!b.frameworks.length) return `No UI framework in ${b.build}: no file has Preact or React inside.`;
  return b.frameworks
    .map((fw) => {
      const where = fw.files.map((f) => f.file).join(', ');
      const inEntry = fw.files.filter((f) => b.files.find((x) => x.file === f)?.role === 'entry');
      const when = inEntry.length
        ? `it is part of the entry ${inEntry.map((f) => f.file).join(', ')} itself, so it loads with every page that loads that script`
        : fw.reachedStaticallyFrom.length
        ? `pulled in statically by ${fw.reachedStaticallyFrom.join(', ')}, so it loads with the page`
        : `no entry imports it statically: it loads only with ${fw.loadedWith.map((f) => f.replace(/^[^/]+\//, '')).join(', ') || 'nothing (no file imports it)'}, each loaded on demand`;
      return `${fw.name} is inside ${where} (${Math.round(fw.brotli / 102.4) / 10} KiB br); ${when}.`;
    })
    .join(' ');
}
