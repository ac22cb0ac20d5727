// The kitchen sink without the runtime is what Lighthouse compares the kitchen sink against (budgets.json
// lighthouse.gaps): it must be the same page, with no script or preload of ours in it.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadDemoModules, renderPage } from '../../../demo/pages/routes';
import { newState } from '../../../demo/server/state';

const mods = await loadDemoModules();
const render = async (path: string) =>
  (await renderPage({ path, query: new URLSearchParams(), origin: 'http://demo.test', state: newState() }, mods)) as string;
const ours = /<script type="module"|<link rel="modulepreload"|\/dist\//;

describe('the kitchen sink without the runtime', () => {
  it('is the kitchen sink with no boot script and no preload, and nothing else changed', async () => {
    const sink = await render('/kitchen-sink/');
    const bare = await render('/kitchen-sink/without-runtime/');
    expect(sink).toMatch(ours);
    expect(bare).not.toMatch(ours);
    const strip = (html: string) => html.split('\n').filter((l) => !ours.test(l)).join('\n');
    expect(strip(bare)).toBe(strip(sink));
    // The server's globals stay: only our script is missing.
    expect(bare).toContain('var et_pb_custom');
  });
});
