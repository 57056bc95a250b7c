import { expect, test, type APIRequestContext } from './fixtures';
import { apiLogin, bearer, consolePage, createMerchant, type Session } from './console-support';

/*
 * Issue 35 item 13: the support preview keeps one link per (user, merchant, overrides) while it is
 * valid: visits and override clicks do not pile up links. An open preview tab learns that its link
 * was revoked (the merchant's live-update channel) and shows the "no longer works" page without a
 * reload. Console at 1366×900, the player tab at 390×844.
 */
const IP = '10.35.13.1';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

type Link = { id: string; createdBy: string; revokedAt?: string };
const activeLinks = async (request: APIRequestContext, s: Session, code: string, by: string) =>
  (
    (await (
      await request.get(`/api/admin/previews?merchant=${code}`, { headers: bearer(s) })
    ).json()) as Link[]
  ).filter((l) => l.createdBy === by && !l.revokedAt);

test('visits and override clicks reuse one link per combination; an open preview tab shows the revoke at once (issue 35 item 13)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const m = await createMerchant(request, { code: `pl-${tag}`, name: `Preview links ${tag}` });
  try {
    const op = await apiLogin(request);
    const username = `prev-${tag}`;
    const made = await request.post('/api/admin/users', {
      headers: bearer(op),
      data: { username, password: 'preview-password-1', role: 'support' },
    });
    expect(made.status()).toBe(201);
    const support = await apiLogin(request, { username, password: 'preview-password-1' });
    const page = await consolePage(browser, support, 'en', { ip: IP });
    await page.setViewportSize({ width: 1366, height: 900 });
    const shareable = page.getByLabel(/Shareable link/);
    const linkOf = async () => {
      await expect(shareable).toHaveValue(/preview=/);
      return shareable.inputValue();
    };

    // A visit makes the link of "no overrides"; a second visit gets the same one.
    await page.goto(`/admin/preview/${m.code}`);
    const plain = await linkOf();
    await expect.poll(async () => (await activeLinks(request, support, m.code, username)).length).toBe(1);
    await page.reload();
    await expect(shareable).toHaveValue(/preview=/);
    const plainId = (await activeLinks(request, support, m.code, username))[0]!.id;

    // An override makes its own link; clearing it goes back to the first; the override again reuses its link.
    await page
      .getByText(/Overrides/)
      .first()
      .click();
    await page.getByRole('button', { name: 'Captcha on' }).click();
    await expect(shareable).not.toHaveValue(plain);
    const captcha = await linkOf();
    await page.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(shareable).not.toHaveValue(captcha);
    await page.getByRole('button', { name: 'Captcha on' }).click();
    await expect(shareable).not.toHaveValue(plain);
    await page.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(shareable).not.toHaveValue(captcha);
    await page.goto(`/admin/preview/${m.code}`);
    await expect(shareable).toHaveValue(/preview=/);
    await expect
      .poll(async () => (await activeLinks(request, support, m.code, username)).map((l) => l.id).sort())
      .toHaveLength(2);
    expect((await activeLinks(request, support, m.code, username)).map((l) => l.id)).toContain(plainId);
    await expect(page.getByRole('heading', { name: 'Preview links (2 live)' })).toBeVisible();

    // The shared link, open in a player tab; revoked in the console, the tab shows it without a reload.
    const link = await linkOf();
    const player = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' })
    ).newPage();
    // The page asks once when its live-update stream opens: the link still works then.
    const watching = player.waitForResponse((r) => r.url().includes('/api/preview/status'));
    await player.goto(link);
    await expect(player.locator('#preview-banner')).toBeVisible();
    expect((await watching).status()).toBe(200);
    await player.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    const linkId = JSON.parse(
      Buffer.from(new URL(link).searchParams.get('preview')!.split('.')[0]!, 'base64url').toString(),
    ).l as string;
    const revoked = await request.delete(`/api/admin/previews/${linkId}`, { headers: bearer(support) });
    expect(revoked.status()).toBe(200);
    // In the preview's language (the merchant's default, Vietnamese), as the server's page after a reload.
    await expect(
      player.getByRole('heading', { name: 'Liên kết xem trước này không còn dùng được' }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(player.getByRole('dialog')).toHaveCount(0);
    await expect(player.locator('#preview-banner')).toHaveCount(0);
    expect(
      await player.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
    await player.screenshot({ path: 'test-results/preview-revoked-vi.png' });
    await player.context().close();
    await page.context().close();
  } finally {
    m.remove();
  }
});
