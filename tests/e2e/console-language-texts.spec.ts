import { expect, test } from './fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage, createMerchant } from './console-support';

/*
 * Issue 35 item 10. Adding a language that has no texts (Thai) is no longer silent: the editor warns
 * under the languages and the publish review warns again, each saying how many texts that language
 * has against Vietnamese (the texts in locales/) and that its players read English. A language with
 * every text (English) is not named. GET /api/admin/languages gives the counts.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.10.1' } });

/** Texts of a language in locales/ (every leaf of every namespace file), counted here on their own. */
function textsOf(lang: string): number {
  const dir = join('locales', lang);
  const leaves = (o: unknown): number =>
    o && typeof o === 'object' && !Array.isArray(o)
      ? Object.values(o as Record<string, unknown>).reduce<number>((n, v) => n + leaves(v), 0)
      : 1;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .reduce((n, f) => n + leaves(JSON.parse(readFileSync(join(dir, f), 'utf8'))), 0);
}

test('adding Thai, which has no texts, is warned in the editor and in the review, with the count', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const total = textsOf('vi');
  const m = await createMerchant(request, { code: `lang-${Date.now().toString(36)}`, name: 'Languages' });
  try {
    const op = await apiLogin(request);
    const list = (await (await request.get('/api/admin/languages', { headers: bearer(op) })).json()) as {
      reference: string;
      total: number;
      list: { code: string; texts: number }[];
    };
    expect(list.reference).toBe('vi');
    expect(list.total).toBe(total);
    expect(list.list.find((l) => l.code === 'en')?.texts).toBe(total);
    expect(list.list.find((l) => l.code === 'th')?.texts).toBe(0);
    expect((await request.get('/api/admin/languages')).status()).toBe(401);

    const page = await consolePage(browser, op, 'en', { ip: '10.35.10.2', bypassCSP: true });
    await page.goto(`/admin/merchants/${m.code}`);
    await page.getByRole('tab', { name: 'Identity' }).click();
    const warning = `ไทย (th) has no texts yet: 0 of ${total.toLocaleString('en')}. Players who pick it will read English.`;
    await expect(page.getByText(warning)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Add to Languages offered' }).selectOption('th');
    await expect(page.getByRole('note').filter({ hasText: warning })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'English (en)' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('note').filter({ hasText: warning })).toBeVisible();

    // In Vietnamese too, in plain words.
    const vi = await consolePage(browser, op, 'vi', { ip: '10.35.10.2' });
    await vi.goto(`/admin/merchants/${m.code}`);
    await vi.getByRole('tab', { name: 'Nhận diện' }).click();
    await vi.getByRole('combobox', { name: 'Thêm vào Ngôn ngữ cung cấp' }).selectOption('th');
    await expect(
      vi.getByRole('note').filter({
        hasText: `ไทย (th) chưa có văn bản nào: 0 / ${total.toLocaleString('vi')}. Người chơi chọn ngôn ngữ này sẽ đọc tiếng Anh.`,
      }),
    ).toBeVisible();
  } finally {
    m.remove();
  }
});
