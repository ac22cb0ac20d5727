// Every metric of every Lighthouse run LHCI kept (reports/lighthouse/manifest.json and the JSON beside
// each HTML report), with the link to that HTML report.
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { ROOT } from '../budgets';
import type { LighthouseResult } from '../lighthouse';

export interface LighthouseRun {
  page: string;
  score: number;
  /** Link to the HTML report, relative to reports/budget/. */
  html?: string;
  metrics: { id: string; title: string; value: number; unit: 'ms' | '' }[];
}

interface LhciManifestEntry {
  url: string;
  isRepresentativeRun?: boolean;
  htmlPath?: string;
  jsonPath?: string;
}

/** The difference in one metric between two budgeted pages (budgets.json lighthouse.gaps). */
export interface LighthouseGap {
  metric: string;
  title: string;
  page: string;
  against: string;
  value: number;
  baseline: number;
  unit: 'ms' | '' | 'score';
  /** The largest difference allowed (budgets.json `max`), when the gap is gated. */
  limit?: number;
  /** The lowest difference allowed (budgets.json `min`), when the gap is gated from below. */
  min?: number;
  /** At or above this value the page passes whatever its gap (budgets.json `floor`). */
  floor?: number;
}

/** A page's median in one metric, as perf/lighthouse.ts asserts it (reports/lighthouse.json). */
export interface MetricMedian {
  page: string;
  assertion: string;
  value: number;
}

/**
 * `max`: the page may exceed the other by at most this. `min`: the page may fall below the other by at most
 * this much (a negative number); with `floor`, a page at or above the floor passes whatever its gap, so the
 * gate is the lower of the floor and the other page's value plus `min`.
 */
export type GapRule = { page: string; against: string; metric: string; max?: number; min?: number; floor?: number };

/**
 * Each gap both of whose pages were measured in `runs`: from the pages' medians where `medians` has them
 * (what is gated), else from the run LHCI kept for each page.
 */
export function lighthouseGaps(runs: LighthouseRun[], gaps: GapRule[] = [], medians: MetricMedian[] = []): LighthouseGap[] {
  return gaps.flatMap((g) => {
    const at = (page: string) => {
      const run = runs.find((r) => r.page === page);
      const m =
        g.metric === 'categories:performance'
          ? run && { title: 'Performance score', unit: 'score' as const, value: run.score }
          : run?.metrics.find((x) => x.id === g.metric);
      const median = medians.find((x) => x.page === page && x.assertion === g.metric && Number.isFinite(x.value));
      return m && { title: m.title, unit: m.unit, value: median?.value ?? m.value };
    };
    const a = at(g.page);
    const b = at(g.against);
    return a && b ? [{ metric: g.metric, title: a.title, page: g.page, against: g.against, value: a.value, baseline: b.value, unit: a.unit, limit: g.max, min: g.min, floor: g.floor }] : [];
  });
}

/** A gated gap from below passes when the page reaches this (a missing median never does). */
export const gapFloor = (g: GapRule, against: number) => Math.min(g.floor ?? Infinity, against + (g.min ?? 0));

/** Whether a gap holds, `value` the page's median and `baseline` the other page's (NaN, a missing one: never). */
export const gapHolds = (g: GapRule, value: number, baseline: number) =>
  g.min !== undefined ? value >= gapFloor(g, baseline) : g.max === undefined || value - baseline <= g.max;

/**
 * The gated gaps as checks: the difference of the two pages' medians against `max`, or against `min`
 * (where the page's own median at or above `floor` passes too).
 */
export function gapChecks(medians: MetricMedian[], gaps: GapRule[] = []): LighthouseResult[] {
  return gaps.flatMap((g): LighthouseResult[] => {
    if (g.max === undefined && g.min === undefined) return [];
    const a = medians.find((x) => x.page === g.page && x.assertion === g.metric);
    const b = medians.find((x) => x.page === g.against && x.assertion === g.metric);
    const value = a && b ? a.value - b.value : NaN;
    const passed = gapHolds(g, a?.value ?? NaN, b?.value ?? NaN);
    const check = { page: g.page, assertion: `${g.metric} gap against ${g.against}`, value, passed };
    return [g.min === undefined ? { ...check, limit: g.max!, kind: 'maxNumericValue' } : { ...check, limit: g.min, kind: 'minScore', floor: g.floor }];
  });
}

export function readLighthouseRuns(root = ROOT): LighthouseRun[] {
  const dir = join(root, 'reports/lighthouse');
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const entries = (JSON.parse(readFileSync(manifestPath, 'utf8')) as LhciManifestEntry[]).filter((e) => e.isRepresentativeRun !== false);
  const local = (p: string) => (isAbsolute(p) && existsSync(p) ? p : join(dir, basename(p)));
  const runs: LighthouseRun[] = [];
  for (const e of entries) {
    if (!e.jsonPath || !existsSync(local(e.jsonPath))) continue;
    const lhr = JSON.parse(readFileSync(local(e.jsonPath), 'utf8'));
    const refs: { id: string; group?: string }[] = lhr.categories?.performance?.auditRefs ?? [];
    runs.push({
      page: new URL(e.url).pathname,
      score: lhr.categories?.performance?.score ?? NaN,
      html: e.htmlPath && existsSync(local(e.htmlPath)) ? `../lighthouse/${basename(e.htmlPath)}` : undefined,
      metrics: refs
        .filter((r) => r.group === 'metrics' && lhr.audits[r.id]?.numericValue !== undefined)
        .map((r) => ({ id: r.id, title: lhr.audits[r.id].title, value: lhr.audits[r.id].numericValue, unit: lhr.audits[r.id].numericUnit === 'unitless' ? '' : 'ms' })),
    });
  }
  return runs.sort((a, b) => a.page.localeCompare(b.page));
}
