// `npm run plugin`: copies the build into the WordPress plugin (wordpress/lightpage/dist/), so that the
// folder wordpress/lightpage/ is the whole plugin, ready to copy to wp-content/plugins/ or zip.
// Keeps the build's folders: chunks load relative to their entry.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'wordpress/lightpage/dist');
if (!existsSync(join(root, 'dist/frontend/boot.js'))) throw new Error('no build in dist/: run npm run build first');
rmSync(out, { recursive: true, force: true });
for (const build of ['frontend', 'builder', 'shop-addon', 'wordpress']) cpSync(join(root, 'dist', build), join(out, build), { recursive: true });
cpSync(join(root, 'dist/manifest.json'), join(out, 'manifest.json'));
console.log(`wordpress/lightpage/ is the plugin, with its build in ${out}`);
