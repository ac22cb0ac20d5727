// The WordPress REST API stand-in: /wp-json/<route> and /?rest_route=<route>. Each file in ./rest/
// exports routes. The root (/wp-json/) lists namespaces and routes like WordPress does.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reply } from './http';
import type { DemoState } from './state';

export interface RestRequest {
  method: string; // after X-HTTP-Method-Override
  route: string; // "/wp/v2/posts"
  params: Record<string, string>; // named groups of the route pattern
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  origin: string; // "http://127.0.0.1:8080", for Link headers
}
export interface RestRoute {
  namespace: string;
  methods: string[];
  pattern: RegExp;
  handle(req: RestRequest, state: DemoState): Reply | Promise<Reply>;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), 'rest');

export async function loadRestRoutes(): Promise<RestRoute[]> {
  const routes: RestRoute[] = [];
  for (const file of (existsSync(dir) ? readdirSync(dir) : []).filter((f) => /\.ts$/.test(f)).sort()) {
    const mod = (await import(join(dir, file))) as { routes?: RestRoute[] };
    routes.push(...(mod.routes ?? []));
  }
  return routes;
}

const notFound: Reply = { status: 404, json: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } } };

export async function dispatchRest(routes: RestRoute[], req: Omit<RestRequest, 'params'>, state: DemoState): Promise<Reply> {
  state.rest.push({ method: req.method, route: req.route, query: req.query, headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), at: Date.now() });
  if (req.route === '/' || req.route === '') {
    return {
      json: {
        name: 'Lightpage demo',
        url: req.origin,
        namespaces: [...new Set(routes.map((r) => r.namespace))],
        routes: Object.fromEntries(routes.map((r) => [r.pattern.source, { namespace: r.namespace, methods: r.methods }])),
      },
    };
  }
  for (const r of routes) {
    const m = r.pattern.exec(req.route);
    if (m && r.methods.includes(req.method)) return r.handle({ ...req, params: m.groups ?? {} }, state);
  }
  return notFound;
}
