// Small HTTP helpers: body parsing and compressed responses, as a real WordPress host serves them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Reply {
  status?: number;
  body?: string | Buffer;
  json?: unknown;
  type?: string;
  headers?: Record<string, string>;
  /** Answer this many ms later (slow-network and timeout tests). */
  delayMs?: number;
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Form fields from a urlencoded or multipart body, or a JSON object body. */
export function parseFields(body: Buffer, contentType = ''): Record<string, string> {
  const text = body.toString('utf8');
  if (contentType.includes('application/json')) {
    try {
      const v = JSON.parse(text);
      return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)])) : {};
    } catch {
      return {};
    }
  }
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (boundary) {
    const out: Record<string, string> = {};
    for (const part of text.split('--' + boundary)) {
      const name = /name="([^"]+)"/.exec(part)?.[1];
      const value = part.split('\r\n\r\n')[1];
      if (name && value !== undefined) out[name] = value.replace(/\r\n$/, '');
    }
    return out;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const cache = new Map<string, { key: string; br: Buffer; gz: Buffer }>();

/** Compressed body for the client's Accept-Encoding; static files are compressed once (quality 11). */
export function compress(req: IncomingMessage, body: Buffer, cacheKey?: string): { body: Buffer; encoding?: string } {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (body.length < 256) return { body };
  let entry = cacheKey ? cache.get(cacheKey) : undefined;
  const key = String(body.length) + ':' + body.subarray(0, 64).toString('hex');
  if (!entry || entry.key !== key) {
    const quality = cacheKey ? 11 : 5; // on-the-fly pages use a fast level, as hosts do
    entry = {
      key,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      gz: gzipSync(body, { level: cacheKey ? 9 : 6 }),
    };
    if (cacheKey) cache.set(cacheKey, entry);
  }
  if (/\bbr\b/.test(accept)) return { body: entry.br, encoding: 'br' };
  if (/\bgzip\b/.test(accept)) return { body: entry.gz, encoding: 'gzip' };
  return { body };
}

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply, cacheKey?: string): void {
  const finish = () => {
    const raw = reply.json !== undefined ? Buffer.from(JSON.stringify(reply.json)) : Buffer.from(reply.body ?? '');
    const type = reply.type ?? (reply.json !== undefined ? 'application/json; charset=UTF-8' : 'text/html; charset=UTF-8');
    const { body, encoding } = compress(req, raw, cacheKey);
    res.writeHead(reply.status ?? 200, {
      'Content-Type': type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...reply.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (reply.delayMs) setTimeout(finish, reply.delayMs);
  else finish();
}
