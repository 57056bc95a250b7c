import { createHash } from 'node:crypto';
import {
  SignJWT,
  UnsecuredJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, loginAs, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { login as adminLogin, OPERATOR } from './admin-support';

/*
 * Social sign-in (issue 17) end to end against the demo identity provider: the platform's OAuth 2.0 /
 * OIDC client (start → provider authorize page → code → server-side token exchange → link or create →
 * one-time ticket → session) and the provider's own checks (client secret, PKCE, single-use codes).
 *
 * The id_token checks (issue 31) with tokens this file signs: lotus's Google and LINE registrations name
 * a token endpoint at https://idp.test, answered here by a stub of fetch, so the real callback route
 * checks them as it checks a real provider's: Google's against Google's published key set (its address
 * answered with this file's key), LINE's as HS256 with the channel secret.
 */
const IDP = 'https://idp.test';
const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_KID = 'test-google-key';
const googleKey = await generateKeyPair('RS256');
/** Another key under the same kid: its signatures are bad ones. */
const strangerKey = await generateKeyPair('RS256');
/** A key of Google's set for an algorithm Google's id_tokens are not pinned to. */
const ecKey = await generateKeyPair('ES256');
const googleJwks = {
  keys: [
    { ...(await exportJWK(googleKey.publicKey)), kid: GOOGLE_KID, alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ecKey.publicKey)), kid: 'test-google-ec', alg: 'ES256', use: 'sig' },
  ],
};
/** The id_token the stubbed token endpoint answers next. */
let idTokenReply = '';
let certFetches = 0;
const realFetch = globalThis.fetch;
beforeAll(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === GOOGLE_CERTS) {
      certFetches++;
      return Response.json(googleJwks);
    }
    if (url.startsWith(`${IDP}/`))
      return Response.json({ access_token: 'test-access', token_type: 'Bearer', id_token: idTokenReply });
    return realFetch(input, init);
  });
});
afterAll(() => vi.restoreAllMocks());

const now = () => Math.floor(Date.now() / 1000);
type Forged = 'google' | 'line';
/** A good id_token's claims from https://idp.test for lotus, with `over` changed (undefined: left out). */
const claimsFor = (provider: Forged, nonce: string, over: JWTPayload = {}): JWTPayload =>
  Object.fromEntries(
    Object.entries({
      iss: IDP,
      aud: `lotus-${provider}-demo-client`,
      sub: `${provider}-forged-subject`,
      nonce,
      name: 'Forged Person',
      email: `${provider}.forged@example.com`,
      email_verified: true,
      iat: now(),
      exp: now() + 600,
      ...over,
    }).filter(([, v]) => v !== undefined),
  );
const signRs256 = (claims: JWTPayload, key = googleKey.privateKey) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: GOOGLE_KID, typ: 'JWT' }).sign(key);
const signHs256 = (claims: JWTPayload, secret: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
const LOTUS_GOOGLE_SECRET = 'demo-only-lotus-google-secret-0000';
const LOTUS_LINE_SECRET = 'demo-only-lotus-line-secret-0000';
/** A good Google token with its claims changed after signing (the signature kept). */
async function tampered(nonce: string): Promise<string> {
  const [head, , sig] = (await signRs256(claimsFor('google', nonce))).split('.');
  const body = Buffer.from(JSON.stringify(claimsFor('google', nonce, { sub: 'someone-else' }))).toString(
    'base64url',
  );
  return `${head}.${body}.${sig}`;
}

/** Google id_tokens that must not sign anybody in, each one change away from a good one. */
const BAD_GOOGLE_TOKENS: [string, (nonce: string) => Promise<string> | string][] = [
  ['signed with another key', (n) => signRs256(claimsFor('google', n), strangerKey.privateKey)],
  ['claims changed after signing', tampered],
  ['another audience', (n) => signRs256(claimsFor('google', n, { aud: 'someone-elses-client' }))],
  ['another issuer', (n) => signRs256(claimsFor('google', n, { iss: 'https://evil.example' }))],
  [
    'expired (beyond the clock tolerance)',
    (n) => signRs256(claimsFor('google', n, { iat: now() - 300, exp: now() - 120 })),
  ],
  ['issued in the future', (n) => signRs256(claimsFor('google', n, { iat: now() + 600, exp: now() + 1200 }))],
  ['without exp', (n) => signRs256(claimsFor('google', n, { exp: undefined }))],
  ['without sub', (n) => signRs256(claimsFor('google', n, { sub: undefined }))],
  ['alg none', (n) => new UnsecuredJWT(claimsFor('google', n)).encode()],
  [
    'ES256 with a key of the published set (not pinned for Google)',
    (n) =>
      new SignJWT(claimsFor('google', n))
        .setProtectedHeader({ alg: 'ES256', kid: 'test-google-ec', typ: 'JWT' })
        .sign(ecKey.privateKey),
  ],
  [
    'HS256 with the client secret (not pinned for Google)',
    (n) => signHs256(claimsFor('google', n), LOTUS_GOOGLE_SECRET),
  ],
];
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
        // lotus: Google's and LINE's token endpoints are the stubbed https://idp.test (forged id_tokens).
        lotus: (doc) => {
          const social = doc.socialLogin as Record<string, Record<string, string>>;
          return {
            ...doc,
            socialLogin: {
              ...social,
              google: { ...social.google, tokenUrl: `${IDP}/google/token` },
              line: { ...social.line, tokenUrl: `${IDP}/line/token` },
            },
          };
        },
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

  const LOTUS = 'lotus.localhost';
  const identityCount = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM social_identities'))[0]!.n);

  /**
   * A sign-in on lotus whose token endpoint (the stubbed https://idp.test) answers the id_token `forge`
   * makes for the flow's nonce: answers where the callback sends the browser, and how to call it again.
   */
  async function forgedSignIn(provider: Forged, forge: (nonce: string) => Promise<string> | string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/social/${provider}/start`,
      headers: { 'x-merchant-code': 'lotus', host: LOTUS },
      payload: { language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ url: string }>().url, `http://${LOTUS}`);
    const token = await forge(url.searchParams.get('nonce')!);
    idTokenReply = token;
    // The provider sends the browser back with a code (the stubbed token endpoint takes any).
    const at = new URL(url.searchParams.get('redirect_uri')!);
    at.searchParams.set('code', 'forged-code');
    at.searchParams.set('state', url.searchParams.get('state')!);
    const cookie = cookieOf(res.headers['set-cookie']);
    return { back: await callback(at, cookie, LOTUS), at, cookie, token };
  }

  const completeOnLotus = async (ticket: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/social/complete',
        headers: { 'x-merchant-code': 'lotus' },
        payload: { ticket },
      })
    ).json<{ outcome: string; provider: string }>();

  /** The sign-in was refused with `kind`: no ticket, no member, no identity. */
  async function refused(
    back: URLSearchParams,
    kind: string,
    counts: { members: number; identities: number },
  ) {
    expect(back.get('error')).toBe(kind);
    expect(back.get('ticket')).toBeNull();
    expect(await memberCount()).toBe(counts.members);
    expect(await identityCount()).toBe(counts.identities);
  }
  const counts = async () => ({ members: await memberCount(), identities: await identityCount() });

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

  it('a secret kept in a MERCHANT_SECRET_* environment variable authenticates the client to the provider', async () => {
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
  it('the demo provider signs its id_tokens ES256 with the key it publishes at /demo/idp/<provider>/jwks', async () => {
    const published = await t.app.inject({
      method: 'GET',
      url: '/demo/idp/google/jwks',
      headers: { host: HOST },
    });
    expect(published.statusCode).toBe(200);
    const jwks = published.json<JSONWebKeySet>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    // The demo token endpoint's id_token, as the platform's callback gets it.
    const s = await start('google');
    const at = await consent(s.url, { email: 'jwks.check@example.com' });
    const [flow] = await t.db.query<{ code_verifier: string }>(
      'SELECT code_verifier FROM social_flows WHERE state_hash = $1',
      [createHash('sha256').update(s.state).digest('hex')],
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/demo/idp/google/token',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: at.searchParams.get('code')!,
        redirect_uri: s.url.searchParams.get('redirect_uri')!,
        client_id: 'demo-google-demo-client',
        client_secret: 'demo-only-demo-google-secret-0000',
        code_verifier: flow!.code_verifier,
      }).toString(),
    });
    const idToken = reply.json<{ id_token: string }>().id_token;
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]!.kid });
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: '/demo/idp/google',
      audience: 'demo-google-demo-client',
    });
    expect(payload).toMatchObject({
      nonce: s.url.searchParams.get('nonce'),
      email: 'jwks.check@example.com',
    });
    // That code is spent; a whole demo sign-in still goes through (the callback checks the same way).
    expect((await signIn('google', 'jwks.check@example.com')).outcome).toBe('created');
  });

  it('an id_token signed with the provider’s published key signs in; the key set is fetched once and kept', async () => {
    const before = await counts();
    const first = await forgedSignIn('google', (n) => signRs256(claimsFor('google', n)));
    expect(first.back.get('error')).toBeNull();
    expect(await completeOnLotus(first.back.get('ticket')!)).toMatchObject({
      outcome: 'created',
      provider: 'google',
    });
    expect(await counts()).toEqual({ members: before.members + 1, identities: before.identities + 1 });
    // Expired 30 s ago: within the clock tolerance (60 s).
    const again = await forgedSignIn('google', (n) => signRs256(claimsFor('google', n, { exp: now() - 30 })));
    expect(again.back.get('error')).toBeNull();
    expect(await completeOnLotus(again.back.get('ticket')!)).toMatchObject({ outcome: 'login' });
    // Google's key set was asked for once (by the first test run of this file), then kept.
    expect(certFetches).toBe(1);
  });

  it.each(BAD_GOOGLE_TOKENS)('a Google id_token %s is refused and signs nobody in', async (_why, forge) => {
    const before = await counts();
    const { back } = await forgedSignIn('google', forge);
    await refused(back, 'provider', before);
  });

  it('LINE id_tokens are HS256 with the channel secret, and only that', async () => {
    const before = await counts();
    const wrongSecret = await forgedSignIn('line', (n) =>
      signHs256(claimsFor('line', n), 'not-the-channel-secret'),
    );
    await refused(wrongSecret.back, 'provider', before);
    const rs256 = await forgedSignIn('line', (n) => signRs256(claimsFor('line', n)));
    await refused(rs256.back, 'provider', before);
    const none = await forgedSignIn('line', (n) => new UnsecuredJWT(claimsFor('line', n)).encode());
    await refused(none.back, 'provider', before);
    const good = await forgedSignIn('line', (n) => signHs256(claimsFor('line', n), LOTUS_LINE_SECRET));
    expect(good.back.get('error')).toBeNull();
    expect(await completeOnLotus(good.back.get('ticket')!)).toMatchObject({
      outcome: 'created',
      provider: 'line',
    });
  });

  it('a replayed id_token or nonce is refused: for a new flow, on the same callback again, or with no nonce', async () => {
    const used = await forgedSignIn('google', (n) =>
      signRs256(claimsFor('google', n, { sub: 'replayed-subject' })),
    );
    expect(used.back.get('error')).toBeNull();
    const before = await counts();
    // The token of that finished sign-in handed out again, for a new flow: its nonce is not this flow's.
    const replay = await forgedSignIn('google', () => used.token);
    await refused(replay.back, 'state', before);
    // The same callback again, the token endpoint still answering the same token: the flow is spent.
    idTokenReply = used.token;
    await refused(await callback(used.at, used.cookie, LOTUS), 'state', before);
    // A token without a nonce.
    const bare = await forgedSignIn('google', (n) => signRs256(claimsFor('google', n, { nonce: undefined })));
    await refused(bare.back, 'state', before);
    // The replayed sign-in's ticket was never issued: only the first one's is good, once.
    expect(await completeOnLotus(used.back.get('ticket')!)).toMatchObject({ outcome: 'created' });
  });
});
