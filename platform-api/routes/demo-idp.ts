import formbody from '@fastify/formbody';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { t } from '../../locales/node';
import type { SocialProvider } from '../../core/social';
import type { MerchantConfig } from '../../schemas';
import type { Platform } from '../context';
import { contentLang } from '../context';
import { hashToken, newToken } from '../lib/tokens';
import { DEMO_IDP_ALG, demoIssuer, resolveSecret } from '../lib/social-providers';
import { socialCallbackPath, demoMode } from '../services/social-service';
import { escapeHtml, page } from './demo-html';
import {
  identityOfToken,
  insertGrant,
  setAccessToken,
  spendGrant,
} from '../repositories/demo-idp-repository';
import type { TypedApp } from '../../server/typed-app';

/*
 * The demo identity provider (issue 17, demo mode only): Google, Facebook and Line as a local
 * OAuth 2.0 / OpenID Connect server, so a demo sign-in runs the same code path a real provider does.
 * - GET  /demo/idp/<provider>/authorize: the consent page; the person picks or types a demo identity.
 * - POST /demo/idp/<provider>/authorize: consent given (a code to the redirect_uri) or refused (access_denied).
 * - POST /demo/idp/<provider>/token: the code, client secret and PKCE verifier → access token (+ id_token
 *   for the OIDC providers, signed ES256 with a key pair made at start).
 * - GET  /demo/idp/<provider>/jwks: the public key of that pair, a JWKS like Google's; the platform reads
 *   it in process (lib/social-providers.ts: jwksUrl) and checks the id_token as it checks Google's.
 * - GET  /demo/idp/<provider>/userinfo: the person behind an access token (Facebook's Graph shape for facebook).
 * Clients are the merchants' `socialLogin` registrations; codes are single use and live 60 s.
 */

const CODE_SECONDS = 60;
const TOKEN_SECONDS = 600;

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };
const COLOURS: Record<SocialProvider, string> = { google: '#1a73e8', facebook: '#1877f2', line: '#06c755' };

/** The demo people offered on the consent page (any other can be typed). */
const PEOPLE = [
  { name: 'Nguyễn Thu Lan', initial: 'L', email: 'lan.nguyen@demo.example' },
  { name: 'Trần Minh Quân', initial: 'Q', email: 'quan.tran@demo.example' },
  { name: 'Alex Morgan', initial: 'A', email: 'alex.morgan@demo.example' },
] as const;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,24}$/;

interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  ui_locales?: string;
}
const PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
] as const;

const subjectOf = (provider: SocialProvider, email: string) =>
  `demo-${createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24)}`;

/** The signing key pair of this run of the demo provider, and its public half as a JWKS. */
async function signingKeys() {
  const { privateKey, publicKey } = await generateKeyPair(DEMO_IDP_ALG);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, kid, jwks: { keys: [{ ...jwk, kid, alg: DEMO_IDP_ALG, use: 'sig' }] } };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function demoIdp(app: TypedApp, p: Platform): Promise<void> {
  if (!demoMode(p)) return;
  await app.register(formbody);
  const keys = await signingKeys();

  /**
   * The merchant that registered this client id with this provider. Merchants of one group may share
   * a client id: the one whose host the sign-in returns to is the site the person is signing in to.
   */
  const clientOf = (
    provider: SocialProvider,
    clientId: string | undefined,
    redirectUri?: string,
  ): MerchantConfig | undefined => {
    if (!clientId) return undefined;
    const registered = p.opts
      .merchantCodes()
      .map((c) => p.opts.merchant(c))
      .filter((m): m is MerchantConfig => m?.socialLogin[provider]?.clientId === clientId);
    let back: URL | undefined;
    try {
      back = new URL(redirectUri ?? '');
    } catch {
      back = undefined;
    }
    return (
      registered.find((m) => back && (m.hosts.includes(back.host) || m.hosts.includes(back.hostname))) ??
      registered[0]
    );
  };

  const langOf = (req: FastifyRequest, ui?: string) =>
    ui?.toLowerCase().startsWith('vi') ? 'vi' : ui?.toLowerCase().startsWith('en') ? 'en' : contentLang(req);

  /** A request the provider cannot send back to the client: an error page, never a redirect. */
  function check(req: FastifyRequest, provider: SocialProvider, q: AuthorizeParams): string | undefined {
    const merchant = clientOf(provider, q.client_id, q.redirect_uri);
    if (!merchant) return 'client';
    let target: URL;
    try {
      target = new URL(q.redirect_uri ?? '');
    } catch {
      return 'redirect';
    }
    if (
      target.pathname !== socialCallbackPath(provider) ||
      target.host !== new URL(`http://${req.host}`).host
    )
      return 'redirect';
    if (q.response_type !== 'code' || !q.state) return 'request';
    if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'request';
    return undefined;
  }

  const errorPage = (lang: string, provider: SocialProvider, why: string) =>
    page(
      lang,
      t(lang, 'social.idp.title', { provider: NAMES[provider] }),
      `<main class="card"><h1>${escapeHtml(t(lang, 'social.idp.title', { provider: NAMES[provider] }))}</h1><p role="alert" class="err">${escapeHtml(t(lang, `social.idp.invalid.${why}`))}</p></main>`,
    );

  const consentPage = (lang: string, provider: SocialProvider, q: AuthorizeParams, problem?: string) => {
    const merchant = clientOf(provider, q.client_id, q.redirect_uri)!;
    const hidden = PARAM_NAMES.map((k) =>
      q[k] === undefined ? '' : `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`,
    ).join('');
    const people = PEOPLE.map(
      (person, i) =>
        `<label class="who"><input type="radio" name="person" value="${i}"${i === 0 ? ' checked' : ''}><span class="avatar" aria-hidden="true">${escapeHtml(person.initial)}</span><span><strong>${escapeHtml(person.name)}</strong><small>${escapeHtml(person.email)}</small></span></label>`,
    ).join('');
    const title = t(lang, 'social.idp.title', { provider: NAMES[provider] });
    const style = `<style>body{background:#f1f3f6;color:#1f2329;text-align:left}main{max-width:420px;margin:0 auto}
.card{background:#fff;color:#1f2329;border-radius:18px;padding:20px;margin:12px auto;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px}.mark{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:10px;background:${COLOURS[provider]};color:#fff;font-weight:800}
h1{font-size:20px;margin:14px 0 4px}.note{background:#fff6d6;border-radius:10px;padding:8px 12px;font-size:14px;color:#4a3b00}
fieldset{border:0;padding:0;margin:12px 0}legend{font-weight:600;margin-bottom:6px}.who{display:flex;gap:12px;align-items:center;padding:10px;border:1px solid #d7dbe2;border-radius:12px;margin:6px 0}
.who small{display:block;color:#4d5562}.avatar{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:50%;background:#e4e8f0;font-weight:700;color:#1f2329}
label.field{display:block;margin:8px 0 2px;font-weight:600;font-size:14px}input[type=text],input[type=email]{width:100%;box-sizing:border-box;font:inherit;padding:10px 12px;border:1px solid #8a93a3;border-radius:10px}
.scopes{font-size:14px;color:#333a45}.actions{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}
button{background:${COLOURS[provider]};color:#fff;min-width:0}button.secondary{background:#e4e8f0;color:#1f2329}.err{color:#b3261e}</style>`;
    const body = `<main><div class="card">
<div class="brand"><span class="mark" aria-hidden="true">${escapeHtml(NAMES[provider].charAt(0))}</span>${escapeHtml(NAMES[provider])}</div>
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(t(lang, 'social.idp.demoNote', { provider: NAMES[provider] }))}</p>
<p>${escapeHtml(t(lang, 'social.idp.continueTo', { site: merchant.name }))}</p>
${problem ? `<p role="alert" class="err">${escapeHtml(t(lang, `social.idp.problem.${problem}`))}</p>` : ''}
<form method="post" action="/demo/idp/${provider}/authorize">${hidden}
<fieldset><legend>${escapeHtml(t(lang, 'social.idp.pick'))}</legend>${people}</fieldset>
<fieldset><legend>${escapeHtml(t(lang, 'social.idp.other'))}</legend>
<label class="field" for="idp-name">${escapeHtml(t(lang, 'social.idp.name'))}</label><input id="idp-name" type="text" name="name" maxlength="60" autocomplete="name">
<label class="field" for="idp-email">${escapeHtml(t(lang, 'social.idp.email'))}</label><input id="idp-email" type="email" name="email" maxlength="254" autocomplete="email">
</fieldset>
<p class="scopes">${escapeHtml(t(lang, 'social.idp.shares', { site: merchant.name }))}</p>
<div class="actions"><button type="submit" name="decision" value="deny" class="secondary">${escapeHtml(t(lang, 'social.idp.cancel'))}</button><button type="submit" name="decision" value="allow">${escapeHtml(t(lang, 'social.idp.allow'))}</button></div>
</form></div></main>`;
    return page(lang, title, body, style);
  };

  const str = { type: 'string', maxLength: 2048 } as const;
  const params = {
    type: 'object',
    required: ['provider'],
    properties: { provider: { type: 'string', enum: ['google', 'facebook', 'line'] } },
  } as const;
  const authorizeQuery = {
    type: 'object',
    additionalProperties: true,
    properties: Object.fromEntries(PARAM_NAMES.map((k) => [k, str])) as Record<
      (typeof PARAM_NAMES)[number],
      typeof str
    >,
  } as const;
  const pick = (src: AuthorizeParams): AuthorizeParams =>
    Object.fromEntries(PARAM_NAMES.filter((k) => src[k] !== undefined).map((k) => [k, src[k]]));

  app.get(
    '/demo/idp/:provider/authorize',
    { schema: { hide: true, params, querystring: authorizeQuery } },
    async (req, reply) => {
      const provider = req.params.provider;
      const q = pick(req.query);
      const lang = langOf(req, q.ui_locales);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const why = check(req, provider, q);
      if (why) return reply.code(400).send(errorPage(lang, provider, why));
      return consentPage(lang, provider, q);
    },
  );

  app.post(
    '/demo/idp/:provider/authorize',
    {
      schema: {
        hide: true,
        params,
        body: {
          type: 'object',
          additionalProperties: true,
          properties: {
            ...authorizeQuery.properties,
            decision: { type: 'string', enum: ['allow', 'deny'] },
            person: { type: 'string', maxLength: 4 },
            name: { type: 'string', maxLength: 60 },
            email: { type: 'string', maxLength: 254 },
          },
        },
      },
    },
    async (req, reply) => {
      const provider = req.params.provider;
      const q = pick(req.body);
      const lang = langOf(req, q.ui_locales);
      reply.header('cache-control', 'no-store');
      const why = check(req, provider, q);
      if (why)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(errorPage(lang, provider, why));
      const target = new URL(q.redirect_uri!);
      target.searchParams.set('state', q.state!);
      if (req.body.decision !== 'allow') {
        target.searchParams.set('error', 'access_denied');
        return reply.redirect(target.toString(), 303);
      }
      const typed = (req.body.email ?? '').trim();
      let who: { name: string; email: string };
      if (typed) {
        if (!EMAIL.test(typed))
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(consentPage(lang, provider, q, 'email'));
        who = { name: (req.body.name ?? '').trim() || typed.split('@')[0]!, email: typed.toLowerCase() };
      } else {
        const person = PEOPLE[Number(req.body.person ?? '0')] ?? PEOPLE[0];
        who = { name: person.name, email: person.email };
      }
      const code = newToken();
      await insertGrant(p.db, {
        codeHash: hashToken(code),
        provider,
        clientId: q.client_id,
        redirectUri: q.redirect_uri,
        codeChallenge: q.code_challenge,
        nonce: q.nonce ?? null,
        identity: { sub: subjectOf(provider, who.email), ...who },
      });
      target.searchParams.set('code', code);
      return reply.redirect(target.toString(), 303);
    },
  );

  const oauthError = (error: string, description: string) => ({ error, error_description: description });

  app.post(
    '/demo/idp/:provider/token',
    {
      schema: {
        hide: true,
        params,
        body: {
          type: 'object',
          additionalProperties: true,
          properties: {
            grant_type: str,
            code: str,
            redirect_uri: str,
            client_id: str,
            client_secret: str,
            code_verifier: str,
          },
        },
      },
    },
    async (req, reply) => {
      const provider = req.params.provider;
      const b = req.body;
      reply.header('cache-control', 'no-store');
      const merchant = clientOf(provider, b.client_id, b.redirect_uri);
      const secret = resolveSecret(merchant?.socialLogin[provider]?.clientSecret, p.opts.merchantSecrets);
      if (!merchant || !secret || !b.client_secret || !sameText(secret, b.client_secret))
        return reply.code(401).send(oauthError('invalid_client', 'unknown client or wrong secret'));
      if (b.grant_type !== 'authorization_code')
        return reply.code(400).send(oauthError('unsupported_grant_type', 'authorization_code only'));
      // Single use: the code is spent by this very update, whatever follows.
      const g = await spendGrant(p.db, hashToken(b.code ?? ''), provider, CODE_SECONDS);
      const challenge = createHash('sha256')
        .update(b.code_verifier ?? '')
        .digest('base64url');
      if (
        !g ||
        g.client_id !== b.client_id ||
        g.redirect_uri !== b.redirect_uri ||
        g.code_challenge !== challenge
      )
        return reply.code(400).send(oauthError('invalid_grant', 'code unknown, used, expired or not yours'));
      const who = (typeof g.identity === 'string' ? JSON.parse(g.identity) : g.identity) as {
        sub: string;
        name: string;
        email: string;
      };
      const accessToken = newToken();
      await setAccessToken(p.db, hashToken(b.code!), hashToken(accessToken));
      const now = Math.floor(Date.now() / 1000);
      return {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_SECONDS,
        ...(provider === 'facebook'
          ? {}
          : {
              scope: 'openid profile email',
              id_token: await new SignJWT({
                ...(g.nonce ? { nonce: g.nonce } : {}),
                name: who.name,
                email: who.email,
                email_verified: true,
              })
                .setProtectedHeader({ alg: DEMO_IDP_ALG, kid: keys.kid, typ: 'JWT' })
                .setIssuer(demoIssuer(provider))
                .setSubject(who.sub)
                .setAudience(g.client_id)
                .setIssuedAt(now)
                .setExpirationTime(now + TOKEN_SECONDS)
                .sign(keys.privateKey),
            }),
      };
    },
  );

  app.get('/demo/idp/:provider/jwks', { schema: { hide: true, params } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys.jwks;
  });

  app.get('/demo/idp/:provider/userinfo', { schema: { hide: true, params } }, async (req, reply) => {
    const provider = req.params.provider;
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7) : '';
    const identity = await identityOfToken(p.db, hashToken(token), provider, TOKEN_SECONDS);
    if (!token || identity === undefined)
      return reply.code(401).send(oauthError('invalid_token', 'unknown access token'));
    const who = (typeof identity === 'string' ? JSON.parse(identity) : identity) as {
      sub: string;
      name: string;
      email: string;
    };
    return provider === 'facebook'
      ? { id: who.sub, name: who.name, email: who.email }
      : { sub: who.sub, name: who.name, email: who.email, email_verified: true };
  });
}
