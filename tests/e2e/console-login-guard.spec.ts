import { expect, test } from './fixtures';

/*
 * Issue 14: after 10 wrong passwords for a console username (from any addresses) the console asks
 * for a captcha instead of shutting the user out; with the right password and the captcha, the
 * user gets in. The captcha answer is read from the dev outbox (DEMO_OUTBOX=1).
 */
test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };

test('after 10 wrong passwords the console login asks for a captcha, and the owner gets in with it', async ({
  page,
  request,
}) => {
  const op = await request.post('/api/admin/login', { data: OPERATOR });
  expect(op.status()).toBe(200);
  const user = { username: `guard-${Date.now().toString(36)}`, password: 'guard-user-password-1' };
  const made = await request.post('/api/admin/users', {
    data: { ...user, role: 'viewer' },
    headers: { authorization: `Bearer ${(await op.json()).token}` },
  });
  expect(made.status()).toBe(201);
  // Strangers from ten addresses (the app trusts the loopback proxy's X-Forwarded-For).
  for (let i = 0; i < 10; i++)
    expect(
      (
        await request.post('/api/admin/login', {
          data: { username: user.username, password: 'wrong-password' },
          headers: { 'x-forwarded-for': `10.30.0.${i + 1}` },
        })
      ).status(),
    ).toBe(401);

  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  const captchaLoaded = page.waitForResponse(
    (r) => r.url().includes('/api/auth/captcha') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the verification code.');
  const { captchaId } = (await (await captchaLoaded).json()) as { captchaId: string };
  // The picture is decorative inside its named button (alt=""): a PNG, the answer only in its pixels.
  await expect(page.getByRole('button', { name: 'New picture' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  const answer = (
    (await (await request.get('/api/dev/outbox', { params: { kind: 'captcha', to: captchaId } })).json()) as {
      messages: { body: string }[];
    }
  ).messages[0]!.body;
  await page.getByLabel('Verification code').fill(answer);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Merchants' })).toBeVisible();
});
