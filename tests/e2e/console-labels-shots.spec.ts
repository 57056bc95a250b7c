import { expect, test } from './fixtures';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Issue 16: the console in plain words, at 1440x900, in Vietnamese and English: editor (labels,
 * folded groups, draft banner, problems), review with the danger confirmation, history with the
 * rollback review, audit, users. Written to SHOTS_DIR (default test-results/console-labels-shots).
 * Each shot waits for its content, so a broken screen fails instead of giving an empty picture.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.4' },
});

const OUT = process.env.SHOTS_DIR ?? 'test-results/console-labels-shots';

for (const lang of ['vi', 'en'] as const) {
  test(`console in plain words (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/${lang}-${name}.png` });
    const tr = (en: string, vi: string) => (lang === 'en' ? en : vi);
    const code = `s-${lang}-${Date.now().toString(36)}`;
    const dir = process.env.E2E_MERCHANTS_DIR!;
    const file = join(dir, `${code}.json`);
    const lotus = JSON.parse(readFileSync(join(dir, 'lotus.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify({ ...lotus, code, name: 'Lotus Club', hosts: [`${code}.localhost`] }, null, 2),
    );
    await expect.poll(async () => (await request.get(`/api/merchants/${code}/config`)).status()).toBe(200);
    try {
      const login = await (
        await request.post('/api/admin/login', {
          data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
        })
      ).json();
      await page.addInitScript(
        ({ s, l }) => {
          localStorage.setItem('console.session', JSON.stringify(s));
          localStorage.setItem('console.language', l);
        },
        { s: { token: login.token, user: login.user }, l: lang },
      );
      await page.goto(`/admin/merchants/${code}`);
      await page.getByRole('tab', { name: tr('Flags', 'Cờ tính năng') }).click();
      await page.getByRole('switch', { name: 'REWCEN3' }).check();
      await expect(
        page.getByRole('status').filter({ hasText: tr('Unsaved draft.', 'Bản nháp chưa lưu.') }),
      ).toBeVisible();
      await shot('1-editor-flags');
      await page.getByRole('tab', { name: tr('Register rules', 'Quy tắc đăng ký') }).click();
      await shot('2-editor-register');
      await page.getByRole('tab', { name: tr('Menus', 'Menu') }).click();
      await shot('3-editor-menus');
      await page.getByRole('tab', { name: tr('Vendor grouping', 'Nhóm nhà cung cấp') }).click();
      await shot('4-editor-games');
      await page.getByRole('tab', { name: tr('Danger zone', 'Vùng nguy hiểm') }).click();
      await page.getByRole('switch', { name: tr('Maintenance mode', 'Chế độ bảo trì') }).check();
      await shot('5-editor-danger');
      await page.getByRole('button', { name: tr('Review and save', 'Xem lại và lưu') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('6-review');
      await page.getByRole('button', { name: tr('Cancel', 'Huỷ') }).click();
      await page.getByRole('tab', { name: tr('Raw JSON', 'JSON gốc') }).click();
      await shot('7-raw-json');
      await page.goto(`/admin/merchants/${code}/history`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('8-history');
      await page.goto('/admin/audit');
      await expect(page.getByRole('table')).toBeVisible();
      await shot('9-audit');
      await page.goto('/admin/users');
      await expect(
        page.getByRole('table', { name: tr('Console users', 'Người dùng bảng điều khiển') }),
      ).toBeVisible();
      await shot('10-users');
      await page.goto('/admin/changes');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('11-changes');
      await page.goto('/admin/integrations');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('12-integrations');
      await page.goto(`/admin/merchants/${code}/rollouts`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('13-rollouts');
    } finally {
      unlinkSync(file);
    }
  });
}
