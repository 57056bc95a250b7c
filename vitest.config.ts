import { defineConfig } from 'vitest/config';
import { aliasPaths } from './aliases.mjs';

// Unit and API tests (next to the code, and tests/api, tests/acceptance). Browser suites run by scripts/test-e2e.sh.
export default defineConfig({
  resolve: { alias: aliasPaths() },
  test: {
    include: [
      '{schemas,core,locales,server,config-server,platform-api,renderer,console}/**/*.test.{ts,tsx}',
      'tests/{unit,api,acceptance,security}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
