import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { aliasPaths, playerAliases } from './aliases.mjs';

const OTHER_SUITES = [
  '{schemas,core,locales,server,config-server,platform-api,console}/**/*.test.{ts,tsx}',
  'tests/{unit,api,acceptance,security}/**/*.test.{ts,tsx}',
];

// Its CommonJS build reaches react-dom through require(), which no alias rewrites; its ES build imports.
const TESTING_LIBRARY_ESM = {
  find: /^@testing-library\/react$/,
  replacement: resolve(
    import.meta.dirname,
    'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
  ),
};

// Unit and API tests (next to the code, and tests/api, tests/acceptance). Browser suites run by scripts/test-e2e.sh.
// Two projects: `player` runs the renderer's tests on Preact, as its build does (aliases.mjs); `node` the rest.
export default defineConfig({
  resolve: { alias: aliasPaths() },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        resolve: {
          alias: [TESTING_LIBRARY_ESM, ...playerAliases()],
        },
        test: {
          name: 'player',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/preact-in-node.ts'],
        },
      },
      { extends: true, test: { name: 'node', include: OTHER_SUITES } },
    ],
  },
});
