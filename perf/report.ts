// The budget report for performance engineers: reports/budget/index.html. Every entry and chunk with its
// raw, gzip and brotli bytes against its budget, what each page loads before any interaction, the
// Lighthouse metrics against their budgets, any perf/ benchmark figures (reports/perf-*.json), and the
// change against the previous report when there is one (kept as reports/budget/data.json).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import type { ManifestFile } from '../esbuild.config';
import { ROOT, frameworkOf, readBudgets, readManifest, sizeChecks, type SizeCheck } from './budgets';
import type { PageWeight } from './page-weight';
import type { LighthouseResult } from './lighthouse';

/** A benchmark's figures, written by a perf/ script as reports/perf-<name>.json. */
export interface BenchReport {
  title: string;
  conditions?: string;
  rows: { name: string; value: number; unit: string; limit?: number; passed?: boolean }[];
}

interface ReportData {
  at: string;
  commit: string;
  files: ManifestFile[];
  checks: SizeCheck[];
  pages: PageWeight[];
  lighthouse: LighthouseResult[];
  benches: BenchReport[];
}

const readJson = <T>(p: string, fallback: T): T => (existsSync(join(ROOT, p)) ? JSON.parse(readFileSync(join(ROOT, p), 'utf8')) : fallback);
const esc = (s: unknown) => String(s).replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
const kib = (n: number) => (n / 1024).toFixed(2) + ' KiB';

function delta(now: number, before: number | undefined, unit = 'B'): string {
  if (before === undefined) return '<td class="d">new</td>';
  const d = now - before;
  if (Math.abs(d) < 1e-9) return '<td class="d">±0</td>';
  const shown = unit === 'B' ? `${d > 0 ? '+' : ''}${d} B` : `${d > 0 ? '+' : ''}${+d.toFixed(3)} ${unit}`;
  return `<td class="d ${d > 0 ? 'up' : 'down'}">${shown}</td>`;
}

function bar(value: number, limit: number | undefined, lowerIsBetter = true): string {
  if (!limit) return '<td></td>';
  const ratio = lowerIsBetter ? value / limit : limit / Math.max(value, 1e-9);
  const over = lowerIsBetter ? value > limit : value < limit;
  return `<td class="bar"><span class="${over ? 'over' : ''}" style="width:${Math.min(100, ratio * 100).toFixed(1)}%"></span><em>${(ratio * 100).toFixed(0)}%</em></td>`;
}

export function writeReport(): string {
  const files = readManifest();
  const prev = readJson<ReportData | null>('reports/budget/data.json', null);
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {}
  const benches = existsSync(join(ROOT, 'reports'))
    ? readdirSync(join(ROOT, 'reports')).filter((f) => /^perf-.*\.json$/.test(f)).sort().map((f) => readJson<BenchReport>(`reports/${f}`, { title: f, rows: [] }))
    : [];
  const data: ReportData = {
    at: new Date().toISOString(),
    commit,
    files,
    checks: sizeChecks(files),
    pages: readJson<PageWeight[]>('reports/page-weight.json', []),
    lighthouse: readJson<{ results: LighthouseResult[] }>('reports/lighthouse.json', { results: [] }).results,
    benches,
  };
  const limitOf = (f: ManifestFile) => data.checks.find((c) => c.files.length === 1 && c.files[0] === f.file && !c.name.includes('static'))?.limit;
  const prevFile = (f: ManifestFile) => prev?.files.find((p) => p.build === f.build && p.kind === f.kind && p.name === f.name);

  const fileRows = (build: string) =>
    data.files.filter((f) => f.build === build).map((f) => {
      const limit = limitOf(f);
      const over = limit !== undefined && f.brotli > limit;
      return `<tr class="${over ? 'fail' : ''}"><td><code>${esc(f.file)}</code><br><small>${f.kind} · ${esc(f.name)}${f.imports.length ? ' · imports ' + f.imports.map(esc).join(', ') : ''}</small></td>
<td class="n">${f.raw}</td><td class="n">${f.gzip}</td><td class="n"><b>${f.brotli}</b></td><td class="n">${limit ?? '–'}</td>${bar(f.brotli, limit)}${delta(f.brotli, prevFile(f)?.brotli)}</tr>`;
    }).join('\n');

  const pageRows = data.pages.map((p) => {
    const before = prev?.pages.find((x) => x.page === p.page);
    return `<tr class="${p.passed ? '' : 'fail'}"><td><a href="${esc(p.page)}">${esc(p.page)}</a></td><td>${p.scripts.map((s) => `<code>${esc(s.file)}</code> ${s.brotli} B`).join('<br>')}</td>
<td class="n"><b>${p.brotli}</b></td><td class="n">${p.limit ?? '–'}</td>${bar(p.brotli, p.limit)}${delta(p.brotli, before?.brotli)}</tr>`;
  }).join('\n');

  const lhRows = data.lighthouse.map((r) => {
    const before = prev?.lighthouse.find((x) => x.page === r.page && x.assertion === r.assertion);
    const unit = r.assertion.startsWith('categories') ? '' : r.assertion.includes('shift') ? '' : 'ms';
    return `<tr class="${r.passed ? '' : 'fail'}"><td>${esc(r.page)}</td><td>${esc(r.assertion)}</td><td class="n"><b>${+Number(r.value).toFixed(3)}</b> ${unit}</td>
<td class="n">${r.kind === 'minScore' ? '≥' : '≤'} ${r.limit}</td>${bar(r.value, r.limit, r.kind !== 'minScore')}${delta(r.value, before?.value, unit || 'pt')}</tr>`;
  }).join('\n');

  const benchBlocks = data.benches.map((b) => {
    const before = prev?.benches.find((x) => x.title === b.title);
    return `<h3>${esc(b.title)}</h3>${b.conditions ? `<p>${esc(b.conditions)}</p>` : ''}<table><tr><th>measure</th><th>value</th><th>budget</th><th></th><th>change</th></tr>
${b.rows.map((r) => `<tr class="${r.passed === false ? 'fail' : ''}"><td>${esc(r.name)}</td><td class="n"><b>${r.value}</b> ${esc(r.unit)}</td><td class="n">${r.limit ?? '–'}</td>${bar(r.value, r.limit)}${delta(r.value, before?.rows.find((x) => x.name === r.name)?.value, r.unit)}</tr>`).join('\n')}</table>`;
  }).join('\n');

  // What each build really runs components on, read from the manifest rather than asserted.
  const version = (pkg: string) => readJson<{ version?: string }>(`node_modules/${pkg}/package.json`, {}).version ?? '?';
  const truth = (build: ManifestFile['build']) => {
    const fw = frameworkOf(data.files, build);
    if (!fw.chunks.length) return 'No framework in this build.';
    const names = fw.packages.filter((p) => p === 'preact' || p === 'react').map((p) => `${p === 'preact' ? 'Preact' : 'React'} ${version(p)}`).join(' + ');
    const where = fw.chunks.map((f) => `<code>${esc(f.file)}</code> (${f.brotli} B br)`).join(', ');
    const reach = fw.reachedBy.length ? `<b>reached by ${fw.reachedBy.join(' and ')}</b>` : 'not reached by boot or the runtime: loaded with the first component';
    return `Components run on ${esc(names)}${fw.createRoot ? ' (createRoot)' : ''}, in ${fw.chunks.length === 1 ? 'one chunk' : `${fw.chunks.length} chunks`}: ${where}; ${reach}.`;
  };
  const failing = [...data.checks.filter((c) => !c.passed).map((c) => c.name), ...data.pages.filter((p) => !p.passed).map((p) => `page ${p.page}`),
    ...data.lighthouse.filter((r) => !r.passed).map((r) => `${r.page} ${r.assertion}`)];
  const budgets = readBudgets();
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lightpage budget report</title><link rel="icon" href="data:,">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2em auto;max-width:1100px;padding:0 1em;color:#222}table{border-collapse:collapse;width:100%;margin:1em 0 2em}
th,td{border-bottom:1px solid #e3e3e3;padding:.35em .5em;text-align:left;vertical-align:top}td.n{text-align:right;white-space:nowrap}small{color:#777}
.bar{width:160px;position:relative}.bar span{display:block;height:12px;background:#3a9b5c;border-radius:2px;margin-top:4px}.bar span.over{background:#d33}
.bar em{position:absolute;right:.5em;top:.2em;font-size:11px;color:#555;font-style:normal}tr.fail td{background:#fff0f0}.d{white-space:nowrap;color:#777}.d.up{color:#c22}.d.down{color:#282}
.status{padding:.6em 1em;border-radius:4px;background:${failing.length ? '#fde2e2' : '#e1f5e6'}}code{font-size:12px}</style></head><body>
<h1>Lightpage budget report</h1>
<p>Commit <code>${esc(commit)}</code>, ${esc(data.at)}. Limits come from <code>budgets.json</code>; sizes are brotli quality 11 (gzip level 9 alongside).
${prev ? `Changes are against the previous report (${esc(prev.commit)}, ${esc(prev.at)}).` : 'No previous report to compare with.'}</p>
<p class="status">${failing.length ? `<b>${failing.length} over budget:</b> ${failing.map(esc).join('; ')}` : '<b>Every budget is met.</b>'}</p>
<h2>What each page loads before any interaction</h2>
<table><tr><th>page</th><th>scripts</th><th>brotli B</th><th>budget</th><th></th><th>change</th></tr>${pageRows || '<tr><td colspan=6>not measured (run <code>npm test</code>)</td></tr>'}</table>
<h2>Visitor build: dist/frontend</h2>
<p>${truth('frontend')}</p>
<table><tr><th>file</th><th>raw B</th><th>gzip B</th><th>brotli B</th><th>budget</th><th></th><th>change</th></tr>${fileRows('frontend')}</table>
<h2>Shop add-on: dist/shop-addon</h2>
<table><tr><th>file</th><th>raw B</th><th>gzip B</th><th>brotli B</th><th>budget</th><th></th><th>change</th></tr>${fileRows('shop-addon')}</table>
<h2>WordPress plugin: dist/wordpress (the REST client as wp.apiFetch)</h2>
<table><tr><th>file</th><th>raw B</th><th>gzip B</th><th>brotli B</th><th>budget</th><th></th><th>change</th></tr>${fileRows('wordpress')}</table>
<h2>Lighthouse (mobile, simulated throttling, ${budgets.lighthouse.runs} run${budgets.lighthouse.runs > 1 ? 's' : ''} per page)</h2>
<table><tr><th>page</th><th>assertion</th><th>value</th><th>budget</th><th></th><th>change</th></tr>${lhRows || '<tr><td colspan=6>not run</td></tr>'}</table>
${benchBlocks ? `<h2>Benchmarks</h2>${benchBlocks}` : ''}
<h2>Builder-preview build: dist/builder (not budgeted: it runs in the site owner's editor)</h2>
<p>${truth('builder')}</p>
<details><summary>${data.files.filter((f) => f.build === 'builder').length} files, ${kib(data.files.filter((f) => f.build === 'builder').reduce((s, f) => s + f.brotli, 0))} brotli in all</summary>
<table><tr><th>file</th><th>raw B</th><th>gzip B</th><th>brotli B</th><th>budget</th><th></th><th>change</th></tr>${fileRows('builder')}</table></details>
</body></html>`;
  mkdirSync(join(ROOT, 'reports/budget'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/budget/index.html'), html);
  writeFileSync(join(ROOT, 'reports/budget/data.json'), JSON.stringify(data));
  return join(ROOT, 'reports/budget/index.html');
}

if (process.argv[1]?.endsWith('report.ts')) console.log(`wrote ${writeReport()}`);
