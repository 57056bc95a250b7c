import { expect, test, type Locator } from './fixtures';
import { baseOf, closeHomePopups, configOf, ROOT } from './lobby-support';
import { t as tr } from '../../locales/node';
import { boxOf } from './look-support';

/*
 * Issue 32 item 17: a game's name is written once (under its picture, not on it too); the provider
 * page keeps "80 games" on one line and shows each provider's own mark; category labels never break
 * inside a word.
 */

/** Lines a text element takes, and whether any word of it is split across two lines. */
const wordBreaks = (l: Locator) =>
  l.evaluate((el) => {
    const text =
      el.firstChild?.nodeType === 3
        ? el.firstChild
        : (el.querySelector('span:last-child')?.firstChild ?? el.firstChild);
    const split: string[] = [];
    if (!text || text.nodeType !== 3) return split;
    const s = text.textContent ?? '';
    const re = /\S+/g;
    for (let m = re.exec(s); m; m = re.exec(s)) {
      const r = document.createRange();
      r.setStart(text, m.index);
      r.setEnd(text, m.index + m[0].length);
      const tops = new Set([...r.getClientRects()].filter((c) => c.width > 0).map((c) => Math.round(c.top)));
      if (tops.size > 1) split.push(m[0]);
    }
    return split;
  });

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: a game's picture does not write its name again`, async ({ request }) => {
    for (const language of ['vi', 'en']) {
      const { list } = (await (
        await request.get(`${ROOT}/api/games/hot`, {
          headers: { 'X-Merchant-Code': code },
          params: { language },
        })
      ).json()) as { list: { gameName: string; img: string }[] };
      for (const g of list.slice(0, 4)) {
        const svg = await (
          await request.get(`${ROOT}${g.img}?lang=${language}`, { headers: { 'X-Merchant-Code': code } })
        ).text();
        const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).join(' ');
        for (const w of g.gameName
          .toUpperCase()
          .split(/\s+/)
          .filter((x) => x.length > 2))
          expect(words, `${g.gameName} on its own picture`).not.toContain(w);
      }
    }
  });

  test(`${code}: the provider page keeps counts on one line and shows provider marks`, async ({
    page,
    request,
  }) => {
    const lang = (await configOf(request, code)).defaultLanguage;
    await page.goto(`${baseOf(code)}/m/provider`);
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: tr(lang, 'games.gameCount', { count: 0 }).replace(/^0\s*/, '') });
    await expect(cards.first()).toBeVisible();
    const n = await cards.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      const count = card.getByText(/^\d+\s/);
      const box = await boxOf(count);
      const lineHeight = await count.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 16);
      expect(box.height, `count of card ${i} on one line`).toBeLessThan(lineHeight * 1.5);
      // The provider's own mark: its initials, not a category's generic icon.
      await expect(card.locator('svg')).toHaveCount(0);
      await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(/^[A-Z0-9]{2,4}$/);
    }
  });
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  for (const code of ['demo', 'lotus'] as const) {
    test(`${code}: category rail labels never break inside a word`, async ({ page, request }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto(`${baseOf(code)}/m/home`);
      await closeHomePopups(page, request, code, 'en');
      const rail = page.getByRole('navigation', { name: tr('en', 'games.categoryMenu') });
      await expect(
        rail
          .getByRole('button', { name: tr('en', 'games.category.HOT') })
          .or(rail.getByRole('button').first()),
      ).toBeVisible();
      await expect(rail).toContainText(tr('en', 'games.category.RNG'));
      const items = rail.getByRole('button');
      const n = await items.count();
      for (let i = 0; i < n; i++) {
        const label = await items.nth(i).innerText();
        expect(await wordBreaks(items.nth(i)), `"${label}" breaks inside a word`).toEqual([]);
      }
    });
  }
});
