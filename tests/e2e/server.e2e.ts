// The dev server behaves like the WordPress host it stands in for.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { startDemoServer } from '../../demo/server/server';
import { afterAll, beforeAll } from 'vitest';
import type { DemoServer } from '../../demo/server/server';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ port: 0, testRoutes: true });
});
afterAll(() => server.close());

/** Raw GET, so the test sees the encoding the server chose (fetch would decode it). */
function rawGet(path: string, encoding: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(server.url + path, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

describe('demo server', () => {
  it('serves the runtime and the pages brotli-compressed when the browser accepts it', async () => {
    const js = await rawGet('/dist/frontend/boot.js', 'gzip, deflate, br');
    expect(js.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(js.body).toString()).toContain('IntersectionObserver');
    const page = await rawGet('/kitchen-sink/', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/blog-post/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<header id="main-header"');
  });

  it('prints the server globals as the theme does, with string values', async () => {
    const html = await (await fetch(server.url + '/kitchen-sink/')).text();
    const custom = JSON.parse(/var et_pb_custom = (\{.*\});/.exec(html)![1]);
    expect(custom.ajaxurl).toBe(`${server.url}/wp-admin/admin-ajax.php`);
    expect(custom.is_divi_theme_used).toBe('1');
    expect(custom.is_ab_testing_active).toBe('');
    expect(custom.page_id).toBe('11');
    expect(html).toMatch(/var et_animation_data = \[/);
    expect(html).toMatch(/var et_link_options_data = \[/);
  });

  it('renders a builder-preview variant that loads the real-React build', async () => {
    const html = await (await fetch(server.url + '/kitchen-sink/?et_fb=1')).text();
    expect(html).toContain('/dist/builder/boot.js');
    expect(html).not.toContain('/dist/frontend/boot.js');
    expect(html).toMatch(/<body class="[^"]*\bet-fb\b/);
  });

  it('answers an unknown admin-ajax action with 400 and body 0, and records the call', async () => {
    await fetch(server.url + '/__test__/reset', { method: 'POST' });
    const res = await fetch(server.url + '/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'no_such_action', x: '1' }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('0');
    const state = await (await fetch(server.url + '/__test__/state')).json();
    expect(state.ajax).toEqual([expect.objectContaining({ action: 'no_such_action', fields: { action: 'no_such_action', x: '1' } })]);
  });

  it('serves the REST root at /wp-json/ and through ?rest_route=', async () => {
    const a = await (await fetch(server.url + '/wp-json/')).json();
    const b = await (await fetch(server.url + '/?rest_route=/')).json();
    expect(a.name).toBe('Lightpage demo');
    expect(b).toEqual(a);
    const missing = await fetch(server.url + '/wp-json/nope/v1/x');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('rest_no_route');
  });

  it('keeps test routes off unless asked', async () => {
    const plain = await startDemoServer({ port: 0 });
    try {
      expect((await fetch(plain.url + '/__test__/state')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
