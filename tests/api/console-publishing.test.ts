import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import type { App } from '../../config-server/app';
import { Publisher } from '../../config-server/admin/publishing/publisher';
import { Scheduler } from '../../config-server/admin/publishing/changes';
import { Webhooks, isPrivateAddress } from '../../config-server/admin/publishing/webhooks';
import { VersionLog } from '../../config-server/admin/versions';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR, replicaOf } from './admin-support';

/*
 * Issue 16, safe publishing: scheduled publishes claimed once across replicas and caught up after a
 * restart, four-eyes approval, read-only API tokens, signed and retried webhooks, and a disabled
 * operator's open session refused.
 */

type Doc = Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function current(app: App['app'], h: Record<string, string>, code: string) {
  const res = await app.inject({ url: `/api/admin/merchants/${code}/config`, headers: h });
  expect(res.statusCode).toBe(200);
  return res.json<{ version: number; document: Doc }>();
}

async function addOperator(ctx: TestApp, h: Record<string, string>, username: string) {
  const password = `${username}-password-123`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: h,
    payload: { username, password, role: 'operator' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ id: string }>().id, headers: bearer(await login(ctx.app, username, password)) };
}

describe.each(TEST_DRIVERS)('scheduled publishing (%s)', (driver) => {
  let a: TestApp;
  let op: Record<string, string>;
  beforeAll(async () => {
    a = await adminTestApp({}, driver);
    op = bearer(await login(a.app, OPERATOR.username, OPERATOR.password));
  });
  afterAll(async () => a?.close());

  const schedule = async (app: App['app'], code: string, name: string, at: Date) => {
    const cur = await current(app, op, code);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${code}/changes`,
      headers: op,
      payload: {
        document: { ...cur.document, name },
        baseVersion: cur.version,
        reason: `rename ${code} for the test`,
        publishAt: at.toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const change = res.json<{ id: number; status: string }>();
    expect(change.status).toBe('scheduled');
    return { change, base: cur.version };
  };

  it('is not live before its time; two replicas and three extra schedulers racing publish each change exactly once', async () => {
    const b = await replicaOf(a);
    try {
      const at = new Date(Date.now() + 1500);
      const made = await Promise.all(
        ['basic', 'demo', 'lotus'].map((code) => schedule(a.app, code, `Scheduled ${code}`, at)),
      );
      // Saved, not live.
      expect((await a.app.inject({ url: '/api/merchants/lotus/config' })).json<Doc>().name).not.toBe(
        'Scheduled lotus',
      );
      const racers = [1, 2, 3].map(() => {
        const webhooks = new Webhooks(a.db, { allowPrivate: true, retryBaseMs: 1000, warn: () => undefined });
        return new Scheduler(
          a.db,
          new Publisher(a.db, a.store, new VersionLog(a.db), webhooks),
          () => undefined,
          50,
        );
      });
      // Until the scheduled time itself: the time is what this test is about, not a wait for the system.
      await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now())));
      // Both replicas' own schedulers run too (every 500 ms); the extra ones fire at once, together.
      await Promise.all(racers.map((s) => s.tick()));
      await expect
        .poll(
          async () =>
            (
              await a.db.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM config_changes WHERE status = 'published' AND id = ANY($1::bigint[])`,
                [made.map((m) => m.change.id)],
              )
            )[0]!.n,
          { timeout: 5000, interval: 50 },
        )
        .toBe(3);
      for (const { change, base } of made) {
        const versions = await a.db.query<{ version: number }>(
          'SELECT version FROM config_versions WHERE change_id = $1',
          [change.id],
        );
        expect(versions.map((v) => Number(v.version))).toEqual([base + 1]);
      }
      const failed = await a.db.query(`SELECT id FROM console_audit WHERE action = 'publishFailed'`);
      expect(failed).toEqual([]);
      const saves = await a.db.query<{ detail: unknown }>(
        `SELECT detail FROM console_audit WHERE action = 'save' AND (detail->>'changeId')::bigint = ANY($1::bigint[])`,
        [made.map((m) => m.change.id)],
      );
      expect(saves).toHaveLength(3);
      // Live on both replicas; the history carries the reason.
      await expect
        .poll(async () => (await b.app.inject({ url: '/api/merchants/lotus/config' })).json<Doc>().name, {
          timeout: 2000,
          interval: 50,
        })
        .toBe('Scheduled lotus');
      const history = (await a.app.inject({ url: '/api/admin/merchants/lotus/versions', headers: op })).json<
        { reason?: string; changeId?: number }[]
      >();
      expect(history[0]).toMatchObject({ reason: 'rename lotus for the test', changeId: made[2]!.change.id });
      await Promise.all(racers.map((s) => s.stop()));
    } finally {
      await b.app.close();
    }
  });

  it('a version the scheduler published says so: the config names its change and time, a stale save’s 412 too (issue 35 item 8)', async () => {
    const at = new Date(Date.now() + 600);
    const { change, base } = await schedule(a.app, 'basic', 'Scheduled for the conflict', at);
    await expect
      .poll(async () => (await current(a.app, op, 'basic')).version, { timeout: 5000, interval: 50 })
      .toBe(base + 1);
    const live = (await a.app.inject({ url: '/api/admin/merchants/basic/config', headers: op })).json<Doc>();
    expect(live).toMatchObject({
      version: base + 1,
      author: OPERATOR.username,
      changeId: change.id,
      scheduledAt: at.toISOString(),
    });
    // A save still on the version before: refused, and the details say it was the operator's schedule.
    const stale = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/basic/config',
      headers: { ...op, 'if-match': `"${base}"` },
      payload: { ...(live.document as Doc), name: 'Stale save' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ error: { details: Doc } }>().error.details).toMatchObject({
      currentVersion: base + 1,
      author: OPERATOR.username,
      origin: 'api',
      changeId: change.id,
      scheduledAt: at.toISOString(),
    });
    // A save made at once is not "scheduled".
    const now = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/basic/config',
      headers: { ...op, 'if-match': `"${base + 1}"` },
      payload: { ...(live.document as Doc), name: 'Saved at once' },
    });
    expect(now.statusCode).toBe(200);
    const after = (await a.app.inject({ url: '/api/admin/merchants/basic/config', headers: op })).json<Doc>();
    expect(after.version).toBe(base + 2);
    expect(after).not.toHaveProperty('scheduledAt');
    expect(after).not.toHaveProperty('changeId');
  });

  it('a schedule that fell due while the server was down is published when it starts again', async () => {
    const at = new Date(Date.now() + 800);
    const { change } = await schedule(a.app, 'demo', 'Due while down', at);
    // The only server stops before the time comes…
    await a.app.close();
    // The time passing while no server runs is the subject: the schedule falls due (and 700 ms more,
    // more than a scheduler tick) with nothing to publish it.
    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now()) + 700));
    const row = await a.db.query<{ status: string }>('SELECT status FROM config_changes WHERE id = $1', [
      change.id,
    ]);
    expect(row[0]!.status).toBe('scheduled');
    // …and a fresh one publishes it on start.
    const b = await replicaOf(a);
    try {
      await expect
        .poll(async () => (await b.app.inject({ url: '/api/merchants/demo/config' })).json<Doc>().name, {
          timeout: 3000,
          interval: 50,
        })
        .toBe('Due while down');
    } finally {
      await b.app.close();
    }
  });
});

describe('four-eyes, tokens, webhooks, sessions', () => {
  let ctx: TestApp;
  let op: Record<string, string>;
  let second: { id: string; headers: Record<string, string> };
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let failFirst = 0;
  let receiver: Server;
  let receiverUrl: string;

  beforeAll(async () => {
    ctx = await adminTestApp({ WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_ALLOW_PRIVATE: '1' });
    op = bearer(await login(ctx.app, OPERATOR.username, OPERATOR.password));
    second = await addOperator(ctx, op, 'second-operator');
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = failFirst-- > 0 ? 500 : 200;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as { port: number }).port;
    receiverUrl = `http://127.0.0.1:${port}/hooks`;
  });
  afterAll(async () => {
    receiver?.close();
    await ctx?.close();
  });

  it('PUT still publishes at once where no approval is needed; a reason header shows in history and audit', async () => {
    const cur = await current(ctx.app, op, 'basic');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/basic/config',
      headers: { ...op, 'if-match': `"${cur.version}"`, 'x-change-reason': encodeURIComponent('đổi tên') },
      payload: { ...cur.document, name: 'Basic renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: cur.version + 1, reason: 'đổi tên' });
    expect((await ctx.app.inject({ url: '/api/merchants/basic/config' })).json<Doc>().name).toBe(
      'Basic renamed',
    );
  });

  it('maintenance needs a second operator: PUT answers 409 APPROVAL_REQUIRED, the author cannot approve, another can', async () => {
    const cur = await current(ctx.app, op, 'lotus');
    const doc = { ...cur.document, status: { ...(cur.document.status as Doc), maintenance: true } };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/lotus/config',
      headers: { ...op, 'if-match': `"${cur.version}"` },
      payload: doc,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      error: { code: 'APPROVAL_REQUIRED', details: { areas: ['/status'] } },
    });
    // No reason: refused.
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/changes',
      headers: op,
      payload: { document: doc, baseVersion: cur.version },
    });
    expect(noReason.statusCode).toBe(400);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/changes',
      headers: op,
      payload: { document: doc, baseVersion: cur.version, reason: 'planned maintenance' },
    });
    expect(created.statusCode).toBe(200);
    const change = created.json<{ id: number; status: string; fourEyes: string[] }>();
    expect(change).toMatchObject({ status: 'pending', fourEyes: ['/status'] });
    const live = async () => (await ctx.app.inject({ url: '/api/merchants/lotus/config' })).json<Doc>();
    expect(((await live()).status as Doc).maintenance).toBe(false);
    // The pending list shows what changes for players.
    const pending = (
      await ctx.app.inject({ url: '/api/admin/changes?status=pending', headers: second.headers })
    ).json<{ id: number; changes: { area: string }[] }[]>();
    expect(pending.find((c) => c.id === change.id)?.changes.length).toBeGreaterThan(0);
    const selfApprove = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/lotus/changes/${change.id}/approve`,
      headers: op,
      payload: {},
    });
    expect(selfApprove.statusCode).toBe(403);
    expect(selfApprove.json()).toMatchObject({ error: { code: 'SELF_APPROVAL' } });
    expect(((await live()).status as Doc).maintenance).toBe(false);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/lotus/changes/${change.id}/approve`,
      headers: second.headers,
      payload: { reason: 'checked with support' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'published', approvedBy: 'second-operator' });
    expect(((await live()).status as Doc).maintenance).toBe(true);
    // Decided once: a second approval is refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/lotus/changes/${change.id}/approve`,
      headers: second.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?merchant=lotus', headers: op })).json<
      { action: string; actor: string; detail: Doc }[]
    >();
    expect(audit.find((r) => r.action === 'save')).toMatchObject({
      actor: OPERATOR.username,
      detail: { reason: 'planned maintenance', approvedBy: 'second-operator', changeId: change.id },
    });
    expect(audit.find((r) => r.action === 'changeApproved')?.actor).toBe('second-operator');
    // The history names who approved the version (issue 35).
    const history = (await ctx.app.inject({ url: '/api/admin/merchants/lotus/versions', headers: op })).json<
      { changeId?: number; approvedBy?: string; author: string }[]
    >();
    expect(history.find((v) => v.changeId === change.id)).toMatchObject({
      author: OPERATOR.username,
      approvedBy: 'second-operator',
    });
    // And "why is this here?" in a support preview names them for the field the change set.
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/lotus/preview',
        headers: op,
        payload: { overrides: { flags: {}, templates: {} } },
      })
    ).json<{ token: string }>();
    const why = (
      await ctx.app.inject({
        url: `/api/preview/why?${new URLSearchParams({ preview: link.token, path: '/status/maintenance' })}`,
      })
    ).json<{ since?: { author: string; approvedBy?: string } }>();
    expect(why.since).toMatchObject({ author: OPERATOR.username, approvedBy: 'second-operator' });
  });

  it('a rejected change never goes live; a change that needs no approval publishes at once through …/changes', async () => {
    const cur = await current(ctx.app, op, 'demo');
    const risky = { ...cur.document, limits: { ...(cur.document.limits as Doc), trialsPerDay: 0 } };
    const c = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/changes',
        headers: op,
        payload: { document: risky, baseVersion: cur.version, reason: 'no more trials' },
      })
    ).json<{ id: number; status: string }>();
    expect(c.status).toBe('pending');
    const rej = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/changes/${c.id}/reject`,
      headers: second.headers,
      payload: { reason: 'too harsh' },
    });
    expect(rej.json()).toMatchObject({ status: 'rejected', decisionReason: 'too harsh' });
    const safe = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/changes',
      headers: op,
      payload: {
        document: { ...cur.document, name: 'Demo now' },
        baseVersion: cur.version,
        reason: 'rename',
      },
    });
    expect(safe.json()).toMatchObject({ status: 'published', publishedVersion: cur.version + 1 });
    // A draft is saved, not live.
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/changes',
      headers: op,
      payload: {
        document: { ...cur.document, name: 'Draft only' },
        baseVersion: cur.version + 1,
        draft: true,
      },
    });
    expect(draft.json()).toMatchObject({ status: 'draft' });
    expect((await ctx.app.inject({ url: '/api/merchants/demo/config' })).json<Doc>().name).toBe('Demo now');
  });

  it('a saved draft reopened: saved again in place (audited), then submitted; a decided change cannot be edited', async () => {
    const cur = await current(ctx.app, op, 'basic');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/basic/changes',
      headers: op,
      payload: {
        document: { ...cur.document, name: 'Basic draft one' },
        baseVersion: cur.version,
        draft: true,
      },
    });
    const id = created.json<{ id: number }>().id;
    const put = (payload: object, headers = op) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/merchants/basic/changes/${id}`, headers, payload });
    // Edited again: the same change holds the new document and reason; nothing is live.
    const again = await put({
      document: { ...cur.document, name: 'Basic draft two' },
      baseVersion: cur.version,
      reason: 'second try',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'draft', reason: 'second try' });
    const one = await ctx.app.inject({ url: `/api/admin/merchants/basic/changes/${id}`, headers: op });
    expect(one.json<{ document: Doc }>().document.name).toBe('Basic draft two');
    expect((await ctx.app.inject({ url: '/api/merchants/basic/config' })).json<Doc>().name).toBe(
      cur.document.name,
    );
    const audit = await ctx.app.inject({ url: '/api/admin/audit?limit=20', headers: op });
    expect(JSON.stringify(audit.json())).toContain('changeDraftEdited');
    // An invalid document is refused with its problems; the draft keeps the last good one.
    const bad = await put({ document: { ...cur.document, ageLimit: 7 }, baseVersion: cur.version });
    expect(bad.statusCode).toBe(422);
    // Submitted: it goes live as edited.
    const submit = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/basic/changes/${id}/submit`,
      headers: op,
      payload: { reason: 'second try' },
    });
    expect(submit.json()).toMatchObject({ status: 'published' });
    expect((await ctx.app.inject({ url: '/api/merchants/basic/config' })).json<Doc>().name).toBe(
      'Basic draft two',
    );
    // Published: no more edits.
    const late = await put({ document: { ...cur.document, name: 'too late' }, baseVersion: cur.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ALREADY_DECIDED');
  });

  it('a rollback needs a reason, shown in history', async () => {
    const versions = (await ctx.app.inject({ url: '/api/admin/merchants/basic/versions', headers: op })).json<
      { version: number }[]
    >();
    const target = versions[versions.length - 1]!.version;
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/basic/rollback',
      headers: op,
      payload: { version: target },
    });
    expect(none.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/basic/rollback',
      headers: op,
      payload: { version: target, reason: 'the rename confused players' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ origin: 'rollback', reason: 'the rename confused players' });
  });

  it('a read-only token reads configs, history and audit, is refused every write, and stops when revoked', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tokens',
      headers: op,
      payload: { name: 'BI export' },
    });
    expect(made.statusCode).toBe(200);
    const { token, id } = made.json<{ token: string; id: string }>();
    expect(token).toMatch(/^ro_/);
    // Shown once: the list never carries it, and the database holds only a hash.
    expect(
      JSON.stringify((await ctx.app.inject({ url: '/api/admin/tokens', headers: op })).json()),
    ).not.toContain(token);
    const stored = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [id],
    );
    expect(stored[0]!.token_hash).not.toContain(token.slice(3));
    const t = bearer(token);
    for (const url of [
      '/api/admin/merchants',
      '/api/admin/merchants/lotus/config',
      '/api/admin/merchants/lotus/versions',
      '/api/admin/merchants/lotus/versions/1',
      '/api/admin/merchants/lotus/changes',
      // Every merchant's changes, as one merchant's are (issue 35 item 5: this one had been 403).
      '/api/admin/changes',
      '/api/admin/audit',
    ])
      expect((await ctx.app.inject({ url, headers: t })).statusCode, url).toBe(200);
    const cur = await current(ctx.app, t, 'basic');
    const writes = [
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/basic/config',
        headers: { ...t, 'if-match': `"${cur.version}"` },
        payload: { ...cur.document, name: 'By token' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/basic/changes',
        headers: t,
        payload: { document: cur.document, baseVersion: cur.version, reason: 'by token' },
      }),
      ctx.app.inject({ method: 'POST', url: '/api/admin/tokens', headers: t, payload: { name: 'x' } }),
      ctx.app.inject({ url: '/api/admin/users', headers: t }),
      ctx.app.inject({ url: '/api/admin/merchants/basic/webhooks', headers: t }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'TOKEN_READ_ONLY' } });
    }
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: op })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/merchants', headers: t })).statusCode).toBe(401);
  });

  it('a scoped operator sees and revokes only the tokens of their own merchants (issue 31)', async () => {
    const make = async (h: Record<string, string>, payload: object) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/tokens', headers: h, payload })).json<{
        id: string;
      }>().id;
    const all = await make(op, { name: 'every merchant' });
    const lotus = await make(op, { name: 'lotus only', merchants: ['lotus'] });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: {
        username: 'basic-operator',
        password: 'basic-operator-password',
        role: 'operator',
        merchants: ['basic'],
      },
    });
    expect(created.statusCode).toBe(201);
    const scoped = bearer(await login(ctx.app, 'basic-operator', 'basic-operator-password'));
    const own = await make(scoped, { name: 'basic only' });
    const listed = (await ctx.app.inject({ url: '/api/admin/tokens', headers: scoped })).json<
      { id: string }[]
    >();
    expect(listed.map((t) => t.id)).toEqual([own]);
    for (const id of [all, lotus]) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: scoped });
      // Not theirs: not found, as their list does not show it (issue 31's scope guard).
      expect(res.statusCode).toBe(404);
    }
    // Nothing changed: both still live for the unscoped operator.
    const everything = (await ctx.app.inject({ url: '/api/admin/tokens', headers: op })).json<
      { id: string; revokedAt?: string }[]
    >();
    for (const id of [all, lotus]) expect(everything.find((t) => t.id === id)?.revokedAt).toBeUndefined();
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${own}`, headers: scoped }))
        .statusCode,
    ).toBe(200);
  });

  it('a webhook gets the signed publish event, retried with backoff after a failure; the log shows both attempts', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/basic/webhooks',
      headers: op,
      payload: { url: receiverUrl, events: ['publish'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { secret } = made.json<{ secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    failFirst = 1;
    received.length = 0;
    const cur = await current(ctx.app, op, 'basic');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/basic/config',
      headers: { ...op, 'if-match': `"${cur.version}"` },
      payload: { ...cur.document, name: 'Basic hooked' },
    });
    expect(put.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000, interval: 50 }).toBe(2);
    for (const r of received) {
      const ts = String(r.headers['x-webhook-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex')}`;
      expect(r.headers['x-webhook-signature']).toBe(expected);
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(30);
    }
    const body = JSON.parse(received[1]!.body) as {
      event: string;
      merchant: string;
      data: { version: number };
    };
    expect(body).toMatchObject({ event: 'publish', merchant: 'basic', data: { version: cur.version + 1 } });
    // A tampered body does not verify.
    expect(
      createHmac('sha256', secret)
        .update(
          `${String(received[1]!.headers['x-webhook-timestamp'])}.${received[1]!.body.replace('basic', 'demo')}`,
        )
        .digest('hex'),
    ).not.toBe(String(received[1]!.headers['x-webhook-signature']).slice(7));
    await expect
      .poll(
        async () =>
          (await ctx.app.inject({ url: '/api/admin/merchants/basic/webhooks/deliveries', headers: op })).json<
            { status: string; attempts: number; lastStatus?: number }[]
          >()[0],
        { timeout: 3000, interval: 50 },
      )
      .toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 });
  });

  it('refuses webhook addresses that are not http(s), and private ones unless allowed', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/basic/webhooks',
      headers: op,
      payload: { url: 'file:///etc/passwd', events: ['publish'] },
    });
    expect(bad.json()).toMatchObject({ error: { code: 'WEBHOOK_URL_INVALID' } });
    for (const ip of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::ffff:192.168.1.1', 'fd00::1'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    // Loopback spelled as IPv6 that carries an IPv4 address, as a URL's host normalises it (issue 31).
    for (const raw of [
      '[::127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::1]',
      '[::]',
    ]) {
      const host = new URL(`http://${raw}/`).hostname.replace(/^\[|\]$/g, '');
      expect(isPrivateAddress(host), `${raw} → ${host}`).toBe(true);
    }
    for (const ip of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isPrivateAddress(ip), ip).toBe(false);
    const strict = await adminTestApp({ WEBHOOK_ALLOW_PRIVATE: '0' });
    try {
      const h = bearer(await login(strict.app, OPERATOR.username, OPERATOR.password));
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/basic/webhooks',
        headers: h,
        payload: { url: receiverUrl, events: ['publish'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'WEBHOOK_URL_INVALID' } });
    } finally {
      await strict.close();
    }
  });

  it('a disabled operator’s open session is refused at once', async () => {
    const third = await addOperator(ctx, op, 'soon-disabled');
    expect((await ctx.app.inject({ url: '/api/admin/changes', headers: third.headers })).statusCode).toBe(
      200,
    );
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${third.id}/disable`,
      headers: op,
    });
    expect(off.statusCode).toBe(200);
    for (const url of ['/api/admin/me', '/api/admin/changes', '/api/admin/merchants/lotus/config'])
      expect((await ctx.app.inject({ url, headers: third.headers })).statusCode, url).toBe(401);
  });
});
