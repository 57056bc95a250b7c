// `npm run screenshots`: home, login, register and the side menu of each merchant, and the lobby
// (a category, search, favourites as a member) of demo and lotus, at 390x844, in Debian Chromium,
// against a server of our own (built renderer required: npm run build).
// PNGs go to tests/screenshots/out/<merchant>-<screen>.png. Set SCREENSHOT_BASE_URL to use a running server.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from '../bench/lighthouse';
import { t as tr } from '../../locales/node';
import { closePopups, tapPastPopups } from './account-support';
import { settled } from './settle';

const OUT = new URL('../screenshots/out/', import.meta.url).pathname;
const MERCHANTS = (process.env.SCREENSHOT_MERCHANTS ?? 'demo,lotus,basic').split(',');
const LANG: Record<string, string> = { demo: 'vi', lotus: 'en', basic: 'vi' };

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await settled(page);
  await page.screenshot({ path: `${OUT}${name}.png` });
  console.log(`${OUT}${name}.png`);
}

// The member screens register a fresh member through the API (captcha answer from the dev outbox).
process.env.DEMO_OUTBOX = '1';
/** A category, search results and a member's favourites. */
async function shootLobby(code: 'demo' | 'lotus', base: string) {
  const lang = LANG[code]!;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInMember(page, context.request, code);
  await page.goto(`${base}/m/slot-games`);
  await closePopups(page, lang);
  await shoot(page, `${code}-category`);
  for (const star of (
    await page
      .getByRole('button', { name: new RegExp(`^${tr(lang, 'games.favourite', { name: '(.+)' })}$`) })
      .all()
  ).slice(0, 4))
    await star.click();
  await page.goto(`${base}/m/search`);
  await page
    .getByRole('searchbox', { name: tr(lang, 'games.searchLabel') })
    .fill(lang === 'vi' ? 'rồng' : 'dragon');
  await shoot(page, `${code}-search`);
  await page.goto(`${base}/m/favorite`);
  await shoot(page, `${code}-favorites`);
  await context.close();
}

const app = process.env.SCREENSHOT_BASE_URL
  ? { base: process.env.SCREENSHOT_BASE_URL, stop: () => undefined }
  : await startApp();
process.env.E2E_BASE_URL = app.base;
const { signInMember } = await import('./lobby-support');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
});
mkdirSync(OUT, { recursive: true });
try {
  for (const code of MERCHANTS) {
    const base = code === 'demo' ? app.base : app.base.replace('localhost', `${code}.localhost`);
    const page = await (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    page.on('pageerror', (e) => console.error(`[${code}] page error: ${e.message}`));
    for (const screen of ['home', 'login', 'register']) {
      await page.goto(`${base}/m/${screen}`);
      if (screen === 'home') await shoot(page, `${code}-home-popup`);
      await closePopups(page, LANG[code]!);
      await shoot(page, `${code}-${screen}`);
    }
    await page.goto(`${base}/m/home`);
    await closePopups(page, LANG[code]!);
    await tapPastPopups(
      page,
      LANG[code]!,
      page.getByRole('button', { name: tr(LANG[code], 'menu.openMenu') }).first(),
    );
    await shoot(page, `${code}-side-menu`);
    await page.context().close();
    if (code === 'demo' || code === 'lotus') await shootLobby(code, base);
  }
} finally {
  await browser.close();
  app.stop();
}
