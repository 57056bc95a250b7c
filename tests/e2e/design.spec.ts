import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { t as translate } from '../../locales/node';
import { closePopups, merchantDoc, tapPastPopups } from './account-support';
import { contrastViolations } from './axe';
import { baseOf, registerMember } from './lobby-support';
import { settled } from './settle';

/*
 * Issue 17, the look: every screen a newcomer sees (home, a category, search, login, register, the
 * side menu, the member centre, promotions) on all three merchants in each language they offer, at
 * 390×844. axe reports no colour-contrast violation on any of them; the age badge says the
 * merchant's ageLimit; a category page has at most two rows of controls above its first game.
 * Screenshots go to /tmp/shots-design/<merchant>-<lang>-<screen>.png, to be looked at one by one.
 */

const OUT = '/tmp/shots-design';
mkdirSync(OUT, { recursive: true });
// axe is injected as an inline script, which the site's CSP refuses; its own client address keeps
// the captcha and login limits of other suites apart.
test.use({ bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': '10.42.0.17' } });

type Code = 'demo' | 'lotus' | 'basic';
const CASES: { code: Code; lang: string }[] = (['demo', 'lotus', 'basic'] as const).flatMap((code) =>
  (merchantDoc(code).languages ?? ['vi']).map((lang) => ({ code, lang })),
);

async function shoot(page: Page, name: string) {
  // Pictures have arrived and transitions have ended before the check and the shot.
  await settled(page);
  expect(await contrastViolations(page), `${name}: colour contrast`).toEqual([]);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

async function newPage(
  browser: Browser,
  lang: string,
  token?: { token: string; userName: string; type: number; code: Code },
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'vi' ? 'vi-VN' : 'en-GB',
    bypassCSP: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': '10.42.0.17' },
  });
  await context.addInitScript(
    ([language, session]) => {
      localStorage.setItem('language', language!);
      if (session) localStorage.setItem('MC_SESSION_INFO', session);
    },
    [
      lang,
      token
        ? JSON.stringify({
            state: {
              session: {
                token: token.token,
                merchantCode: token.code,
                userName: token.userName,
                type: token.type,
                hasPassword: true,
              },
            },
            version: 0,
          })
        : '',
    ],
  );
  return context.newPage();
}

/** Rows of controls (by their vertical extent) in the page's main area above its first game. */
async function controlRowsAboveFirstGame(page: Page, gridName: string): Promise<number> {
  const first = await page.getByRole('list', { name: gridName }).getByRole('listitem').first().boundingBox();
  expect(first).not.toBeNull();
  return page.evaluate((top) => {
    const controls = [...document.querySelectorAll('main button, main input, main select, main [role="tab"]')]
      .filter((el) => !el.closest('[aria-roledescription="carousel"], [role="dialog"], li'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.bottom <= top + 1);
    const rows: { top: number; bottom: number }[] = [];
    for (const r of controls.sort((a, b) => a.top - b.top)) {
      const row = rows.find((x) => r.top < x.bottom && r.bottom > x.top);
      if (row) row.bottom = Math.max(row.bottom, r.bottom);
      else rows.push({ top: r.top, bottom: r.bottom });
    }
    return rows.length;
  }, first!.y);
}

for (const { code, lang } of CASES) {
  test(`${code} (${lang}): every screen passes colour contrast, with the age badge and a compact filter bar`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const tr = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
    const base = baseOf(code);
    const name = (screen: string) => `${code}-${lang}-${screen}`;
    const age = (merchantDoc(code) as { ageLimit?: number }).ageLimit ?? 18;

    // Guests: login and register.
    const guest = await newPage(browser, lang);
    for (const screen of ['login', 'register']) {
      await guest.goto(`${base}/m/${screen}`);
      await closePopups(guest, lang);
      await shoot(guest, name(screen));
    }
    await guest.context().close();

    // A member: home, the side menu, a category, search, member centre, promotions.
    const member = await registerMember(request, code);
    const page = await newPage(browser, lang, { ...member, code });
    await page.goto(`${base}/m/home`);
    await closePopups(page, lang);
    await expect(page.getByRole('heading', { name: tr('games.hotGames') })).toBeVisible();
    await shoot(page, name('home'));

    // The age badge says the merchant's age limit (lotus: 21+).
    const badge = page.getByRole('img', { name: tr('home.ageBadgeLabel', { age }) });
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toHaveText(`${age}+`);
    await shoot(page, name('home-footer'));
    await page.evaluate(() => window.scrollTo(0, 0));

    await tapPastPopups(page, lang, page.getByRole('button', { name: tr('menu.openMenu') }).first());
    const menu = page.getByRole('navigation', { name: tr('menu.sideMenu') });
    await expect(menu.getByRole('status', { name: tr('menu.balance') })).not.toHaveText('******');
    await shoot(page, name('side-menu'));
    // The balance keeps its currency symbol on its line.
    const balance = await menu.getByRole('status', { name: tr('menu.balance') }).boundingBox();
    expect(balance!.height).toBeLessThan(30);
    await page.keyboard.press('Escape');

    await page.goto(`${base}/m/slot-games`);
    await closePopups(page, lang);
    const gridName = tr('games.category.RNG');
    await expect(page.getByRole('list', { name: gridName }).getByRole('listitem').first()).toBeVisible();
    expect(await controlRowsAboveFirstGame(page, gridName)).toBeLessThanOrEqual(2);
    await shoot(page, name('category'));
    // The rest of the filters are in the panel.
    await page.getByRole('button', { name: tr('games.filters') }).click();
    const panel = page.getByRole('dialog', { name: tr('games.filters') });
    await expect(panel.getByRole('group', { name: tr('games.classifyLabel') })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: tr('games.vendorSelect') })).toBeVisible();
    await shoot(page, name('category-filters'));

    await page.goto(`${base}/m/search`);
    await page
      .getByRole('searchbox', { name: tr('games.searchLabel') })
      .fill(lang === 'vi' ? 'rồng' : 'dragon');
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
    await shoot(page, name('search'));

    await page.goto(`${base}/m/member/home`);
    await closePopups(page, lang);
    await shoot(page, name('member-centre'));

    await page.goto(`${base}/m/activity`);
    await closePopups(page, lang);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await shoot(page, name('promotions'));
    await page.context().close();
  });
}
