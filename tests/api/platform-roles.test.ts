import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, multipart, PNG, type TestApp } from '../support/test-app';

/* Spec §6 roles on every protected route: guest, member, agent, trial, session type 4. */

let t: TestApp;
const D = { 'x-merchant-code': 'demo' };
const tokens: Record<'member' | 'agent' | 'trial' | 'special', string> = {
  member: '',
  agent: '',
  trial: '',
  special: '',
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.member = await loginAs(t.app, 'demo_member', 'Demo1234');
  tokens.agent = await loginAs(t.app, 'demo_agent', 'Demo1234');
  tokens.trial = (await t.app.inject({ method: 'POST', url: '/api/auth/trial', headers: D })).json<{
    token: string;
  }>().token;
  // Type 4 cannot log in at the member site (spec §6): its session is opened directly, as another site would.
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM members WHERE username = 'demo_guest' AND merchant_code = 'demo'`,
  );
  const { createSession } = await import('../../platform-api/repositories/sessions-repository');
  tokens.special = (await createSession(t.db, row!.id, 'demo', 60_000)).token;
});
afterAll(async () => t?.close());

type Call = { method: 'GET' | 'POST' | 'DELETE' | 'PUT'; url: string; payload?: Record<string, unknown> };
const sessionRoutes: Call[] = [
  { method: 'GET', url: '/api/member/info' },
  { method: 'GET', url: '/api/member/wallets' },
  { method: 'GET', url: '/api/member/unread' },
  { method: 'GET', url: '/api/games/favourites' },
  { method: 'GET', url: '/api/games/favourites/ids' },
  { method: 'POST', url: '/api/games/favourites', payload: { nodeId: 1 } },
  { method: 'GET', url: '/api/games/recent' },
  { method: 'POST', url: '/api/games/recent', payload: { nodeId: 1 } },
  { method: 'POST', url: '/api/games/launch', payload: { nodeId: 1 } },
  { method: 'DELETE', url: '/api/auth/session' },
  { method: 'POST', url: '/api/content/chat/launch', payload: {} },
];
const memberRoutes: Call[] = [
  {
    method: 'POST',
    url: '/api/auth/password',
    payload: { oldPassword: 'Demo1234', newPassword: 'Other1234', confirmNewPassword: 'Other1234' },
  },
  { method: 'GET', url: '/api/member/rank-progress' },
  { method: 'GET', url: '/api/member/contracts' },
  { method: 'GET', url: '/api/payments/channels' },
  { method: 'GET', url: '/api/rebates' },
  { method: 'POST', url: '/api/payments/deposits', payload: { channel: 'BANK', amount: 100 } },
  {
    method: 'POST',
    url: '/api/payments/withdrawals',
    payload: { amount: 100, paymentPassword: '123456', payoutAccountId: 1 },
  },
  { method: 'POST', url: '/api/promotions/1/join' },
];
const call = (c: Call, headers: Record<string, string>) =>
  t.app.inject({ method: c.method, url: c.url, headers, ...(c.payload ? { payload: c.payload } : {}) });

describe('guests', () => {
  for (const c of [...sessionRoutes, ...memberRoutes, { method: 'GET', url: '/api/agent/info' } as Call]) {
    it(`${c.method} ${c.url} needs a session`, async () => {
      const res = await call(c, D);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('NOT_LOGGED_IN');
    });
  }
  it('can read the catalogue, content and promotions', async () => {
    for (const url of [
      '/api/games',
      '/api/games/hot',
      '/api/games/vendors',
      '/api/content/announcements',
      '/api/content/banners?type=m_home',
      '/api/promotions',
      '/api/content/help',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: D })).statusCode, url).toBe(200);
    }
  });
  it('a reward request needs a session', async () => {
    const form = multipart({ remarks: 'x' }, [
      { field: 'pictures', name: 'a.png', type: 'image/png', bytes: PNG() },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/promotions/1/reward',
          headers: { ...D, ...form.headers },
          payload: form.payload,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('trial players', () => {
  it('may play, keep favourites and recent games', async () => {
    for (const c of sessionRoutes.filter(
      (r) => r.url !== '/api/auth/session' && r.url !== '/api/content/chat/launch',
    ))
      expect((await call(c, bearer(tokens.trial))).statusCode, c.url).toBe(200);
  });
  for (const c of memberRoutes) {
    it(`${c.method} ${c.url} is refused to a trial account`, async () => {
      const res = await call(c, bearer(tokens.trial));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TRIAL_ACCOUNT_REFUSED');
    });
  }
});

describe('session type 4', () => {
  it('is refused member routes as a non-member', async () => {
    for (const c of memberRoutes)
      expect((await call(c, bearer(tokens.special))).json().error.code, c.url).toBe('NON_MEMBER_REFUSED');
  });
  it('gets no chat or inbox unread counts and marks nothing read', async () => {
    const unread = (
      await t.app.inject({ method: 'GET', url: '/api/member/unread', headers: bearer(tokens.special) })
    ).json();
    expect(unread).toEqual({ announcements: 0 });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/content/notices', headers: D })).json<{
      list: { id: number }[];
    }>().list;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/content/announcements/${notices[0]!.id}/read`,
      headers: bearer(tokens.special),
    });
    expect(read.json()).toEqual({ announcementId: notices[0]!.id, read: false });
  });
});

describe('members and agents', () => {
  it('members get chat and inbox counts; marking a notice read lowers the count', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/member/unread', headers: bearer(tokens.member) })
    ).json();
    expect(before).toMatchObject({ chat: { unReadCount: 0 }, inbox: 0 });
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/content/notices', headers: bearer(tokens.member) })
    ).json<{ list: { id: number; read: boolean }[] }>().list;
    expect(notices[0]!.read).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: `/api/content/announcements/${notices[0]!.id}/read`,
      headers: bearer(tokens.member),
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/member/unread', headers: bearer(tokens.member) })
    ).json();
    expect(after.announcements).toBe(before.announcements - 1);
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/content/notices', headers: bearer(tokens.member) })
    ).json<{ list: { id: number; read: boolean }[] }>().list;
    expect(again.find((n) => n.id === notices[0]!.id)!.read).toBe(true);
  });
  it('only agents reach the agent centre', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/agent/info', headers: bearer(tokens.member) })).json()
        .error.code,
    ).toBe('NON_AGENT_REFUSED');
    const res = await t.app.inject({ method: 'GET', url: '/api/agent/info', headers: bearer(tokens.agent) });
    expect(res.json()).toMatchObject({ affiliateCode: 'DEMO01' });
  });
  it('contract requests: pending for the demo agent (type 1), none for the member', async () => {
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/member/contracts', headers: bearer(tokens.agent) })
      ).json().dailysalreqtype,
    ).toBe('1');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/member/contracts', headers: bearer(tokens.member) })
      ).json(),
    ).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
  });
  it('member info says who is an agent', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/info', headers: bearer(tokens.agent) })).json(),
    ).toMatchObject({ isAgent: true, type: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/info', headers: bearer(tokens.trial) })).json(),
    ).toMatchObject({ isAgent: false, trial: true });
  });
});
