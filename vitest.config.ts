// Unit tests, with React aliased to Preact (the visitor build); the files whose imports reach React (every
// component test, and the modules that render components) run a second time on real React 19 (the builder
// preview). happy-dom stands in for the browser.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { reactTests } from './tests/support/react-graph';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const preactAlias = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // What the visitor build ships: the thin alias over Preact's core and hooks (esbuild.config.ts);
  // createPortal (the shop add-on's tests, on the host's React in production) comes from compat.
  { find: /^react-dom\/client$/, replacement: here('./src/core/shims/react-dom-client.ts') },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: here('./src/core/shims/react.ts') },
  { find: /^@preact\/signals-react\/runtime$/, replacement: here('./src/core/shims/use-signals.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
  { find: /^@test\/act$/, replacement: here('./tests/support/act-preact.ts') },
];
const reactAlias = [{ find: /^@test\/act$/, replacement: here('./tests/support/act-react.ts') }];

const shared = {
  environment: 'happy-dom' as const,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: [here('./tests/support/setup-unit.ts')],
};

export default defineConfig({
  define: { __DEV__: 'true' },
  test: {
    projects: [
      { resolve: { alias: preactAlias }, define: { __DEV__: 'true', __RUNTIME__: '"preact"' }, test: { name: 'preact', ...shared } },
      { resolve: { alias: reactAlias }, define: { __DEV__: 'true', __RUNTIME__: '"react"' }, test: { name: 'react', ...shared, include: reactTests(here('.').replace(/\/$/, '')) } },
    ],
  },
});
