// Writes the demo's kitchen-sink content, CSS and server globals to theme/demo.json, for the test theme
// (the real WordPress of the e2e suite prints them as the Divi theme would). Usage: tsx export-demo.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { baseGlobals, mergeGlobals } from '../../demo/pages/globals';
import { loadDemoModules } from '../../demo/pages/routes';

const here = dirname(fileURLToPath(import.meta.url));
// The REST demo needs the dev server's routes (the real WordPress has its own REST client page); the video
// background's files are the dev server's too.
const mods = (await loadDemoModules()).filter((m) => m.kitchenSink !== false && m.name !== 'rest' && m.name !== 'video-bg');
const globals = baseGlobals('');
for (const m of mods) mergeGlobals(globals, m.globals);
// WordPress prints these itself (admin-ajax URL, REST settings), and wpApiSettings is exactly what a normal page lacks.
delete globals.wpApiSettings;
const css = readFileSync(join(here, '../../demo/public/theme.css'), 'utf8') + mods.map((m) => m.css ?? '').join('\n');
writeFileSync(
  join(here, 'theme/demo.json'),
  JSON.stringify({ content: mods.map((m) => m.html).join('\n'), css, bodyClass: mods.map((m) => m.bodyClass).filter(Boolean).join(' '), globals }),
);
console.log(`theme/demo.json: ${mods.length} modules (${mods.map((m) => m.name).join(', ')})`);
