import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quarantinePatterns, readQuarantine } from './tests/support/suite-notes';

/*
 * Browser suites: Debian Chromium at a phone viewport (390x844), against the whole product started
 * with its own data folder and its own copy of merchants/ (tests may edit merchant files there:
 * process.env.E2E_MERCHANTS_DIR). Merchants are reached by host: demo at localhost,
 * lotus at lotus.localhost, basic at basic.localhost (Chromium resolves *.localhost to loopback).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
if (!process.env.E2E_MERCHANTS_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'wl-e2e-'));
  cpSync('merchants', join(dir, 'merchants'), { recursive: true });
  process.env.E2E_MERCHANTS_DIR = join(dir, 'merchants');
  process.env.E2E_DATA_DIR = join(dir, 'data');
}
process.env.E2E_BASE_URL = `http://localhost:${PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/*
 * No retries (issue 33): a flaky test is a bug to fix. One that cannot be fixed now goes in
 * tests/quarantine.json (title, file, reason, since): it is left out here, and `npm test` lists it
 * at the end of every run.
 */
const QUARANTINE = quarantinePatterns(readQuarantine());

/*
 * Suites that move the server's dev clock (POST /api/dev/clock), which every test shares: a move
 * expires the pending deposit orders of any test running beside it (issue 32's payment window; seen
 * in CI, 28 Nov: money.spec's order turned expired before its cashier paid). They run after the
 * others, one at a time.
 */
const CLOCK_SPECS = ['**/account-area.spec.ts', '**/money-rules.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three on two cores (29 Nov, a 43-test slice: 140 s with two, 108 s with three): a browser test
  // spends much of its time waiting on the page, the server or the network, and a third worker fills it.
  workers: 3,
  retries: 0,
  ...(QUARANTINE.length ? { grepInvert: QUARANTINE } : {}),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'vi-VN',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // The player site registers a service worker; suites that need it opt in (pwa.spec.ts), the rest
    // keep page.route in charge of every request.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'shared-clock', testIgnore: CLOCK_SPECS },
    { name: 'moves-the-clock', testMatch: CLOCK_SPECS, dependencies: ['shared-clock'], workers: 1 },
  ],
  webServer: {
    // Through the launcher, as `npm start` runs it: test-e2e.sh has just built the server, so this is
    // the compiled server on a first start from the build's data template (tsx when the build is stale).
    command: 'node scripts/start.mjs',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_FRONTEND_BUILD: '1',
      MERCHANTS_DIR: process.env.E2E_MERCHANTS_DIR!,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      DEMO_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_BOOTSTRAP_USER: 'e2e-operator',
      ADMIN_BOOTSTRAP_PASSWORD: 'e2e-operator-password-1',
      APP_SECRET: 'e2e-secret-not-for-production',
    },
  },
});
