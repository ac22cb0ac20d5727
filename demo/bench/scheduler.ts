// /bench/scheduler/: 1,000 sections, each holding a will-change: transform layer, driven by the built
// scheduler (performance.md §4.1's page). perf/bench-scheduler.ts measures it in Chromium; a person can
// open /bench/scheduler/?mode=all (or culled, dispatch, scroll-dispatch, raf) and scroll.
import * as esbuild from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_SECTIONS = 1000;
const client = join(dirname(fileURLToPath(import.meta.url)), 'scheduler-client.ts');

async function script(): Promise<string> {
  // Bundled on request (constants inlined); the runtime stays the built /dist/ file.
  const out = await esbuild.build({ entryPoints: [client], bundle: true, write: false, format: 'esm', target: 'es2022', minify: false, logLevel: 'silent' });
  return out.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
}

export async function renderSchedulerBench(): Promise<string> {
  const sections = Array.from({ length: BENCH_SECTIONS }, (_, i) =>
    `<div class="bench-section"><div class="bench-layer" style="background:hsl(${(i * 37) % 360} 60% 75%)"></div><span>${i + 1}</span></div>`).join('');
  const modes = ['all', 'culled', 'dispatch', 'scroll-dispatch', 'raf'].map((m) => `<a href="?mode=${m}">${m}</a>`).join(' · ');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scheduler benchmark | Lightpage demo</title><link rel="icon" href="data:,">
<style>
body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#222}
.bench-section{position:relative;height:90px;overflow:hidden;border-bottom:1px solid #fff}
.bench-layer{position:absolute;left:0;right:0;top:-60px;height:210px;will-change:transform}
.bench-section span{position:absolute;left:8px;top:8px}
#bench-panel{position:fixed;z-index:1;left:0;right:0;bottom:0;padding:6px 10px;background:rgba(255,255,255,.92);font-size:13px}
</style></head><body>
<div id="bench-panel">Scheduler benchmark, ${BENCH_SECTIONS} parallax layers. Run a scenario and scroll: ${modes}. <output id="bench-readout"></output></div>
${sections}
<script type="module">${await script()}</script>
</body></html>`;
}
