// Which page a path renders: the index, the kitchen sink, the blog post and one page per module.
// Module demos are discovered from demo/modules/*.ts, so a module issue adds one file, not a list entry.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoState } from '../server/state';
import { baseGlobals, mergeGlobals } from './globals';
import { renderLayout } from './layout';
import { ALONE, scopeClass, scopeCss } from './scope-css';
import type { DemoModule } from './types';
import { blogPost } from './blog-post';
import { shopPage } from '../shop/page';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../modules');

export async function loadDemoModules(): Promise<DemoModule[]> {
  const mods: DemoModule[] = [];
  for (const f of (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.ts')).sort()) {
    mods.push(((await import(join(dir, f))) as { default: DemoModule }).default);
  }
  return mods.sort((a, b) => (a.order ?? 50) - (b.order ?? 50) || a.name.localeCompare(b.name));
}

export interface PageRequest {
  path: string;
  query: URLSearchParams;
  origin: string;
  /** Form fields of a POST-back to the page. */
  post?: Record<string, string>;
  state: DemoState;
}

function page(req: PageRequest, title: string, mods: DemoModule[], extra: { content?: string; bodyClass?: string; noRuntime?: boolean } = {}): string {
  const globals = baseGlobals(req.origin);
  let content = extra.content ?? '';
  let css = '';
  for (const m of mods) {
    mergeGlobals(globals, m.globals);
    const replaced = req.post && m.post ? m.post(req.post, req.state) : undefined;
    // Each demo in a wrapper of its own, its CSS scoped to it, so demos on one page never style each other.
    content += `<div class="lp-demo ${scopeClass(m.name)}${mods.length === 1 ? ` ${ALONE}` : ''}">${replaced ?? m.html}</div>`;
    css += scopeCss(m.css ?? '', m.name) + (m.pageCss ?? '');
  }
  return renderLayout({
    title,
    content,
    css,
    globals,
    builder: req.query.get('et_fb') === '1',
    bodyClass: [extra.bodyClass, ...mods.map((m) => m.bodyClass)].filter(Boolean).join(' '),
    breakGlobal: req.query.get('lp_break') ?? undefined,
    menu: req.query.get('lp_menu') ?? undefined,
    // ?lang=de renders the page as a de_DE site would (for localised messages).
    lang: req.query.get('lang') === 'de' ? 'de-DE' : undefined,
    noRuntime: extra.noRuntime,
  });
}

function indexPage(req: PageRequest, mods: DemoModule[]): string {
  const link = (href: string, text: string) => `<li><a href="${href}">${text}</a> · <a href="${href}?et_fb=1">builder preview</a></li>`;
  const content = `<div class="et_pb_section et_pb_section_0 lp-demo-index"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<h1>Lightpage demo</h1>
<p>Server-rendered Divi-style pages, brought to life by the Lightpage runtime.</p>
<h2>Pages</h2>
<ul>
${link('/kitchen-sink/', 'Kitchen sink: every module on one page')}
${link('/blog-post/', 'Blog post: header, menu and search only')}
</ul>
<h2>Shop (WooCommerce block cart with the subscription add-on)</h2>
<ul>
<li><a href="/cart/">Cart: subscription texts, subscription boxes and their attached products, a mini-cart</a></li>
<li><a href="/checkout/">Checkout: order summary and the place-order button</a></li>
</ul>
<h2>Modules</h2>
<ul>
${mods.map((m) => link(`/modules/${m.name}/`, m.title)).join('\n')}
</ul>
<h2>For performance engineers</h2>
<ul><li><a href="/reports/budget/">Budget report</a> (written by <code>npm run report</code> and <code>npm test</code>)</li>
<li><a href="/bench/scheduler/">Scheduler benchmark page</a>: 1,000 parallax layers on one frame loop</li></ul>
</div></div></div>`;
  return page(req, 'Home', [], { content });
}

/** A page with a status other than 200 (a paged module's error pages). */
export interface PageReply {
  status: number;
  html: string;
}

export async function renderPage(req: PageRequest, mods: DemoModule[]): Promise<string | PageReply | undefined> {
  const p = req.path.replace(/\/?$/, '/');
  if (p === '/') return indexPage(req, mods);
  if (p === '/kitchen-sink/') return page(req, 'Kitchen sink', mods.filter((m) => m.kitchenSink !== false));
  // The same page with no script of ours: Lighthouse measures both, and gates the difference (budgets.json).
  if (p === '/kitchen-sink/without-runtime/') return page(req, 'Kitchen sink', mods.filter((m) => m.kitchenSink !== false), { noRuntime: true });
  if (p === '/blog-post/') return page(req, 'Blog post', [], { content: blogPost, bodyClass: 'single single-post' });
  if (p === '/bench/scheduler/') return (await import('../bench/scheduler')).renderSchedulerBench();
  if (p === '/cart/' || p === '/checkout/') return shopPage(p === '/cart/' ? 'cart' : 'checkout', req.query, req.origin);
  const paged = /^\/modules\/([\w-]+)\/page\/(\d{1,4})\/$/.exec(p);
  const pagedMod = paged && mods.find((x) => x.name === paged[1]);
  if (pagedMod?.paged) {
    const r = pagedMod.paged(Number(paged![2]), req.query);
    if (!r) return;
    const html = r.status && r.status >= 500 ? r.html : page(req, pagedMod.title, [{ ...pagedMod, html: r.html, bodyClass: r.bodyClass ?? pagedMod.bodyClass }]);
    return r.status ? { status: r.status, html } : html;
  }
  const m = /^\/modules\/([\w-]+)\/$/.exec(p);
  const mod = m && mods.find((x) => x.name === m[1]);
  if (mod) return page(req, mod.title, [mod]);
}
