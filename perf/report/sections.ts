// The report's sections, each a function of the collected data. A new figure is one more function in
// SECTIONS (perf/report.ts renders them in order), so several changes can add sections side by side.
import type { ManifestFile } from '../../esbuild.config';
import { benchKey, fileKey, type Baseline } from '../baseline';
import type { ReportData } from '../report';
import { budgetBar, floorBar } from './bars';
import { buildFacts, frameworkSentence, roleText } from './build-facts';
import { gapFloor, gapHolds, type LighthouseGap } from './lighthouse-runs';
import { bytes, change, esc, kib, pct, value } from './format';
import { NO_JS_FLOOR, THEME_MINIMAL, THEME_WITH_EXTRAS, WOO_BLOCKS_CART } from './theme';

export interface SectionContext {
  data: ReportData;
  baseline?: Baseline;
}
export type Section = (c: SectionContext) => string;

/** A table that turns into labelled cards on a phone. */
export function table(head: string[], rows: string[][], cls = ''): string {
  const tr = (cells: string[]) => `<tr>${cells.map((c, i) => `<td data-label="${esc(head[i] ?? '')}">${c}</td>`).join('')}</tr>`;
  return `<table class="${cls}"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map(tr).join('')}</tbody></table>`;
}

export function delta(now: number, before: number | undefined, unit: string): string {
  const d = change(now, before, unit);
  return `<span class="d ${d.cls}">${esc(d.text)}</span>`;
}

const num = (s: string) => `<span class="n">${s}</span>`;
const total = (files: ManifestFile[], build: string) => files.filter((f) => f.build === build).reduce((s, f) => s + f.brotli, 0);

export const summary: Section = ({ data, baseline }) => {
  const ks = data.pages.find((p) => p.page === '/kitchen-sink/');
  const scores = data.lighthouse.filter((r) => r.assertion === 'categories:performance');
  const low = scores.length ? Math.min(...scores.map((r) => r.value)) : undefined;
  const base = baseline?.history.at(-1);
  const row = (what: string, now: number | undefined, was: number | undefined, unit: string) =>
    now === undefined ? [] : [[what, num(value(now, unit)), was === undefined ? '–' : num(value(was, unit)), delta(now, was, unit)]];
  const rows = [
    ...row('visitor build, all files (dist/frontend)', total(data.files, 'frontend'), base?.visitorBuild, 'B'),
    ...row('kitchen sink before any interaction', ks?.brotli, base?.kitchenSinkBefore, 'B'),
    ...row('kitchen sink after a scroll to the bottom', ks?.afterScroll?.brotli, base?.kitchenSinkAfter, 'B'),
    ...row('lowest Lighthouse performance score', low, base?.lighthouseScore, 'score'),
  ];
  const history = baseline?.history.length
    ? `<details><summary>History: ${baseline.history.length} landed change${baseline.history.length === 1 ? '' : 's'}</summary>${table(
        ['landed', 'change', 'visitor build', 'kitchen sink before / after', 'lowest score'],
        [...baseline.history].reverse().map((h) => [
          `<code>${esc(h.commit)}</code> ${esc(h.date)}`,
          esc(h.what),
          num(bytes(h.visitorBuild)),
          num(`${h.kitchenSinkBefore === undefined ? '–' : bytes(h.kitchenSinkBefore)} / ${h.kitchenSinkAfter === undefined ? '–' : bytes(h.kitchenSinkAfter)}`),
          num(h.lighthouseScore === undefined ? '–' : value(h.lighthouseScore, 'score')),
        ]),
      )}</details>`
    : '';
  return `<section id="change"><h2>This build against main</h2>
<p>${baseline ? `Changes are against the committed baseline <code>perf/baseline.json</code>: main at <code>${esc(baseline.commit)}</code> (${esc(baseline.date.slice(0, 10))}).` : 'There is no <code>perf/baseline.json</code>: every figure shows as new. Write it with <code>npm run baseline</code>.'}</p>
${table(['figure', 'this build', 'main', 'change'], rows)}${history}</section>`;
};

export const theme: Section = ({ data }) => {
  const pages = data.pages.filter((p) => !/^\/(cart|checkout)\/$/.test(p.page));
  if (!pages.length) return '';
  const scale = THEME_WITH_EXTRAS.brotli;
  const strip = (n: number, cls: string) => `<span class="strip ${cls}" style="width:${Math.max(0.3, (n / scale) * 100).toFixed(1)}%"></span>`;
  const rows = pages.map((p) => {
    const after = p.afterScroll?.brotli ?? p.brotli;
    return [
      `<a href="${esc(p.page)}">${esc(p.page)}</a>`,
      num(bytes(p.brotli)),
      num(bytes(after)),
      num(`${pct(after / THEME_MINIMAL.brotli)}`),
      `<span class="strips">${strip(THEME_MINIMAL.brotli, 'theme')}${strip(after, 'after')}${strip(p.brotli, 'before')}</span>`,
    ];
  });
  return `<section id="theme"><h2>Against the theme's own front end</h2>
<p>The same page with the theme's scripts loads <b>${bytes(THEME_MINIMAL.brotli)}</b> br (${kib(THEME_MINIMAL.brotli)}): ${esc(THEME_MINIMAL.name)}, before the page uses anything
(${THEME_MINIMAL.parts.map((x) => `${esc(x.file)} ${bytes(x.brotli)}`).join(', ')}; ${esc(THEME_MINIMAL.source)}). With ${esc(THEME_WITH_EXTRAS.name)}: ${bytes(THEME_WITH_EXTRAS.brotli)}.
The floor is ${bytes(NO_JS_FLOOR)}: with no script at all the page still shows everything the server rendered.</p>
${table(['page', 'Lightpage before interaction', 'after scroll-through', 'share of the theme', `bars on one scale: theme ${kib(THEME_MINIMAL.brotli)} · after · before · floor at the left edge`], rows, 'theme')}
</section>`;
};

export const pages: Section = ({ data, baseline }) => {
  if (!data.pages.length) return `<section id="pages"><h2>What each page loads</h2><p>Not measured: run <code>npx tsx perf/page-weight.ts</code> (or <code>npm test</code>).</p></section>`;
  const byBuild = (scripts: { file: string; build: string; brotli: number }[]) => {
    const builds = [...new Set(scripts.map((s) => s.build))];
    return builds.map((b) => {
      const list = scripts.filter((s) => s.build === b);
      const label = b === 'demo' ? 'host stand-in (the demo\'s React, playing WooCommerce Blocks; not Lightpage)' : b;
      return `<b>${esc(label)}</b> ${bytes(list.reduce((s, x) => s + x.brotli, 0))}: ${list.map((s) => `<code>${esc(s.file.replace(/^[^/]+\//, ''))}</code> ${bytes(s.brotli)}`).join(', ')}`;
    }).join('<br>');
  };
  const own = (scripts: { build: string; brotli: number }[]) => scripts.filter((s) => s.build !== 'demo').reduce((s, x) => s + x.brotli, 0);
  const rows = data.pages.map((p) => {
    const was = baseline?.pages[p.page];
    const after = p.afterScroll;
    const afterNew = after ? after.scripts.filter((s) => !p.scripts.some((b) => b.file === s.file)) : [];
    const host = p.brotli - own(p.scripts);
    return [
      `<a href="${esc(p.page)}">${esc(p.page)}</a>${host ? `<br><small>Lightpage ${bytes(own(p.scripts))} + host stand-in ${bytes(host)}</small>` : ''}`,
      `${num(bytes(p.brotli))} ${delta(p.brotli, was?.before, 'B')}`,
      after ? `${num(bytes(after.brotli))} ${delta(after.brotli, was?.after, 'B')}` : '–',
      p.limit ? `${budgetBar(p.brotli, p.limit)}<small>budget ${bytes(p.limit)} before interaction</small>` : '<small>no budget</small>',
      `<details><summary>${p.scripts.length} + ${afterNew.length} scripts</summary><small>before: ${byBuild(p.scripts)}${afterNew.length ? `<br>added by the scroll: ${byBuild(afterNew)}` : ''}</small></details>`,
    ];
  });
  return `<section id="pages"><h2>What each page loads</h2>
<p>Brotli bytes of every script a phone (412 × 823) fetched from <code>dist/</code>: before any interaction, and after scrolling to the bottom a screen at a time. ${esc(WOO_BLOCKS_CART)}.</p>
${table(['page', 'before interaction', 'after scroll-through', 'budget used', 'scripts'], rows)}</section>`;
};

const BUILD_TITLES: Record<string, string> = {
  frontend: 'Visitor build: dist/frontend',
  builder: 'Builder-preview build: dist/builder (not budgeted: it runs in the site owner\'s editor)',
  'shop-addon': 'Shop add-on: dist/shop-addon (on the host page\'s React)',
  wordpress: 'WordPress plugin: dist/wordpress (the REST client as wp.apiFetch)',
  demo: 'Demo only: dist/demo (never shipped; the cart pages\' stand-in for WooCommerce Blocks)',
};

function compareSources(data: ReportData): string {
  const front = buildFacts(data.files, 'frontend');
  const builder = buildFacts(data.files, 'builder');
  if (!builder.files.length) return '';
  const onlyFront = [...front.sources].filter((s) => !builder.sources.has(s) && !s.includes('/shims/'));
  const onlyBuilder = [...builder.sources].filter((s) => !front.sources.has(s));
  const same = !onlyFront.length && !onlyBuilder.length;
  return `It is built from ${same ? 'the same' : 'nearly the same'} ${builder.sources.size} source files as dist/frontend${same ? '' : ` (only here: ${onlyBuilder.map(esc).join(', ') || 'none'}; only in dist/frontend: ${onlyFront.map(esc).join(', ') || 'none'})`}; the framework is what differs: ${kib(builder.brotli)} br in all against ${kib(front.brotli)}.`;
}

export const builds: Section = ({ data, baseline }) => {
  const limitOf = (f: ManifestFile) => data.checks.find((c) => c.files.length === 1 && c.files[0] === f.file && !c.name.includes('static'))?.limit;
  const order = ['frontend', 'shop-addon', 'wordpress', 'builder', 'demo'];
  const present = [...new Set(data.files.map((f) => f.build))].sort((a, b) => (order.indexOf(a) + 99) % 99 - (order.indexOf(b) + 99) % 99);
  return present.map((build) => {
    const b = buildFacts(data.files, build);
    const rows = b.files.map((x) => {
      const f = x.file;
      const limit = limitOf(f);
      const inside = f.inputs.filter((i) => i.bytes > 0);
      const sum = inside.reduce((s, i) => s + i.bytes, 0) || 1;
      return [
        `<code>${esc(f.file.replace(/^[^/]+\//, ''))}</code><br><small>${esc(roleText(x))}${x.frameworks.length ? ` · <b>${esc(x.frameworks.join(', '))}</b>` : ''}</small>`,
        `${num(bytes(f.brotli))}<br><small>${bytes(f.gzip)} gz · ${bytes(f.raw)} raw</small>`,
        limit ? `${budgetBar(f.brotli, limit)}<small>budget ${bytes(limit)}</small>` : '<small>no budget</small>',
        build === 'demo' ? '–' : delta(f.brotli, baseline?.files[fileKey(f)], 'B'),
        `<details><summary>${inside.length} input${inside.length === 1 ? '' : 's'}</summary><ul class="inputs">${inside
          .map((i) => `<li><span class="share" style="width:${((i.bytes / sum) * 100).toFixed(1)}%"></span><code>${esc(i.path.replace(/^node_modules\//, '⬡ '))}</code> ${pct(i.bytes / sum)}</li>`)
          .join('')}</ul></details>`,
      ];
    });
    const intro = `${b.files.length} file${b.files.length === 1 ? '' : 's'}, ${bytes(b.brotli)} br in all. ${esc(frameworkSentence(b))}${build === 'builder' ? ' ' + compareSources(data) : ''}`;
    const body = `<p class="truth" data-build="${esc(build)}">${intro}</p>${table(['file and how it loads', 'brotli', 'budget used', 'change', 'inside (share of its minified bytes)'], rows, 'files')}`;
    const folded = build === 'builder' || build === 'demo';
    return `<section id="build-${esc(build)}"><h2>${esc(BUILD_TITLES[build] ?? `dist/${build}`)}</h2>${folded ? `<details><summary>${intro}</summary>${body}</details>` : body}</section>`;
  }).join('\n');
};

const gapRule = (g: LighthouseGap) =>
  g.min !== undefined
    ? `; no more than ${value(-g.min, g.unit)} below it${g.floor !== undefined ? `, or ${value(g.floor, g.unit)} or more: here ${value(gapFloor(g, g.baseline), g.unit)} or more` : ''}, medians of the runs`
    : g.limit !== undefined
      ? `; at most +${value(g.limit, g.unit)}, medians of the runs`
      : '';

export const lighthouse: Section = ({ data, baseline }) => {
  if (!data.lighthouse.length && !data.lighthouseRuns.length) return `<section id="lighthouse"><h2>Lighthouse</h2><p>Not run: <code>npm run lighthouse</code> (or <code>npm test</code>).</p></section>`;
  const pagesSeen = [...new Set([...data.lighthouse.map((r) => r.page), ...data.lighthouseRuns.map((r) => r.page)])];
  const blocks = pagesSeen.map((page) => {
    const run = data.lighthouseRuns.find((r) => r.page === page);
    const asserted = data.lighthouse.filter((r) => r.page === page);
    const rows: string[][] = [];
    const scoreRule = asserted.find((r) => r.assertion === 'categories:performance' && r.asserted !== false);
    const score = scoreRule?.value ?? run?.score;
    const scoreGap = data.lighthouseGaps?.find((g) => g.page === page && g.metric === 'categories:performance' && g.min !== undefined);
    if (score !== undefined) {
      rows.push([
        'Performance score',
        num(value(score, 'score')),
        scoreRule ? `${floorBar(score, scoreRule.limit)}<small>floor ${value(scoreRule.limit, 'score')}</small>` : scoreGap ? `<small>gated against ${esc(scoreGap.against)} (above)</small>` : '<small>no floor</small>',
        delta(score, baseline?.lighthouse[`${page} categories:performance`], 'score'),
      ]);
    }
    const metrics = run?.metrics ?? asserted.filter((r) => r !== scoreRule).map((r) => ({ id: r.assertion, title: r.assertion, value: r.value, unit: r.assertion.includes('shift') ? ('' as const) : ('ms' as const) }));
    for (const m of metrics) {
      // (A metric this page reports but does not assert has no limit: budgets.json lighthouse.pageAssertions.)
      const rule = asserted.find((r) => r.assertion === m.id && r.asserted !== false);
      // An asserted metric shows what was asserted (the median of the runs); the others, the median run's.
      const v = rule?.value ?? m.value;
      rows.push([
        esc(m.title),
        num(value(v, m.unit)),
        rule ? `${budgetBar(v, rule.limit)}<small>budget ${value(rule.limit, m.unit)}</small>` : '<small>not budgeted</small>',
        delta(v, baseline?.lighthouse[`${page} ${m.id}`], m.unit),
      ]);
    }
    return `<h3><a href="${esc(page)}">${esc(page)}</a>${run?.html ? ` · <a class="lhr" href="${esc(run.html)}">full Lighthouse report</a>` : ''}</h3>${table(['metric', 'value', 'against its limit', 'change'], rows)}`;
  });
  // Pairs of pages compared on one metric (budgets.json lighthouse.gaps): what one difference between them costs.
  const gaps = (data.lighthouseGaps ?? []).map(
    (g) =>
      `<p class="gap">${esc(g.title)}, <a href="${esc(g.page)}">${esc(g.page)}</a> against <a href="${esc(g.against)}">${esc(g.against)}</a>: <span class="n${gapHolds({ ...g, max: g.limit }, g.value, g.baseline) ? '' : ' fail'}">${g.value >= g.baseline ? '+' : '−'}${value(Math.abs(g.value - g.baseline), g.unit)}</span> (${value(g.value, g.unit)} against ${value(g.baseline, g.unit)}${gapRule(g)})</p>`,
  );
  return `<section id="lighthouse"><h2>Lighthouse (mobile, simulated throttling)</h2>
<p>Bars of a score show how far it sits above its floor, out of the room up to 100; bars of a time or a shift show the share of its budget used. Budgeted figures are the median of each page's runs.</p>${data.lighthouseConditions ? `<p><small>${esc(data.lighthouseConditions)}</small></p>` : ''}${gaps.join('\n')}${blocks.join('\n')}</section>`;
};

export const benches: Section = ({ data, baseline }) => {
  if (!data.benches.length) return '';
  return `<section id="benchmarks"><h2>Benchmarks</h2>${data.benches
    .map((b) => {
      const rows = b.rows.map((r) => [
        esc(r.name) + (r.passed === false ? ' <b class="fail">over</b>' : ''),
        num(value(r.value, r.unit)),
        r.limit ? `${budgetBar(r.value, r.limit)}<small>budget ${value(r.limit, r.unit)}</small>` : '<small>no budget</small>',
        delta(r.value, baseline?.benches[benchKey(b.title, r.name)], r.unit),
      ]);
      return `<h3>${esc(b.title)}</h3>${b.conditions ? `<p><small>${esc(b.conditions)}</small></p>` : ''}${table(['measure', 'value', 'against its budget', 'change'], rows)}`;
    })
    .join('\n')}</section>`;
};

/** In order. A change that adds a figure adds a section here. */
export const SECTIONS: Section[] = [summary, theme, pages, lighthouse, benches, builds];
