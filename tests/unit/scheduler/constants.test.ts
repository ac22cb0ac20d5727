// The constants module holds numbers only (esbuild inlines them; a string would become a shared chunk),
// and the spec §9 values the runtime relies on.
import { describe, expect, it } from 'vitest';
import * as C from '../../../src/scheduler/constants';

describe('constants', () => {
  it('exports only finite numbers', () => {
    for (const [name, value] of Object.entries(C)) {
      expect(typeof value, name).toBe('number');
      expect(Number.isFinite(value), name).toBe(true);
    }
  });

  it('holds the spec §9 debounces, breakpoints and scheduler timings', () => {
    expect(C).toMatchObject({
      BREAKPOINT_DESKTOP: 980,
      BREAKPOINT_PHONE: 767,
      BREAKPOINT_ADMIN_BAR: 782,
      BREAKPOINT_TESTIMONIAL: 959,
      WAYPOINT_REINIT_DEBOUNCE_MS: 100,
      CONDITIONAL_LOGIC_DEBOUNCE_MS: 250,
      RESIZE_DEBOUNCE_MS: 200,
      MUTATION_DEBOUNCE_MS: 200,
      HEADER_RESIZE_DEBOUNCE_MS: 200,
      COUNTDOWN_TICK_MS: 1000,
      SMOOTH_SCROLL_MS: 800,
      SMOOTH_SCROLL_LONG_MS: 1600,
      SMOOTH_SCROLL_LONG_DISTANCE_PX: 4000,
      PARALLAX_SPEED_FACTOR: 0.3,
      AB_READ_GOAL_MS: 3000,
      SCROLL_TOP_THRESHOLD_PX: 800,
      WAYPOINT_OFFSET_80: 0.8,
      MAX_FRAME_DELTA_MS: 40,
    });
  });
});
