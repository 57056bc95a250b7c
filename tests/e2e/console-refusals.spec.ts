import { expect, test } from './fixtures';
import { apiLogin, bearer, consolePage } from './console-support';

/*
 * Issue 35 items 3 and 5, end to end on the running product:
 * - 3: what a viewer and a support user are refused is in the audit log under their names, and the
 *   operator reads it on the audit page in words ("PUT … bị từ chối (403)");
 * - 5: a read-only API token reads every merchant's changes list as it reads one merchant's (it had
 *   been 403 on `/api/admin/changes` and 200 on `/api/admin/merchants/demo/changes`), and writes
 *   nothing.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.3.1' } });

test('refusals of a viewer and a support user are audited under their names and read on the audit page', async ({
  browser,
  request,
}) => {
  const op = await apiLogin(request);
  const tag = Date.now().toString(36);
  const people = [
    { username: `refused-viewer-${tag}`, role: 'viewer' },
    { username: `refused-support-${tag}`, role: 'support' },
  ];
  for (const p of people) {
    const made = await request.post('/api/admin/users', {
      headers: bearer(op),
      data: { ...p, password: 'refusals-password-12' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const s = await apiLogin(request, { username: p.username, password: 'refusals-password-12' });
    const current = (await (
      await request.get('/api/admin/merchants/demo/config', { headers: bearer(s) })
    ).json()) as { version: number; document: Record<string, unknown> };
    const save = await request.put('/api/admin/merchants/demo/config', {
      headers: { ...bearer(s), 'if-match': `"${current.version}"` },
      data: { ...current.document, name: 'Not allowed' },
    });
    expect(save.status()).toBe(403);
    const user = await request.post('/api/admin/users', {
      headers: bearer(s),
      data: { username: `nobody-${tag}`, password: 'refusals-password-12', role: 'operator' },
    });
    expect(user.status()).toBe(403);
  }

  const page = await consolePage(browser, op, 'vi', { ip: '10.35.3.2' });
  for (const p of people) {
    await page.goto(`/admin/audit?action=refused&actor=${p.username}`);
    const rows = page.locator('table.grid tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(
      rows.filter({ hasText: 'PUT /api/admin/merchants/:code/config bị từ chối (403)' }),
    ).toHaveCount(1);
    await expect(rows.filter({ hasText: 'POST /api/admin/users bị từ chối (403)' })).toHaveCount(1);
    for (const row of await rows.all()) await expect(row).toContainText(p.username);
  }
  await page.context().close();
});

test("a read-only token reads every merchant's changes as it reads one merchant's, and writes nothing", async ({
  request,
}) => {
  const op = await apiLogin(request);
  const made = await request.post('/api/admin/tokens', {
    headers: bearer(op),
    data: { name: `changes-reader-${Date.now().toString(36)}` },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token, id } = (await made.json()) as { token: string; id: string };
  const t = { authorization: `Bearer ${token}` };
  const all = await request.get('/api/admin/changes', { headers: t });
  expect(all.status(), await all.text()).toBe(200);
  const one = await request.get('/api/admin/merchants/demo/changes', { headers: t });
  expect(one.status(), await one.text()).toBe(200);
  const current = (await (await request.get('/api/admin/merchants/demo/config', { headers: t })).json()) as {
    version: number;
    document: Record<string, unknown>;
  };
  const write = await request.post('/api/admin/merchants/demo/changes', {
    headers: t,
    data: { document: current.document, baseVersion: current.version, reason: 'by token' },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: { code: string } }).error.code).toBe('TOKEN_READ_ONLY');
  expect((await request.delete(`/api/admin/tokens/${id}`, { headers: bearer(op) })).status()).toBe(200);
  expect((await request.get('/api/admin/changes', { headers: t })).status()).toBe(401);
});
