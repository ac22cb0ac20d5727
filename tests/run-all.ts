// `npm test`: every suite, in order, counted together. Fails if any part fails, and ends with one line
// "N passed, N failed" that totals them all.
//   budgets config in sync · typecheck · build · benchmarks (+ INP) · unit (Preact and React) · e2e (Chromium) ·
//   size budgets (ours + size-limit) · page weight (before interaction, after a scroll-through; cart and
//   checkout too) · Lighthouse CI · budget report (changes against perf/baseline.json)
// LP_ONLY=unit,e2e runs a subset (for development); CI runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../perf/budgets';
import { CHROMIUM_PATH } from './e2e/chromium';

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  note?: string;
}
const tallies: Tally[] = [];
const only = process.env.LP_ONLY?.split(',');
const want = (suite: string) => !only || only.includes(suite);
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function heading(s: string): void {
  console.log(`\n━━━ ${s} ${'━'.repeat(Math.max(0, 70 - s.length))}`);
}

function step(suite: string, ok: boolean, note?: string): void {
  tallies.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, note });
}

/** A vitest run, counted from its JSON report (a crash before reporting counts as one failure). */
function vitest(suite: string, config: string | null, env: Record<string, string> = {}): void {
  heading(suite);
  const out = join(ROOT, `reports/${suite}.json`);
  const args = ['run', ...(config ? ['-c', config] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const status = run(bin('vitest'), args, env);
  if (!existsSync(out)) return step(suite, false, 'vitest did not report');
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  tallies.push({ suite, passed: r.numPassedTests, failed, note: status !== 0 && r.numFailedTests === 0 ? `exit ${status}` : undefined });
}

/** A perf/ script that writes a JSON report of rows with `passed`. */
function checks(suite: string, script: string, reportFile: string, rowsOf: (j: any) => { passed: boolean }[]): void {
  heading(suite);
  const status = run(bin('tsx'), [script]);
  const file = join(ROOT, reportFile);
  if (!existsSync(file)) return step(suite, false, `${script} wrote no report (exit ${status})`);
  const rows = rowsOf(JSON.parse(readFileSync(file, 'utf8')));
  const passed = rows.filter((r) => r.passed).length;
  const failed = rows.length - passed + (status !== 0 && rows.every((r) => r.passed) ? 1 : 0);
  tallies.push({ suite, passed, failed });
}

mkdirSync(join(ROOT, 'reports'), { recursive: true });

// The browser suites need Debian's Chromium; install it when it is missing (CI machines start without it).
if (!existsSync(CHROMIUM_PATH) && (want('e2e') || want('pages') || want('lighthouse'))) {
  heading('installing chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  apt(['update', '-qq']);
  step('install chromium', apt(['install', '-y', '-qq', 'chromium', 'chromium-driver']) === 0);
}

// The WordPress e2e file needs Debian's wordpress, PHP and MariaDB; install them when missing. When they
// cannot be installed, that file skips its tests, and the summary says so.
if (want('e2e')) {
  heading('WordPress packages (for tests/e2e/wordpress.e2e.ts)');
  const wp = run('bash', ['wordpress/test-site/setup.sh', 'packages']);
  if (wp === 3) tallies.push({ suite: 'wordpress e2e', passed: 0, failed: 0, note: 'SKIPPED: the Debian packages cannot be installed here' });
  else if (wp !== 0) step('install wordpress', false);
}

if (want('config')) {
  heading('budgets.json drives .lighthouserc.json');
  step('config', run(bin('tsx'), ['perf/budgets.ts', '--check']) === 0);
}
if (want('typecheck')) {
  heading('typecheck');
  step('typecheck', run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) === 0);
}
heading('build');
step('build', run(bin('tsx'), ['esbuild.config.ts']) === 0);

// Benchmarks first, on a machine the test suites have not yet heated up: their figures are timings.
if (want('bench')) {
  for (const f of readdirSync(join(ROOT, 'perf')).filter((f) => /^bench-.*\.ts$/.test(f) && f !== 'bench-inp.ts').sort()) {
    const name = f.replace(/^bench-|\.ts$/g, '');
    checks(`bench ${name}`, `perf/${f}`, `reports/perf-${name}.json`, (j) => j.rows.filter((r: { passed?: boolean }) => r.passed !== undefined));
  }
}
// INP of one interaction per perf/inp/*.ts scenario (gate 100 ms each): reports/inp.json.
if (want('bench') || want('inp')) checks('inp', 'perf/bench-inp.ts', 'reports/inp.json', (j) => j.rows.filter((r: { passed?: boolean }) => r.passed !== undefined));
if (want('unit')) vitest('unit', null);
if (want('e2e')) vitest('e2e', 'vitest.e2e.config.ts', { LP_SKIP_BUILD: '1' });
if (want('size')) checks('size', 'perf/size.ts', 'reports/size.json', (j) => [...j.checks, ...j.sizeLimit]);
if (want('pages')) checks('page weight', 'perf/page-weight.ts', 'reports/page-weight.json', (j) => j);
if (want('lighthouse')) checks('lighthouse', 'perf/lighthouse.ts', 'reports/lighthouse.json', (j) => (j.results.length ? j.results : [{ passed: false }]));
heading('budget report');
step('report', run(bin('tsx'), ['perf/report.ts']) === 0);

heading('summary');
for (const t of tallies) console.log(`${t.failed ? '✗' : '✓'} ${t.suite.padEnd(22)} ${t.passed} passed, ${t.failed} failed${t.note ? `  (${t.note})` : ''}`);
console.log('budget report: reports/budget/index.html');
const passed = tallies.reduce((s, t) => s + t.passed, 0);
const failed = tallies.reduce((s, t) => s + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
