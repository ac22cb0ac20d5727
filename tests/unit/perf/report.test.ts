// The budget report says what the build and the measurements say: the framework sentence follows the
// manifest, chunk kinds come from the import graph, changes are against the committed baseline, numbers
// are rounded for reading, score bars measure the distance from the floor, and any benchmark JSON shows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestFile } from '../../../esbuild.config';
import { baselineOf } from '../../../perf/baseline';
import { readBenches, renderReport, type ReportData } from '../../../perf/report';
import { floorBar, budgetBar } from '../../../perf/report/bars';
import { buildFacts, roleText } from '../../../perf/report/build-facts';
import { value } from '../../../perf/report/format';
import { gapChecks, lighthouseGaps, type LighthouseRun } from '../../../perf/report/lighthouse-runs';

const file = (f: Partial<ManifestFile> & Pick<ManifestFile, 'file' | 'kind' | 'name'>): ManifestFile => ({
  build: f.file.split('/')[0] as ManifestFile['build'], imports: [], dynamicImports: [], inputs: [{ path: 'src/x.ts', bytes: 10 }], raw: 300, gzip: 200, brotli: 100, ...f,
});

const files = (builderHasReact: boolean): ManifestFile[] => [
  file({ file: 'frontend/boot.js', kind: 'entry', name: 'boot', dynamicImports: ['frontend/modules/tabs.js'] }),
  file({ file: 'frontend/modules/tabs.js', kind: 'entry', name: 'modules/tabs', inputs: [{ path: 'src/modules/tabs/index.ts', bytes: 300 }, { path: 'src/modules/tabs/rules.ts', bytes: 100 }] }),
  file({ file: 'frontend/core/component.js', kind: 'entry', name: 'core/component', brotli: 6000, inputs: [{ path: 'node_modules/preact/dist/preact.mjs', bytes: 9000 }] }),
  file({ file: 'builder/boot.js', kind: 'entry', name: 'boot', dynamicImports: ['builder/modules/tabs.js'] }),
  file({ file: 'builder/modules/tabs.js', kind: 'entry', name: 'modules/tabs', inputs: [{ path: 'src/modules/tabs/index.ts', bytes: 300 }] }),
  file({
    file: 'builder/core/component.js', kind: 'entry', name: 'core/component', brotli: builderHasReact ? 59000 : 6000,
    inputs: [{ path: builderHasReact ? 'node_modules/react-dom/cjs/react-dom-client.production.js' : 'node_modules/preact/dist/preact.mjs', bytes: 9000 }],
  }),
  file({ file: 'shop-addon/shop-addon.js', kind: 'entry', name: 'shop-addon', dynamicImports: ['shop-addon/chunks/links-X.js'] }),
  file({ file: 'shop-addon/chunks/links-X.js', kind: 'chunk', name: 'shared' }),
];

const data = (over: Partial<ReportData> = {}): ReportData => ({
  at: '2026-11-22T20:00:00.000Z', commit: 'abc1234', files: files(true), checks: [],
  pages: [{ page: '/kitchen-sink/', scripts: [{ file: 'frontend/boot.js', build: 'frontend', brotli: 8641 }], brotli: 8641, afterScroll: { scripts: [], brotli: 16756 }, limit: 12288, passed: true }],
  lighthouse: [
    { page: '/', assertion: 'categories:performance', value: 1, limit: 0.98, kind: 'minScore', passed: true },
    { page: '/', assertion: 'largest-contentful-paint', value: 667.698, limit: 2000, kind: 'maxNumericValue', passed: true },
  ],
  lighthouseRuns: [], benches: [], ...over,
});

const builderSentence = (html: string) => /<p class="truth" data-build="builder">([^<]*(?:<[^/][^>]*>[^<]*)*?)<\/p>/.exec(html)?.[1] ?? html.match(/data-build="builder">(.*?)<\/p>/s)?.[1];

describe('budget report', () => {
  it('states the builder build\'s framework from the manifest, not from a label', () => {
    expect(builderSentence(renderReport(data()))).toMatch(/React \d+\.\d+/);
    const preactOnly = builderSentence(renderReport(data({ files: files(false) })))!;
    expect(preactOnly).toMatch(/Preact/);
    expect(preactOnly).not.toMatch(/React/);
  });

  it('calls a chunk only its importer loads on demand lazy, not shared', () => {
    const shop = buildFacts(files(true), 'shop-addon');
    const links = shop.files.find((x) => x.file.file === 'shop-addon/chunks/links-X.js')!;
    expect(links.role).toBe('lazy');
    expect(roleText(links)).toMatch(/^lazy: imported on demand by shop-addon\.js/);
    expect(buildFacts(files(true), 'frontend').frameworks[0]).toMatchObject({ reachedStaticallyFrom: [] });
  });

  it('shows every change against the committed baseline, and its history', () => {
    const base = baselineOf(data({ pages: [{ ...data().pages[0], brotli: 8000, afterScroll: { scripts: [], brotli: 16756 } }] }), 'Tabs landed');
    const html = renderReport(data(), base);
    expect(html).toContain('perf/baseline.json</code>: main at <code>abc1234');
    expect(html).toMatch(/\+641 B/);
    expect(html).toContain('Tabs landed');
    expect(renderReport(data())).toMatch(/There is no <code>perf\/baseline\.json<\/code>/);
  });

  it('rounds numbers for reading', () => {
    const html = renderReport(data());
    expect(html).not.toContain('667.698');
    expect(html).toContain('668 ms');
    expect(value(0.0023, '')).toBe('0.002');
    expect(value(12345, 'B')).toBe('12,345 B');
    expect(value(1.234, 'ms')).toBe('1.23 ms');
  });

  it('draws a score by its distance above the floor, and bytes by the share of the budget used', () => {
    expect(floorBar(1, 0.98)).toMatch(/width:100\.0%.*2 pts above floor/);
    expect(floorBar(0.98, 0.98)).toMatch(/width:0\.0%.*0 pts above floor/);
    expect(floorBar(0.95, 0.98)).toMatch(/class="bar floor over".*3 pts below floor/);
    expect(budgetBar(8641, 12288)).toMatch(/width:70\.3%.*70 % of budget/);
    expect(budgetBar(13000, 12288)).toMatch(/class="bar over"/);
  });

  it('compares each page with the theme\'s own front end and the no-JS floor', () => {
    const html = renderReport(data());
    expect(html).toContain('83,883 B');
    expect(html).toMatch(/floor is 0 B/);
    expect(html).toMatch(/20 %/); // 16,756 of 83,883
  });

  it('shows any benchmark a perf script drops under reports/, once per title', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-report-'));
    const inp = { title: 'INP: one interaction', rows: [{ name: 'menu open, phone', value: 48.4, unit: 'ms', limit: 100, passed: true }] };
    writeFileSync(join(dir, 'inp.json'), JSON.stringify(inp));
    writeFileSync(join(dir, 'perf-inp-copy.json'), JSON.stringify(inp));
    writeFileSync(join(dir, 'page-weight.json'), JSON.stringify([{ page: '/' }]));
    writeFileSync(join(dir, 'broken.json'), '{');
    const found = readBenches(dir);
    expect(found.map((b) => b.title)).toEqual(['INP: one interaction']);
    expect(renderReport(data({ benches: found }))).toMatch(/menu open, phone.*48\.4 ms/s);
  });

  it('states the gap between two budgeted pages in one metric, once both were measured', () => {
    const run = (page: string, lcp: number): LighthouseRun => ({ page, score: 1, metrics: [{ id: 'largest-contentful-paint', title: 'Largest Contentful Paint', value: lcp, unit: 'ms' }] });
    const pair = [{ page: '/modules/hero/', against: '/modules/hero-static/', metric: 'largest-contentful-paint' }];
    expect(lighthouseGaps([run('/modules/hero/', 1102.4)], pair)).toEqual([]);
    const gaps = lighthouseGaps([run('/modules/hero/', 1102.4), run('/modules/hero-static/', 802.1)], pair);
    expect(gaps).toMatchObject([{ page: '/modules/hero/', against: '/modules/hero-static/', value: 1102.4, baseline: 802.1 }]);
    const html = renderReport(data({ lighthouseGaps: gaps }));
    expect(html).toContain(`Largest Contentful Paint, <a href="/modules/hero/">/modules/hero/</a> against <a href="/modules/hero-static/">/modules/hero-static/</a>: <span class="n">+${value(300.3, 'ms')}</span>`);
  });

  it('gates a gap with a max on the two pages\' medians, and fails it when a page is missing', () => {
    const run = (page: string, lcp: number): LighthouseRun => ({ page, score: 1, metrics: [{ id: 'largest-contentful-paint', title: 'Largest Contentful Paint', value: lcp, unit: 'ms' }] });
    const pair = [{ page: '/modules/hero/', against: '/modules/hero-static/', metric: 'largest-contentful-paint', max: 100 }];
    const medians = (hero: number, still: number) => [
      { page: '/modules/hero/', assertion: 'largest-contentful-paint', value: hero },
      { page: '/modules/hero-static/', assertion: 'largest-contentful-paint', value: still },
    ];
    expect(gapChecks(medians(1050, 1000), pair)).toMatchObject([{ page: '/modules/hero/', value: 50, limit: 100, passed: true }]);
    expect(gapChecks(medians(1150.5, 1000), pair)).toMatchObject([{ value: 150.5, passed: false }]);
    expect(gapChecks(medians(1150.5, 1000).slice(0, 1), pair)[0].passed).toBe(false);
    expect(gapChecks(medians(1150.5, 1000), [{ ...pair[0], max: undefined }])).toEqual([]);
    // The report states the medians (what is gated), not the run LHCI kept, and marks a gap over its limit.
    const gaps = lighthouseGaps([run('/modules/hero/', 900), run('/modules/hero-static/', 1000)], pair, medians(1150.5, 1000));
    expect(gaps).toMatchObject([{ value: 1150.5, baseline: 1000, limit: 100 }]);
    expect(renderReport(data({ lighthouseGaps: gaps }))).toMatch(/<span class="n fail">\+[^<]+<\/span> \([^)]*at most \+/);
  });

  it('gates a score from below against the page without the runtime, where a median at the floor passes whatever the gap', () => {
    const rule = [{ page: '/kitchen-sink/', against: '/kitchen-sink/without-runtime/', metric: 'categories:performance', min: -0.05, floor: 0.95 }];
    const medians = (sink: number, bare: number) => [
      { page: '/kitchen-sink/', assertion: 'categories:performance', value: sink },
      { page: '/kitchen-sink/without-runtime/', assertion: 'categories:performance', value: bare },
    ];
    // A slow host: the page alone scores 0.92, so the page with Lightpage needs 0.87.
    expect(gapChecks(medians(0.88, 0.92), rule)).toMatchObject([{ value: expect.closeTo(-0.04), limit: -0.05, kind: 'minScore', floor: 0.95, passed: true }]);
    expect(gapChecks(medians(0.86, 0.92), rule)[0].passed).toBe(false);
    // A fast host: the page alone scores 1, and 0.95 is enough (the floor), 0.94 is not.
    expect(gapChecks(medians(0.95, 1), rule)[0].passed).toBe(true);
    expect(gapChecks(medians(0.94, 1), rule)[0].passed).toBe(false);
    // Either page unmeasured: failed, even at the floor.
    expect(gapChecks(medians(0.99, 1).slice(0, 1), rule)[0].passed).toBe(false);
    const run = (page: string, score: number): LighthouseRun => ({ page, score, metrics: [] });
    const gaps = lighthouseGaps([run('/kitchen-sink/', 0.9), run('/kitchen-sink/without-runtime/', 0.9)], rule, medians(0.86, 0.92));
    expect(gaps).toMatchObject([{ title: 'Performance score', unit: 'score', value: 0.86, baseline: 0.92, min: -0.05, floor: 0.95 }]);
    const html = renderReport(data({ lighthouseGaps: gaps }));
    expect(html).toMatch(/<span class="n fail">−6<\/span> \(86 against 92; no more than 5 below it, or 95 or more: here 87 or more, medians of the runs\)/);
    expect(renderReport(data({ lighthouseGaps: lighthouseGaps([run('/kitchen-sink/', 0.9), run('/kitchen-sink/without-runtime/', 0.9)], rule, medians(0.9, 0.92)) }))).not.toContain('n fail');
  });
});
