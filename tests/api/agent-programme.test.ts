import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../../core/agent';
import { betOnce, winOnce } from '../../platform-api/repositories/rounds-repository';
import {
  bearer,
  loginAs,
  sendEncrypted,
  solvedCaptcha,
  TEST_DRIVERS,
  type TestApp,
} from '../support/test-app';
import { newMember, payDeposit } from '../support/money';
import { adminTestApp, login, OPERATOR } from './admin-support';

/*
 * Issue 13: a member applies (the merchant's join fields), an operator approves it (audit row, type 1,
 * affiliate code), players who register with the code are the agent's downline, and the agent's team
 * report counts that downline only: never another agent's players, never the agent's own play.
 */

describe.each(TEST_DRIVERS)('agent programme on %s', (driver) => {
  let t: TestApp;
  let op: Record<string, string>;
  const today = periodRange('today');
  const q = `from=${today.from}&to=${today.to}`;

  beforeAll(async () => {
    t = await adminTestApp({}, driver);
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  }, 60_000);
  afterAll(async () => t?.close());

  const apply = (h: Record<string, string>, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/agent/application', headers: h, payload: { fields } });
  const review = (id: number, body: object, headers = op) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/agent-applications/${id}/review`,
      headers,
      payload: body,
    });

  /** A member who applied and was approved: an agent with its own affiliate code, logged in again. */
  async function newAgent(): Promise<{ id: number; h: Record<string, string>; code: string }> {
    const m = await newMember(t, 0);
    const a = await apply(m.h, { realName: 'Nguyen Van Agent', mobileNum: '0912345678' });
    expect(a.statusCode).toBe(200);
    const id = a.json().application.id as number;
    expect((await review(id, { decision: 'approve' })).json().application).toMatchObject({
      status: 'approved',
      reviewedBy: OPERATOR.username,
    });
    const token = await loginAs(t.app, m.username, 'Test1234');
    const home = await t.app.inject({ url: `/api/agent/home?${q}`, headers: bearer(token) });
    expect(home.statusCode).toBe(200);
    return { id: m.id, h: bearer(token), code: home.json().affiliateCode };
  }

  /** Registers a player with an affiliate code (the §7 check runs first), logged in. */
  async function registerWith(code: string) {
    const username = `dl${Math.random().toString(36).slice(2, 10)}`;
    const h = { 'x-merchant-code': 'demo' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/affiliate/check',
          headers: h,
          payload: { code: code.toLowerCase() },
        })
      ).json(),
    ).toEqual({ success: true });
    const res = await sendEncrypted(
      t.app,
      'PUT',
      '/api/auth/register',
      {
        method: 'username',
        username,
        password: 'Test1234',
        confirmPassword: 'Test1234',
        affiliateCode: code,
        ...(await solvedCaptcha(t.app, h)),
      },
      h,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
    return { id: row!.id, h: bearer(res.json().token as string) };
  }

  async function play(memberId: number, bet: number, win: number) {
    const roundId = `r${Math.random().toString(36).slice(2)}`;
    await t.db.transaction(async (tx) => {
      const key = `${roundId}-bet`;
      await betOnce(tx, {
        memberId,
        key,
        hash: key,
        nodeId: 1,
        game: 'Demo',
        vendor: 'DEMO',
        roundId,
        amount: bet,
      });
      await winOnce(tx, { memberId, key: `${roundId}-win`, hash: `${roundId}-win`, roundId, amount: win });
    });
  }

  it('applying: the merchant’s fields are checked, one pending at a time, only operators decide, audited', async () => {
    const m = await newMember(t, 0);
    expect((await apply(m.h, { realName: 'X' })).json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { realName: { key: 'validation.length' }, mobileNum: { key: 'validation.required' } },
    });
    expect((await apply(m.h, { realName: 'Tran Thi B', mobileNum: '0912', nope: 'x' })).statusCode).toBe(400);
    const ok = await apply(m.h, { realName: ' Tran Thi B ', mobileNum: '0912345678', email: '' });
    expect(ok.json().application).toMatchObject({
      status: 'pending',
      fields: { realName: 'Tran Thi B', mobileNum: '0912345678' },
    });
    const again = await apply(m.h, { realName: 'Tran Thi B', mobileNum: '0912345678' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'AGENT_APPLICATION_PENDING']);
    const id = ok.json().application.id as number;

    const list = (
      await t.app.inject({ url: '/api/admin/merchants/demo/agent-applications', headers: op })
    ).json().list as { id: number; status: string }[];
    expect(list.find((a) => a.id === id)?.status).toBe('pending');
    expect(list.findIndex((a) => a.status !== 'pending')).not.toBe(0);

    expect((await review(id, { decision: 'reject' })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await review(id, { decision: 'approve' }, {})).statusCode).toBe(401);
    const rejected = await review(id, { decision: 'reject', reason: 'Incomplete contact details' });
    expect(rejected.json().application).toMatchObject({
      status: 'rejected',
      reason: 'Incomplete contact details',
    });
    const late = await review(id, { decision: 'approve' });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'ALREADY_DECIDED']);
    expect((await review(999_999, { decision: 'approve' })).json().error.code).toBe('NOT_FOUND');
    const mine = await t.app.inject({ url: '/api/agent/application', headers: m.h });
    expect(mine.json()).toMatchObject({ isAgent: false, application: { status: 'rejected' } });
    const rows = await t.db.query<{ action: string; detail: { applicationId: number } }>(
      `SELECT action, detail FROM console_audit WHERE action IN ('agentApproved', 'agentRejected')`,
    );
    expect(rows.filter((r) => r.detail.applicationId === id).map((r) => r.action)).toEqual(['agentRejected']);
    // Still a member: the agent site refuses it.
    expect((await t.app.inject({ url: `/api/agent/home?${q}`, headers: m.h })).json().error.code).toBe(
      'NON_AGENT_REFUSED',
    );
  });

  it('an agent’s KPIs count its own downline only, from the ledger and the rounds', async () => {
    const a = await newAgent();
    const b = await newAgent();
    expect(a.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(a.code).not.toBe(b.code);

    const a1 = await registerWith(a.code);
    const a2 = await registerWith(a.code);
    const b1 = await registerWith(b.code);
    await payDeposit(t, a1.h, 200_000);
    await payDeposit(t, a1.h, 50_000);
    await payDeposit(t, b1.h, 900_000);
    await play(a1.id, 10_000, 4_000);
    await play(b1.id, 70_000, 0);
    // The agent's own play is not its team's.
    await payDeposit(t, a.h, 100_000);
    await play(a.id, 5_000, 0);

    const home = (await t.app.inject({ url: `/api/agent/home?${q}`, headers: a.h })).json();
    expect(home.kpis).toEqual({
      downlineTotal: 2,
      signups: 2,
      firstDeposits: 1,
      activePlayers: 1,
      deposits: 250_000,
      withdrawals: 0,
      bets: 10_000,
      netResult: -6_000,
    });
    const homeB = (await t.app.inject({ url: `/api/agent/home?${q}`, headers: b.h })).json();
    expect(homeB.kpis).toMatchObject({
      downlineTotal: 1,
      deposits: 900_000,
      bets: 70_000,
      netResult: -70_000,
    });

    const downline = (
      await t.app.inject({ url: `/api/agent/downline?${q}&pageSize=5`, headers: a.h })
    ).json();
    expect(downline.totalCount).toBe(2);
    expect(downline.list.map((r: { id: number }) => r.id).sort()).toEqual([a1.id, a2.id].sort());
    expect(downline.list.find((r: { id: number }) => r.id === a1.id)).toMatchObject({
      deposits: 250_000,
      bets: 10_000,
    });
    const searched = (
      await t.app.inject({
        url: `/api/agent/downline?${q}&search=${encodeURIComponent('zz%_')}`,
        headers: a.h,
      })
    ).json();
    expect(searched.totalCount).toBe(0);

    // Another period holds nothing; a bad range is refused.
    expect(
      (await t.app.inject({ url: '/api/agent/home?from=2001-01-01&to=2001-01-02', headers: a.h })).json()
        .kpis,
    ).toMatchObject({ signups: 0, deposits: 0, bets: 0 });
    expect(
      (await t.app.inject({ url: '/api/agent/home?from=2026-02-10&to=2026-01-01', headers: a.h })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `/api/agent/home?${q}`, headers: a1.h })).statusCode).toBe(403);
  });

  it('contracts: the pending request shows in §3, is decided once, and the accepted one pays commission', async () => {
    const token = await loginAs(t.app, 'demo_agent', 'Demo1234');
    const h = bearer(token);
    const c = (await t.app.inject({ url: '/api/member/contracts', headers: h })).json();
    expect(c.dailysalreqtype).toBe('1');
    const detail = (await t.app.inject({ url: '/api/member/contracts/salary', headers: h })).json();
    expect(detail.pending).toMatchObject({ kind: 'salary', status: 'pending', rateBp: 50, minActive: 3 });
    const decide = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/contracts/salary/decision',
        headers: h,
        payload: body,
      });
    expect((await decide({ id: detail.pending.id, decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide({ id: detail.pending.id, decision: 'accept' })).json().contract.status).toBe(
      'accepted',
    );
    const twice = await decide({ id: detail.pending.id, decision: 'reject' });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'ALREADY_DECIDED']);
    expect((await t.app.inject({ url: '/api/member/contracts', headers: h })).json().dailysalreqtype).toBe(
      '',
    );

    // demo_agent's team: three players active today, 100,000 bet each, 40,000 won back each.
    const [agent] = await t.db.query<{ affiliate_code: string }>(
      `SELECT affiliate_code FROM members WHERE merchant_code = 'demo' AND username = 'demo_agent'`,
    );
    for (let i = 0; i < 3; i++) {
      const p = await registerWith(agent!.affiliate_code);
      await payDeposit(t, p.h, 200_000);
      await play(p.id, 100_000, 40_000);
    }
    const home = (await t.app.inject({ url: `/api/agent/home?${q}`, headers: h })).json();
    // Salary 0.5% of 300,000 (3 active ≥ 3); dividend 20% of the net loss 180,000.
    expect(home.commission).toEqual({ salary: 1_500, dividend: 36_000, hour: 0, total: 37_500 });
    expect(
      home.contracts.map((x: { kind: string; status: string }) => `${x.kind}:${x.status}`).sort(),
    ).toEqual(['dividend:accepted', 'salary:accepted']);
  });

  it('operators offer an agent a contract (audited); the agent sees it pending; members cannot get one', async () => {
    const a = await newAgent();
    const [row] = await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      a.id,
    ]);
    const offer = (body: object, headers = op) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/agent-contracts',
        headers,
        payload: body,
      });
    const body = { username: row!.username, kind: 'hour', rateBp: 25, minActive: 2 };
    expect((await offer(body, {})).statusCode).toBe(401);
    expect((await offer({ ...body, rateBp: 10_001 })).statusCode).toBe(400);
    expect((await offer({ ...body, username: 'nobody-here' })).json().error.code).toBe('ACCOUNT_NOT_FOUND');
    const member = await newMember(t, 0);
    expect((await offer({ ...body, username: member.username })).json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { username: { key: 'agent.console.notAgent' } },
    });
    const ok = await offer(body);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await offer(body);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CONTRACT_PENDING']);
    expect(
      (await t.app.inject({ url: '/api/member/contracts', headers: a.h })).json().contracthoursalreq,
    ).toBe('1');
    expect(
      (await t.app.inject({ url: '/api/member/contracts/hour', headers: a.h })).json().pending,
    ).toMatchObject({
      rateBp: 25,
      minActive: 2,
    });
    const audited = await t.db.query<{ detail: { contractId: number } }>(
      `SELECT detail FROM console_audit WHERE action = 'contractOffered'`,
    );
    expect(audited.map((r) => r.detail.contractId)).toContain(ok.json().id);
  });
  it('an operator withdraws an offer the agent has not answered (audited); the agent no longer sees it; one of withdraw and accept wins', async () => {
    const a = await newAgent();
    const [row] = await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      a.id,
    ]);
    const offer = async (kind: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/agent-contracts',
        headers: op,
        payload: { username: row!.username, kind, rateBp: 40, minActive: 1 },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().id as number;
    };
    const withdraw = (id: number, code = 'demo', headers = op) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/merchants/${code}/agent-contracts/${id}/withdraw`,
        headers,
      });
    const id = await offer('hour');
    const listed = await t.app.inject({ url: '/api/admin/merchants/demo/agent-contracts', headers: op });
    expect(listed.json().list).toContainEqual(
      expect.objectContaining({ id, username: row!.username, kind: 'hour', rateBp: 40, status: 'pending' }),
    );
    // Another merchant's path does not reach demo's offer; no session, no withdrawal.
    expect((await withdraw(id, 'basic')).statusCode).toBe(404);
    expect((await withdraw(id, 'demo', {})).statusCode).toBe(401);
    const done = await withdraw(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contract).toMatchObject({ id, status: 'withdrawn' });
    expect((await withdraw(id)).json().error.code).toBe('ALREADY_DECIDED');
    expect(
      (await t.app.inject({ url: '/api/member/contracts/hour', headers: a.h })).json().pending,
    ).toBeUndefined();
    const accept = (cid: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/contracts/hour/decision',
        headers: a.h,
        payload: { id: cid, decision: 'accept' },
      });
    expect((await accept(id)).json().error.code).toBe('ALREADY_DECIDED');
    const audited = await t.db.query<{ actor: string; detail: { contractId: number; username: string } }>(
      `SELECT actor, detail FROM console_audit WHERE action = 'contractWithdrawn'`,
    );
    expect(audited.find((r) => r.detail.contractId === id)).toMatchObject({
      actor: OPERATOR.username,
      detail: { username: row!.username },
    });
    // The agent's answer and the operator's withdrawal at once: exactly one of them wins.
    const next = await offer('hour');
    const [w, acc] = await Promise.all([withdraw(next), accept(next)]);
    expect([w.statusCode, acc.statusCode].sort()).toEqual([200, 409]);
  });
});
