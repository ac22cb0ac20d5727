// The scheduler benchmark page's script (bundled by demo/bench/scheduler.ts; the scheduler itself comes
// from the built runtime, /dist/frontend/runtime.js, exactly as visitors get it).
// It times every frame callback of the scheduler (performance.now() around it) and offers the scenarios
// perf/bench-scheduler.ts drives through window.__bench; with ?mode=... a person can watch one run.
import { PARALLAX_SPEED_FACTOR } from '../../src/scheduler/constants';
import type { Scheduler } from '../../src/scheduler';
import type { Cleanup } from '../../src/core/types';

export type Scenario = 'dispatch' | 'scroll-dispatch' | 'all' | 'culled' | 'raf' | 'floor' | 'paired' | 'interleaved';
export interface Measured {
  /** JS ms per frame: the scheduler's callback, or (raf) first to last of 1,000 rAF callbacks. */
  samples: number[];
  /** paired: the floor's JS ms in the frames between the scheduler's, one for one with `samples`. */
  floor?: number[];
  frames: number;
  /** requestAnimationFrame calls the scheduler made per frame. */
  rafsPerFrame: number;
  /** Frames that actually moved a parallax layer (sanity: the work happened). */
  moved: number;
}
export interface Bench {
  ready: true;
  isolated: boolean;
  prepare(scenario: Scenario): Promise<void>;
  measure(frames: number): Promise<Measured>;
  /** Mark the scheduler's frame callbacks with console.timeStamp('lightpage-frame') (for traces). */
  mark(on: boolean): void;
  finish(): void;
}

const STEP_PX = 37;
const WARMUP_FRAMES = 10;

// Wrap rAF before the runtime loads, so the scheduler's one callback per frame is timed.
const nativeRaf = window.requestAnimationFrame.bind(window);
let ticks: number[] | null = null;
let rafCalls = 0;
let stamp = false;
// paired: the floor's step, and whose turn this frame is. The turns alternate at each of the scheduler's
// callbacks, so a frame's owner is decided where it is timed, whatever order the page's callbacks run in.
let pairedFloor: ((targets: HTMLElement[]) => void) | null = null;
let floorTurn = false;
let floorTicks: number[] | null = null;
window.requestAnimationFrame = (cb) => {
  rafCalls++;
  return nativeRaf((t) => {
    // Marks the scheduler's callbacks in a DevTools trace, to tell them from the page's scrolling.
    if (stamp) console.timeStamp('lightpage-frame');
    if (pairedFloor) floorTurn = !floorTurn;
    const start = performance.now();
    cb(t);
    const took = performance.now() - start;
    if (!pairedFloor || !floorTurn) return void ticks?.push(took);
    // The floor's turn: the subscribers sat this tick out (no writes), so the floor is the frame's only writer,
    // as the scheduler is in its own turn.
    const t0 = performance.now();
    pairedFloor(layers);
    floorTicks?.push(performance.now() - t0);
  });
};

const runtimeUrl = '/dist/frontend/runtime.js';
const { createRuntime } = await import(runtimeUrl);
const runtime = createRuntime();
const s: Scheduler = runtime.ctx.scheduler;
// The shared IntersectionObservers (observe) are scheduler watchers, which arrive with the modules that use
// them: hand them over as core/mount does when the parallax module mounts.
const parallaxUrl = '/dist/frontend/modules/parallax.js';
const { watchers } = await import(parallaxUrl);
await runtime.mount(document.body, [{ name: 'bench' }], [{ watchers, mount: () => {} }], []);

const sections = [...document.querySelectorAll<HTMLElement>('.bench-section')];
const layers = sections.map((el) => el.firstElementChild as HTMLElement);
let sink = 0;
let moved = 0;
let scrolling = false;
let stop: Cleanup = () => {};
let rafSamples: number[] | null = null;

const nextFrame = () => new Promise<number>((resolve) => nativeRaf(resolve));

/** Parallax as a module would do it: cached geometry, maths on scroll, translate3d in the write phase. */
function parallax(culled: boolean, interleaved = false, count = sections.length): Cleanup {
  const offs: Cleanup[] = [];
  for (let i = 0; i < count; i++) {
    const section = sections[i];
    const layer = layers[i];
    let box: { top: number; height: number } | undefined;
    let offset = 0;
    let shown = NaN;
    const write = () => {
      if (offset === shown) return;
      shown = offset;
      moved++;
      layer.style.transform = `translate3d(0,${offset}px,0)`;
      // The control: a layout read after each write, the pattern that forces a layout per element.
      if (interleaved) sink += layer.getBoundingClientRect().top;
    };
    const onScroll = (y: number) => {
      // (paired: the floor's turn; a module's culled layer returns the same way.)
      if (!box || floorTurn) return;
      offset = Math.round((y + s.viewport.height / 2 - box.top - box.height / 2) * PARALLAX_SPEED_FACTOR);
      s.frame.write(write);
    };
    s.frame.read(() => (box = s.geometry(section)));
    let off: Cleanup | undefined;
    const on = () => (off ??= s.onScroll(onScroll));
    const away = () => {
      off?.();
      off = undefined;
    };
    if (culled) offs.push(s.observe(section, (e) => (e.isIntersecting ? on() : away())));
    else on();
    offs.push(away);
  }
  return () => offs.forEach((off) => off());
}

/** The comparison: 1,000 callbacks each registering its own requestAnimationFrame every frame. */
function separateRafs(): Cleanup {
  let live = true;
  let t0 = 0;
  const N = 1000;
  for (let i = 0; i < N; i++) {
    const cb = () => {
      if (!live) return;
      if (i === 0) t0 = performance.now();
      sink += i;
      if (i === N - 1) rafSamples?.push(performance.now() - t0);
      nativeRaf(cb);
    };
    nativeRaf(cb);
  }
  return () => (live = false);
}

/**
 * The floor's step: the same 1,000 writes with no scheduler at all, reading scrollY once and writing every
 * layer from geometry read beforehand. No code can do the worst case for less, so the scheduler's worst case
 * is judged against it on this host (in its own rAF for `floor`, in the frames between for `paired`).
 */
function floorStep(): (targets: HTMLElement[]) => void {
  const boxes = sections.map((el) => ({ top: el.offsetTop, height: el.offsetHeight }));
  const shown: number[] = [];
  return (targets) => {
    const y = scrollY;
    const h = innerHeight;
    for (let i = 0; i < targets.length; i++) {
      const offset = Math.round((y + h / 2 - boxes[i].top - boxes[i].height / 2) * PARALLAX_SPEED_FACTOR);
      if (offset === shown[i]) continue;
      shown[i] = offset;
      moved++;
      targets[i].style.transform = `translate3d(0,${offset}px,0)`;
    }
  };
}

function floor(): Cleanup {
  let live = true;
  const step = floorStep();
  const cb = () => {
    if (!live) return;
    const t0 = performance.now();
    step(layers);
    rafSamples?.push(performance.now() - t0);
    nativeRaf(cb);
  };
  nativeRaf(cb);
  return () => (live = false);
}

/**
 * The worst case and the floor in alternating frames on the same layers: the scheduler's 1,000 parallax
 * subscribers in one frame, the floor's loop in the next. Each is the only writer of its frame, and whatever
 * the machine does over a few frames it does to both, so their ratio frame by frame is the scheduler's cost.
 */
function paired(): Cleanup {
  const off = parallax(false);
  pairedFloor = floorStep();
  return () => {
    off();
    pairedFloor = null;
    floorTurn = false;
  };
}

function trivial(onScroll: boolean): Cleanup {
  const offs = sections.map(() => (onScroll ? s.onScroll((y) => (sink += y)) : s.frame.update(() => sink++, true)));
  return () => offs.forEach((off) => off());
}

function setup(scenario: Scenario): Cleanup {
  // Every scenario scrolls a fixed step per frame, as a visitor's page would while anything moves.
  scrolling = true;
  if (scenario === 'dispatch' || scenario === 'scroll-dispatch') return trivial(scenario === 'scroll-dispatch');
  if (scenario === 'raf') return separateRafs();
  if (scenario === 'floor') return floor();
  if (scenario === 'paired') return paired();
  return parallax(scenario === 'culled', scenario === 'interleaved', scenario === 'interleaved' ? 100 : sections.length);
}

let y = 0;
async function frames(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await nextFrame();
    if (scrolling) {
      // Wrap around before the end of the page so every scenario scrolls the whole time.
      y = y + STEP_PX > document.documentElement.scrollHeight - innerHeight ? 0 : y + STEP_PX;
      scrollTo(0, y);
    }
  }
}

const bench: Bench = {
  ready: true,
  isolated: crossOriginIsolated,
  async prepare(scenario) {
    stop();
    y = 0;
    scrollTo(0, 0);
    await frames(2);
    stop = setup(scenario);
    await frames(WARMUP_FRAMES);
  },
  async measure(n) {
    ticks = [];
    rafSamples = [];
    floorTicks = [];
    rafCalls = 0;
    moved = 0;
    await frames(n);
    const result = { samples: rafSamples.length ? rafSamples : ticks, ...(pairedFloor ? { floor: floorTicks } : {}), frames: n, rafsPerFrame: rafCalls / n, moved };
    ticks = rafSamples = floorTicks = null;
    return result;
  },
  mark(on) {
    stamp = on;
  },
  finish() {
    stop();
    stop = () => {};
    scrolling = false;
  },
};
(window as unknown as { __bench: Bench }).__bench = bench;

// For a person: ?mode=all (or culled, dispatch, ...) runs that scenario while they scroll, and shows
// the median JS time of the scheduler's frames once a second.
const mode = new URLSearchParams(location.search).get('mode') as Scenario | null;
if (mode) {
  const out = document.getElementById('bench-readout')!;
  stop = setup(mode);
  scrolling = false;
  ticks = [];
  s.everySecond(() => {
    const sorted = (ticks ?? []).splice(0).sort((a, b) => a - b);
    const median = sorted.length ? sorted[sorted.length >> 1] : 0;
    s.frame.write(() => (out.textContent = `${mode}: ${sorted.length} frames, median ${median.toFixed(2)} ms JS per frame`));
  });
}
