// No demo's CSS leaks into another: the page puts each demo in a wrapper of its own and scopes its CSS
// to it. Fails when a selector on an assembled page is neither under a demo's scope nor about the page
// chrome (the one allowance: a demo's `pageCss`, which may only name the header, footer or page shell),
// and when a demo's scoped CSS names the chrome (it could never match there).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDemoModules, renderPage } from '../../../demo/pages/routes';
import { chromeSelectors, leakingPageSelectors, scopeClass, scopeCss, selectorsOf } from '../../../demo/pages/scope-css';
import { newState } from '../../../demo/server/state';

// The page's inline style starts with the theme's stylesheet and the header's (chrome.css); the demos' follow.
const themeCss = ['theme.css', 'chrome.css'].map((f) => readFileSync(new URL(`../../../demo/public/${f}`, import.meta.url), 'utf8')).join('');
const mods = await loadDemoModules();
const render = async (path: string) =>
  (await renderPage({ path, query: new URLSearchParams(), origin: "http://demo.test", state: newState() }, mods)) as string;
const pageCss = (html: string) => /<style id="divi-style-inline-css">([\s\S]*?)<\/style>/.exec(html)![1].slice(themeCss.length);

describe('demo CSS scoping', () => {
  it('scopes every rule, through @media and :is() lists, leaving keyframes alone', () => {
    const out = scopeCss('/* c */ .a,.b :is(.c,.d){x:1} @media (max-width:767px){.e{y:2}} @keyframes k{from{opacity:0}to{opacity:1}}', 'tabs');
    expect(selectorsOf(out)).toEqual(['.lp-demo-tabs .a', '.lp-demo-tabs .b :is(.c,.d)', '.lp-demo-tabs .e']);
    expect(out).toContain('@keyframes k{from{opacity:0}to{opacity:1}}');
    expect(scopeCss('body.et-fb .x{a:b}', 'tabs')).toBe('body.et-fb .lp-demo-tabs .x{a:b}');
    // Room that only the module's own page needs.
    expect(scopeCss('.lp-demo-alone .intro{min-height:100vh}', 'tabs')).toBe('.lp-demo-tabs.lp-demo-alone .intro{min-height:100vh}');
    // "first on the content root" keeps its meaning: this demo comes first, and this is its first section.
    expect(scopeCss('.et_builder_inner_content>.intro:first-child{a:b}', 'p')).toBe('.et_builder_inner_content>.lp-demo-p:first-child>.intro:first-child{a:b}');
  });

  it('tells page-chrome selectors apart', () => {
    expect(chromeSelectors('#page-container{a:b} .x{a:b} body{a:b} body.y .z{a:b}')).toEqual(['#page-container', 'body']);
    expect(leakingPageSelectors('#main-header .logo{a:b} .et_pb_section_1{a:b}')).toEqual(['.et_pb_section_1']);
  });

  it.each(mods.map((m) => [m.name, m] as const))('demo %s: its CSS stays in its scope, its page CSS only names the chrome', (name, m) => {
    expect(chromeSelectors(m.css ?? ''), 'chrome selectors belong in pageCss').toEqual([]);
    expect(leakingPageSelectors(m.pageCss ?? ''), 'pageCss may only name the page chrome').toEqual([]);
    for (const sel of selectorsOf(scopeCss(m.css ?? '', name))) expect(sel).toContain(`.${scopeClass(name)}`);
  });

  it('wraps each demo on the kitchen-sink page, and every selector there is scoped or chrome', async () => {
    const html = await render('/kitchen-sink/');
    const onSink = mods.filter((m) => m.kitchenSink !== false);
    for (const m of onSink) expect(html).toContain(`<div class="lp-demo ${scopeClass(m.name)}">`);
    const leaks = selectorsOf(pageCss(html)).filter((s) => !s.includes(".lp-demo-") && leakingPageSelectors(`${s}{}`).length > 0);
    expect(leaks).toEqual([]);
    // The collision that made the kitchen sink unreadable: two demos styling the same order class.
    const owners = (cls: string) => new Set(selectorsOf(pageCss(html)).filter((s) => new RegExp(`\\.${cls}(?![\\w-])`).test(s)).map((s) => /\.lp-demo-[\w-]+/.exec(s)?.[0]));
    for (const cls of ['et_pb_section_61', 'et_pb_section_66']) expect([...owners(cls)].every(Boolean)).toBe(true);
  });

  it('scopes a module page the same way', async () => {
    const html = await render('/modules/tabs/');
    expect(html).toContain('<div class="lp-demo lp-demo-tabs lp-demo-alone">');
    expect(selectorsOf(pageCss(html)).every((s) => s.startsWith('.lp-demo-tabs '))).toBe(true);
  });
});
