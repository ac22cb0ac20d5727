// Where a page load's main-thread time goes at a CPU slowdown: records a DevTools trace of one navigation and
// prints every task over --min ms (wall), its thread (CPU) time beside it, and the script, style, layout, paint
// and parse inside it. --all: every event name inside; --tree: the nesting of tasks that run our scripts.
// LP_FLAGS="--flag ..." adds Chromium flags. Debugging aid for the Lighthouse TBT rows, not a gate.
//   npx tsx perf/trace-load.ts http://127.0.0.1:8080/modules/hero/ [--rate 4] [--runs 3] [--min 30] [--all] [--tree]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../tests/e2e/chromium';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, any> }
const arg = (flag: string, fallback: string) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = process.argv[2];
const rate = Number(arg('--rate', '4'));
const runs = Number(arg('--runs', '3'));
const min = Number(arg('--min', '30'));
const all = process.argv.includes('--all');
const tree = process.argv.includes('--tree');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];
const INSIDE = ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'ParseHTML', 'ParseAuthorStyleSheet', 'Layerize', 'TimerFire', 'FireAnimationFrame', 'IntersectionObserverController::computeIntersections', 'MajorGC', 'MinorGC', 'EventDispatch', 'ResourceReceivedData', 'V8.GCCompactor', 'v8.run', 'HTMLDocumentParser::didReceiveParsedChunkFromBackgroundParser'];

const extra = (process.env.LP_FLAGS ?? '').split(' ').filter(Boolean);
const browser = extra.length ? await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extra] }) : await launchChromium();
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((res) => cdp.once('Tracing.tracingComplete', () => res()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => new Promise<void>((res) => setTimeout(res, 1500)));
  await cdp.send('Tracing.end');
  await complete;
  // The page's renderer: the process of the page's main frame (another renderer may be in the trace).
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frames: { processId: number; parent?: string }[] = started?.args?.data?.frames ?? [];
  const pid = (frames.find((f) => !f.parent) ?? frames[0])?.processId;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pid === undefined || e.pid === pid))!;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const t0 = nav?.ts ?? on[0].ts;
  console.log(`run ${r + 1} at ${rate}x: FCP ${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ms`);
  for (const task of on.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= min)) {
    const end = task.ts + task.dur!;
    const inner = on.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (all || INSIDE.includes(e.name)));
    const sum = new Map<string, number>();
    for (const e of inner) sum.set(e.name, (sum.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const scripts = inner.filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall' || e.name === 'v8.compileModule')
      .map((e) => `${e.name}:${String(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.fileName ?? '').split('/').pop()}:${((e.dur ?? 0) / 1000).toFixed(1)}`).slice(0, 8);
    console.log(`  task ${((task.dur ?? 0) / 1000).toFixed(1)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(1)}) @${Math.round((task.ts - t0) / 1000)}: ` + [...sum].sort((a, b) => b[1] - a[1]).slice(0, 9).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '));
    if (scripts.length) console.log('     ' + scripts.join(' '));
    if (tree && inner.some((e) => e.name === 'v8.evaluateModule' || e.name === 'TimerFire' || (e.name === 'FunctionCall' && String(e.args?.data?.url).includes('boot')))) {
      const stack: TraceEvent[] = [];
      for (const e of inner.filter((e) => (e.dur ?? 0) >= Number(process.env.LP_TREE_MIN ?? 300)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
        while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop();
        console.log('       ' + '  '.repeat(stack.length) + `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} (cpu ${((e.tdur ?? 0) / 1000).toFixed(1)}) ${String(e.args?.data?.url ?? e.args?.data?.type ?? e.args?.data?.functionName ?? '').split('/').pop()}`);
        stack.push(e);
      }
    }
  }
  await ctx.close();
}
await browser.close();
