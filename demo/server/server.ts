// The dev server that stands in for WordPress: pages, dist/ and reports/ served compressed,
// admin-ajax.php, the REST API, contact-form POST-backs, and (for tests) /__test__/ state routes.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { dispatchAjax, loadAjaxHandlers } from './ajax';
import { dispatchRest, loadRestRoutes } from './rest';
import { parseFields, readBody, send } from './http';
import { newState, type DemoState } from './state';
import { loadDemoModules, renderPage } from '../pages/routes';
import { mapRoute } from '../maps/routes';
import { demoImage } from './images';
import { closeGate, openAllGates, openGate, passGate } from './gates';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=UTF-8', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html; charset=UTF-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.mp4': 'video/mp4', '.webm': 'video/webm',
};
/** URL prefix -> folder. Everything else is a page or an API route. */
// jQuery (npm, a dev dependency) is served only for the demo's classic WooCommerce pages, as WordPress
// serves it there; it is never part of our builds.
const STATIC: [string, string][] = [['/dist/', 'dist'], ['/reports/', 'reports'], ['/assets/', 'demo/public'], ['/vendor/jquery/', 'node_modules/jquery/dist']];

export interface DemoServer {
  url: string;
  port: number;
  state: DemoState;
  close(): Promise<void>;
}

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Expose the /__test__/ routes: state, reset, feature settings and gates. */
  testRoutes?: boolean;
}

export async function startDemoServer({ port = 8080, host = '127.0.0.1', testRoutes = false }: ServerOptions = {}): Promise<DemoServer> {
  const [ajax, rest, mods] = await Promise.all([loadAjaxHandlers(), loadRestRoutes(), loadDemoModules()]);
  let state = newState();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const origin = url.origin;
    const method = req.method ?? 'GET';
    const path = decodeURIComponent(url.pathname);

    const img = path.startsWith('/assets/demo-img/') ? demoImage(path) : undefined;
    if (img) return send(req, res, { body: img, type: 'image/png', headers: { 'Cache-Control': 'public, max-age=3600' } }, path);
    for (const [prefix, folder] of STATIC) {
      if (!path.startsWith(prefix)) continue;
      let file = normalize(join(root, folder, path.slice(prefix.length)));
      if (!file.startsWith(join(root, folder))) return send(req, res, { status: 403, body: 'Forbidden' });
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file)) return send(req, res, { status: 404, body: 'Not found', type: 'text/plain' });
      const cacheKey = `${file}:${statSync(file).mtimeMs}`;
      // Hashed chunks never change; the rest is revalidated, as a WordPress host with ?ver= would do.
      const immutable = /\/chunks\//.test(file);
      return send(req, res, {
        body: readFileSync(file),
        type: TYPES[extname(file)] ?? 'application/octet-stream',
        headers: { 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
      }, cacheKey);
    }

    if (testRoutes && path === '/__test__/state') return send(req, res, { json: state });
    if (testRoutes && path === '/__test__/reset' && method === 'POST') {
      openAllGates(state);
      state = newState();
      return send(req, res, { json: { ok: true } });
    }
    if (testRoutes && path.startsWith('/__test__/gate/') && method === 'POST') {
      // Hold the answers that pass this gate ({"closed": true}) until it opens ({"closed": false}).
      const name = path.slice('/__test__/gate/'.length);
      const { closed } = JSON.parse((await readBody(req)).toString() || '{}') as { closed?: boolean };
      if (closed) closeGate(state, name);
      else openGate(state, name);
      return send(req, res, { json: { name, closed: !!closed } });
    }
    if (testRoutes && path.startsWith('/__test__/feature/') && method === 'POST') {
      // Set a feature's state from a test (for example: fail the next N media post-processes).
      const name = path.slice('/__test__/feature/'.length);
      const body = await readBody(req);
      state.features[name] = { ...(state.features[name] as object), ...JSON.parse(body.toString() || '{}') };
      return send(req, res, { json: state.features[name] });
    }

    // The maps services' stand-ins: the fake Google API, generated tiles and the marker image.
    const mapReply = method === 'GET' ? mapRoute(path, state) : undefined;
    if (mapReply) return send(req, res, mapReply);

    if (path === '/wp-admin/admin-ajax.php') {
      const body = method === 'POST' ? await readBody(req) : Buffer.alloc(0);
      const fields = { ...Object.fromEntries(url.searchParams), ...parseFields(body, req.headers['content-type']) };
      const reply = await dispatchAjax(ajax, { method, fields, headers: req.headers }, state);
      // Received and answered, but held while a test keeps the action's gate closed (a loading state to look at).
      await passGate(state, `ajax:${fields.action ?? ''}`);
      return send(req, res, reply);
    }

    const restRoute = path.startsWith('/wp-json') ? path.slice('/wp-json'.length) || '/' : url.searchParams.get('rest_route');
    if (restRoute !== null && (path.startsWith('/wp-json') || path === '/')) {
      const body = method === 'GET' ? undefined : await readBody(req);
      const ctype = String(req.headers['content-type'] ?? '');
      let parsed: unknown = body;
      if (body && ctype.includes('application/json')) {
        try {
          parsed = JSON.parse(body.toString() || 'null');
        } catch {
          return send(req, res, { status: 400, json: { code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } } });
        }
      }
      const override = req.headers['x-http-method-override'];
      const query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'rest_route'));
      return send(req, res, await dispatchRest(rest, {
        method: (typeof override === 'string' && method === 'POST' ? override : method).toUpperCase(),
        route: restRoute.replace(/\/+$/, '') || '/',
        query, body: parsed, headers: req.headers, origin,
      }, state));
    }

    const post = method === 'POST' ? parseFields(await readBody(req), req.headers['content-type']) : undefined;
    const html = await renderPage({ path, query: url.searchParams, origin, post, state }, mods);
    if (typeof html === 'object') return send(req, res, { status: html.status, body: html.html, headers: { 'Cache-Control': 'no-cache' } });
    if (html !== undefined) return send(req, res, { body: html, headers: { 'Cache-Control': 'no-cache' } });
    return send(req, res, { status: 404, body: '<!DOCTYPE html><title>Page not found</title><h1>Page not found</h1>' });
  }

  const server = createHttpServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('[demo server]', err);
      if (!res.headersSent) send(req, res, { status: 500, body: 'Internal Server Error', type: 'text/plain' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    get state() {
      return state;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
