import { expect, test, type Page, type Request } from './fixtures';
import { MERCHANTS } from './account-support';
import { Player } from './accounts-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.5.1' } });

/*
 * Issue 32 item 9: signing out sends no authenticated request after the sign-out (no 401s in the
 * console), and a session the platform ended elsewhere stops every poll at its first 401.
 */
test.describe.configure({ mode: 'default' });

/** Every API request that carries a session, and every 401, with the time each was seen. */
function watchAuth(page: Page) {
  const sent: { at: number; url: string }[] = [];
  const refused: { at: number; url: string }[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/api/') && r.headers().authorization) sent.push({ at: Date.now(), url: r.url() });
  });
  page.on('response', (r) => {
    if (r.status() === 401) refused.push({ at: Date.now(), url: r.url() });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('401')) consoleErrors.push(msg.text());
  });
  return { sent, refused, consoleErrors };
}

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: after logout no request carries the old session, and no 401 shows`, async ({ page }) => {
    test.setTimeout(90_000);
    const m = MERCHANTS.find((x) => x.code === code)!;
    const p = new Player(page, m);
    await p.registerForm();
    await p.confirmRegistered();
    const w = watchAuth(page);
    await p.logout();
    // Long enough for the pollers (renew, unread, wallets, favourites) to have run again.
    await page.waitForTimeout(4000);
    expect(w.refused.map((r) => r.url)).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    // Nothing carries the session after the sign-out itself.
    const signOut = w.sent.findIndex((r) => r.url.endsWith('/api/auth/session'));
    expect(signOut).toBeGreaterThanOrEqual(0);
    expect(w.sent.slice(signOut + 1).map((r) => r.url)).toEqual([]);
  });
}

test('demo: logging out from the member centre sends nothing with the ended session', async ({ page }) => {
  test.setTimeout(90_000);
  const m = MERCHANTS.find((x) => x.code === 'demo')!;
  const p = new Player(page, m);
  await p.registerForm();
  await p.confirmRegistered();
  await page.goto(`${m.base}/m/member/home`);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const w = watchAuth(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: p.t('common.logout') })
    .click();
  await page
    .getByRole('dialog', { name: p.t('common.logoutTitle') })
    .getByRole('button', { name: p.t('common.logout') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.waitForTimeout(4000);
  expect(w.refused.map((r) => r.url)).toEqual([]);
  // After the sign-out itself, no request carries the session.
  const signOut = w.sent.findIndex((r) => r.url.endsWith('/api/auth/session'));
  expect(w.sent.slice(signOut + 1).map((r) => r.url)).toEqual([]);
});

test('lotus: a session ended elsewhere stops every authenticated request at the first 401', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const m = MERCHANTS.find((x) => x.code === 'lotus')!;
  const p = new Player(page, m);
  await p.registerForm();
  await p.confirmRegistered();
  // Another device signs this session out (the platform revokes the token).
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
          state?: { session?: { token?: string } };
        }
      ).state?.session?.token,
  );
  expect(token).toBeTruthy();
  const revoked = await page.request.delete(`${m.base.replace('lotus.', '')}/api/auth/session`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Code': 'lotus' },
  });
  expect(revoked.ok()).toBe(true);
  const w = watchAuth(page);
  await page.reload();
  await expect(page.getByRole('link', { name: p.t('common.login') })).toBeVisible();
  await page.waitForTimeout(4000);
  expect(w.refused.length).toBeGreaterThan(0);
  const firstRefusal = w.refused[0]!.at;
  // Requests already on their way may still come back 401; none may start after the first one.
  const after = w.sent.filter((r) => r.at > firstRefusal);
  expect(after.map((r) => r.url)).toEqual([]);
});
