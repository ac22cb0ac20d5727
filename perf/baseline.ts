// The committed baseline (perf/baseline.json): the figures of the last change that landed on main, so
// every clone and every CI run shows the change against it, plus one history line per landed change.
// When a change lands on main: `npm test` (it writes every figure under reports/), then
// `npm run baseline -- "<what landed>"` (`--commit=<sha>` names another commit the figures are of), and
// commit perf/baseline.json with the change.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestFile } from '../esbuild.config';
import { ROOT } from './budgets';
import type { ReportData } from './report';

export interface HistoryLine {
  commit: string;
  date: string;
  what: string;
  /** All of dist/frontend, brotli. */
  visitorBuild: number;
  kitchenSinkBefore?: number;
  kitchenSinkAfter?: number;
  /** Lowest Lighthouse performance score over the pages. */
  lighthouseScore?: number;
}

export interface Baseline {
  $comment?: string;
  commit: string;
  date: string;
  /** Brotli bytes by fileKey(). */
  files: Record<string, number>;
  pages: Record<string, { before: number; after?: number }>;
  /** "page assertion" → value. */
  lighthouse: Record<string, number>;
  /** "bench title · row name" → value. */
  benches: Record<string, number>;
  history: HistoryLine[];
}

export const BASELINE_PATH = join(ROOT, 'perf/baseline.json');

/** A name for a file that survives rebuilds: chunks carry content hashes, so they are named by role and first input. */
export const fileKey = (f: ManifestFile) => (f.kind === 'entry' ? `${f.file.replace(/-\w{8}\.js$/, '.js')}` : `${f.build} chunk ${f.inputs[0]?.path ?? f.name}`);
export const benchKey = (title: string, row: string) => `${title} · ${row}`;

export function readBaseline(path = BASELINE_PATH): Baseline | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Baseline) : undefined;
}

export function baselineOf(data: ReportData, what: string, previous?: Baseline): Baseline {
  const ks = data.pages.find((p) => p.page === '/kitchen-sink/');
  const scores = data.lighthouse.filter((r) => r.assertion === 'categories:performance').map((r) => r.value);
  const line: HistoryLine = {
    commit: data.commit,
    date: data.at.slice(0, 10),
    what,
    visitorBuild: data.files.filter((f) => f.build === 'frontend').reduce((s, f) => s + f.brotli, 0),
    kitchenSinkBefore: ks?.brotli,
    kitchenSinkAfter: ks?.afterScroll?.brotli,
    lighthouseScore: scores.length ? Math.min(...scores) : undefined,
  };
  return {
    $comment: 'Figures of the last change landed on main; the budget report shows changes against them. Update with `npm run baseline -- "<what landed>"` after `npm test`, and commit.',
    commit: data.commit,
    date: data.at,
    files: Object.fromEntries(data.files.filter((f) => f.build !== 'demo').map((f) => [fileKey(f), f.brotli])),
    pages: Object.fromEntries(data.pages.map((p) => [p.page, { before: p.brotli, after: p.afterScroll?.brotli }])),
    lighthouse: Object.fromEntries(data.lighthouse.map((r) => [`${r.page} ${r.assertion}`, r.value])),
    benches: Object.fromEntries(data.benches.flatMap((b) => b.rows.map((r) => [benchKey(b.title, r.name), r.value]))),
    history: [...(previous?.history ?? []).filter((h) => h.commit !== line.commit), line].slice(-200),
  };
}

if (process.argv[1]?.endsWith('baseline.ts')) {
  // Not a top-level await: report.ts imports this file, and the cycle would never settle.
  void import('./report').then(({ collectReport }) => {
    const args = process.argv.slice(2);
    const commit = args.find((a) => a.startsWith('--commit='))?.slice('--commit='.length);
    const what = args.filter((a) => !a.startsWith('--')).join(' ') || execSync('git log -1 --format=%s', { cwd: ROOT, encoding: 'utf8' }).trim();
    const data = collectReport();
    const next = baselineOf(commit ? { ...data, commit } : data, what, readBaseline());
    writeFileSync(BASELINE_PATH, JSON.stringify(next, null, 1) + '\n');
    console.log(`wrote perf/baseline.json at ${next.commit}: ${what}`);
  });
}
