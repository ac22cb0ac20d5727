// @vitest-environment node
// The build's second minifier pass: a file keeps terser's output only when it is smaller, the code still does
// what it did, and boot (a classic script too) gets a scope of its own.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ownScope, secondPass } from '../../../build/second-pass';
import { sizesOfBuffer } from '../../../perf/sizes';

const dir = mkdtempSync(join(tmpdir(), 'lp-second-pass-'));
const write = (name: string, code: string) => (writeFileSync(join(dir, name), code), join(dir, name));
const br = (file: string) => sizesOfBuffer(readFileSync(file)).brotli;

// What esbuild leaves: minified names, but a helper used once and a constant it could fold.
const SCRIPT = 'var a="count",b=function(c){return c.map(function(d){return d*2})};function e(f){return b(f).length+a}var out=[];for(var i=0;i<40;i++)out.push(e([i,i+1]));globalThis.result=out.join("|");';

describe('secondPass', () => {
  it('keeps the smaller file, and the code gives the same result', async () => {
    const file = write('a.js', SCRIPT);
    const before = br(file);
    const saved = await secondPass(file);
    expect(br(file)).toBeLessThanOrEqual(before);
    expect(before - br(file)).toBe(saved);
    const run = (code: string) => runInNewContext(code.replace(/globalThis\./g, 'this.') + ';this.result', {});
    expect(run(readFileSync(file, 'utf8'))).toBe(run(SCRIPT));
  });

  it('keeps the input when terser cannot make it smaller', async () => {
    const tiny = 'export{a as b};var a=1;';
    const file = write('b.js', tiny);
    expect(await secondPass(file)).toBe(0);
    expect(br(file)).toBeLessThanOrEqual(sizesOfBuffer(Buffer.from(tiny)).brotli);
  });

  it('keeps a module chunk\'s exported names and its imports', async () => {
    const file = write('c.js', 'import{a as x}from"./chunk-ABC.js";function longName(v){return x(v)+1}export{longName as mount};');
    await secondPass(file);
    const code = readFileSync(file, 'utf8');
    expect(code).toMatch(/from"\.\/chunk-ABC\.js"/);
    expect(code).toMatch(/as mount\}|export\{\w+ as mount\}/);
  });

  it('wraps a classic script in its own scope: its top-level names are not globals', async () => {
    const file = write('boot.js', 'var q="x";function O(){return q+"y"}globalThis.started=O();');
    await secondPass(file, true);
    const code = readFileSync(file, 'utf8');
    expect(code.startsWith('(()=>{') && code.endsWith('})();')).toBe(true);
    const sandbox: Record<string, unknown> = {};
    runInNewContext(code.replace(/globalThis\./g, 'this.'), sandbox);
    expect(sandbox.started).toBe('xy');
    expect(Object.keys(sandbox)).toEqual(['started']);
    expect(ownScope('a()')).toBe('(()=>{a()})();');
  });
});
