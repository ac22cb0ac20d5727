// `npm test`: every suite, counted together. Fails if any part fails, and ends with one line
// "N passed, N failed" that totals them all.
//   budgets config in sync · build · benchmarks (+ INP), alone on the machine ·
//   then side by side: typecheck · unit (Preact and React) · size budgets (ours + size-limit) · page weight
//   (before interaction, after a scroll-through; cart and checkout too) · the WordPress test site's set-up ·
//   then e2e (Chromium) · Lighthouse CI, alone on the machine · budget report (changes against perf/baseline.json)
// Timing suites (benchmarks, INP, Lighthouse) never share the machine with another suite; the others do not
// measure time, so they run side by side, each printing its output as one block when it ends.
// LP_ONLY=unit,e2e runs a subset (for development); CI runs everything.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../perf/budgets';
import { CHROMIUM_PATH } from './e2e/chromium';

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  note?: string;
  /** Wall time of the suite. */
  seconds?: number;
}
const tallies: Tally[] = [];
const only = process.env.LP_ONLY?.split(',');
const want = (suite: string) => !only || only.includes(suite);
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const t0 = performance.now();

/**
 * Runs a command. Alone on the machine its output goes straight to the console; `together` (beside other
 * suites) it is kept and printed as one block under the suite's heading when the command ends.
 */
function run(cmd: string, args: string[], env: Record<string, string> = {}, together?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const out: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => out.push(d));
    child.stderr?.on('data', (d: Buffer) => out.push(d));
    const done = (status: number) => {
      if (together) {
        heading(together);
        process.stdout.write(Buffer.concat(out));
      }
      resolve(status);
    };
    child.on('error', (e) => (out.push(Buffer.from(`${cmd}: ${e.message}\n`)), done(1)));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function heading(s: string): void {
  console.log(`\n━━━ ${s} ${'━'.repeat(Math.max(0, 70 - s.length))}`);
}

const step = (suite: string, ok: boolean, note?: string): Tally => ({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, note });

/**
 * A suite, timed. Its tallies join the summary in the order the suites are listed, whatever order they end in;
 * a suite that throws counts as one failure.
 */
async function suite(name: string, body: () => Promise<Tally | Tally[]>): Promise<Tally[]> {
  const start = performance.now();
  let out: Tally[];
  try {
    out = [await body()].flat();
  } catch (e) {
    console.error(`${name}: ${e instanceof Error ? e.stack : e}`);
    out = [step(name, false, `crashed: ${e instanceof Error ? e.message : e}`)];
  }
  const seconds = (performance.now() - start) / 1000;
  for (const t of out) t.seconds ??= seconds;
  return out;
}

/** Suites one after the other (timing suites, and what they depend on). */
async function alone(...suites: (() => Promise<Tally[]>)[]): Promise<void> {
  for (const s of suites) tallies.push(...(await s()));
}

/** Suites side by side (none of them measures time); tallies in the listed order. */
async function together(...suites: (() => Promise<Tally[]>)[]): Promise<void> {
  for (const t of await Promise.all(suites.map((s) => s()))) tallies.push(...t);
}

/** A command that passes or fails as one check. */
const command = (name: string, cmd: string, args: string[], side = false) => () =>
  suite(name, async () => {
    if (!side) heading(name);
    return step(name, (await run(cmd, args, {}, side ? name : undefined)) === 0);
  });

/** A vitest run, counted from its JSON report (a crash before reporting counts as one failure). */
const vitest = (name: string, options: string[], env: Record<string, string> = {}, side = false) => () =>
  suite(name, async () => {
    if (!side) heading(name);
    const out = join(ROOT, `reports/${name}.json`);
    rmSync(out, { force: true }); // a stale report must never stand in for this run's
    const args = ['run', ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
    const status = await run(bin('vitest'), args, env, side ? name : undefined);
    if (!existsSync(out)) return step(name, false, `vitest did not report (exit ${status})`);
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const failed = r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
    return { suite: name, passed: r.numPassedTests, failed, note: status !== 0 && r.numFailedTests === 0 ? `exit ${status}` : undefined };
  });

/** A perf/ script that writes a JSON report of rows with `passed`. */
const checks = (name: string, script: string, reportFile: string, rowsOf: (j: any) => { passed: boolean }[], side = false) => () =>
  suite(name, async () => {
    if (!side) heading(name);
    const file = join(ROOT, reportFile);
    rmSync(file, { force: true });
    const status = await run(bin('tsx'), [script], {}, side ? name : undefined);
    if (!existsSync(file)) return step(name, false, `${script} wrote no report (exit ${status})`);
    const rows = rowsOf(JSON.parse(readFileSync(file, 'utf8')));
    const passed = rows.filter((r) => r.passed).length;
    const failed = rows.length - passed + (status !== 0 && rows.every((r) => r.passed) ? 1 : 0);
    return { suite: name, passed, failed, note: status !== 0 && rows.every((r) => r.passed) ? `exit ${status}` : undefined };
  });

mkdirSync(join(ROOT, 'reports'), { recursive: true });

// The browser suites need Debian's Chromium; install it when it is missing (CI machines start without it).
if (!existsSync(CHROMIUM_PATH) && (want('e2e') || want('pages') || want('lighthouse'))) {
  heading('installing chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  await apt(['update', '-qq']);
  tallies.push(step('install chromium', (await apt(['install', '-y', '-qq', 'chromium', 'chromium-driver'])) === 0));
}

// The WordPress e2e file needs Debian's wordpress, PHP and MariaDB; install them when missing. When they
// cannot be installed, that file skips its tests, and the summary says so.
let wordpress = false;
/** The test site is set up with this build (below): the WordPress e2e file need not do it again. */
let wordpressReady = false;
if (want('e2e')) {
  heading('WordPress packages (for tests/e2e/wordpress.e2e.ts)');
  const wp = await run('bash', ['wordpress/test-site/setup.sh', 'packages']);
  if (wp === 3) tallies.push({ suite: 'wordpress e2e', passed: 0, failed: 0, note: 'SKIPPED: the Debian packages cannot be installed here' });
  else if (wp !== 0) tallies.push(step('install wordpress', false));
  else wordpress = true;
}

const bench = (f: string) => {
  const name = f.replace(/^bench-|\.ts$/g, '');
  return checks(`bench ${name}`, `perf/${f}`, `reports/perf-${name}.json`, (j) => j.rows.filter((r: { passed?: boolean }) => r.passed !== undefined));
};
const benches = readdirSync(join(ROOT, 'perf')).filter((f) => /^bench-.*\.ts$/.test(f) && f !== 'bench-inp.ts').sort();
const when = (ok: boolean, s: () => Promise<Tally[]>) => (ok ? [s] : []);

await alone(
  ...when(want('config'), command('config', bin('tsx'), ['perf/budgets.ts', '--check'])),
  command('build', bin('tsx'), ['esbuild.config.ts']),
  // Benchmarks first, on a machine the test suites have not yet heated up, and alone: their figures are timings.
  ...(want('bench') ? benches.map(bench) : []),
  // INP of one interaction per perf/inp/*.ts scenario (gate 100 ms each): reports/inp.json.
  ...when(want('bench') || want('inp'), checks('inp', 'perf/bench-inp.ts', 'reports/inp.json', (j) => j.rows.filter((r: { passed?: boolean }) => r.passed !== undefined))),
);

// Nothing here measures time: side by side they use both cores, and the WordPress test site (database,
// install, 250 posts, this build in its plugin) is ready before the e2e file that needs it starts. When this
// set-up fails, that file runs it again (LP_WP_READY unset) and reports the failure as its own.
const side = [
  ...when(want('typecheck'), command('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], true)),
  // One worker per core (vitest's default leaves one core free, which here is half the machine).
  ...when(want('unit'), vitest('unit', [`--maxWorkers=${availableParallelism()}`], {}, true)),
  ...when(want('size'), checks('size', 'perf/size.ts', 'reports/size.json', (j) => [...j.checks, ...j.sizeLimit], true)),
  ...when(want('pages'), checks('page weight', 'perf/page-weight.ts', 'reports/page-weight.json', (j) => j, true)),
  ...when(wordpress, async () => {
    const status = await run('bash', ['wordpress/test-site/setup.sh'], {}, 'WordPress test site set-up (for tests/e2e/wordpress.e2e.ts)');
    if (status === 0) wordpressReady = true;
    else console.log(`set-up exited ${status}: tests/e2e/wordpress.e2e.ts runs it again and reports the failure`);
    return [];
  }),
];
if (side.length > 1) heading(`${side.length} suites side by side (each prints its output when it ends)`);
await together(...side);

await alone(
  ...when(want('e2e'), vitest('e2e', ['-c', 'vitest.e2e.config.ts'], { LP_SKIP_BUILD: '1', ...(wordpressReady ? { LP_WP_READY: '1' } : {}) })),
  ...when(want('lighthouse'), checks('lighthouse', 'perf/lighthouse.ts', 'reports/lighthouse.json', (j) => (j.results.length ? j.results : [{ passed: false }]))),
  command('report', bin('tsx'), ['perf/report.ts']),
);

heading('summary');
const secs = (s?: number) => (s === undefined ? '' : s < 60 ? `${Math.round(s)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);
for (const t of tallies) console.log(`${t.failed ? '✗' : '✓'} ${t.suite.padEnd(22)} ${`${t.passed} passed, ${t.failed} failed`.padEnd(24)} ${secs(t.seconds).padStart(12)}${t.note ? `  (${t.note})` : ''}`);
console.log('budget report: reports/budget/index.html');
console.log(`wall time ${secs((performance.now() - t0) / 1000)}`);
const passed = tallies.reduce((s, t) => s + t.passed, 0);
const failed = tallies.reduce((s, t) => s + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
