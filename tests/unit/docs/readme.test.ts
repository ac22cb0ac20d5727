// The README is the front door: it stays short, every link in it and in docs/ leads somewhere real, nothing
// points outside the repository, and its module table matches src/modules one to one.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (md: string) => new Set([...md.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));

/** Markdown links [text](target), outside code blocks. */
function links(md: string): string[] {
  const prose = md.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

describe('README and docs', () => {
  it('keeps the README a short front door', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
  });

  it.each(docs)('%s: every relative link resolves inside the repository, anchors included', (file) => {
    const md = read(file);
    const broken: string[] = [];
    for (const target of links(md)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const abs = path ? resolve(ROOT, dirname(file), path) : join(ROOT, file);
      if (!abs.startsWith(ROOT + '/') || !existsSync(abs)) {
        broken.push(target);
        continue;
      }
      if (anchor && abs.endsWith('.md') && !anchorsOf(readFileSync(abs, 'utf8')).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it.each(docs)('%s: names no file outside the repository', (file) => {
    expect(read(file)).not.toMatch(/\.\.\/shared|shared\/(DESIGN|reference)|\bspec §|performance\.md|divi-markup\.md|contracts\.md/);
  });

  it('has one module-table row per src/modules folder, and a folder for every row', () => {
    const folders = readdirSync(join(ROOT, 'src/modules'))
      .filter((d) => existsSync(join(ROOT, 'src/modules', d, 'index.ts')))
      .sort();
    const table = read('README.md').split('## Modules')[1].split('\n## ')[0];
    const rows = [...table.matchAll(/^\| ([a-z0-9-]+) \|/gm)].map((m) => m[1]).filter((n) => n !== 'module').sort();
    expect(rows).toEqual(folders);
  });
});
