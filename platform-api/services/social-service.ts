import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import { socialUsername, type SocialError, type SocialProvider } from '../../core/social';
import { isBackPath } from '../../core/routes';
import type { Platform } from '../context';
import { assertOpen } from './access';
import type { Queryable } from '../../server/db/db';
import { hashPassword } from '../lib/passwords';
import { newToken } from '../lib/tokens';
import { readyProvider, type ReadyProvider } from '../lib/social-providers';
import { findMemberById, insertMember } from '../repositories/members-repository';
import {
  SOCIAL_FLOW_MINUTES,
  findIdentity,
  linkIdentity,
  saveFlow,
  saveTicket,
  takeFlow,
  type SocialOutcome,
} from '../repositories/social-repository';

/*
 * Social sign-in (issue 17): the OAuth 2.0 authorization-code flow with PKCE (S256) and state, plus
 * the OpenID Connect nonce for Google and Line. The player page asks `start` for the provider's
 * address; the provider sends the browser back to the callback with a code; the server trades the
 * code (with its client secret and the PKCE verifier) for tokens, learns who the person is, and
 * links, creates or finds the member. The browser gets a one-time ticket (never a session token in an
 * address) that the player page trades for its session.
 */

export const SOCIAL_STATE_COOKIE = 'social_state';
export const socialCallbackPath = (provider: SocialProvider) => `/api/auth/social/${provider}/callback`;
/** The player page that trades the ticket or shows why the sign-in failed. */
export const SOCIAL_RETURN_PAGE = '/m/social';

/** How the server talks to a provider: an https:// address over the network, a path of this server in process. */
export type HttpCall = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; body: unknown }>;

export class SocialFailure extends Error {
  constructor(
    readonly kind: SocialError,
    detail?: string,
  ) {
    super(detail ?? kind);
  }
}

const b64url = (b: Buffer) => b.toString('base64url');

/** The address the browser goes to: the provider's authorization endpoint with state, PKCE and nonce. */
export async function startSocial(
  p: Platform,
  merchant: MerchantConfig,
  provider: SocialProvider,
  o: { origin: string; linkMemberId?: number; returnPath?: string; language: string },
): Promise<{ url: string; state: string }> {
  const ready = readyProvider(merchant, provider, demoMode(p), p.opts.merchantSecrets);
  if (!ready) throw new SocialFailure('unavailable');
  const state = newToken();
  const verifier = newToken();
  const nonce = newToken();
  const redirectUri = `${o.origin}${socialCallbackPath(provider)}`;
  await saveFlow(p.db, state, {
    merchant_code: merchant.code,
    provider,
    code_verifier: verifier,
    nonce,
    redirect_uri: redirectUri,
    link_member_id: o.linkMemberId ?? null,
    return_path: isBackPath(o.returnPath) ? o.returnPath : '/m/home',
  });
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: ready.clientId,
    redirect_uri: redirectUri,
    scope: ready.scope,
    state,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(ready.oidc ? { nonce } : {}),
    ui_locales: o.language,
  });
  const sep = ready.authorizeUrl.includes('?') ? '&' : '?';
  return { url: `${ready.authorizeUrl}${sep}${params}`, state };
}

export const demoMode = (p: Platform) => p.opts.demo && !p.opts.production;

interface Identity {
  subject: string;
  name?: string;
  email?: string;
}

/** Clock skew allowed between the provider and this server for `exp` and `iat`, in seconds. */
const CLOCK_TOLERANCE = 60;

/** The providers' published key sets, one per address: jose fetches each when needed and refreshes it. */
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/**
 * The keys of the provider's id_tokens: its published key set (the demo provider's, a path of this
 * server, read in process through `http`), or the client secret for an HMAC (LINE).
 */
async function idTokenKeys(ready: ReadyProvider, http: HttpCall): Promise<JWTVerifyGetKey> {
  const url = ready.jwksUrl;
  if (!url) {
    const secret = new TextEncoder().encode(ready.clientSecret);
    return () => secret;
  }
  if (url.startsWith('/')) {
    const res = await http(url, { method: 'GET', headers: { accept: 'application/json' } });
    if (res.status !== 200) throw new SocialFailure('provider', `jwks ${res.status}`);
    return createLocalJWKSet(res.body as JSONWebKeySet);
  }
  let keys = remoteKeySets.get(url);
  if (!keys) remoteKeySets.set(url, (keys = createRemoteJWKSet(new URL(url))));
  return keys;
}

/**
 * Verifies an id_token (OIDC Core 3.1.3.7) with jose: the signature under the provider's pinned
 * algorithms, `iss`, `aud`, `exp` and `iat`, then the flow's `nonce` (a mismatch is a `state` failure:
 * a token of another flow) and `sub`.
 */
async function readIdToken(
  ready: ReadyProvider,
  http: HttpCall,
  token: unknown,
  nonce: string,
): Promise<Identity> {
  if (typeof token !== 'string') throw new SocialFailure('provider', 'no id_token');
  let c: JWTPayload;
  try {
    ({ payload: c } = await jwtVerify(token, await idTokenKeys(ready, http), {
      algorithms: ready.idTokenAlgorithms,
      issuer: ready.issuers,
      audience: ready.clientId,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE,
      maxTokenAge: `${SOCIAL_FLOW_MINUTES} minutes`,
    }));
  } catch (err) {
    if (err instanceof SocialFailure) throw err;
    const why = err instanceof errors.JOSEError ? `${err.code} ${err.message}` : String(err);
    throw new SocialFailure('provider', `id_token: ${why}`);
  }
  if (c.nonce !== nonce) throw new SocialFailure('state', 'id_token nonce');
  if (typeof c.sub !== 'string' || !c.sub) throw new SocialFailure('provider', 'id_token sub');
  return {
    subject: c.sub,
    name: typeof c.name === 'string' ? c.name : undefined,
    email: typeof c.email === 'string' && c.email_verified !== false ? c.email : undefined,
  };
}

async function exchangeCode(
  ready: ReadyProvider,
  http: HttpCall,
  code: string,
  flow: { code_verifier: string; nonce: string; redirect_uri: string },
): Promise<Identity> {
  const tokenReply = await http(ready.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirect_uri,
      client_id: ready.clientId,
      client_secret: ready.clientSecret,
      code_verifier: flow.code_verifier,
    }).toString(),
  });
  const tokens = (tokenReply.body ?? {}) as Record<string, unknown>;
  if (tokenReply.status !== 200 || typeof tokens.access_token !== 'string') {
    // invalid_grant: the code is unknown, used, expired, or not this client's or verifier's.
    if (tokens.error === 'invalid_grant') throw new SocialFailure('code', 'invalid_grant');
    throw new SocialFailure('provider', `token endpoint ${tokenReply.status} ${String(tokens.error ?? '')}`);
  }
  if (ready.oidc) return readIdToken(ready, http, tokens.id_token, flow.nonce);
  const me = await http(ready.userinfoUrl, {
    method: 'GET',
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
  });
  const info = (me.body ?? {}) as Record<string, unknown>;
  const subject = info.id ?? info.sub;
  if (me.status !== 200 || typeof subject !== 'string' || !subject)
    throw new SocialFailure('provider', `userinfo ${me.status}`);
  return {
    subject,
    name: typeof info.name === 'string' ? info.name : undefined,
    email: typeof info.email === 'string' ? info.email : undefined,
  };
}

/** A new member for a new identity, under the merchant's register rules that apply without a form. */
async function createMember(
  db: Queryable,
  merchant: MerchantConfig,
  provider: SocialProvider,
  who: Identity,
): Promise<number> {
  const fields = merchant.register.fields;
  // An invitation-only site: the form asks for the code, a social sign-in cannot.
  if (fields.affiliateCode.enabled && fields.affiliateCode.required) throw new SocialFailure('invitation');
  const nickRule = fields.nickname;
  const nickname = (who.name ?? '').trim().slice(0, nickRule.maxLength);
  for (let i = 0; i < 5; i++) {
    const username = socialUsername(provider, fields.username, () => newToken());
    if (!username) break;
    const id = await insertMember(db, {
      merchantCode: merchant.code,
      username,
      // No password: the account signs in with the provider (or sets one with "forgot password").
      passwordHash: await hashPassword(newToken()),
      email: who.email ?? null,
      nickname,
    });
    if (id !== undefined) return id;
  }
  throw new SocialFailure('provider', 'no username fits the merchant rule');
}

/**
 * The callback: takes the flow by its state (once; it must match the browser's state cookie), trades
 * the code, then logs in, links or creates. Returns the ticket; failures throw SocialFailure and
 * change nothing (the flow is spent, so the same state cannot be tried again). A nonce belongs to one
 * flow, which is taken once: an id_token, or its nonce, signs in once at most.
 */
export async function finishSocial(
  p: Platform,
  req: FastifyRequest,
  provider: SocialProvider,
  q: { code?: string; state?: string; error?: string },
  cookieState: string | undefined,
  http: HttpCall,
): Promise<{ ticket: string; outcome: SocialOutcome }> {
  if (!q.state || !cookieState || q.state !== cookieState) throw new SocialFailure('state');
  const flow = await takeFlow(p.db, q.state);
  // The merchant is the one the flow started for (the provider's redirect names none).
  const merchant = flow ? p.opts.merchant(flow.merchant_code) : undefined;
  if (!flow || !merchant || flow.provider !== provider) throw new SocialFailure('state');
  assertOpen(req, merchant);
  if (q.error) throw new SocialFailure(q.error === 'access_denied' ? 'denied' : 'provider', q.error);
  if (!q.code) throw new SocialFailure('code');
  const ready = readyProvider(merchant, provider, demoMode(p), p.opts.merchantSecrets);
  if (!ready) throw new SocialFailure('unavailable');
  const who = await exchangeCode(ready, http, q.code, flow);
  req.log.info({ provider, merchant: merchant.code }, 'social identity verified');

  const linked = await findIdentity(p.db, merchant.code, provider, who.subject);
  let memberId: number;
  let outcome: SocialOutcome;
  if (flow.link_member_id !== null) {
    if (linked && linked.member_id !== flow.link_member_id) throw new SocialFailure('linked');
    if (!linked) {
      const ok = await linkIdentity(p.db, merchant.code, {
        memberId: flow.link_member_id,
        provider,
        subject: who.subject,
        email: who.email,
        name: who.name,
      });
      // The member has another identity of this provider linked already.
      if (!ok) throw new SocialFailure('linked');
    }
    memberId = flow.link_member_id;
    outcome = 'linked';
  } else if (linked) {
    memberId = linked.member_id;
    outcome = 'login';
  } else {
    memberId = await p.db.transaction(async (tx) => {
      const id = await createMember(tx, merchant, provider, who);
      const ok = await linkIdentity(tx, merchant.code, {
        memberId: id,
        provider,
        subject: who.subject,
        email: who.email,
        name: who.name,
      });
      if (!ok) throw new SocialFailure('linked');
      return id;
    });
    outcome = 'created';
  }
  const member = await findMemberById(p.db, memberId);
  if (!member || member.status === 'disabled') throw new SocialFailure('disabled');
  const ticket = newToken();
  await saveTicket(p.db, ticket, {
    merchant: merchant.code,
    memberId,
    outcome,
    provider,
    returnPath: flow.return_path,
  });
  return { ticket, outcome };
}
