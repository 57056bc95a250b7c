import { expect, test, type Page } from './fixtures';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settled } from './settle';

/*
 * Screenshots of the console for review (merchant list, editor, diff, stale version, history,
 * preview), written to test-results/console-screenshots/. Each shot waits for its content first,
 * so a broken screen fails here instead of producing an empty picture.
 */
// Its own client address (the app trusts the loopback proxy's X-Forwarded-For): the console login
// allows 10 attempts a minute per address and username, and the other console suites log in too.
test.use({
  viewport: { width: 1280, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.41.0.1' },
});

const OUT = 'test-results/console-screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/${name}.png` });

test('console screens', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const code = `c-shots-${Date.now().toString(36)}`;
  const file = join(process.env.E2E_MERCHANTS_DIR!, `${code}.json`);
  const demo = JSON.parse(readFileSync(join(process.env.E2E_MERCHANTS_DIR!, 'demo.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    file,
    JSON.stringify({ ...demo, code, name: 'Screenshot Club', hosts: [`${code}.localhost`] }, null, 2),
  );
  await expect.poll(async () => (await request.get(`/api/merchants/${code}/config`)).status()).toBe(200);
  try {
    await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
    await page.goto('/admin/');
    await page.getByLabel('Username').fill('e2e-operator');
    await page.getByLabel('Password').fill('e2e-operator-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'Edit Screenshot Club' })).toBeVisible();
    await shot(page, '1-merchant-list');

    await page.getByRole('link', { name: 'Edit Screenshot Club' }).click();
    await page.getByRole('tab', { name: 'Flags' }).click();
    await page.getByRole('switch', { name: 'REWCEN3' }).uncheck();
    await page.getByRole('tab', { name: 'Register rules' }).click();
    // Register fields fold (issue 16): open one and show it. (Changing a register rule needs a second
    // operator's approval since four-eyes; this tour saves a flag change only.)
    const zalo = page.locator('details:has(> summary:text-is("Zalo account"))');
    await zalo.locator('> summary').click();
    await expect(zalo.getByRole('switch', { name: 'Shown' }).first()).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Reward centre (REWCEN3) off');
    await shot(page, '2-editor');
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('button', { name: 'Show the JSON diff' }).click();
    await expect(page.getByLabel('JSON diff')).toBeVisible();
    await shot(page, '3-diff');

    // The same operator saves first from elsewhere (the API, as another tab would): the stale-version
    // screen, worded for one's own newer version (issue 35 item 8).
    const login = await (
      await request.post('/api/admin/login', {
        data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
      })
    ).json();
    const auth = { authorization: `Bearer ${login.token}` };
    const cfg = await (await request.get(`/api/admin/merchants/${code}/config`, { headers: auth })).json();
    await request.put(`/api/admin/merchants/${code}/config`, {
      headers: { ...auth, 'if-match': `"${cfg.version}"` },
      data: { ...cfg.document, flags: { ...cfg.document.flags, smsLogin: false } },
    });
    await page.getByLabel('Reason (shown in history and audit)').fill('e2e: checked change');
    await page.getByRole('button', { name: 'Save for players' }).click();
    await expect(page.getByRole('heading', { name: 'A newer version went live meanwhile' })).toBeVisible();
    await shot(page, '4-stale-version');
    await page.getByRole('button', { name: /Apply my edits/ }).click();
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByLabel('Reason (shown in history and audit)').fill('e2e: checked change');
    await page.getByRole('button', { name: 'Save for players' }).click();
    await expect(page.getByRole('status')).toContainText('Saved as version 3');

    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: /Version 3/ })).toBeVisible();
    await shot(page, '5-history');

    await page.goto(`/admin/preview/${code}`);
    await page.getByRole('switch', { name: 'Two combinations side by side' }).check();
    const b = page.getByRole('region', { name: 'Combination B' });
    await b.getByText(/Overrides/).click();
    await b.getByRole('button', { name: 'Live chat on' }).click();
    await b.getByRole('button', { name: 'Register by mobile + SMS' }).click();
    for (const frame of await page.locator('iframe').all()) await expect(frame).toBeVisible();
    await page.frameLocator('iframe').first().getByRole('navigation').first().waitFor({ timeout: 30_000 });
    for (const frame of page.frames()) await settled(frame);
    await shot(page, '6-preview-side-by-side');

    await page.getByRole('combobox', { name: 'Console language' }).selectOption('vi');
    await page.getByRole('link', { name: 'Nhà cái' }).click();
    await expect(page.getByRole('heading', { name: 'Nhà cái' })).toBeVisible();
    await shot(page, '7-merchant-list-vi');
    await page.getByRole('link', { name: 'Nhật ký' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Lưu phiên bản 3' }),
    ).toBeVisible();
    await shot(page, '8-audit-vi');
  } finally {
    unlinkSync(file);
    void browser;
  }
});
