// PWA figures of /m/home (issue 11): Chromium's installability errors (DevTools protocol
// Page.getInstallabilityErrors; Lighthouse 12 has no PWA category) and the scripts a repeat visit
// takes from the network once the service worker is in place.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from './lighthouse';
import { measurePwa } from '../support/pwa-check';
import type { BenchResult } from './types';

export default async function benchPwa(): Promise<BenchResult[]> {
  const app = await startApp();
  const dir = mkdtempSync(join(tmpdir(), 'wl-bench-pwa-'));
  // A profile of its own: Chromium never offers to install from an incognito context.
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    headless: true,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  try {
    const f = await measurePwa(context, `${app.base}/m/home`, async (page) => {
      await page.getByRole('navigation').first().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    });
    if (f.installErrors.length)
      console.log(`[bench] pwa installability errors: ${f.installErrors.join(', ')}`);
    return [
      {
        name: '/m/home installability errors (Page.getInstallabilityErrors)',
        value: f.installErrors.length,
        unit: 'errors',
        target: '0',
        pass: f.installErrors.length === 0,
      },
      {
        name: `/m/home repeat visit: scripts from the network (of ${f.repeatScripts})`,
        value: f.repeatScriptsFromNetwork,
        unit: 'files',
        target: '0',
        pass: f.repeatScriptsFromNetwork === 0,
      },
    ];
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    app.stop();
  }
}
