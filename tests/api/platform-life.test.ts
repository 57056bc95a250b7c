import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  TEST_DRIVERS,
  JPEG,
  multipart,
  outbox,
  PNG,
  sendEncrypted,
  solvedCaptcha,
  type TestApp,
} from '../support/test-app';

/*
 * A whole player life through HTTP (issue 3 "done when"): status → captcha → register → login
 * (encrypted) → game list → favourites → recent → launch → reward request → change password →
 * logout → old token refused. PGlite by default; PostgreSQL when TEST_DATABASE_URL is set.
 */

const H = { 'x-merchant-code': 'demo', 'accept-language': 'en' };
const user = { username: 'lifeplayer1', password: 'Secret123', newPassword: 'Secret456' };

describe.each(TEST_DRIVERS)('a player life on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  let token = '';

  it('reads the status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/status', headers: H });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { merchantCode: 'demo' },
    });
    expect(body.location.ip).toBe('127.0.0.1');
  });

  it('gets a captcha picture whose answer is only server-side', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/captcha', headers: H });
    const { captchaId, image } = res.json<{ captchaId: string; image: string }>();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const answer = await outbox(t.app, 'captcha', captchaId);
    expect(answer).toMatch(/^\d{6}$/);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).not.toContain(answer);
  });

  it('registers with the encrypted payload and is logged in', async () => {
    const res = await sendEncrypted(
      t.app,
      'PUT',
      '/api/auth/register',
      {
        method: 'username',
        username: user.username,
        password: user.password,
        confirmPassword: user.password,
        email: 'life@example.com',
        nickname: 'Life',
        ...(await solvedCaptcha(t.app, H)),
      },
      H,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userName: user.username, type: 0 });
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/auth/register/username-available?username=${user.username}`,
      headers: H,
    });
    expect(taken.json()).toEqual({ available: false });
  });

  it('logs in with the encrypted body', async () => {
    const res = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: user.username, password: user.password, ...(await solvedCaptcha(t.app, H)) },
      H,
    );
    expect(res.statusCode, res.body).toBe(200);
    token = res.json<{ token: string }>().token;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const info = await t.app.inject({ method: 'GET', url: '/api/member/info', headers: bearer(token) });
    expect(info.json()).toMatchObject({ account: user.username, nickname: 'Life', trial: false });
  });

  let nodeId = 0;
  it('lists games filtered by type, vendor and name, page by page', async () => {
    const first = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?gameType=RNG&vassalage=JILI&gameName=golden&pageNo=1&pageSize=5&language=en',
        headers: H,
      })
    ).json();
    expect(first.games).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 5));
    for (const g of first.games) {
      expect(g).toMatchObject({ gameType: 'RNG', vassalage: 'JILI' });
      expect(g.gameName.toLowerCase()).toContain('golden');
    }
    const second = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?gameType=RNG&vassalage=JILI&gameName=golden&pageNo=2&pageSize=5&language=en',
        headers: H,
      })
    ).json();
    expect(second.pageNum).toBe(2);
    const ids = new Set([...first.games, ...second.games].map((g: { nodeId: number }) => g.nodeId));
    expect(ids.size).toBe(first.games.length + second.games.length);
    nodeId = (first.games as { nodeId: number; maintenance: boolean }[]).find((g) => !g.maintenance)!.nodeId;
  });

  it('adds a favourite once, lists it, removes it', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/games/favourites',
        headers: bearer(token),
        payload: { nodeId },
      });
    expect((await add()).json()).toEqual({ success: true, added: true });
    expect((await add()).json()).toEqual({ success: true, added: false });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/games/favourites/ids', headers: bearer(token) })
      ).json(),
    ).toEqual({ ids: [nodeId] });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games/favourites?pageNo=1&pageSize=200',
        headers: bearer(token),
      })
    ).json();
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
    expect(list.content[0].nodeId).toBe(nodeId);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/games/favourites/${nodeId}`,
          headers: bearer(token),
        })
      ).json(),
    ).toEqual({ success: true });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/games/favourites/ids', headers: bearer(token) })
      ).json(),
    ).toEqual({ ids: [] });
  });

  it('records recent games, latest first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/games/recent',
      headers: bearer(token),
      payload: { nodeId: 2 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/games/recent',
      headers: bearer(token),
      payload: { nodeId },
    });
    const recent = (
      await t.app.inject({ method: 'GET', url: '/api/games/recent', headers: bearer(token) })
    ).json();
    expect(recent.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([nodeId, 2]);
  });

  it('launches a game: a local demo page with the game and the balance', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/launch',
      headers: bearer(token),
      payload: { nodeId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, mode } = res.json<{ url: string; mode: string }>();
    expect(mode).toBe('generic');
    expect(url).toMatch(/^\/demo\/game\?t=/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`/api/games/${nodeId}/picture.svg`);
    expect(page.body).toContain('0.00');
    expect(page.body).not.toContain('<script');
  });

  it('sends a reward request with pictures', async () => {
    const promos = (
      await t.app.inject({ method: 'GET', url: '/api/promotions', headers: bearer(token) })
    ).json<{ list: { id: number; imageRequired: string; remarkRequired: string; status: string }[] }>().list;
    const both = promos.find(
      (p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y' && p.status === 'Join',
    )!;
    const form = multipart({ remarks: 'Receipt attached' }, [
      { field: 'pictures', name: 'a.png', type: 'image/png', bytes: PNG(2048) },
      { field: 'pictures', name: 'b.jpg', type: 'image/jpeg', bytes: JPEG(4096) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/promotions/${both.id}/reward`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'Applying' });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/promotions/${both.id}`, headers: bearer(token) })
    ).json();
    expect(after.status).toBe('Applying');
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reward_pictures');
    expect(stored[0]!.n).toBe(2);
  });

  it('changes the password (same as old refused) and logs out; the old token is refused', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { oldPassword: user.password, newPassword: user.password, confirmNewPassword: user.password },
    });
    expect(same.json().error.code).toBe('SAME_PASSWORD');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: {
        oldPassword: user.password,
        newPassword: user.newPassword,
        confirmNewPassword: user.newPassword,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/session', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true });
    const refused = await t.app.inject({ method: 'GET', url: '/api/member/info', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('SESSION_EXPIRED');
    const oldPw = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: user.username, password: user.password, ...(await solvedCaptcha(t.app, H)) },
      H,
    );
    expect(oldPw.json().error.code).toBe('WRONG_CREDENTIALS');
    const newPw = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: user.username, password: user.newPassword, ...(await solvedCaptcha(t.app, H)) },
      H,
    );
    expect(newPw.statusCode).toBe(200);
  });
});
