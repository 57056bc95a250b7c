import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { login as adminLogin, OPERATOR } from './admin-support';

/*
 * Social sign-in (issue 17) end to end against the demo identity provider: the platform's OAuth 2.0 /
 * OIDC client (start → provider authorize page → code → server-side token exchange → link or create →
 * one-time ticket → session) and the provider's own checks (client secret, PKCE, single-use codes).
 */
describe.each(TEST_DRIVERS)('social sign-in on %s', (driver) => {
  let t: TestApp;
  const D = { 'x-merchant-code': 'demo' };
  const HOST = 'localhost:8080';
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: {
        ADMIN_BOOTSTRAP_USER: OPERATOR.username,
        ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password,
        MERCHANT_SECRET_BASIC_LINE: 'basic-line-secret-from-the-environment',
      },
      merchants: {
        // basic: Google and Line on; Line's secret is an environment variable that is set, Google's
        // one that is not.
        basic: (doc) => ({
          ...doc,
          flags: { ...(doc.flags as object), googleLogin: true, lineLogin: true },
          socialLogin: {
            google: { clientId: 'basic-google', clientSecret: 'env:MERCHANT_SECRET_BASIC_GOOGLE' },
            line: { clientId: 'basic-line', clientSecret: 'env:MERCHANT_SECRET_BASIC_LINE' },
          },
        }),
      },
    });
  });
  afterAll(async () => t?.close());

  const cookieOf = (setCookie: string | string[] | undefined) =>
    String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
  const memberCount = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n);

  /** POST start: the provider address and the state cookie. */
  async function start(provider: string, opts: { link?: string; returnPath?: string } = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/social/${provider}/start`,
      headers: { ...(opts.link ? bearer(opts.link) : D), host: HOST },
      payload: { ...(opts.link ? { link: true } : {}), returnPath: opts.returnPath, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ url: string }>().url, `http://${HOST}`);
    return { url, cookie: cookieOf(res.headers['set-cookie']), state: url.searchParams.get('state')! };
  }

  /** The person consents (or not) on the demo provider's page; answers the callback address it redirects to. */
  async function consent(
    url: URL,
    who: { email?: string; name?: string; decision?: 'allow' | 'deny' } = {},
    host = HOST,
  ) {
    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host },
    });
    expect(page.statusCode, page.body).toBe(200);
    const form = new URLSearchParams(url.searchParams);
    form.set('decision', who.decision ?? 'allow');
    if (who.email) form.set('email', who.email);
    if (who.name) form.set('name', who.name);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(res.headers.location!);
  }

  /** The browser arrives at the callback: answers where it is sent (/m/social?ticket=… or ?error=…). */
  async function callback(at: URL, cookie: string, host = HOST) {
    const res = await t.app.inject({
      method: 'GET',
      url: at.pathname + at.search,
      headers: { host, cookie },
    });
    expect(res.statusCode, res.body).toBe(303);
    const to = new URL(res.headers.location!, `http://${HOST}`);
    expect(to.pathname).toBe('/m/social');
    return to.searchParams;
  }

  async function complete(ticket: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/social/complete',
      headers: D,
      payload: { ticket },
    });
  }

  /** A whole sign-in; answers the session. */
  async function signIn(provider: string, email: string, name?: string) {
    const s = await start(provider);
    const back = await callback(await consent(s.url, { email, name }), s.cookie);
    expect(back.get('error')).toBeNull();
    const res = await complete(back.get('ticket')!);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      token: string;
      userName: string;
      outcome: string;
      provider: string;
      returnPath: string;
    }>();
  }

  it('lists the providers the merchant can sign in with: flag on, client id and secret set', async () => {
    const list = async (code: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/social/providers',
          headers: { 'x-merchant-code': code },
        })
      ).json<{ providers: string[] }>().providers;
    expect(await list('demo')).toEqual(['line', 'google', 'facebook']);
    expect(await list('lotus')).toEqual(['line', 'google', 'facebook']);
    // basic: only Line's secret resolves (Google's variable is unset).
    expect(await list('basic')).toEqual(['line']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/google/start',
      headers: { 'x-merchant-code': 'basic' },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('SOCIAL_UNAVAILABLE');
  });

  it('start sends the browser to the provider with state, PKCE (S256) and the OIDC nonce; the state is a cookie', async () => {
    const s = await start('google', { returnPath: '/m/promotions' });
    expect(s.url.pathname).toBe('/demo/idp/google/authorize');
    const q = s.url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('demo-google-demo-client');
    expect(q.get('redirect_uri')).toBe(`http://${HOST}/api/auth/social/google/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.has('client_secret')).toBe(false);
    expect(s.cookie).toBe(`social_state=${s.state}`);
    // Only the state's hash is stored.
    const rows = await t.db.query<{ state_hash: string }>('SELECT state_hash FROM social_flows');
    expect(rows.some((r) => r.state_hash === s.state)).toBe(false);
  });

  it('a new identity creates an account (nickname from the provider), a second sign-in logs into it', async () => {
    const before = await memberCount();
    const first = await signIn('google', 'new.player@example.com', 'Ngọc Ánh');
    expect(first.outcome).toBe('created');
    expect(first.provider).toBe('google');
    expect(first.userName).toMatch(/^gg[a-z0-9]{8}$/);
    expect(await memberCount()).toBe(before + 1);
    const info = await t.app.inject({ method: 'GET', url: '/api/member/info', headers: bearer(first.token) });
    expect(info.json<{ nickname: string }>().nickname).toBe('Ngọc Ánh');

    const again = await signIn('google', 'new.player@example.com');
    expect(again.outcome).toBe('login');
    expect(again.userName).toBe(first.userName);
    expect(again.token).not.toBe(first.token);
    expect(await memberCount()).toBe(before + 1);
  });

  it('a signed-in member links a provider, then signs in with it; an identity linked elsewhere is refused', async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const s = await start('facebook', { link: token, returnPath: '/m/personal' });
    expect(s.url.searchParams.has('nonce')).toBe(false); // OAuth 2.0, not OIDC
    const back = await callback(await consent(s.url, { email: 'demo.member@example.com' }), s.cookie);
    const linked = await complete(back.get('ticket')!);
    expect(linked.json<{ outcome: string; userName: string; returnPath: string }>()).toMatchObject({
      outcome: 'linked',
      userName: 'demo_member',
      returnPath: '/m/personal',
    });
    const links = await t.app.inject({ method: 'GET', url: '/api/member/social', headers: bearer(token) });
    expect(links.json<{ links: { provider: string; email: string }[] }>().links).toEqual([
      expect.objectContaining({ provider: 'facebook', email: 'demo.member@example.com' }),
    ]);
    const viaFacebook = await signIn('facebook', 'demo.member@example.com');
    expect(viaFacebook).toMatchObject({ outcome: 'login', userName: 'demo_member' });

    // The Google identity of the previous test belongs to another member: refused, nothing linked.
    const s2 = await start('google', { link: token });
    const refused = await callback(await consent(s2.url, { email: 'new.player@example.com' }), s2.cookie);
    expect(refused.get('error')).toBe('linked');
    expect(refused.get('ticket')).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/member/social', headers: bearer(token) });
    expect(after.json<{ links: unknown[] }>().links).toHaveLength(1);

    // Linking needs a member session.
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/google/start',
      headers: D,
      payload: { link: true },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('a bad state is refused and changes nothing: no cookie, another flow’s cookie, a made-up state', async () => {
    const before = await memberCount();
    const s = await start('line');
    const at = await consent(s.url, { email: 'state.test@example.com' });
    expect((await callback(at, '')).get('error')).toBe('state');
    const other = await start('line');
    expect((await callback(at, other.cookie)).get('error')).toBe('state');
    const forged = new URL(at);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(forged, `social_state=${'x'.repeat(43)}`)).get('error')).toBe('state');
    expect(await memberCount()).toBe(before);
  });

  it('a replayed code is refused: the same callback twice, and the code under a fresh state', async () => {
    const s = await start('google');
    const at = await consent(s.url, { email: 'replay@example.com' });
    const ok = await callback(at, s.cookie);
    expect(ok.get('ticket')).toBeTruthy();
    const before = await memberCount();
    // The same address again (the state is spent).
    expect((await callback(at, s.cookie)).get('error')).toBe('state');
    // The code moved into a new flow: the provider refuses it (single use, and another PKCE verifier).
    const fresh = await start('google');
    const moved = new URL(at);
    moved.searchParams.set('state', fresh.state);
    expect((await callback(moved, fresh.cookie)).get('error')).toBe('code');
    // The ticket is single use too.
    expect((await complete(ok.get('ticket')!)).statusCode).toBe(200);
    const twice = await complete(ok.get('ticket')!);
    expect(twice.json<{ error: { code: string } }>().error.code).toBe('SOCIAL_TICKET_INVALID');
    expect(await memberCount()).toBe(before);
  });

  it('denied consent comes back as "denied" and creates nothing', async () => {
    const before = await memberCount();
    const s = await start('facebook');
    const back = await callback(await consent(s.url, { decision: 'deny' }), s.cookie);
    expect(back.get('error')).toBe('denied');
    expect(await memberCount()).toBe(before);
  });

  it('the demo provider checks its clients: wrong secret, wrong verifier, unknown client, foreign redirect', async () => {
    const s = await start('google');
    const at = await consent(s.url, { email: 'idp.checks@example.com' });
    const token = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/demo/idp/google/token',
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const base = {
      grant_type: 'authorization_code',
      code: at.searchParams.get('code')!,
      redirect_uri: s.url.searchParams.get('redirect_uri')!,
      client_id: 'demo-google-demo-client',
      client_secret: 'demo-only-demo-google-secret-0000',
      code_verifier: 'not-the-verifier-not-the-verifier-not-the-verifier',
    };
    expect((await token({ ...base, client_secret: 'wrong' })).json()).toMatchObject({
      error: 'invalid_client',
    });
    expect((await token(base)).json()).toMatchObject({ error: 'invalid_grant' });
    // The verifier failure spent the code: a stolen code is good for one try at most.
    expect((await callback(at, s.cookie)).get('error')).toBe('code');

    const bad = new URL(s.url);
    bad.searchParams.set('client_id', 'nobody');
    expect((await t.app.inject({ url: bad.pathname + bad.search, headers: { host: HOST } })).statusCode).toBe(
      400,
    );
    const foreign = new URL(s.url);
    foreign.searchParams.set('redirect_uri', 'https://evil.example/api/auth/social/google/callback');
    const page = await t.app.inject({ url: foreign.pathname + foreign.search, headers: { host: HOST } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('return address');
  });

  it('a secret kept in a MERCHANT_SECRET_* environment variable signs the provider’s id_token', async () => {
    // On basic's own host: the callback address is built from the merchant's hosts (issue 31).
    const basicHost = 'basic.localhost:8080';
    const s = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/line/start',
      headers: { 'x-merchant-code': 'basic', host: basicHost },
      payload: {},
    });
    const url = new URL(s.json<{ url: string }>().url, `http://${basicHost}`);
    const back = await callback(
      await consent(url, { email: 'env.secret@example.com' }, basicHost),
      cookieOf(s.headers['set-cookie']),
      basicHost,
    );
    expect(back.get('error')).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/complete',
      headers: { 'x-merchant-code': 'basic' },
      payload: { ticket: back.get('ticket') },
    });
    expect(res.json<{ outcome: string; userName: string }>()).toMatchObject({ outcome: 'created' });
    // A ticket is good on its own merchant only.
    expect((await complete(back.get('ticket')!)).statusCode).toBe(400);
  });

  it('secrets are never served to players, and the console sees them masked and keeps them on save', async () => {
    for (const url of ['/api/merchants/demo/config', '/api/merchant/config']) {
      const res = await t.app.inject({ method: 'GET', url, headers: D });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('clientSecret');
      expect(res.body).not.toContain('secret-0000');
      expect(res.json<{ socialLogin: { google: { clientId: string } } }>().socialLogin.google.clientId).toBe(
        'demo-google-demo-client',
      );
    }
    const admin = {
      authorization: `Bearer ${await adminLogin(t.app, OPERATOR.username, OPERATOR.password)}`,
    };
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/admin/merchants/demo/config',
      headers: admin,
    });
    expect(got.body).not.toContain('demo-only-demo-google-secret-0000');
    const doc = got.json<{
      version: number;
      document: { name: string; socialLogin: Record<string, { clientSecret: string }> };
    }>();
    expect(doc.document.socialLogin.google!.clientSecret).toBe('••••••••0000');
    // A save that sends the mask back keeps the secret: sign-in still works.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/demo/config',
      headers: { ...admin, 'if-match': `"${doc.version}"` },
      payload: { ...doc.document, name: 'Demo Club' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(t.store.get('demo')!.config.socialLogin.google!.clientSecret).toBe(
      'demo-only-demo-google-secret-0000',
    );
    expect((await signIn('google', 'after.save@example.com')).outcome).toBe('created');
  });
});
