// Lighthouse CI on the demo pages with the generated .lighthouserc.json (mobile, simulated throttling).
// LHCI decides pass or fail; this adds the measured value of every assertion on every page, so the
// budget report and the test total can show them. Writes reports/lighthouse.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIGHTHOUSE_PORT, ROOT, assertionsFor, readBudgets } from './budgets';
import { calibrate, describe, type Calibration } from './calibrate';
import { gapChecks } from './report/lighthouse-runs';
import { launchChromium } from '../tests/e2e/chromium';

export interface LighthouseResult {
  page: string;
  assertion: string;
  value: number;
  limit: number;
  kind: 'minScore' | 'maxNumericValue';
  passed: boolean;
  /** Every run's value; `value` is their median. */
  runs?: number[];
  /** false: measured and reported only (budgets.json lighthouse.pageAssertions). */
  asserted?: boolean;
  /** A gap gated from below: at or above this value the page passes whatever its gap. */
  floor?: number;
}

/** LHCI's median: the middle value, or the mean of the two middle values. */
export function median(xs: number[]): number | undefined {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length ? (s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2) : undefined;
}

function lhciWith(args: string[], config: string): number {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/lhci'), [...args, `--config=${config}`], { cwd: ROOT, stdio: 'inherit' });
  return r.status ?? 1;
}

/**
 * .lighthouserc.json with the CPU slowdown calibrated to this host (perf/calibrate.ts: 4× unless the host is
 * slower than the high-end desktop Lighthouse's 4× assumes), written to reports/.
 */
async function calibratedConfig(): Promise<{ config: string; calibration: Calibration }> {
  const browser = await launchChromium();
  const calibration = await calibrate(browser, 5).finally(() => browser.close());
  const rc = JSON.parse(readFileSync(join(ROOT, '.lighthouserc.json'), 'utf8'));
  const settings = rc.ci.collect.settings;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: calibration.slowdown };
  const config = 'reports/lighthouserc.calibrated.json';
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, config), JSON.stringify(rc, null, 2));
  return { config, calibration };
}

export async function runLighthouse(): Promise<{ results: LighthouseResult[]; ok: boolean; calibration: Calibration }> {
  const dir = join(ROOT, '.lighthouseci');
  rmSync(dir, { recursive: true, force: true });
  const { config, calibration } = await calibratedConfig();
  console.log(describe(calibration));
  const lhci = (args: string[]) => lhciWith(args, config);
  let collected = lhci(['collect']) === 0;
  // A page whose score sits close to its floor runs more times: the median of more runs moves less.
  for (const [page, n] of Object.entries(readBudgets().lighthouse.extraRuns ?? {})) {
    if (collected && !page.startsWith('$')) collected = lhci(['collect', '--additive', `--url=http://127.0.0.1:${LIGHTHOUSE_PORT}${page}`, `--numberOfRuns=${n}`]) === 0;
  }
  const asserted = collected && lhci(['assert']) === 0;
  if (collected) lhci(['upload']);
  const failures: { url: string; auditId?: string; name?: string; auditProperty?: string }[] = existsSync(join(dir, 'assertion-results.json'))
    ? JSON.parse(readFileSync(join(dir, 'assertion-results.json'), 'utf8'))
    : [];
  const budgets = readBudgets();
  const lhrs = existsSync(dir) ? readdirSync(dir).filter((f) => /^lhr-.*\.json$/.test(f)).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))) : [];
  // Each page's runs, reported as LHCI asserts them: the median of the runs (aggregationMethod "median").
  const byUrl = new Map<string, any[]>();
  for (const lhr of lhrs) {
    const url = lhr.requestedUrl ?? lhr.finalUrl;
    byUrl.set(url, [...(byUrl.get(url) ?? []), lhr]);
  }
  const results: LighthouseResult[] = [];
  for (const [url, runs] of byUrl) {
    const page = new URL(url).pathname;
    // Every shared assertion's metric is reported; a page's own rules decide which are asserted, and how.
    const rules = assertionsFor(budgets, page);
    for (const name of Object.keys({ ...budgets.lighthouse.assertions, ...rules })) {
      const rule = rules[name];
      const [group, id] = name.split(':');
      const values = runs.map((lhr) => (group === 'categories' ? lhr.categories[id]?.score : lhr.audits[name]?.numericValue)).filter((v): v is number => typeof v === 'number');
      const value = median(values);
      const shared = budgets.lighthouse.assertions[name];
      const kind = (rule ?? shared).minScore !== undefined ? 'minScore' : 'maxNumericValue';
      const failed = failures.some((x) => x.url === url && (x.auditId === name || x.auditId === id || (x.auditId === group && x.auditProperty === id)));
      // A metric this page does not assert is reported with no limit (and passes: nothing is asserted).
      if (!rule) results.push({ page, assertion: name, value: value ?? NaN, limit: NaN, kind, passed: true, runs: values, asserted: false });
      else results.push({ page, assertion: name, value: value ?? NaN, limit: (rule.minScore ?? rule.maxNumericValue)!, kind, passed: !failed && value !== undefined, runs: values });
    }
  }
  // A gated gap fails on its own; LHCI knows nothing of it. Both pages unmeasured: NaN, failed.
  results.push(...gapChecks(results, budgets.lighthouse.gaps));
  const ok = asserted && results.length > 0 && results.every((r) => r.passed);
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/lighthouse.json'), JSON.stringify({ ok, results, conditions: describe(calibration), calibration }, null, 1));
  return { results, ok, calibration };
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const { results, ok } = await runLighthouse();
  for (const r of results) console.log(`${r.passed ? '✓' : '✗'} ${r.page.padEnd(20)} ${r.assertion.padEnd(26)} ${r.value} (${r.asserted === false ? 'reported, not asserted' : `${r.kind === 'minScore' ? '≥' : '≤'} ${r.limit}${r.floor !== undefined ? `, or the page at ${r.floor} or more` : ''}`}${r.runs ? `; runs ${r.runs.map((v) => Math.round(v * 1000) / 1000).join(', ')}` : '; the difference of the medians'})`);
  process.exit(ok ? 0 : 1);
}
