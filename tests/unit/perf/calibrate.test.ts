import { describe, expect, it } from 'vitest';
import { slowdownFor, DEFAULT_SLOWDOWN, REFERENCE_INDEX } from '../../../perf/calibrate';
import { reachesReact, reactTests } from '../../support/react-graph';
import { join } from 'node:path';

describe('CPU slowdown calibrated to the host', () => {
  it('keeps the default 4x on a host at or above the high-end desktop index', () => {
    expect(slowdownFor(REFERENCE_INDEX)).toBe(DEFAULT_SLOWDOWN);
    expect(slowdownFor(2300)).toBe(DEFAULT_SLOWDOWN); // a fast host never makes a gate easier
  });
  it('scales down in proportion on a slower host, never below 1x', () => {
    expect(slowdownFor(750)).toBe(2);
    expect(slowdownFor(1125)).toBe(3);
    expect(slowdownFor(100)).toBe(1);
  });
});

describe('unit test files that reach React', () => {
  const root = join(__dirname, '../../..');
  it('follows imports through our own files, and leaves out files that never reach React', () => {
    const list = reactTests(root);
    expect(list).toContain('tests/unit/core/component.test.tsx'); // JSX
    expect(list).toContain('tests/unit/modules/slider-mount.test.ts'); // through the slider's lazy controls
    expect(list).not.toContain('tests/unit/core/registry.test.ts');
    expect(reachesReact(join(root, 'src/scheduler/constants.ts'))).toBe(false);
  });
});
