import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform-api/lib/passwords';
import { hashToken } from '../../platform-api/lib/tokens';
import { readWallet } from '../../platform-api/repositories/ledger-repository';
import { insertMember } from '../../platform-api/repositories/members-repository';
import { payDeposit, payoutAccount, withdraw } from '../support/money';
import {
  bearer,
  createTestApp,
  loginAs,
  outbox,
  sendEncrypted,
  solvedCaptcha,
  type TestApp,
} from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 34, Players: the console finds a player of a merchant by the start of a username, mobile
 * number, email or affiliate code (or the member id), reads the player's page by role, and acts with
 * a reason: lock (sessions end, login refused with the reason), unlock, end sessions, send a reset
 * code, add a note; each with an audit row naming the member and, where it matters, an inbox message.
 */

type H = Record<string, string>;
type Role = 'operator' | 'support' | 'viewer';
const PASSWORD = 'Test1234';

describe('the console’s Players page (issue 34)', () => {
  let t: TestApp;
  const as = {} as Record<Role | 'basicSupport', H>;
  const tag = randomBytes(3).toString('hex');
  // A national number of 9 digits starting 9 (demo: +84, 9 digits), unique to this run.
  const national = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 90) + 10)}`;
  const player = {
    id: 0,
    username: `pa${tag}one`,
    mobile: `+84${national}`,
    email: `pa${tag}@example.com`,
    affiliate: `AFF${tag}`.toUpperCase(),
    h: {} as H,
  };
  let otherId = 0;
  let basicId = 0;

  const get = (who: keyof typeof as, url: string) => t.app.inject({ method: 'GET', url, headers: as[who] });
  const post = (who: keyof typeof as, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as[who], payload: payload as object });
  const base = () => `/api/admin/merchants/demo/players/${player.id}`;
  const playerLogin = async (password = PASSWORD) => {
    const headers = { 'x-merchant-code': 'demo', 'x-forwarded-for': `10.34.${tag.length}.9` };
    return sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: player.username, password, ...(await solvedCaptcha(t.app, headers)) },
      headers,
    );
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
    });
    as.operator = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    for (const [name, role, merchants] of [
      ['support', 'support', undefined],
      ['viewer', 'viewer', undefined],
      ['basicSupport', 'support', ['basic']],
    ] as const) {
      const username = `players-${name.toLowerCase()}-${tag}`;
      const made = await post('operator', '/api/admin/users', {
        username,
        password: `${username}-password`,
        role,
        ...(merchants ? { merchants } : {}),
      });
      expect(made.statusCode, made.body).toBe(201);
      as[name] = { authorization: `Bearer ${await login(t.app, username, `${username}-password`)}` };
    }
    const hash = await hashPassword(PASSWORD);
    player.id = (await insertMember(t.db, {
      merchantCode: 'demo',
      username: player.username,
      passwordHash: hash,
      paymentPasswordHash: await hashPassword('123456'),
      mobile: player.mobile,
      email: player.email,
      affiliateCode: player.affiliate,
      nickname: 'Player One',
    }))!;
    otherId = (await insertMember(t.db, {
      merchantCode: 'demo',
      username: `pa${tag}two`,
      passwordHash: hash,
    }))!;
    basicId = (await insertMember(t.db, {
      merchantCode: 'basic',
      username: `pa${tag}one`,
      passwordHash: hash,
    }))!;
    player.h = bearer(await loginAs(t.app, player.username, PASSWORD), 'demo');
    await payDeposit(t, player.h, 500_000);
    const order = await withdraw(t.app, player.h, {
      amount: 100_000,
      payoutAccountId: await payoutAccount(t.app, player.h),
    });
    expect(order.statusCode, order.body).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  const ids = (res: { json: <T>() => T }) => res.json<{ list: { id: number }[] }>().list.map((p) => p.id);
  const search = (who: keyof typeof as, q: string, extra = '') =>
    get(who, `/api/admin/merchants/demo/players?q=${encodeURIComponent(q)}${extra}`);

  it('finds a player by the start of a mobile number, username, email, affiliate code, or the member id', async () => {
    for (const q of [
      `0${national.slice(0, 5)}`,
      national.slice(0, 6),
      `+84${national.slice(0, 4)}`,
      `84 ${national.slice(0, 4)}`,
      player.username.slice(0, 7).toUpperCase(),
      player.email.slice(0, 6),
      player.affiliate.slice(0, 6).toLowerCase(),
      String(player.id),
    ]) {
      const res = await search('support', q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(ids(res), q).toContain(player.id);
    }
    // A prefix, not a substring; wildcards are read as text.
    expect(ids(await search('support', player.username.slice(2)))).not.toContain(player.id);
    expect(ids(await search('support', `pa${tag}%`))).toEqual([]);
    expect(ids(await search('support', `pa${tag}_ne`))).toEqual([]);
    // Another merchant's player of the same name is not among demo's.
    expect(ids(await search('operator', player.username))).toEqual([player.id]);
    // Paged, newest first.
    const first = await search('viewer', `pa${tag}`, '&limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ list: [{ id: otherId }], more: true });
    const second = await search('viewer', `pa${tag}`, '&limit=1&offset=1');
    expect(second.json()).toMatchObject({ list: [{ id: player.id }], more: false });
  });

  it('refuses bad input (400), an unknown merchant (404), a merchant out of scope (403), no session (401)', async () => {
    for (const extra of ['&limit=0', '&limit=101', '&offset=-1', `&q=${'x'.repeat(65)}`, '&sort=id'])
      expect((await get('support', `/api/admin/merchants/demo/players?q=a${extra}`)).statusCode, extra).toBe(
        400,
      );
    expect((await get('support', '/api/admin/merchants/nope/players')).statusCode).toBe(404);
    expect((await get('basicSupport', '/api/admin/merchants/demo/players')).statusCode).toBe(403);
    expect((await get('basicSupport', base())).statusCode).toBe(403);
    // A demo member's id under basic: not found there.
    const under = await get('basicSupport', `/api/admin/merchants/basic/players/${player.id}`);
    expect([under.statusCode, under.json<{ error: { code: string } }>().error.code]).toEqual([
      404,
      'ACCOUNT_NOT_FOUND',
    ]);
    expect((await get('support', `/api/admin/merchants/demo/players/${basicId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
    expect((await get('support', `${base()}x`)).statusCode).toBe(400);
  });

  it('the player page by role: support reads the balance, the ledger and masked payout numbers; a viewer no money', async () => {
    const page = await get('support', base());
    expect(page.statusCode, page.body).toBe(200);
    // The wallet the player's own screens read (the deposit, its first-deposit bonus, less the hold).
    const own = await readWallet(t.db, player.id);
    expect(own.held).toBe(100_000);
    expect(page.json()).toMatchObject({
      player: { id: player.id, username: player.username, mobile: player.mobile, status: 'active' },
      kyc: 'none',
      wallet: { balance: own.balance, held: own.held },
      liveSessions: 1,
      limits: [{ period: 'daily' }, { period: 'weekly' }, { period: 'monthly' }],
    });
    const viewerPage = await get('viewer', base());
    expect(viewerPage.statusCode).toBe(200);
    expect(viewerPage.json<{ wallet?: unknown }>().wallet).toBeUndefined();
    expect((await get('viewer', `${base()}/ledger`)).statusCode).toBe(403);
    const ledger = await get('support', `${base()}/ledger?limit=1`);
    expect(ledger.json()).toMatchObject({ total: 3, list: [{ kind: 'withdraw_hold', amount: -100_000 }] });
    const older = await get('operator', `${base()}/ledger?limit=2&offset=1`);
    expect(
      older
        .json<{ list: { kind: string }[] }>()
        .list.map((e) => e.kind)
        .sort(),
    ).toEqual(['deposit', 'first_deposit_bonus']);
    const deposits = await get('viewer', `${base()}/deposits`);
    expect(deposits.json()).toMatchObject({ total: 1, list: [{ amount: 500_000, status: 'paid' }] });
    for (const [who, number] of [
      ['operator', '0123456789'],
      ['support', '••••6789'],
      ['viewer', '••••6789'],
    ] as const) {
      const w = await get(who, `${base()}/withdrawals`);
      expect(
        w.json<{ list: { payoutAccount: { accountNumber: string } }[] }>().list[0]!.payoutAccount
          .accountNumber,
        who,
      ).toBe(number);
      if (who !== 'operator') expect(w.body).not.toContain('0123456789');
    }
    expect((await get('support', `${base()}/deposits?limit=0`)).statusCode).toBe(400);
    for (const list of ['rounds', 'rewards', 'sessions', 'notes'])
      expect((await get('viewer', `${base()}/${list}`)).statusCode, list).toBe(200);
  });

  it('a login records its device and address; the logins list shows them to every role (migration 180)', async () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36';
    const headers = { 'x-merchant-code': 'demo', 'x-forwarded-for': '10.34.180.7', 'user-agent': ua };
    const res = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: player.username, password: PASSWORD, ...(await solvedCaptcha(t.app, headers)) },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const logins = await get('viewer', `${base()}/sessions?limit=1`);
    expect(logins.statusCode, logins.body).toBe(200);
    const [latest] = logins.json<{ list: Record<string, unknown>[] }>().list;
    expect(latest).toMatchObject({ browser: 'Chrome 131', os: 'Android 14', app: false, live: true });
    expect(latest!.ip).toEqual(expect.any(String));
    // Only the summary is kept, never the agent string itself.
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
      [player.id],
    );
    expect(JSON.stringify(row)).not.toContain('SM-S918B');
    // The player's other tests count one live session: this one is ended again.
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(res.json<{ token: string }>().token),
    ]);
  });

  it('lists the promotions the player joined, newest first, paged, to every role', async () => {
    const promos = (await t.app.inject({ method: 'GET', url: '/api/promotions', headers: player.h })).json<{
      list: { id: number }[];
    }>().list;
    const joined: number[] = [];
    for (const p of promos) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/promotions/${p.id}/join`,
        headers: player.h,
      });
      if (res.statusCode === 200) joined.unshift(p.id);
      if (joined.length === 2) break;
    }
    expect(joined.length).toBe(2);
    const page = await get('viewer', `${base()}/promotions?limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ total: number; list: { id: number; title: { vi: string; en: string } }[] }>();
    expect(body.total).toBe(2);
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toMatchObject({ id: joined[0], joinedAt: expect.any(String) });
    expect(body.list[0]!.title.vi.length).toBeGreaterThan(0);
    const next = await get('support', `${base()}/promotions?offset=1&limit=1`);
    expect(next.json<{ list: { id: number }[] }>().list.map((x) => x.id)).toEqual([joined[1]]);
    // Another player's page lists none of them; another merchant's scope is refused.
    expect((await get('operator', `/api/admin/merchants/demo/players/${otherId}/promotions`)).json()).toEqual(
      {
        total: 0,
        list: [],
      },
    );
    expect((await get('basicSupport', `${base()}/promotions`)).statusCode).toBe(403);
  });

  it('lock needs a reason, ends the sessions and refuses login with the reason; unlock lets the player in', async () => {
    expect((await post('viewer', `${base()}/lock`, { reason: 'x' })).statusCode).toBe(403);
    expect((await post('support', `${base()}/lock`, {})).statusCode).toBe(400);
    const blank = await post('support', `${base()}/lock`, { reason: '   ' });
    expect([blank.statusCode, blank.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect((await get('support', base())).json()).toMatchObject({ player: { status: 'active' } });

    const reason = 'Tài khoản bị nghi gian lận, gọi tổng đài';
    const locked = await post('support', `${base()}/lock`, { reason });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ ok: true, sessionsEnded: 1 });
    const wallets = await t.app.inject({ method: 'GET', url: '/api/member/wallets', headers: player.h });
    expect([wallets.statusCode, wallets.json<{ error: { code: string } }>().error.code]).toEqual([
      401,
      'SESSION_EXPIRED',
    ]);
    const refused = await playerLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_SUSPENDED', details: { reason } } });
    // A wrong password is told as wrong, not as locked: the reason is for the account's owner.
    expect((await playerLogin('Wrong9999')).json<{ error: { code: string } }>().error.code).not.toBe(
      'ACCOUNT_SUSPENDED',
    );
    const again = await post('operator', `${base()}/lock`, { reason: 'twice' });
    expect([again.statusCode, again.json<{ error: { code: string } }>().error.code]).toEqual([
      409,
      'PLAYER_STATUS_CHANGED',
    ]);
    expect((await get('viewer', base())).json()).toMatchObject({
      player: { status: 'locked', lock: { reason, by: expect.stringContaining('players-support') } },
      liveSessions: 0,
    });

    const unlocked = await post('operator', `${base()}/unlock`, { reason: 'Đã xác minh qua điện thoại' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const back = await playerLogin();
    expect(back.statusCode, back.body).toBe(200);
    player.h = bearer(back.json<{ token: string }>().token, 'demo');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/member/inbox', headers: player.h });
    expect(
      inbox.json<{ list: { kind: string; params: { reason?: string } }[] }>().list.slice(0, 2),
    ).toMatchObject([{ kind: 'accountUnlocked' }, { kind: 'accountLocked', params: { reason } }]);
    expect((await post('support', `${base()}/unlock`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('ends every session, sends a reset code the player’s own reset form takes, keeps notes', async () => {
    const ended = await post('support', `${base()}/end-sessions`, { reason: 'Khách báo mất điện thoại' });
    expect(ended.json()).toMatchObject({ ok: true, sessionsEnded: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/wallets', headers: player.h })).statusCode,
    ).toBe(401);

    const sent = await post('support', `${base()}/password-reset`, { reason: 'Khách quên mật khẩu' });
    expect(sent.json()).toMatchObject({ ok: true, sentTo: 'sms' });
    const code = await outbox(t.app, 'sms', player.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const reset = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/reset/phone',
      { mobileNum: national, countryDialingCode: '+84', verificationCode: code, newPassword: 'Newpass123' },
      { 'x-merchant-code': 'demo' },
    );
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await post('support', `${base()}/notes`, { text: '' })).statusCode).toBe(400);
    expect((await post('viewer', `${base()}/notes`, { text: 'x' })).statusCode).toBe(403);
    const note = await post('support', `${base()}/notes`, { text: 'Gọi lại lúc 9 giờ sáng' });
    expect(note.statusCode, note.body).toBe(200);
    expect((await get('viewer', `${base()}/notes`)).json()).toMatchObject({
      total: 1,
      list: [{ text: 'Gọi lại lúc 9 giờ sáng', author: expect.stringContaining('players-support') }],
    });
  });

  it('every action has an audit row naming the member and its reason', async () => {
    const rows = (await get('operator', '/api/admin/audit?merchant=demo')).json<
      { action: string; actor: string; detail: Record<string, unknown> }[]
    >();
    const mine = rows.filter((r) => r.action.startsWith('player') && r.detail.memberId === player.id);
    expect(mine.map((r) => r.action).sort()).toEqual(
      [
        'playerLocked',
        'playerNoteAdded',
        'playerPasswordResetSent',
        'playerSessionsEnded',
        'playerUnlocked',
      ].sort(),
    );
    for (const r of mine)
      expect(r.detail, r.action).toMatchObject({ username: player.username, reason: expect.any(String) });
    expect(mine.find((r) => r.action === 'playerLocked')?.detail).toMatchObject({ sessionsEnded: 1 });
    // Refused attempts changed nothing and wrote no action row.
    expect(mine.filter((r) => r.action === 'playerLocked')).toHaveLength(1);
  });

  it('the VIP ladder for the segment pickers: every role of the merchant reads it, by name and threshold', async () => {
    const r = await get('viewer', '/api/admin/merchants/demo/vip-levels');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<{
      currency: { code: string; digits: number };
      list: { level: number; labelId: string; minDeposit: number }[];
    }>();
    expect(body.currency.code).toBe('VND');
    expect(body.list.map((l) => l.level)).toEqual(body.list.map((_, i) => i));
    expect(body.list[0]).toMatchObject({ level: 0, labelId: 'VIP0', minDeposit: 0 });
    expect(body.list.length).toBeGreaterThan(2);
    for (let i = 1; i < body.list.length; i++)
      expect(body.list[i]!.minDeposit).toBeGreaterThan(body.list[i - 1]!.minDeposit);
    expect((await get('basicSupport', '/api/admin/merchants/demo/vip-levels')).statusCode).toBe(403);
    expect((await get('basicSupport', '/api/admin/merchants/basic/vip-levels')).statusCode).toBe(200);
    expect((await get('operator', '/api/admin/merchants/nope/vip-levels')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/merchants/demo/vip-levels' })).statusCode,
    ).toBe(401);
  });

  it('the search reads an index range for each prefix (a merchant of 20,000 players; migration 120)', async () => {
    let plan = '';
    // Rolled back: the players exist only for the planner's statistics.
    await t.db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO members (merchant_code, username, password_hash, mobile, email)
           SELECT 'demo', 'bulk' || g, 'x', '+8490' || lpad(g::text, 7, '0'), 'bulk' || g || '@example.com'
             FROM generate_series(1, 20000) g`,
        );
        await tx.query('ANALYZE members');
        const rows = await tx.query<Record<string, string>>(
          `EXPLAIN SELECT id FROM members WHERE merchant_code = 'demo' AND lower(username) LIKE 'bulk123%'
           UNION SELECT id FROM members WHERE merchant_code = 'demo' AND lower(email) LIKE 'bulk123%'
           UNION SELECT id FROM members WHERE merchant_code = 'demo' AND mobile LIKE '+84900012%'`,
        );
        plan = rows.map((r) => Object.values(r)[0]).join('\n');
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
    // Each branch is a range scan of an index on its column (the prefix indexes, or on a database of
    // the C collation the unique username index, which then serves LIKE too), never a scan of the table.
    expect(plan).not.toContain('Seq Scan');
    for (const column of ['lower\\(username\\)', 'lower\\(email\\)', 'mobile'])
      expect(plan, column).toMatch(new RegExp(`Index Cond: .*${column} (>=|~>=~) `));
  });
});
