// The budget report for performance engineers: reports/budget/index.html. Everything in it is generated
// from the build and the measurements under reports/ (manifest, page weights, Lighthouse, benchmarks),
// compared with the committed baseline of main (perf/baseline.json) and with the theme's own front end.
// The sections live in perf/report/sections.ts; a new figure is a new section there.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import type { ManifestFile } from '../esbuild.config';
import { readBaseline, type Baseline } from './baseline';
import { ROOT, readBudgets, readManifest, sizeChecks, type SizeCheck } from './budgets';
import type { LighthouseResult } from './lighthouse';
import type { PageWeight } from './page-weight';
import { esc } from './report/format';
import { lighthouseGaps, readLighthouseRuns, type LighthouseGap, type LighthouseRun } from './report/lighthouse-runs';
import { SECTIONS } from './report/sections';

/** A benchmark's figures: any reports/*.json of this shape (perf-<name>.json, inp.json, ...) is shown. */
export interface BenchReport {
  title: string;
  conditions?: string;
  rows: { name: string; value: number; unit: string; limit?: number; passed?: boolean }[];
}

export interface ReportData {
  at: string;
  commit: string;
  files: ManifestFile[];
  checks: SizeCheck[];
  pages: PageWeight[];
  lighthouse: LighthouseResult[];
  lighthouseRuns: LighthouseRun[];
  /** How Lighthouse was run: the CPU slowdown calibrated to the host (perf/calibrate.ts). */
  lighthouseConditions?: string;
  /** budgets.json lighthouse.gaps, measured: e.g. what the hero's entrance animation costs its LCP. */
  lighthouseGaps?: LighthouseGap[];
  benches: BenchReport[];
}

const readJson = <T>(p: string, fallback: T): T => {
  try {
    return existsSync(join(ROOT, p)) ? JSON.parse(readFileSync(join(ROOT, p), 'utf8')) : fallback;
  } catch {
    return fallback;
  }
};

const isBench = (j: unknown): j is BenchReport =>
  !!j && typeof j === 'object' && typeof (j as BenchReport).title === 'string' && Array.isArray((j as BenchReport).rows) &&
  (j as BenchReport).rows.every((r) => r && typeof r.name === 'string' && typeof r.value === 'number');

/** Every benchmark report under reports/, whoever wrote it, once per title. */
export function readBenches(dir = join(ROOT, 'reports')): BenchReport[] {
  if (!existsSync(dir)) return [];
  const found = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      try {
        return JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown;
      } catch {
        return null;
      }
    })
    .filter(isBench);
  return found.filter((b, i) => found.findIndex((x) => x.title === b.title) === i);
}

export function collectReport(): ReportData {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {}
  const files = readManifest();
  const lh = readJson<{ results: LighthouseResult[]; conditions?: string }>('reports/lighthouse.json', { results: [] });
  return {
    at: new Date().toISOString(),
    commit,
    files,
    checks: sizeChecks(files),
    pages: readJson<PageWeight[]>('reports/page-weight.json', []),
    lighthouse: lh.results,
    lighthouseConditions: lh.conditions,
    lighthouseRuns: readLighthouseRuns(),
    lighthouseGaps: lighthouseGaps(readLighthouseRuns(), readBudgets().lighthouse.gaps, lh.results),
    benches: readBenches(),
  };
}

const CSS = `*{box-sizing:border-box}body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em;color:#1d232b;overflow-wrap:anywhere}
h1{font-size:1.6em;margin:.2em 0}h2{margin:1.6em 0 .4em;font-size:1.25em}h3{font-size:1.05em;margin:1.2em 0 .3em}
table{border-collapse:collapse;width:100%;margin:.5em 0 1.2em}th,td{border-bottom:1px solid #e3e6ea;padding:.4em .5em;text-align:left;vertical-align:top}
th{font-size:.8em;color:#5b6570;font-weight:600}small{color:#5b6570;display:block}code{font-size:.85em;word-break:break-all}
.n{font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:600}.d{white-space:nowrap;color:#5b6570;font-size:.9em}.d.up{color:#b42318}.d.down{color:#1e7b3c}
.bar{display:block;position:relative;height:18px;min-width:120px;background:#eef1f4;border-radius:3px;overflow:hidden}.bar i{display:block;height:100%;background:#3a9b5c}
.bar.over i{background:#d33}.bar.floor i{background:#2e78c7}.bar.over{outline:2px solid #d33}.bar em{position:absolute;left:.4em;top:0;font-size:11px;line-height:18px;font-style:normal;color:#111}.bar.none{display:none}
.status{padding:.6em 1em;border-radius:4px}.status.ok{background:#e1f5e6}.status.bad{background:#fde2e2}.fail{color:#b42318}
.strips{display:block;min-width:140px}.strip{display:block;height:8px;margin:2px 0;border-radius:2px}.strip.theme{background:#8a94a0}.strip.after{background:#8cc9a0}.strip.before{background:#3a9b5c}
ul.inputs{list-style:none;padding:0;margin:.3em 0}ul.inputs li{position:relative;font-size:12px;padding:1px 4px}ul.inputs .share{position:absolute;left:0;top:0;bottom:0;background:#e6f0fa;z-index:-1}
details summary{cursor:pointer}nav a{margin-right:.8em;white-space:nowrap}
@media (max-width:700px){table,thead,tbody,tr,td{display:block}thead{display:none}tr{border:1px solid #e3e6ea;border-radius:6px;margin:0 0 .7em;padding:.3em .5em}
td{border:0;padding:.25em 0;display:grid;grid-template-columns:8.5em 1fr;gap:.5em}td::before{content:attr(data-label);font-size:.8em;color:#5b6570}td[data-label=""]{display:block}}`;

export function renderReport(data: ReportData, baseline?: Baseline): string {
  const failing = [
    ...data.checks.filter((c) => !c.passed).map((c) => c.name),
    ...data.pages.filter((p) => !p.passed).map((p) => `page ${p.page}`),
    ...data.lighthouse.filter((r) => !r.passed).map((r) => `${r.page} ${r.assertion}`),
    ...data.benches.flatMap((b) => b.rows.filter((r) => r.passed === false).map((r) => `${b.title}: ${r.name}`)),
  ];
  const body = SECTIONS.map((s) => s({ data, baseline })).filter(Boolean).join('\n');
  const nav = [...body.matchAll(/<section id="([^"]+)"><h2>(.*?)<\/h2>/g)].map(([, id, h]) => `<a href="#${id}">${h.replace(/<[^>]+>/g, '').replace(/:.*|\(.*/, '').trim()}</a>`).join(' ');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lightpage budget report</title><link rel="icon" href="data:,"><style>${CSS}</style></head><body>
<h1>Lightpage budget report</h1>
<p>Commit <code>${esc(data.commit)}</code>, ${esc(data.at.replace('T', ' ').slice(0, 16))} UTC. Limits come from <code>budgets.json</code>; sizes are brotli quality 11 (gzip level 9 alongside).</p>
<p class="status ${failing.length ? 'bad' : 'ok'}">${failing.length ? `<b>${failing.length} over budget:</b> ${failing.map(esc).join('; ')}` : '<b>Every budget is met.</b>'}</p>
<nav>${nav}</nav>
${body}
</body></html>`;
}

export function writeReport(): string {
  const html = renderReport(collectReport(), readBaseline());
  mkdirSync(join(ROOT, 'reports/budget'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/budget/index.html'), html);
  return join(ROOT, 'reports/budget/index.html');
}

if (process.argv[1]?.endsWith('report.ts')) console.log(`wrote ${writeReport()}`);
