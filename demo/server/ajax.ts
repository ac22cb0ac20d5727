// POST /wp-admin/admin-ajax.php, dispatched on `action` like WordPress. Each file in ./ajax/ exports
// handlers; an unknown action answers 400 with body "0", as wp_die('0', 400) does.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reply } from './http';
import type { DemoState } from './state';

export interface AjaxRequest {
  method: string;
  fields: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}
export interface AjaxHandler {
  action: string;
  /** WordPress serves a few core actions over GET (rest-nonce); default POST. */
  methods?: ('GET' | 'POST')[];
  handle(req: AjaxRequest, state: DemoState): Reply | Promise<Reply>;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), 'ajax');

export async function loadAjaxHandlers(): Promise<Map<string, AjaxHandler>> {
  const map = new Map<string, AjaxHandler>();
  for (const file of (existsSync(dir) ? readdirSync(dir) : []).filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts')).sort()) {
    const mod = (await import(join(dir, file))) as { handlers?: AjaxHandler[] };
    for (const h of mod.handlers ?? []) map.set(h.action, h);
  }
  return map;
}

export async function dispatchAjax(handlers: Map<string, AjaxHandler>, req: AjaxRequest, state: DemoState): Promise<Reply> {
  const action = req.fields.action ?? '';
  state.ajax.push({ action, method: req.method, fields: req.fields, at: Date.now() });
  const h = handlers.get(action);
  if (!h || !(h.methods ?? ['POST']).includes(req.method as 'GET' | 'POST')) return { status: 400, body: '0', type: 'text/html; charset=UTF-8' };
  return h.handle(req, state);
}
