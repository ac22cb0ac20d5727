// A frame loop the test runs by hand, with the real loop's phase order: jobs queued for a later phase
// run in the same frame. For module tests that want to see every frame.
import { tweenOn } from '../../src/scheduler/tween';

type Job = (f: { now: number; delta: number }) => void;
const PHASES = ['read', 'update', 'write'] as const;

export function manualFrames() {
  const queues: Record<(typeof PHASES)[number], Job[]> = { read: [], update: [], write: [] };
  const add = (phase: (typeof PHASES)[number]) => (job: Job) => (queues[phase].push(job), () => {});
  const frame = {
    read: add('read'),
    update: add('update'),
    write: add('write'),
    cancel: (job: Job) => Object.values(queues).forEach((q) => q.includes(job) && q.splice(q.indexOf(job), 1)),
  };
  let now = 0;
  /** Run one frame at `now + ms`. */
  const tick = (ms = 16) => {
    now += ms;
    for (const phase of PHASES) for (const job of queues[phase].splice(0)) job({ now, delta: ms });
  };
  const idle = () => Object.values(queues).every((q) => !q.length);
  return { frame, tween: tweenOn(frame), tick, idle };
}
