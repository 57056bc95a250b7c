import { defineConfig } from 'vitest/config';
import { aliasPaths } from './aliases.mjs';

const OTHER_SUITES = [
  '{schemas,core,locales,server,config-server,platform-api,console,web-ui}/**/*.test.{ts,tsx}',
  'tests/{unit,api,acceptance,security}/**/*.test.{ts,tsx}',
];

// Unit and API tests (next to the code, and tests/api, tests/acceptance). Browser suites run by scripts/test-e2e.sh.
// Two projects: `player` runs the renderer's component tests (React DOM 19, as its build), `node` the rest.
export default defineConfig({
  resolve: { alias: aliasPaths() },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Three on two cores (29 Nov, the 24 slowest API files: 143 s with two, 105 s with three): API
    // tests wait on timers, sockets and child processes, and a third worker fills those waits.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'player', include: ['renderer/**/*.test.{ts,tsx}'] },
      },
      { extends: true, test: { name: 'node', include: OTHER_SUITES } },
    ],
  },
});
