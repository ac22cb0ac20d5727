// Size budgets: every chunk in dist/manifest.json against budgets.json, checked twice over: by our own
// manifest checks (which also know which chunk is which) and by size-limit on the generated
// .size-limit.json. Writes reports/size.json; exits 1 when anything is over.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readManifest, sizeChecks, sizeLimitConfig, type SizeCheck } from './budgets';

export interface SizeReport {
  checks: SizeCheck[];
  sizeLimit: { name: string; passed: boolean; size: number; sizeLimit: number }[];
}

export function runSizeBudgets(): SizeReport {
  const checks = sizeChecks(readManifest());
  writeFileSync(join(ROOT, '.size-limit.json'), JSON.stringify(sizeLimitConfig(checks), null, 1));
  let out: string;
  try {
    out = execFileSync(join(ROOT, 'node_modules/.bin/size-limit'), ['--json'], { cwd: ROOT, encoding: 'utf8' });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '[]'); // exits 1 when a limit is exceeded
  }
  const sizeLimit = JSON.parse(out.slice(out.indexOf('['))) as SizeReport['sizeLimit'];
  const report = { checks, sizeLimit };
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/size.json'), JSON.stringify(report, null, 1));
  return report;
}

if (process.argv[1]?.endsWith('size.ts')) {
  const { checks, sizeLimit } = runSizeBudgets();
  for (const c of checks) console.log(`${c.passed ? '✓' : '✗'} ${c.name.padEnd(34)} ${String(c.brotli).padStart(6)} B br  (limit ${c.limit})${c.note ? '  ' + c.note : ''}`);
  for (const s of sizeLimit) console.log(`${s.passed ? '✓' : '✗'} size-limit: ${s.name.padEnd(22)} ${String(s.size).padStart(6)} B br  (limit ${s.sizeLimit})`);
  process.exit([...checks, ...sizeLimit].every((c) => c.passed) ? 0 : 1);
}
