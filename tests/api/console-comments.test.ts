import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChange } from '../../config-server/admin/publishing/changes';
import { notifyReviewers } from '../../config-server/admin/publishing/notify-reviewers';
import type { Webhooks } from '../../config-server/admin/publishing/webhooks';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';

/*
 * Issue 35, "approvals people notice": comments on a change (every role of the merchant reads them,
 * operators and support write them, bad input is a 4xx that stores nothing, each one audited), and
 * the mail to each operator who may approve (its merchant within theirs, not the author, not
 * disabled) through the demo outbox when a change is sent for approval or commented on, with the
 * merchant's webhooks told `approvalRequested` and `changeCommented`. Production sends no mail.
 */

type Doc = Record<string, unknown>;
type H = Record<string, string>;
type Notified = { mailed: string[]; withoutEmail: string[]; notSent?: string[] };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(TEST_DRIVERS)('comments on a change and mails to reviewers (%s)', (driver) => {
  let a: TestApp;
  let op: H;
  const people: Record<string, { id: string; h: H }> = {};
  let changeId: number;

  const addUser = async (username: string, body: Doc) => {
    const password = `${username}-password-123`;
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username, password, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    people[username] = { id, h: bearer(await login(a.app, username, password)) };
    return res.json<Doc>();
  };
  const mails = async (to: string) =>
    (await a.app.inject({ url: `/api/dev/outbox?kind=mail&to=${encodeURIComponent(to)}&limit=50` })).json<{
      messages: { to: string; body: string }[];
    }>().messages;
  const comments = async (h: H, code = 'demo', id = changeId) =>
    a.app.inject({ url: `/api/admin/merchants/${code}/changes/${id}/comments`, headers: h });
  const post = (h: H, text: unknown, code = 'demo', id = changeId) =>
    a.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${code}/changes/${id}/comments`,
      headers: h,
      payload: { text },
    });
  const count = async () =>
    Number(
      (
        await a.db.query<{ n: number | string }>(
          'SELECT count(*) AS n FROM config_change_comments WHERE change_id = $1',
          [changeId],
        )
      )[0]!.n,
    );
  const deliveries = (event: string) =>
    a.db.query<{ body: string }>(
      'SELECT body FROM webhook_deliveries WHERE merchant = $1 AND event = $2 ORDER BY id',
      ['demo', event],
    );

  beforeAll(async () => {
    a = await adminTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '60000' }, driver);
    op = bearer(await login(a.app, OPERATOR.username, OPERATOR.password));
    // A reviewer with an address (mails in English), one without, one limited to lotus, one disabled,
    // support and a viewer.
    const reviewer = await addUser('rev-mail', {
      role: 'operator',
      email: 'rev.mail@example.test',
      language: 'en',
    });
    expect(reviewer).toMatchObject({ email: 'rev.mail@example.test', language: 'en' });
    await addUser('rev-nomail', { role: 'operator' });
    await addUser('rev-lotus', { role: 'operator', merchants: ['lotus'], email: 'rev.lotus@example.test' });
    await addUser('rev-off', { role: 'operator', email: 'rev.off@example.test' });
    const off = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${people['rev-off']!.id}/disable`,
      headers: op,
    });
    expect(off.statusCode).toBe(200);
    await addUser('sup-one', { role: 'support', email: 'sup.one@example.test' });
    await addUser('view-one', { role: 'viewer', email: 'view.one@example.test' });
    const hook = await a.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/webhooks',
      headers: op,
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['approvalRequested', 'changeCommented'] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
  });
  afterAll(async () => a?.close());

  it('a change sent for approval mails each operator who may approve it, in their language, and calls the webhook', async () => {
    const cur = (await a.app.inject({ url: '/api/admin/merchants/demo/config', headers: op })).json<{
      version: number;
      document: Doc;
    }>();
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/changes',
      headers: op,
      payload: {
        document: { ...cur.document, status: { ...(cur.document.status as Doc), maintenance: true } },
        baseVersion: cur.version,
        reason: 'bảo trì cổng thanh toán',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const change = res.json<{ id: number; status: string; notified: Notified }>();
    changeId = change.id;
    expect(change.status).toBe('pending');
    // Not the author, not support or viewers, not the lotus-only operator, not the disabled one.
    expect(change.notified).toEqual({ mailed: ['rev-mail'], withoutEmail: ['rev-nomail'] });
    const [mail, ...more] = await mails('rev.mail@example.test');
    expect(more).toEqual([]);
    expect(mail!.body).toContain(
      `${OPERATOR.username} sent change #${changeId} of Demo Club for your approval.`,
    );
    expect(mail!.body).toContain('Reason: bảo trì cổng thanh toán');
    expect(mail!.body).toContain('It touches: maintenance and blocked regions');
    expect(mail!.body).toContain('/admin/changes');
    for (const nobody of ['rev.lotus@example.test', 'rev.off@example.test', 'sup.one@example.test'])
      expect(await mails(nobody)).toEqual([]);
    const [hook] = await deliveries('approvalRequested');
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: 'approvalRequested',
      merchant: 'demo',
      data: { changeId, author: OPERATOR.username, reason: 'bảo trì cổng thanh toán', fourEyes: ['/status'] },
    });
    // The audit names the request as before.
    const audit = await a.db.query(
      `SELECT 1 FROM console_audit WHERE action = 'approvalRequested' AND (detail->>'changeId')::bigint = $1`,
      [changeId],
    );
    expect(audit).toHaveLength(1);
  });

  it('a reviewer comments: stored normalised, audited, the author told once they have an address, counted in the lists', async () => {
    const first = await post(
      people['rev-mail']!.h,
      '  Đã thử tre\u0302n bản xem trước,\r\ntrang chủ vẫn ổn.  ',
    );
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<{ comment: { id: number; author: string; body: string }; notified: Notified }>();
    expect(made.comment).toMatchObject({
      author: 'rev-mail',
      body: 'Đã thử trên bản xem trước,\ntrang chủ vẫn ổn.',
    });
    // The author (no address yet) and the other reviewer without one are named; nobody mailed.
    expect(made.notified).toEqual({ mailed: [], withoutEmail: [OPERATOR.username, 'rev-nomail'] });
    // The author adds their own address (their own, allowed), and the next comment reaches them in vi.
    const self = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${(await a.app.inject({ url: '/api/admin/me', headers: op })).json<{ id: string }>().id}`,
      headers: op,
      payload: { email: 'first.op@example.test' },
    });
    expect(self.statusCode, self.body).toBe(200);
    const second = await post(people['sup-one']!.h, 'Hỗ trợ đã xem: ổn.');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<{ notified: Notified }>().notified).toEqual({
      mailed: [OPERATOR.username, 'rev-mail'],
      withoutEmail: ['rev-nomail'],
    });
    const [toAuthor] = await mails('first.op@example.test');
    expect(toAuthor!.body).toContain(`sup-one đã bình luận về thay đổi #${changeId} của Demo Club`);
    expect(toAuthor!.body).toContain('“Hỗ trợ đã xem: ổn.”');
    const [toReviewer] = await mails('rev.mail@example.test');
    expect(toReviewer!.body).toContain(`sup-one commented on change #${changeId} of Demo Club`);
    // Every role of the merchant reads them, oldest first, with author and time.
    for (const who of ['rev-nomail', 'sup-one', 'view-one']) {
      const res = await comments(people[who]!.h);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ author: string; createdAt: string }[]>().map((c) => c.author)).toEqual([
        'rev-mail',
        'sup-one',
      ]);
    }
    const listed = (await a.app.inject({ url: '/api/admin/changes?status=pending', headers: op })).json<
      { id: number; comments: number }[]
    >();
    expect(listed.find((c) => c.id === changeId)?.comments).toBe(2);
    const ofMerchant = (await a.app.inject({ url: '/api/admin/merchants/demo/changes', headers: op })).json<
      { id: number; comments: number }[]
    >();
    expect(ofMerchant.find((c) => c.id === changeId)?.comments).toBe(2);
    const audit = await a.db.query<{ actor: string; detail: unknown }>(
      `SELECT actor, detail FROM console_audit WHERE action = 'changeCommented' ORDER BY id`,
    );
    expect(audit.map((r) => r.actor)).toEqual(['rev-mail', 'sup-one']);
    const webhooks = (await deliveries('changeCommented')).map((d) => JSON.parse(d.body) as Doc);
    expect(webhooks[1]).toMatchObject({
      event: 'changeCommented',
      data: { changeId, comment: { author: 'sup-one', body: 'Hỗ trợ đã xem: ổn.' } },
    });
  });

  it('refuses a viewer, another merchant’s operator, a read-only token and bad input with a code, and stores nothing', async () => {
    const before = await count();
    const refused: [H, unknown, number, string, string?, number?][] = [
      [people['view-one']!.h, 'a viewer writes', 403, 'FORBIDDEN'],
      [people['rev-lotus']!.h, 'outside my merchants', 403, 'FORBIDDEN'],
      [op, '', 400, 'VALIDATION_FAILED'],
      [op, ' \n\t ', 400, 'VALIDATION_FAILED'],
      [op, 'x'.repeat(2001), 400, 'VALIDATION_FAILED'],
      [op, 'half a pair \uD83D here', 400, 'VALIDATION_FAILED'],
      [op, 'nul \u0000 inside', 400, 'VALIDATION_FAILED'],
      [op, { html: '<b>' }, 400, 'VALIDATION_FAILED'],
      [op, 'no such change', 404, 'NOT_FOUND', 'demo', 2147483000],
      // A change of demo asked through lotus is not found.
      [op, 'wrong merchant', 404, 'NOT_FOUND', 'lotus'],
    ];
    for (const [h, text, status, code, merchant, id] of refused) {
      const res = await post(h, text, merchant, id);
      expect([res.statusCode, res.json<{ error?: { code: string } }>().error?.code], res.body).toEqual([
        status,
        code,
      ]);
    }
    const extra = await a.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/changes/${changeId}/comments`,
      headers: op,
      payload: { text: 'fine', author: 'someone-else' },
    });
    expect(extra.statusCode).toBe(400);
    // Reading: outside the caller's merchants refused too; a read-only API token reads no comments.
    expect((await comments(people['rev-lotus']!.h)).statusCode).toBe(403);
    const token = await a.app.inject({
      method: 'POST',
      url: '/api/admin/tokens',
      headers: op,
      payload: { name: 'comments reader' },
    });
    expect(token.statusCode, token.body).toBe(200);
    const tok = bearer(token.json<{ token: string }>().token);
    expect((await comments(tok)).statusCode).toBe(403);
    expect((await post(tok, 'a token writes')).statusCode).toBe(403);
    // Exactly 2000 characters (code points: a Vietnamese letter counts once) is accepted.
    const longest = await post(op, 'ệ'.repeat(2000));
    expect(longest.statusCode, longest.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('a console user’s mail address is checked; without a mailer (production with no SMTP_URL) no mail at all', async () => {
    const bad = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${people['rev-nomail']!.id}`,
      headers: op,
      payload: { email: 'not an address' },
    });
    expect([bad.statusCode, bad.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    const list = (await a.app.inject({ url: '/api/admin/users', headers: op })).json<
      { username: string; email?: string }[]
    >();
    expect(list.find((u) => u.username === 'rev-nomail')).not.toHaveProperty('email');
    expect(list.find((u) => u.username === 'rev-mail')?.email).toBe('rev.mail@example.test');

    const outboxBefore = Number(
      (await a.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM outbox WHERE kind = 'mail'`))[0]!
        .n,
    );
    const change = (await getChange(a.db, 'demo', changeId))!;
    const told: string[] = [];
    const webhooks = { enqueue: async (_m: string, e: string) => (told.push(e), 0) } as unknown as Webhooks;
    const notified = await notifyReviewers(
      { db: a.db, store: a.store, webhooks, mailer: undefined },
      { kind: 'approvalRequested', change },
      () => undefined,
    );
    expect(notified).toEqual({ mailed: [], withoutEmail: ['rev-nomail'], notSent: ['rev-mail'] });
    expect(told).toEqual(['approvalRequested']);
    const outboxAfter = Number(
      (await a.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM outbox WHERE kind = 'mail'`))[0]!
        .n,
    );
    expect(outboxAfter).toBe(outboxBefore);
  });
});
