import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, outbox, type TestApp } from '../support/test-app';

/* Issue 17: what the platform API answers on the journeys a newcomer broke. */

describe('journeys (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers in the merchant's default language when a request names none (API.md)", async () => {
    // demo: Vietnamese by default; lotus: English.
    const demoErr = await get('/api/member/info', { 'x-merchant-code': 'demo' });
    expect(demoErr.json().error.message).toBe('Vui lòng đăng nhập.');
    const lotusErr = await get('/api/member/info', { 'x-merchant-code': 'lotus' });
    expect(lotusErr.json().error.message).toBe('Please log in.');
    // A named language still wins, by query or header.
    expect(
      (await get('/api/member/info?language=en', { 'x-merchant-code': 'demo' })).json().error.message,
    ).toBe('Please log in.');
    expect(
      (await get('/api/member/info', { 'x-merchant-code': 'demo', 'accept-language': 'en' })).json().error
        .message,
    ).toBe('Please log in.');
    const demoHot = (await get('/api/games/hot', { 'x-merchant-code': 'demo' })).json().list[0].gameName;
    const enHot = (await get('/api/games/hot?language=en', { 'x-merchant-code': 'demo' })).json().list[0]
      .gameName;
    const viHot = (await get('/api/games/hot?language=vi', { 'x-merchant-code': 'demo' })).json().list[0]
      .gameName;
    expect(enHot).not.toBe(viHot);
    expect(demoHot).toBe(viHot);
    expect((await get('/api/games/hot', { 'x-merchant-code': 'lotus' })).json().list[0].gameName).toBe(enHot);
  });

  it('browser-cached lists say what they depend on (Vary), so a language switch never reads the old one', async () => {
    // Hot games are cached a minute; banners are revalidated each time so an operator's edit reaches
    // open pages at once (issue 11). Either way the browser keys its copy by language and merchant.
    for (const [url, cache] of [
      ['/api/games/hot', 'max-age'],
      ['/api/content/banners?type=m_home', 'no-cache'],
    ] as const) {
      const res = await get(url, { 'x-merchant-code': 'demo' });
      expect(res.headers['cache-control'], url).toContain(cache);
      expect(res.headers.vary, url).toMatch(/Accept-Language/i);
      expect(res.headers.vary, url).toMatch(/X-Merchant-Code/i);
    }
  });

  it('the download resources are real: a Web Clip profile of the merchant site, no dead app links', async () => {
    for (const merchant of ['demo', 'lotus', 'basic']) {
      const { list } = (await get('/api/content/downloads', { 'x-merchant-code': merchant })).json<{
        list: { resourceType: string; url: string }[];
      }>();
      for (const d of list) {
        const res = await get(d.url, { 'x-merchant-code': merchant, host: 'localhost' });
        expect(res.statusCode, `${merchant} ${d.url}`).toBe(200);
        expect(res.headers['content-type'], `${merchant} ${d.url}`).not.toContain('application/json');
      }
    }
    // The profile points at the host it was asked on when that is one of the merchant's hosts, else
    // at the merchant's first host, never at an arbitrary Host (issue 31).
    const profile = await get('/api/content/web-clip.mobileconfig', {
      'x-merchant-code': 'lotus',
      host: 'lotus.test',
    });
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.body).toContain('<key>URL</key><string>http://lotus.test/m/home</string>');
    const foreign = await get('/api/content/web-clip.mobileconfig', {
      'x-merchant-code': 'lotus',
      host: 'lotus.example',
    });
    expect(foreign.body).toContain('<key>URL</key><string>http://lotus.localhost/m/home</string>');
    expect(foreign.body).not.toContain('lotus.example');
    expect(profile.body).toContain('<string>Lotus');
  });

  it('the customer-service chat greets a guest plainly and a member by name, with a back link to where they were', async () => {
    const guest = await get('/demo/chat?back=%2Fm%2Factivity', { 'x-merchant-code': 'demo' });
    expect(guest.body).toContain('Xin chào! Nhân viên chăm sóc khách hàng');
    expect(guest.body).toContain('href="/m/activity"');
    expect(guest.body).not.toMatch(/Xin chào ,/);
    // A back link elsewhere than the player site is refused.
    expect((await get('/demo/chat?back=https%3A%2F%2Fevil.example')).statusCode).toBe(400);
    expect((await get('/demo/chat?back=%2F%2Fevil.example')).statusCode).toBe(400);
    // lotus has live chat (CBS3) off: the customer-service chat still opens for its members.
    const token = await loginAs(t.app, 'demo_member', 'Demo1234', 'lotus');
    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/content/chat/launch',
      headers: bearer(token, 'lotus'),
      payload: { purpose: 'service', backUrl: '/m/activity' },
    });
    expect(launch.statusCode).toBe(200);
    const { chatUrl } = launch.json<{ chatUrl: string }>();
    expect(chatUrl).toMatch(/^\/demo\/chat\?t=.+&lang=en&back=%2Fm%2Factivity$/);
    const page = await get(chatUrl, { 'x-merchant-code': 'lotus' });
    expect(page.body).toMatch(/Hello [^,<\s][^,<]*, an agent will answer you shortly\./);
    // An anchor's chat still needs CBS3.
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/content/chat/launch',
      headers: bearer(token, 'lotus'),
      payload: {},
    });
    expect(live.json().error.code).toBe('FEATURE_UNAVAILABLE');
  });

  it("a game launch names the game page's back link; a foreign one is refused", async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const nodeId = (await get('/api/games/hot', { 'x-merchant-code': 'demo' })).json().list[0].nodeId;
    const launch = (backUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/games/launch',
        headers: bearer(token),
        payload: { nodeId, backUrl },
      });
    const ok = await launch('/m/slot-games?vassalage=JILI');
    expect(ok.statusCode).toBe(200);
    const { url } = ok.json<{ url: string }>();
    const game = await get(url);
    expect(game.body).toContain('href="/m/slot-games?vassalage=JILI"');
    expect((await launch('https://evil.example/')).statusCode).toBe(400);
    expect((await launch('/admin')).statusCode).toBe(400);
  });

  it('the demo outbox page shows what the site would have sent, newest first', async () => {
    const { captchaId } = (await get('/api/auth/captcha', { 'x-merchant-code': 'demo' })).json<{
      captchaId: string;
    }>();
    const answer = (await outbox(t.app, 'captcha', captchaId))!;
    const page = await get('/demo/outbox?kind=captcha&lang=en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<strong class="code">${answer}</strong>`);
    expect(page.body).toContain('Demo outbox');
    expect(page.body).toContain('http-equiv="refresh"');
    expect((await get('/demo/outbox?kind=nope')).statusCode).toBe(400);
  });
});

describe('the demo outbox page without DEMO_OUTBOX', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { DEMO_OUTBOX: '0' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/demo/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
