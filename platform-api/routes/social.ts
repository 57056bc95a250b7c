import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCIAL_PROVIDER_IDS, type SocialProvider } from '../../core/social';
import {
  okSchema,
  socialCallbackQuerySchema,
  socialCompleteBodySchema,
  socialCompleteResponseSchema,
  socialLinksResponseSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialStartBodySchema,
  socialStartResponseSchema,
} from '../../schemas/api';
import { merchantOf, contentLang, type Platform } from '../context';
import { merchantOrigin } from '../../server/origin';
import { AppError } from '../../server/http-errors';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import { checkRole, playerOf, requireRole, resolvePlayer } from '../lib/session';
import { readyProvider } from '../lib/social-providers';
import { findMemberById } from '../repositories/members-repository';
import {
  SOCIAL_FLOW_MINUTES,
  identitiesOf,
  takeTicket,
  unlinkIdentity,
} from '../repositories/social-repository';
import { assertOpen } from '../services/access';
import { assertMayEnter } from '../services/login-service';
import { openSession, originOf } from '../services/session-service';
import {
  SOCIAL_RETURN_PAGE,
  SOCIAL_STATE_COOKIE,
  SocialFailure,
  demoMode,
  finishSocial,
  startSocial,
  type HttpCall,
} from '../services/social-service';

/** The same ceilings as the other sign-in calls (routes/auth.ts). */
const AUTH_RATE = { max: 60, timeWindow: '1 minute' } as const;
const tags = ['auth'];
const COOKIE_PATH = '/api/auth/social';

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function stateCookie(req: FastifyRequest, value: string, maxAge: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${SOCIAL_STATE_COOKIE}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Talks to a provider: https:// addresses over the network (10 s at most); a path of this server
 * (the demo identity provider) in process, through the same HTTP interface.
 */
function httpCall(app: FastifyInstance, req: FastifyRequest): HttpCall {
  return async (url, init) => {
    if (url.startsWith('/')) {
      const r = await app.inject({
        method: init.method,
        url,
        headers: { ...init.headers, host: req.host },
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      let body: unknown;
      try {
        body = r.json();
      } catch {
        body = undefined;
      }
      return { status: r.statusCode, body };
    }
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    let body: unknown;
    try {
      body = await r.json();
    } catch {
      body = undefined;
    }
    return { status: r.status, body };
  };
}

export async function socialRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });

  const ready = (req: FastifyRequest): SocialProvider[] => {
    const merchant = merchantOf(p, req);
    return SOCIAL_PROVIDER_IDS.filter((id) =>
      readyProvider(merchant, id, demoMode(p), p.opts.merchantSecrets),
    );
  };

  app.get(
    '/api/auth/social/providers',
    { schema: { tags, response: { 200: socialProvidersResponseSchema, ...errorResponses(404) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { providers: ready(req) };
    },
  );

  app.post(
    '/api/auth/social/:provider/start',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        description:
          'Starts a sign-in (or, with `link` and a member session, a link): answers the provider address to send the browser to, and sets the state cookie.',
        params: socialProviderParamsSchema,
        body: socialStartBodySchema,
        response: { 200: socialStartResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      const merchant = merchantOf(p, req);
      assertOpen(req, merchant);
      const body = req.body ?? {};
      const linkMemberId = body.link ? checkRole(await resolvePlayer(p, req), 'member').id : undefined;
      try {
        const { url, state } = await startSocial(p, merchant, req.params.provider, {
          // The callback address registered with the provider: one of the merchant's hosts.
          origin: merchantOrigin(req, merchant.hosts),
          linkMemberId,
          returnPath: body.returnPath,
          language: body.language ?? contentLang(req),
        });
        reply.header('set-cookie', stateCookie(req, state, SOCIAL_FLOW_MINUTES * 60));
        reply.header('cache-control', 'no-store');
        return { url };
      } catch (err) {
        if (err instanceof SocialFailure) throw new AppError('SOCIAL_UNAVAILABLE');
        throw err;
      }
    },
  );

  app.get(
    '/api/auth/social/:provider/callback',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        description:
          'Where the provider sends the browser back (register this address with the provider). Always a redirect to /m/social: with a one-time `ticket`, or an `error` (denied, state, code, provider, linked, unavailable, invitation, disabled).',
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
        response: { 303: { type: 'null' } },
      },
    },
    async (req, reply) => {
      const provider = req.params.provider;
      const back = new URLSearchParams({ provider });
      try {
        const { ticket } = await finishSocial(
          p,
          req,
          provider,
          req.query,
          readCookie(req, SOCIAL_STATE_COOKIE),
          httpCall(app, req),
        );
        back.set('ticket', ticket);
      } catch (err) {
        const kind = err instanceof SocialFailure ? err.kind : 'provider';
        req.log.warn({ provider, kind, reason: (err as Error).message }, 'social sign-in refused');
        back.set('error', kind);
      }
      reply.header('set-cookie', stateCookie(req, '', 0));
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(`${SOCIAL_RETURN_PAGE}?${back}`, 303);
    },
  );

  app.post(
    '/api/auth/social/complete',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        description: 'Trades the one-time ticket of the callback for the session (once, within 5 minutes).',
        body: socialCompleteBodySchema,
        response: { 200: socialCompleteResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      const t = await takeTicket(p.db, req.body.ticket, merchant.code);
      if (!t) throw new AppError('SOCIAL_TICKET_INVALID');
      const member = await findMemberById(p.db, t.member_id);
      if (!member) throw new AppError('SOCIAL_TICKET_INVALID');
      assertMayEnter(member);
      const session = await openSession(p, member, originOf(req));
      return { ...session, outcome: t.outcome, provider: t.provider, returnPath: t.return_path };
    },
  );

  const member = requireRole(p, 'member');
  app.get(
    '/api/member/social',
    {
      preHandler: member,
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        description: 'The social identities linked to the member.',
        response: { 200: socialLinksResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({
      links: (await identitiesOf(p.db, playerOf(req).id)).map((l) => ({
        provider: l.provider,
        ...(l.display_name ? { name: l.display_name } : {}),
        ...(l.email ? { email: l.email } : {}),
        linkedAt: new Date(l.linked_at).toISOString(),
      })),
    }),
  );

  app.delete(
    '/api/member/social/:provider',
    {
      preHandler: member,
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        params: socialProviderParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      if (!(await unlinkIdentity(p.db, playerOf(req).id, req.params.provider)))
        throw new AppError('NOT_FOUND');
      return { success: true };
    },
  );
}
