// Where an INP scenario's milliseconds go: runs one scenario file (perf/inp/<name>.ts) as the INP benchmark
// does (same phone/desktop context, prepare() first, CPU throttled, default 4×), records a DevTools trace of
// its act(), and prints the renderer main thread from the interaction's first input event to the frame that
// presents it: every task, and inside it script, style recalcs (with the elements they touched), layouts
// (forced ones marked), paints and commits, by duration. Debugging aid, not a gate.
//   npx tsx perf/trace-inp.ts perf/inp/accordion-open.ts [--rate 4] [--runs 3] [--save trace.json] [--detail]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../tests/e2e/chromium';
import type { InpScenario } from './inp/scenario';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
// --detail adds invalidation tracking and stacks of forced layouts: they say which element and rule did it,
// but record a stack per DOM mutation, which makes mutations look far dearer than they are.
const detail = process.argv.includes('--detail');
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'latencyInfo', 'toplevel', 'v8.execute',
  'blink', 'cc', 'benchmark', 'disabled-by-default-v8.cpu_profiler',
  ...(detail ? ['disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking'] : []),
];

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, any> }

const arg = (flag: string, fallback: string) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx perf/trace-inp.ts perf/inp/<scenario>.ts [--rate 4] [--runs 3] [--save trace.json]');
const rate = Number(arg('--rate', '4'));
const runs = Number(arg('--runs', '3'));
const save = arg('--save', '');
const scenario = ((await import(resolve(file))) as { default: InpScenario }).default;

const instrument = () => {
  const w = window as unknown as { __lpMounted: string[]; __events: { name: string; start: number; duration: number; ps: number; pe: number }[] };
  w.__lpMounted = [];
  w.__events = [];
  document.addEventListener('lightpage:mount', (e) => w.__lpMounted.push((e as CustomEvent<{ name: string }>).detail.name));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId) w.__events.push({ name: e.name, start: e.startTime, duration: e.duration, ps: e.processingStart, pe: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function traced(page: Page): Promise<{ events: TraceEvent[]; timing: { name: string; start: number; duration: number; ps: number; pe: number }[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
  await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events.length = 0));
  await page.evaluate(() => performance.mark('lp-act'));
  await scenario.act(page);
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  await cdp.send('Tracing.end');
  await complete;
  const timing = await page.evaluate(() => (window as unknown as { __events: { name: string; start: number; duration: number; ps: number; pe: number }[] }).__events);
  return { events, timing };
}

const INTERESTING = new Set([
  'RunTask', 'EventDispatch', 'FunctionCall', 'EvaluateScript', 'v8.compile', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint',
  'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'FireAnimationFrame', 'HitTest', 'ParseHTML', 'ScheduleStyleRecalculation',
  'InvalidateLayout', 'RecalculateStyles', 'IntersectionObserverController::computeIntersections', 'ProxyMain::BeginMainFrame',
  'ThreadProxy::BeginMainFrame', 'BeginMainFrame', 'LocalFrameView::RunPostLifecycleSteps', 'LocalFrameView::UpdateLifecyclePhases',
  'PaintArtifactCompositor::Update', 'TimerFire', 'EventTiming', 'ResourceFinish', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC',
  'ScrollLayer', 'UpdateLifecycle', 'Document::updateStyle', 'Document::recalcStyle', 'Document::rebuildLayoutTree', 'StyleEngine::UpdateActiveStyle',
  'LocalFrameView::layout', 'PaintController::CommitNewDisplayItems', 'LocalFrameView::PrePaint', 'LocalFrameView::RunPaintLifecyclePhase',
  'LocalFrameView::RunStyleAndLayoutLifecyclePhases', 'LocalFrameView::RunCompositingInputsLifecyclePhase',
]);

function report(events: TraceEvent[], timing: { name: string; start: number; duration: number; ps: number; pe: number }[]): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((m) => m.pid === e.pid && m.name === 'lp-act'));
  if (!main) return void console.log('no renderer main thread with the act mark');
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Map performance.now() to trace time with the mark.
  const mark = on.find((e) => e.name === 'lp-act')!;
  const origin = mark.ts / 1000 - (mark.args?.data?.startTime ?? 0);
  const inter = timing.length ? timing.reduce((a, b) => (b.duration > a.duration ? b : a)) : undefined;
  const first = timing.length ? Math.min(...timing.map((t) => t.start)) : undefined;
  console.log(`event timing: ${timing.map((t) => `${t.name} ${t.duration}ms (input +${(t.ps - t.start).toFixed(1)} queued, handlers ${(t.pe - t.ps).toFixed(1)})`).join('; ') || 'none ≥16 ms'}`);
  // Window: from the first input event of the interaction to its end (start + duration) plus a little.
  const lo = first !== undefined ? (origin + first) * 1000 - 2000 : on.find((e) => e.name === 'EventDispatch')?.ts ?? mark.ts;
  const hi = inter ? (origin + inter.start + inter.duration) * 1000 + 4000 : lo + 200_000;
  const win = on.filter((e) => e.ph === 'X' && e.ts + (e.dur ?? 0) >= lo && e.ts <= hi && INTERESTING.has(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const sums = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of win) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) stack.pop();
    const depth = stack.length;
    stack.push(e);
    const ms = (e.dur ?? 0) / 1000;
    if (depth <= 1 || ms >= 0.3) {
      const a = e.args?.data ?? e.args?.beginData ?? {};
      const detail =
        e.name === 'EventDispatch' ? a.type :
        e.name === 'FunctionCall' ? `${a.functionName || '(anon)'} ${String(a.url ?? '').replace(/^.*\//, '')}:${a.lineNumber}` :
        e.name === 'UpdateLayoutTree' ? `elements ${e.args?.elementCount ?? a.elementCount ?? '?'}` :
        e.name === 'Layout' ? `dirty ${a.dirtyObjects}/${a.totalObjects} ${a.partialLayout ? 'partial' : ''} ${e.args?.beginData?.stackTrace ? 'FORCED' : ''}` :
        e.name === 'ScheduleStyleRecalculation' ? '' : '';
      const forced = e.args?.beginData?.stackTrace?.[0] ?? e.args?.data?.stackTrace?.[0];
      const where = forced ? ` <- ${forced.functionName || '(anon)'} ${String(forced.url).replace(/^.*\//, '')}:${forced.lineNumber}` : '';
      console.log(`${((e.ts - lo) / 1000).toFixed(1).padStart(7)} ms ${'  '.repeat(depth)}${e.name} ${ms.toFixed(2)} ms ${detail}${where}`);
    }
    if (depth > 0 || e.name !== 'RunTask') sums.set(e.name, (sums.get(e.name) ?? 0) + ms);
  }
  // The interaction, in segments: from the input's timestamp to the processing of its last event (input
  // delay, the browser's own tap pipeline and other tasks), handlers, the wait for a frame, that frame's
  // phases, and after its commit the compositor's raster and draw up to presentation (not CPU-throttled).
  if (inter) {
    const t = (ms: number) => (origin + ms) * 1000;
    const last = timing.reduce((a, b) => (b.pe > a.pe ? b : a));
    const frameTask = on.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ts >= t(last.pe)).sort((a, b) => a.ts - b.ts)[0];
    const inside = (name: string) => frameTask ? on.filter((e) => e.name === name && e.ts >= frameTask.ts && e.ts < frameTask.ts + frameTask.dur!).reduce((n, e) => n + e.dur! / 1000, 0) : 0;
    const seg = {
      'input → last event processed': last.ps - inter.start,
      'last event handlers': last.pe - last.ps,
      'wait for frame': frameTask ? frameTask.ts / 1000 - origin - last.pe : NaN,
      'frame: rAF': inside('FireAnimationFrame'),
      'frame: style': inside('UpdateLayoutTree'),
      'frame: layout': inside('Layout'),
      'frame: prepaint': inside('PrePaint'),
      'frame: paint+layerize': inside('LocalFrameView::RunPaintLifecyclePhase'),
      'frame: commit': inside('Commit'),
      'frame: total': frameTask ? frameTask.dur! / 1000 : NaN,
      'commit → presented': frameTask ? inter.start + inter.duration - (frameTask.ts + frameTask.dur!) / 1000 + origin : NaN,
    };
    console.log(`segments of "${inter.name}" (${inter.duration} ms, Event Timing rounds to 8 ms): ` + Object.entries(seg).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | '));
    // Thread time (CPU the main thread got, without the time it waited for a core or was held by the
    // throttle): far steadier than wall time on a loaded machine, and about the 1x cost of the work.
    const end = t(inter.start + inter.duration);
    const cpu = (name: string, from: number, to: number) => on.filter((e) => e.name === name && e.ts >= from && e.ts < to).reduce((n, e) => n + (e.tdur ?? 0) / 1000, 0);
    const handlers = on.filter((e) => e.name === 'EventDispatch' && e.ts >= t(inter.start) - 1000 && e.ts < end).reduce((n, e) => n + (e.tdur ?? 0) / 1000, 0);
    console.log(`thread time: tasks from input to presentation ${cpu('RunTask', t(inter.start) - 1000, end).toFixed(1)} ms | event dispatch (incl. nested) ${handlers.toFixed(1)} | answering frame ${frameTask ? (frameTask.tdur! / 1000).toFixed(1) : '-'}, its rAF ${frameTask ? cpu('FireAnimationFrame', frameTask.ts, frameTask.ts + frameTask.dur!).toFixed(1) : '-'}`);
  }
  console.log('totals (nested names count inside their parents):', [...sums].filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '));
  // Style invalidations inside the window: which element/rule caused them.
  const inv = on.filter((e) => e.ts >= lo && e.ts <= hi && /Invalidat/.test(e.name) && e.name !== 'InvalidateLayout');
  const byReason = new Map<string, number>();
  for (const e of inv) {
    const d = e.args?.data ?? {};
    const k = `${e.name}: ${d.reason ?? ''} ${d.nodeName ?? ''} ${d.changedClass ?? d.changedAttribute ?? d.changedId ?? d.changedPseudo ?? ''} ${d.invalidationList ? JSON.stringify(d.invalidationList).slice(0, 120) : ''}`;
    byReason.set(k, (byReason.get(k) ?? 0) + 1);
  }
  for (const [k, n] of [...byReason].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${n}× ${k}`);
  profileSummary(events.filter((e) => e.pid === main.pid), lo, hi);
}

/** JavaScript self time by function inside [lo, hi] (trace µs), from the V8 sampling profiler's chunks. */
function profileSummary(events: TraceEvent[], lo: number, hi: number): void {
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
  const self = new Map<string, number>();
  const clock = new Map<string, number>();
  const nodes = new Map<string, Map<number, Node>>();
  for (const p of events.filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    const id = String((p as unknown as { id: string }).id);
    const data = p.args?.data ?? {};
    if (p.name === 'Profile') {
      clock.set(id, data.startTime);
      nodes.set(id, new Map());
      continue;
    }
    const known = nodes.get(id);
    if (!known || !clock.has(id)) continue;
    for (const n of (data.cpuProfile?.nodes ?? []) as Node[]) known.set(n.id, n);
    const samples: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    samples.forEach((sample, i) => {
      const ts = clock.get(id)! + deltas[i];
      clock.set(id, ts);
      const dt = (deltas[i + 1] ?? 0) / 1000;
      const cf = known.get(sample)?.callFrame;
      if (ts < lo || ts > hi || !cf || dt <= 0) return;
      const k = `${cf.functionName || '(anon)'} ${(cf.url ?? '').replace(/^.*\//, '') || '(no url)'}:${cf.lineNumber}:${cf.columnNumber}`;
      self.set(k, (self.get(k) ?? 0) + dt);
    });
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).filter(([k]) => !/^\((idle|root)\)/.test(k)).slice(0, 24);
  if (top.length) console.log('JS self time in the window (sampled, ms):\n  ' + top.map(([k, v]) => `${v.toFixed(1).padStart(5)} ${k}`).join('\n  '));
}

const server = await startDemoServer({ port: 0 });
const browser = await launchChromium();
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(scenario.phone ? PHONE : DESKTOP);
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(server.url + scenario.path);
    await page.waitForLoadState('load');
    await scenario.prepare?.(page);
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
    const { events, timing } = await traced(page);
    console.log(`\n=== ${scenario.name}, run ${i + 1}, ${rate}x CPU`);
    report(events, timing);
    if (save) writeFileSync(save.replace(/(\.json)?$/, `-${i + 1}.json`), JSON.stringify({ traceEvents: events }));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
