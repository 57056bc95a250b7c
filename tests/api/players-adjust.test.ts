import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../platform-api/repositories/ledger-repository';
import { newMember } from '../support/money';
import { createTestApp, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 34, a manual balance adjustment: its own ledger entry (kind 'adjustment', never an edit),
 * applied at once up to the merchant's `payments.adjustmentApprovalAbove`, else pending until a
 * second operator approves it (the proposer cannot: four-eyes); each step audited, the player told.
 */

type H = Record<string, string>;
const THRESHOLD = 100_000; // demo: VND, 0 digits

describe('manual balance adjustments with a second operator above the threshold (issue 34)', () => {
  let t: TestApp;
  const as = {} as Record<'operator' | 'second' | 'support' | 'viewer', H>;
  const tag = randomBytes(3).toString('hex');
  let member: Awaited<ReturnType<typeof newMember>>;
  const post = (who: keyof typeof as, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as[who], payload: payload as object });
  const url = () => `/api/admin/merchants/demo/players/${member.id}/adjustments`;
  const decide = (who: keyof typeof as, id: number, how: 'approve' | 'reject', body: unknown = {}) =>
    post(who, `/api/admin/merchants/demo/adjustments/${id}/${how}`, body);

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
      merchants: {
        demo: (d) => ({
          ...d,
          payments: { ...(d.payments as object), adjustmentApprovalAbove: THRESHOLD },
        }),
      },
    });
    as.operator = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    for (const [name, role] of [
      ['second', 'operator'],
      ['support', 'support'],
      ['viewer', 'viewer'],
    ] as const) {
      const username = `adj-${name}-${tag}`;
      const made = await post('operator', '/api/admin/users', {
        username,
        password: `${username}-password`,
        role,
      });
      expect(made.statusCode, made.body).toBe(201);
      as[name] = { authorization: `Bearer ${await login(t.app, username, `${username}-password`)}` };
    }
    member = await newMember(t, 500_000, 'demo');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  const balance = async () => (await ledgerCheck(t.db, member.id)).balance;

  it('up to the threshold: applied at once as an adjustment entry, audited, the player told', async () => {
    const before = await balance();
    const res = await post('operator', url(), { amount: -THRESHOLD, reason: 'Hoàn tiền trùng' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: -THRESHOLD,
      status: 'applied',
      proposedBy: OPERATOR.username,
    });
    expect(await balance()).toBe(before - THRESHOLD);
    const check = await ledgerCheck(t.db, member.id);
    expect(check.sum).toBe(check.balance);
    const [entry] = await t.db.query<{ kind: string; amount: string; note: string }>(
      'SELECT kind, amount, note FROM ledger_entries WHERE id = $1',
      [res.json<{ ledgerEntryId: number }>().ledgerEntryId],
    );
    expect(entry).toMatchObject({ kind: 'adjustment', note: 'Hoàn tiền trùng' });
    expect(Number(entry!.amount)).toBe(-THRESHOLD);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/member/inbox', headers: member.h });
    expect(inbox.json<{ list: unknown[] }>().list[0]).toMatchObject({
      kind: 'balanceDebited',
      params: { amount: THRESHOLD },
    });
  });

  it('above it: pending until a second operator approves; the proposer cannot; audit names both', async () => {
    const before = await balance();
    const res = await post('operator', url(), { amount: THRESHOLD + 1, reason: 'Bù lỗi trò chơi' });
    expect(res.json()).toMatchObject({ status: 'pending' });
    const id = res.json<{ id: number }>().id;
    expect(await balance()).toBe(before);

    const self = await decide('operator', id, 'approve');
    expect([self.statusCode, self.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      'SELF_APPROVAL',
    ]);
    expect((await decide('support', id, 'approve')).statusCode).toBe(403);
    expect(await balance()).toBe(before);

    const ok = await decide('second', id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'applied', decidedBy: `adj-second-${tag}` });
    expect(await balance()).toBe(before + THRESHOLD + 1);
    const again = await decide('second', id, 'approve');
    expect([again.statusCode, again.json<{ error: { code: string } }>().error.code]).toEqual([
      409,
      'ALREADY_DECIDED',
    ]);
    expect(await balance()).toBe(before + THRESHOLD + 1);

    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit?merchant=demo', headers: as.operator })
    ).json<{ action: string; actor: string; detail: Record<string, unknown> }[]>();
    expect(rows.find((r) => r.action === 'adjustmentProposed' && r.detail.adjustmentId === id)).toMatchObject(
      {
        actor: OPERATOR.username,
        detail: { username: member.username, amount: THRESHOLD + 1, reason: 'Bù lỗi trò chơi' },
      },
    );
    expect(rows.find((r) => r.action === 'adjustmentApproved' && r.detail.adjustmentId === id)).toMatchObject(
      {
        actor: `adj-second-${tag}`,
        detail: { username: member.username, proposedBy: OPERATOR.username },
      },
    );
  });

  it('rejected with a reason moves nothing; a debit past the balance is refused and stays pending', async () => {
    const before = await balance();
    const big = (await post('operator', url(), { amount: -(before + 1), reason: 'Thu hồi' })).json<{
      id: number;
    }>();
    const short = await decide('second', big.id, 'approve');
    expect([short.statusCode, short.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      'INSUFFICIENT_BALANCE',
    ]);
    expect((await decide('second', big.id, 'reject', {})).statusCode).toBe(400);
    const rejected = await decide('second', big.id, 'reject', { reason: 'Sai số tiền' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'Sai số tiền' });
    expect(await balance()).toBe(before);
    const list = await t.app.inject({ method: 'GET', url: url(), headers: as.support });
    expect(list.json<{ total: number; list: { status: string }[] }>().list.map((a) => a.status)).toEqual([
      'rejected',
      'applied',
      'applied',
    ]);
  });

  it('50 parallel approvals of one adjustment apply it once (the ledger still adds up)', async () => {
    const before = await balance();
    const { id } = (await post('operator', url(), { amount: THRESHOLD * 3, reason: 'song song' })).json<{
      id: number;
    }>();
    const answers = await Promise.all(Array.from({ length: 50 }, () => decide('second', id, 'approve')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200)).toEqual(Array(49).fill(409));
    expect(await balance()).toBe(before + THRESHOLD * 3);
    const check = await ledgerCheck(t.db, member.id);
    expect(check.sum).toBe(check.balance);
    const [n] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM console_audit WHERE action = 'adjustmentApproved' AND (detail->>'adjustmentId')::int = $1",
      [id],
    );
    expect(n!.n).toBe(1);
  });

  it('its proposer withdraws a pending one: no money moves, audited; nobody else can, nor can it be decided after', async () => {
    const before = await balance();
    const { id } = (await post('operator', url(), { amount: THRESHOLD * 4, reason: 'Nhập nhầm' })).json<{
      id: number;
    }>();
    const withdraw = (who: keyof typeof as, which = id) =>
      post(who, `/api/admin/merchants/demo/adjustments/${which}/withdraw`, {});
    // Another operator rejects it instead; support and viewers move no money at all.
    const notTheirs = await withdraw('second');
    expect([notTheirs.statusCode, notTheirs.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect((await withdraw('support')).statusCode).toBe(403);
    const done = await withdraw('operator');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'withdrawn', decidedBy: OPERATOR.username });
    expect(await balance()).toBe(before);
    expect((await decide('second', id, 'approve')).statusCode).toBe(409);
    expect((await withdraw('operator')).statusCode).toBe(409);
    const [row] = await t.db.query<{ actor: string; detail: { amount: number; username: string } }>(
      "SELECT actor, detail FROM console_audit WHERE action = 'adjustmentWithdrawn' AND (detail->>'adjustmentId')::int = $1",
      [id],
    );
    expect(row).toMatchObject({
      actor: OPERATOR.username,
      detail: { amount: THRESHOLD * 4, username: member.username },
    });
    // A decided one cannot be taken back; the table still refuses a proposer deciding their own.
    const applied = (await post('operator', url(), { amount: 1, reason: 'nhỏ' })).json<{ id: number }>();
    expect((await withdraw('operator', applied.id)).statusCode).toBe(409);
    const other = (await post('operator', url(), { amount: THRESHOLD * 5, reason: 'x' })).json<{
      id: number;
    }>();
    await expect(
      t.db.query(
        "UPDATE balance_adjustments SET status = 'rejected', decided_by = proposed_by WHERE id = $1",
        [other.id],
      ),
    ).rejects.toThrow(/balance_adjustments_decider_check/);
    await expect(
      t.db.query(
        "UPDATE balance_adjustments SET status = 'withdrawn', decided_by = 'someone-else' WHERE id = $1",
        [other.id],
      ),
    ).rejects.toThrow(/balance_adjustments_decider_check/);
  });

  it('operators only; bad input 400; another merchant’s adjustment is not found', async () => {
    expect((await post('support', url(), { amount: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await post('viewer', url(), { amount: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(), headers: as.viewer })).statusCode).toBe(403);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: 1 },
      { amount: 1, reason: ' ' },
    ])
      expect((await post('operator', url(), body)).statusCode, JSON.stringify(body)).toBe(400);
    const pending = (await post('operator', url(), { amount: THRESHOLD * 2, reason: 'x' })).json<{
      id: number;
    }>();
    const other = await post('second', `/api/admin/merchants/basic/adjustments/${pending.id}/approve`, {});
    expect(other.statusCode).toBe(404);
  });
});
