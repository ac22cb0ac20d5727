// One requestAnimationFrame for everything that moves, in the fastdom/Motion shape: every frame runs all
// reads, then all updates (pure maths), then all writes. It sleeps when nothing is queued: no rAF at all
// on an idle page. In development builds a layout read made in the write phase is reported.
import { MAX_FRAME_DELTA_MS } from './constants';
import { watchLayoutReads } from './dev-check';

export type Phase = 'read' | 'update' | 'write';
export interface FrameState {
  /** rAF timestamp. */
  now: number;
  /** ms since the previous frame, clamped so a hidden tab or a long task does not make animations jump. */
  delta: number;
}
export type FrameJob = (frame: FrameState) => void;

const PHASES: Phase[] = ['read', 'update', 'write'];
const sets = () => PHASES.map(() => new Set<FrameJob>());
// Per phase (by index): jobs for the next frame, jobs kept alive every frame until cancelled, and an
// empty set to swap in while a phase runs.
const once = sets();
const kept = sets();
const spare = sets();
let requested = false;
let last = 0;
const state: FrameState = { now: 0, delta: 0 };

/** The phase being run, or null outside a frame (read by the development-mode checker). */
export let currentPhase: Phase | null = null;
if (__DEV__) watchLayoutReads(() => currentPhase);

function tick(now: number): void {
  requested = false;
  state.delta = last ? Math.min(now - last, MAX_FRAME_DELTA_MS) : 1000 / 60;
  state.now = last = now;
  PHASES.forEach((phase, i) => {
    // Swap in an empty set first: a job that queues itself for its own phase runs next frame.
    const jobs = once[i];
    once[i] = spare[i];
    spare[i] = jobs;
    currentPhase = phase;
    run(jobs);
    jobs.clear();
    run(kept[i]);
  });
  currentPhase = null;
  if (once.some((q) => q.size) || kept.some((q) => q.size)) request();
  else last = 0; // asleep: the next wake-up starts with a fresh delta
}

/** Call a subscriber; one that throws is logged and does not stop the others. */
export function call<A, B>(fn: (a: A, b: B) => void, a: A, b?: B): void {
  try {
    fn(a, b!);
  } catch (e) {
    fail(e);
  }
}
export const fail = (e: unknown) => console.error('[lightpage] scheduler callback failed', e);
// The hot loop: no wrapper call per job, one try per job so a failing one does not stop the rest.
function run(jobs: Set<FrameJob>): void {
  for (const job of jobs) {
    try {
      job(state);
    } catch (e) {
      fail(e);
    }
  }
}

function request(): void {
  if (!requested) {
    requested = true;
    requestAnimationFrame(tick);
  }
}

/** Queue a job for the given phase of the next frame; keepAlive runs it every frame until cancelled. */
export const schedule = (phase: Phase, job: FrameJob, keepAlive = false): (() => void) => add(PHASES.indexOf(phase), job, keepAlive);

// The hot path (a parallax page queues a write per layer per frame): phase by index, no string compares.
function add(i: number, job: FrameJob, keepAlive?: boolean): () => void {
  (keepAlive ? kept : once)[i].add(job);
  // Inside a frame, the end-of-frame check asks for the next one only if something is still queued.
  if (!currentPhase) request();
  return () => cancel(job);
}

export function cancel(job: FrameJob): void {
  for (const q of [...once, ...kept]) q.delete(job);
}

export const frame = {
  read: (job: FrameJob, keepAlive?: boolean) => add(0, job, keepAlive),
  update: (job: FrameJob, keepAlive?: boolean) => add(1, job, keepAlive),
  write: (job: FrameJob, keepAlive?: boolean) => add(2, job, keepAlive),
  cancel,
};
export type FrameLoop = typeof frame;
