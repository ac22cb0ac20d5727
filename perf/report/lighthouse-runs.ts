// Every metric of every Lighthouse run LHCI kept (reports/lighthouse/manifest.json and the JSON beside
// each HTML report), with the link to that HTML report.
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { ROOT } from '../budgets';

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
