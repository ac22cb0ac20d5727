// The INP gate follows the host: 100 ms where a trivial tap answers within one frame (Event Timing's 16 ms
// floor), plus whatever the reference tap took beyond that frame where the host is slower.
import { describe, expect, it } from 'vitest';
import { gateFor, goalFor, INP_GATE_MS, INP_GOAL_MS } from '../../../perf/bench-inp';

describe('INP gate', () => {
  it('is 100 ms on a host whose trivial tap is one frame, or with no reference measured', () => {
    expect(INP_GATE_MS).toBe(100);
    expect(gateFor(16)).toBe(100);
    expect(gateFor(undefined)).toBe(100);
  });
  it("adds the reference tap's time over one frame, and never takes any away", () => {
    expect(gateFor(48)).toBe(132);
    expect(gateFor(40.4)).toBe(124);
    expect(gateFor(8)).toBe(100);
  });
  it('moves the goal (50 ms) by the same allowance as the gate', () => {
    expect(INP_GOAL_MS).toBe(50);
    expect(goalFor(16)).toBe(50);
    expect(goalFor(undefined)).toBe(50);
    expect(goalFor(40)).toBe(74);
    expect(goalFor(8)).toBe(50);
  });
});
