import { expect, test, type APIRequestContext } from './fixtures';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage, createMerchant, OPERATOR, type Session } from './console-support';

/*
 * Issue 35 item 14. A rollback that changes a reviewed (four-eyes) area does not go live on one
 * operator's word: the history's review says a second operator must approve it, the rollback becomes
 * a change waiting for approval (players keep the live version), its author cannot approve it, and
 * once another operator approves it, it is published as a rollback (history: "roll back to version N").
 * A rollback that touches no reviewed area still goes live at once.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.14.1' } });

async function newOperator(request: APIRequestContext, op: Session) {
  const user = { username: `e2e-rb-${Date.now().toString(36)}`, password: 'rollback-password-12345' };
  const res = await request.post('/api/admin/users', {
    headers: bearer(op),
    data: { ...user, role: 'operator' },
  });
  expect(res.status()).toBe(201);
  return apiLogin(request, user);
}

type Version = { version: number; origin: string; restoredFrom?: number };

test('a rollback of a reviewed area waits for a second operator; the console says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const m = await createMerchant(request, { code: `rb-${Date.now().toString(36)}`, name: 'Rollback review' });
  try {
    const a = await apiLogin(request, OPERATOR);
    const b = await newOperator(request, a);
    const config = async () =>
      (await (await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(a) })).json()) as {
        version: number;
        document: Record<string, unknown>;
      };
    // Operator A raises a limit (four-eyes), operator B approves it: version v1 + 1 is live.
    const before = await config();
    const change = await request.post(`/api/admin/merchants/${m.code}/changes`, {
      headers: bearer(a),
      data: {
        document: { ...before.document, limits: { hotMax: 12 } },
        baseVersion: before.version,
        reason: 'More hot games on home',
      },
    });
    expect(change.status(), await change.text()).toBe(200);
    const cid = ((await change.json()) as { id: number; status: string }).id;
    const approved = await request.post(`/api/admin/merchants/${m.code}/changes/${cid}/approve`, {
      headers: bearer(b),
      data: {},
    });
    expect(((await approved.json()) as { status: string }).status).toBe('published');
    const raised = await config();
    expect(raised.version).toBe(before.version + 1);

    // Operator A rolls back to the version before, in the console.
    const page = await consolePage(browser, a, 'en', { ip: '10.35.14.2', bypassCSP: true });
    await page.goto(`/admin/merchants/${m.code}/history`);
    await page.getByRole('button', { name: `Roll back to version ${before.version}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'This change touches limits: a second operator must approve it before it goes live.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Reason (shown in history and audit)').fill('Back to the usual hot list');
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Rollback to version ${before.version} sent for approval: it changes limits, so another operator must approve it on the Changes page. Players keep version ${raised.version} until then.`,
    );

    // Nothing went live; the change waits, and names the version it restores.
    expect((await config()).version).toBe(raised.version);
    const pending = (await (
      await request.get(`/api/admin/merchants/${m.code}/changes?status=pending`, { headers: bearer(a) })
    ).json()) as { id: number; author: string; restoredFrom?: number; fourEyes: string[] }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      author: OPERATOR.username,
      restoredFrom: before.version,
      fourEyes: ['/limits'],
    });
    const rid = pending[0]!.id;

    // The Changes page tells the reviewer it is a rollback; its author may not approve it.
    await page.goto('/admin/changes');
    const card = page.getByRole('listitem', { name: `#${rid} · Rollback review` });
    await expect(card).toContainText(`Rollback to version ${before.version}`);
    const self = await request.post(`/api/admin/merchants/${m.code}/changes/${rid}/approve`, {
      headers: bearer(a),
      data: {},
    });
    expect([self.status(), ((await self.json()) as { error: { code: string } }).error.code]).toEqual([
      403,
      'SELF_APPROVAL',
    ]);

    // Operator B approves: published as a rollback of that version.
    const ok = await request.post(`/api/admin/merchants/${m.code}/changes/${rid}/approve`, {
      headers: bearer(b),
      data: {},
    });
    expect(((await ok.json()) as { status: string }).status).toBe('published');
    const [latest] = (await (
      await request.get(`/api/admin/merchants/${m.code}/versions?limit=1`, { headers: bearer(a) })
    ).json()) as Version[];
    expect(latest).toMatchObject({
      version: raised.version + 1,
      origin: 'rollback',
      restoredFrom: before.version,
    });
    expect(((await config()).document.limits as { hotMax?: number } | undefined)?.hotMax).toBeUndefined();

    // A rollback that touches no reviewed area goes live at once, as before.
    const renamed = await request.put(`/api/admin/merchants/${m.code}/config`, {
      headers: { ...bearer(a), 'If-Match': `"${latest!.version}"` },
      data: { ...(await config()).document, name: 'Renamed then rolled back' },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const back = await request.post(`/api/admin/merchants/${m.code}/rollback`, {
      headers: bearer(a),
      data: { version: latest!.version, reason: 'The old name was fine' },
    });
    expect(back.status()).toBe(200);
    expect(await back.json()).toMatchObject({ origin: 'rollback', restoredFrom: latest!.version });
  } finally {
    m.remove();
  }
});
