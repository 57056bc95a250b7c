/*
 * Issue 35 item 9: a screenshot of every console page at 1366x900, in Vietnamese and English, for a
 * person to read as an operator who is not a developer would. Not a test (nothing is asserted): run it
 * against a started server, then look at the pictures.
 *
 *   BASE_URL=http://localhost:8214 SHOTS_DIR=/tmp/console-shots npx tsx tests/e2e/console-page-shots.mts
 *
 * The operator is the server's bootstrap user (ADMIN_BOOTSTRAP_USER / ADMIN_BOOTSTRAP_PASSWORD, the
 * e2e defaults otherwise); the merchant is MERCHANT (demo).
 */
import { chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BASE = process.env.BASE_URL ?? 'http://localhost:8214';
const OUT = process.env.SHOTS_DIR ?? 'test-results/console-page-shots';
const CODE = process.env.MERCHANT ?? 'demo';
const USER = {
  username: process.env.ADMIN_BOOTSTRAP_USER ?? 'e2e-operator',
  password: process.env.ADMIN_BOOTSTRAP_PASSWORD ?? 'e2e-operator-password-1',
};
const SECTIONS = [
  'identity',
  'theme',
  'flags',
  'register',
  'menus',
  'games',
  'templates',
  'content',
  'limits',
  'danger',
  'json',
] as const;
const PAGES: readonly [string, string][] = [
  ['merchants', '/admin/'],
  ['history', `/admin/merchants/${CODE}/history`],
  ['rollouts', `/admin/merchants/${CODE}/rollouts`],
  ['segments', `/admin/merchants/${CODE}/segments`],
  ['staging', `/admin/merchants/${CODE}?env=staging`],
  ['search', '/admin/search'],
  ['preview', `/admin/preview/${CODE}`],
  ['content', '/admin/content'],
  ['payments', '/admin/payments'],
  ['kyc', '/admin/kyc'],
  ['agents', '/admin/agents'],
  ['players', '/admin/players'],
  ['reports', '/admin/reports'],
  ['audit', '/admin/audit'],
  ['users', '/admin/users'],
  ['changes', '/admin/changes'],
  ['integrations', '/admin/integrations'],
];

async function settle(page: Page) {
  // The preview's frame keeps a live-update stream open: network quiet is waited for a while only.
  await page.waitForLoadState('networkidle', { timeout: 2000 }).catch(() => {});
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

const login = (await (
  await fetch(`${BASE}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.16.0.36' },
    body: JSON.stringify(USER),
  })
).json()) as { token: string; user: unknown };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
mkdirSync(OUT, { recursive: true });
try {
  for (const lang of ['vi', 'en'] as const) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.36' },
    });
    await context.addInitScript(
      ([s, l]) => {
        localStorage.setItem('console.session', JSON.stringify(s));
        localStorage.setItem('console.language', l as string);
      },
      [{ token: login.token, user: login.user }, lang] as const,
    );
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: join(OUT, `${lang}-${name}.png`) });
    for (const [name, path] of PAGES) {
      await page.goto(`${BASE}${path}`);
      await settle(page);
      // The preview's overrides (flags, templates, presets) are folded: open them for the picture.
      if (name === 'preview') await page.locator('details > summary').first().click();
      await shot(name);
    }
    await page.goto(`${BASE}/admin/merchants/${CODE}`);
    await settle(page);
    for (const [i, section] of SECTIONS.entries()) {
      await page.locator(`#tab-${section}`).click();
      await settle(page);
      await shot(`editor-${i + 1}-${section}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`shots in ${OUT}`);
