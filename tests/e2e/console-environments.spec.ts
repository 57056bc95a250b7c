import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage, createMerchant, OPERATOR } from './console-support';

/*
 * Issue 35 (beyond the anchors), environments. An operator makes a staging copy of a merchant in the
 * console and renames it there: a player page on the staging host shows the new name (with the
 * staging ribbon), production players keep the old one. The operator promotes staging: a change
 * waiting for a second operator (the author's own approval is refused); once another operator
 * approves it, production players get the new name.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.40.1' } });

test('edit staging, production players unchanged, promote through a second operator', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const m = await createMerchant(request, { code: `envs-${stamp}`, name: `Envs ${stamp}` });
  const renamed = `Envs staging ${stamp}`;
  try {
    const a = await apiLogin(request, OPERATOR);
    const second = { username: `e2e-env-${stamp}`, password: 'environments-password-1234' };
    const made = await request.post('/api/admin/users', {
      headers: bearer(a),
      data: { ...second, role: 'operator' },
    });
    expect(made.status()).toBe(201);
    const b = await apiLogin(request, second);

    // The operator opens the merchant's staging: none yet; they make it from production.
    const page = await consolePage(browser, a, 'en', { ip: '10.35.40.2', bypassCSP: true });
    await page.goto('/admin/');
    await page.getByRole('link', { name: `Open the staging copy of ${m.name}`, exact: true }).click();
    const switcher = page.getByRole('navigation', { name: `Environment of ${m.name}` });
    await expect(switcher.getByRole('link', { name: 'Staging', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('note').filter({ hasText: 'You are editing the STAGING copy' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create staging from production' }).click();
    // The web addresses are production's: shown read-only on staging, saying where the copy is served.
    await expect(
      page.getByText('Web addresses belong to production: this staging copy is served at'),
    ).toBeVisible();
    await expect(page.locator('#cfg-identity_hosts_0')).not.toBeEditable();

    // Renamed on staging, saved to staging (no approval: production is not touched).
    await page.getByRole('textbox', { name: 'Brand name*', exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const review = page.getByRole('dialog');
    await expect(review.getByRole('heading', { name: 'Save to staging' })).toBeVisible();
    await review.getByLabel('Reason (shown in history and audit)').fill('Try the new name on staging');
    await review.getByRole('button', { name: 'Save to staging' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to staging as version 2' })).toBeVisible();
    // Staging has its own history: who saved which version, and why.
    await page.getByText('Staging history (2 versions)', { exact: true }).click();
    await expect(page.locator('.staging-history li').first()).toContainText('Try the new name on staging');
    expect(await seriousViolations(page)).toEqual([]);

    // The Preview page shows the staging copy too, with the same overrides: its frame has the new name.
    await page.goto(`/admin/preview/${m.code}`);
    await page.getByLabel('Copy shown').selectOption({ label: 'Staging copy, version 2' });
    await expect(page.getByText('Showing the staging copy (version 2) with your overrides.')).toBeVisible();
    const frame = page.frameLocator('iframe.phone').first();
    await expect
      .poll(async () => (await frame.locator('script#merchant-config').textContent()) ?? '')
      .toContain(renamed);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Promote to production…' })).toBeVisible();

    // Players: the staging host shows it, marked; production does not.
    const player = await browser.newPage();
    const stagingUrl = m.playerUrl.replace('://', '://staging.');
    await player.goto(stagingUrl);
    await expect(player).toHaveTitle(renamed);
    await expect(player.locator('#staging-ribbon')).toHaveText('Bản thử (staging) — không phải trang thật');
    await player.goto(m.playerUrl);
    await expect(player).toHaveTitle(m.name);
    await expect(player.locator('#staging-ribbon')).toHaveCount(0);

    // Promote: the review shows what changes, and asks for a second operator.
    await page.getByRole('button', { name: 'Promote to production…' }).click();
    const promote = page.getByRole('dialog');
    await expect(
      promote.getByRole('heading', { name: `Promote the staging copy of ${m.name} to production` }),
    ).toBeVisible();
    await expect(promote).toContainText(renamed);
    await promote.getByLabel('Reason (shown in history and audit)').fill('The new name was tried on staging');
    await promote.getByRole('button', { name: 'Submit for approval' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Sent for approval (change #' });
    await expect(sent).toBeVisible();
    const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
    // The Changes page names it as a promotion, not as an ordinary edit.
    await page.goto('/admin/changes');
    await expect(page.getByRole('listitem', { name: `#${id} · ${m.name}` })).toContainText(
      /Promotion of staging version \d+: production becomes the staging copy as it was then/,
    );

    // Nothing live yet; the author may not approve; the second operator does.
    await player.reload();
    await expect(player).toHaveTitle(m.name);
    const approve = `/api/admin/merchants/${m.code}/changes/${id}/approve`;
    const self = await request.post(approve, { headers: bearer(a), data: {} });
    expect(self.status()).toBe(403);
    const ok = await request.post(approve, { headers: bearer(b), data: { reason: 'Seen on staging' } });
    expect(((await ok.json()) as { status: string }).status).toBe('published');
    await player.reload();
    await expect(player).toHaveTitle(renamed);
    await expect(player.locator('#staging-ribbon')).toHaveCount(0);
    await player.close();
    await page.context().close();
  } finally {
    m.remove();
  }
});
