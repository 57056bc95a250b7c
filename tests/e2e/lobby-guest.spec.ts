import { expect, test } from './fixtures';
import { baseOf, closeHomePopups, configOf, expectedMenu, vi } from './lobby-support';
import { t as tr } from '../../locales/node';

test.describe('lobby for guests', () => {
  test('each merchant shows the category order its vendor grouping rules imply', async ({
    page,
    request,
  }) => {
    const orders: string[][] = [];
    for (const code of ['demo', 'lotus'] as const) {
      const expected = await expectedMenu(request, code);
      const lang = (await configOf(request, code)).defaultLanguage;
      await page.goto(`${baseOf(code)}/m/home`);
      await closeHomePopups(page, request, code, lang);
      const menu = page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') });
      await expect(menu.getByRole('button')).toHaveText(expected);
      orders.push(expected);
    }
    // The two merchants' rules differ (lotus: e-sports first, in-house and jackpot on), so must the menus.
    expect(orders[0]).not.toEqual(orders[1]);
  });

  test('guests get the execution B popups as a carousel with previous and next', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/content/announcements', {
      params: { types: 'PU' },
      headers: { 'X-Merchant-Code': 'demo', 'Accept-Language': 'vi' },
    });
    const forGuests = ((await res.json()) as { list: { title: string; execution?: string }[] }).list.filter(
      (a) => a.execution === 'B',
    );
    expect(
      forGuests.length,
      'the demo seed must have at least two guest popups (execution B) for this test',
    ).toBeGreaterThanOrEqual(2);
    await page.goto('/m/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(forGuests[0]!.title);
    await dialog.getByRole('button', { name: vi('home.nextPopup') }).click();
    await expect(dialog).toHaveAccessibleName(forGuests[1]!.title);
    await dialog.getByRole('button', { name: vi('common.close') }).click();
    await expect(dialog).toBeHidden();
    // Once closed, they do not come back on the next visit home in this session.
    await page.reload();
    await expect(page.getByRole('navigation', { name: vi('games.categoryMenu') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('home shortcuts send guests to login (agent to join), notices open as a list and link to /m/notice', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo');
    const shortcuts = page.getByRole('navigation', { name: vi('home.shortcuts') });
    await expect(shortcuts.getByRole('link', { name: vi('menu.deposit') })).toHaveAttribute(
      'href',
      '/m/login',
    );
    await expect(shortcuts.getByRole('link', { name: vi('menu.withdraw') })).toHaveAttribute(
      'href',
      '/m/login',
    );
    await expect(shortcuts.getByRole('link', { name: vi('menu.agent') })).toHaveAttribute('href', '/m/join');
    await page.getByRole('button', { name: vi('home.openNotices') }).click();
    const list = page.getByRole('dialog', { name: vi('home.notices') });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /\/m\/noticeDetail\?id=\d+/);
    await list.getByRole('button', { name: vi('common.close') }).click();
    await page.getByRole('link', { name: vi('home.more'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('the logo starts the lobby over: category HOME with its hot games', async ({ page, request }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo');
    const menu = page.getByRole('navigation', { name: vi('games.categoryMenu') });
    const slots = menu.getByRole('button', { name: vi('games.category.RNG') });
    await slots.click();
    await expect(slots).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: vi('games.hotGames') })).toHaveCount(0);
    const config = await configOf(request, 'demo');
    await page.getByRole('button', { name: vi('common.logoHome', { name: config.name }) }).click();
    await expect(menu.getByRole('button', { name: vi('games.category.HOME') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(slots).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('list', { name: vi('games.hotGames') })).toBeVisible();
  });

  test('home shows at most 8 hot games', async ({ page, request }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo');
    const hot = page.getByRole('list', { name: vi('games.hotGames') });
    await expect(hot.getByRole('listitem').first()).toBeVisible();
    expect(await hot.getByRole('listitem').count()).toBeLessThanOrEqual(8);
  });

  test("game names come in the merchant's language on the first load (lotus: English)", async ({
    page,
    request,
  }) => {
    const lang = (await configOf(request, 'lotus')).defaultLanguage;
    const res = await request.get('/api/games', {
      params: { gameType: 'RNG', pageSize: 36, pageNo: 1 },
      headers: { 'X-Merchant-Code': 'lotus', 'Accept-Language': lang },
    });
    const first = ((await res.json()) as { games: { gameName: string; maintenance: boolean }[] }).games[0]!;
    await page.goto(`${baseOf('lotus')}/m/slot-games`);
    const label = tr(lang, first.maintenance ? 'games.tileMaintenance' : 'games.play', {
      name: first.gameName,
    });
    await expect(
      page
        .getByRole('list', { name: tr(lang, 'games.category.RNG') })
        .getByRole('button', { name: label })
        .first(),
    ).toBeVisible();
  });

  test('a guest tapping a favourite star lands on /m/login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page
      .getByRole('button', { name: /^Thêm .* vào yêu thích$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a guest launching a game lands on /m/login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page
      .getByRole('button', { name: /^Chơi / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
