import { expect, test, type Page, type Request } from './fixtures';
import { closeHomePopups, signInMember, vi } from './lobby-support';

const gameListCalls = (page: Page) => {
  const calls: URL[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/games') calls.push(u);
  });
  return calls;
};

test.describe('lobby for a registered member', () => {
  test.beforeEach(async ({ page, request }) => signInMember(page, request));

  test('browse a category: vendor, classify, remove a chip, load a second page', async ({
    page,
    request,
  }) => {
    const { vendors } = (await (
      await request.get('/api/games/vendors', { headers: { 'X-Merchant-Code': 'demo' } })
    ).json()) as { vendors: { displayName: string; gameType: string }[] };
    const vendorName = vendors.find((v) => v.gameType === 'RNG')!.displayName;
    const calls = gameListCalls(page);
    await page.goto('/m/slot-games');
    const grid = page.getByRole('list', { name: vi('games.category.RNG') });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    expect(calls[0]?.searchParams.get('gameType')).toBe('RNG');
    expect(calls[0]?.searchParams.get('pageSize')).toBe('36');

    const strip = page.getByRole('navigation', { name: vi('games.vendors') });
    const vendor = strip.getByRole('button', { name: vendorName, exact: true });
    await vendor.click();
    await expect(vendor).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => calls.at(-1)?.searchParams.get('vassalage')).toBeTruthy();

    // Classifications are in the filter panel (issue 17: two rows of controls above the games).
    await page.getByRole('button', { name: vi('games.filtersActive', { count: 1 }) }).click();
    const panel = page.getByRole('dialog', { name: vi('games.filters') });
    await panel
      .getByRole('group', { name: vi('games.classifyLabel') })
      .getByRole('button', { name: vi('games.classify.NEW') })
      .click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('isNew')).toBe('1');
    await panel.getByRole('button', { name: vi('common.close') }).click();
    await expect(panel).toBeHidden();

    const chips = page.getByRole('group', { name: vi('games.activeFilters') });
    await chips.getByRole('button', { name: vi('games.removeFilter', { name: vendorName }) }).click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('vassalage')).toBeNull();
    await chips.getByRole('button', { name: vi('games.clearFilters') }).click();
    await expect(chips).toHaveCount(0);

    // Infinite scroll: reaching the end asks for page 2 and appends.
    const before = await grid.getByRole('listitem').count();
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(() => calls.some((u) => u.searchParams.get('pageNo') === '2' && !u.searchParams.get('isNew')))
      .toBe(true);
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(before);
  });

  test('search: 2 characters send nothing, 3 search after the debounce', async ({ page }) => {
    const calls = gameListCalls(page);
    // The page's clock is ours: the debounce of "fo" runs out at once, without sleeping here.
    await page.clock.install();
    await page.goto('/m/search');
    const box = page.getByRole('searchbox', { name: vi('games.searchLabel') });
    await box.fill('fo');
    await page.clock.fastForward(2000);
    await box.fill('for');
    await page.clock.fastForward(2000);
    await expect.poll(() => calls.filter((u) => u.searchParams.get('gameName') === 'for').length).toBe(1);
    // A search for "fo" would have left before the one for "for".
    expect(calls.filter((u) => u.searchParams.get('gameName') === 'fo')).toHaveLength(0);
    expect(calls[0]?.searchParams.get('pageSize')).toBe('24');
    await expect(page.getByRole('status').filter({ hasText: /trò chơi/ })).toBeVisible();
  });

  test('favourite a game, find it under favourites; launch one, find it under recent', async ({ page }) => {
    await page.goto('/m/slot-games');
    const star = page.getByRole('button', { name: /^Thêm .* vào yêu thích$/ }).first();
    const label = (await star.getAttribute('aria-label'))!;
    const name = label.replace(/^Thêm /, '').replace(/ vào yêu thích$/, '');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'POST',
    );
    await star.click();
    // The star turns on at once (before the server answers)…
    await expect(
      page.getByRole('button', { name: vi('games.unfavourite', { name }) }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.goto('/m/favorite');
    await expect(page.getByRole('button', { name: vi('games.play', { name }) })).toBeVisible();

    const play = page.getByRole('button', { name: vi('games.play', { name }) });
    await play.click();
    // Games with free play ask first; either the choice or the game comes next.
    const choice = page.getByRole('dialog');
    await Promise.race([page.waitForURL(/\/demo\/game/), choice.waitFor()]);
    if (await choice.isVisible()) await choice.getByRole('button', { name: vi('games.playReal') }).click();
    await expect(page).toHaveURL(/\/demo\/game/);
    await page.goto('/m/recent');
    await expect(page.getByRole('button', { name: vi('games.play', { name }) })).toBeVisible();
    // Recent marks it as a favourite; un-starring on the favourites page removes it at once.
    await expect(page.getByRole('button', { name: vi('games.unfavourite', { name }) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/m/favorite');
    await page.getByRole('button', { name: vi('games.unfavourite', { name }) }).click();
    await expect(page.getByRole('button', { name: vi('games.play', { name }) })).toHaveCount(0);
    await expect(page.getByText(vi('games.favouritesEmpty'))).toBeVisible();
  });

  test('a game with free play asks how to play; free play launches in free mode', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/games', {
      params: { gameType: 'RNG', pageSize: 200 },
      headers: { 'X-Merchant-Code': 'demo', 'Accept-Language': 'vi' },
    });
    const game = (
      (await res.json()) as {
        games: { gameName: string; vassalage: string; supportPlay: number; maintenance: boolean }[];
      }
    ).games.find((g) => g.supportPlay === 1 && !g.maintenance);
    expect(
      game,
      'the demo catalogue must have a slot with free play (supportPlay 1, not in maintenance)',
    ).toBeDefined();
    const launches: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/games/launch')) launches.push(r.postDataJSON());
    });
    await page.goto(`/m/slot-games?vassalage=${game!.vassalage}`);
    await page
      .getByRole('button', { name: vi('games.play', { name: game!.gameName }) })
      .first()
      .click();
    const choice = page.getByRole('dialog');
    await expect(choice.getByRole('button', { name: vi('games.playReal') })).toBeVisible();
    await choice.getByRole('button', { name: vi('games.playFree') }).click();
    await expect(page).toHaveURL(/\/demo\/game/);
    expect(launches).toEqual([expect.objectContaining({ free: true })]);
  });

  test('a launch answered without an address says "requested url empty" and stays on the page', async ({
    page,
  }) => {
    await page.route('**/api/games/launch', (route) => route.fulfill({ json: { url: '' } }));
    await page.goto('/m/slot-games');
    const play = page.getByRole('button', { name: /^Chơi / }).first();
    await play.click();
    // Games with free play ask first; either the choice or the message comes next.
    const choice = page.getByRole('dialog');
    const said = page.locator('.ui-toast').filter({ hasText: vi('errors.URL_EMPTY') });
    await Promise.race([said.waitFor(), choice.waitFor()]);
    if (await choice.isVisible()) await choice.getByRole('button', { name: vi('games.playReal') }).click();
    await expect(said).toBeVisible();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
  });

  test('home: members get the execution A popups, and shortcuts go to their pages', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo', 'vi', 'A');
    const shortcuts = page.getByRole('navigation', { name: vi('home.shortcuts') });
    await expect(shortcuts.getByRole('link', { name: vi('menu.deposit') })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    await expect(shortcuts.getByRole('link', { name: vi('menu.withdraw') })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    await expect(shortcuts.getByRole('link', { name: vi('menu.agent') })).toHaveAttribute('href', '/m/join');
  });

  test('an injected load failure shows the retry text and a tap recovers', async ({ page }) => {
    // Page 2 fails (through the client's own retries) until the player taps retry.
    let failing = true;
    await page.route('**/api/games?*', async (route) => {
      if (failing && new URL(route.request().url()).searchParams.get('pageNo') === '2')
        return route.abort('failed');
      return route.continue();
    });
    await page.goto('/m/slot-games');
    const grid = page.getByRole('list', { name: vi('games.category.RNG') });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const before = await grid.getByRole('listitem').count();
    await page.mouse.wheel(0, 20_000);
    const retry = page.getByRole('button', { name: 'Tải thất bại, nhấn để thử lại' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    failing = false;
    await retry.click();
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(before);
  });
});
