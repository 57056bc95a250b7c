// `npm run screenshots`: home, login, register and the side menu of each merchant at 390x844, in
// Debian Chromium, against a server of our own (built renderer required: npm run build).
// PNGs go to tests/screenshots/out/<merchant>-<screen>.png. Set SCREENSHOT_BASE_URL to use a running server.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from '../bench/lighthouse';
import { t as tr } from '../../locales/node';
import { closePopups, tapPastPopups } from './account-support';

const OUT = new URL('../screenshots/out/', import.meta.url).pathname;
const MERCHANTS = (process.env.SCREENSHOT_MERCHANTS ?? 'demo,lotus,basic').split(',');
const LANG: Record<string, string> = { demo: 'vi', lotus: 'en', basic: 'vi' };
const SETTLE_MS = 1200;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.screenshot({ path: `${OUT}${name}.png` });
  console.log(`${OUT}${name}.png`);
}

const app = process.env.SCREENSHOT_BASE_URL ? { base: process.env.SCREENSHOT_BASE_URL, stop: () => undefined } : await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
mkdirSync(OUT, { recursive: true });
try {
  for (const code of MERCHANTS) {
    const base = code === 'demo' ? app.base : app.base.replace('localhost', `${code}.localhost`);
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })).newPage();
    page.on('pageerror', (e) => console.error(`[${code}] page error: ${e.message}`));
    for (const screen of ['home', 'login', 'register']) {
      await page.goto(`${base}/m/${screen}`);
      if (screen === 'home') await shoot(page, `${code}-home-popup`);
      await closePopups(page, LANG[code]!);
      await shoot(page, `${code}-${screen}`);
    }
    await page.goto(`${base}/m/home`);
    await closePopups(page, LANG[code]!);
    await tapPastPopups(page, LANG[code]!, page.getByRole('button', { name: tr(LANG[code], 'menu.openMenu') }).first());
    await shoot(page, `${code}-side-menu`);
    await page.context().close();
  }
} finally {
  await browser.close();
  app.stop();
}
