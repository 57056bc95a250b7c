import { registerFields, registerMethods } from '../../core';
import {
  affiliateCheckBodySchema,
  botChallengeResponseSchema,
  captchaResponseSchema,
  encryptedBodySchema,
  encryptionHeaderSchema,
  loginPayloadSchema,
  okSchema,
  publicKeyResponseSchema,
  registerPayloadSchema,
  registerSettingsResponseSchema,
  renewResponseSchema,
  sessionSchema,
  smsCodeBodySchema,
  smsCodeResponseSchema,
  trialResponseSchema,
  usernameAvailableResponseSchema,
  usernameQuerySchema,
  type LoginPayload,
  type RegisterPayload,
} from '../../schemas/api';
import { contentLang, merchantOf, type Platform } from '../context';
import { SESSION_TTL_MS, TRIAL_OPENING_BALANCE, TRIAL_SESSION_TTL_MS, TRIAL_TYPE } from '../lib/constants';
import { encryptionHeader, openEnvelope } from '../lib/envelope';
import { hashPassword } from '../lib/passwords';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { newToken } from '../lib/tokens';
import { validatePayload } from '../../server/validate';
import { insertMember, usernameExists } from '../repositories/members-repository';
import { takeTrial } from '../repositories/security-repository';
import { createSession, renewSession, revokeSession } from '../repositories/sessions-repository';
import { originOf } from '../services/session-service';
import { assertOpen } from '../services/access';
import { login } from '../services/login-service';
import { agentForCode, register } from '../services/register-service';
import {
  checkBotCheck,
  fullMobile,
  newBotChallenge,
  newCaptcha,
  sendSmsCode,
} from '../services/verification-service';
import { fieldOf, type TypedApp } from '../../server/typed-app';

/** Per-IP ceilings on the calls that cost the server (argon2, RSA) or send messages; the login failure counters are separate. */
const AUTH_RATE = { max: 60, timeWindow: '1 minute' } as const;
/** A captcha is cheap and asked on every form mount and image click. */
const CAPTCHA_RATE = { max: 120, timeWindow: '1 minute' } as const;
const tags = ['auth'];

export async function authRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });

  app.get(
    '/api/auth/public-key',
    { schema: { tags, response: { 200: publicKeyResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: p.keys.publicPem };
    },
  );

  app.get(
    '/api/auth/captcha',
    {
      config: { rateLimit: CAPTCHA_RATE },
      schema: { tags, response: { 200: captchaResponseSchema, ...errorResponses(404, 429) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return newCaptcha(p, merchantOf(p, req), refererPath(fieldOf(req.headers, 'referer')));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        description: 'Encrypted login payload (schemas/api/auth.schema.ts loginPayloadSchema).',
        headers: encryptionHeaderSchema,
        body: encryptedBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 404, 423, 429) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      assertOpen(req, merchant);
      const payload = validatePayload<LoginPayload>(
        loginPayloadSchema,
        openEnvelope(p.keys, encryptionHeader(req), req.body),
      );
      return login(p, req, merchant, payload);
    },
  );

  app.post(
    '/api/auth/trial',
    {
      config: { rateLimit: AUTH_RATE },
      schema: { tags, response: { 200: trialResponseSchema, ...errorResponses(404, 429) } },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      // Spec §4 trial count: none left today for this address, no trial (the player reads why).
      const trialCount = await takeTrial(p.db, merchant.code, req.ip, merchant.limits.trialsPerDay);
      if (trialCount === 0) return { trialCount };
      const trialName = `trial_${newToken().slice(0, 10)}`;
      const id = await insertMember(p.db, {
        merchantCode: merchant.code,
        username: trialName,
        passwordHash: await hashPassword(newToken()),
        nickname: trialName,
        type: TRIAL_TYPE,
        trial: true,
        openingBalance: TRIAL_OPENING_BALANCE,
      });
      const { token, expiresAt } = await createSession(
        p.db,
        id!,
        merchant.code,
        TRIAL_SESSION_TTL_MS,
        originOf(req),
      );
      return {
        trialCount,
        token,
        userName: trialName,
        customerType: TRIAL_TYPE,
        trialName,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/auth/renew',
    {
      preHandler: requireRole(p, 'session'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: renewResponseSchema, ...errorResponses(401) },
      },
    },
    async (req) => {
      const player = playerOf(req);
      return {
        expiresAt: (
          await renewSession(p.db, player.tokenHash, player.trial ? TRIAL_SESSION_TTL_MS : SESSION_TTL_MS)
        ).toISOString(),
      };
    },
  );

  app.get(
    '/api/auth/register/settings',
    { schema: { tags, response: { 200: registerSettingsResponseSchema } } },
    async (req) => {
      const merchant = merchantOf(p, req);
      const methods = registerMethods(merchant);
      const fields = Object.fromEntries(
        methods.map((m) => [
          m,
          registerFields(merchant, m).map(({ name, rule }) => ({
            name,
            required: rule.required,
            minLength: rule.minLength,
            maxLength: rule.maxLength,
            ...(rule.regExp ? { regExp: rule.regExp } : {}),
            ...(rule.patternId ? { patternId: rule.patternId } : {}),
          })),
        ]),
      );
      return { methods, fields, captcha: merchant.flags.captcha };
    },
  );

  app.put(
    '/api/auth/register',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        description:
          'Encrypted register payload (registerPayloadSchema); answers VALIDATION_FAILED with details { field: { key, params } }.',
        headers: encryptionHeaderSchema,
        body: encryptedBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      assertOpen(req, merchant);
      const payload = validatePayload<RegisterPayload>(
        registerPayloadSchema,
        openEnvelope(p.keys, encryptionHeader(req), req.body),
      );
      return register(p, merchant, payload, originOf(req));
    },
  );

  app.get(
    '/api/auth/register/username-available',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        querystring: usernameQuerySchema,
        response: { 200: usernameAvailableResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => ({
      available: !(await usernameExists(p.db, merchantOf(p, req).code, req.query.username.trim())),
    }),
  );

  app.post(
    '/api/auth/affiliate/check',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        body: affiliateCheckBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await agentForCode(p, merchantOf(p, req), req.body.code);
      return { success: true };
    },
  );

  app.get(
    '/api/auth/bot-challenge',
    {
      config: { rateLimit: CAPTCHA_RATE },
      schema: { tags, response: { 200: botChallengeResponseSchema, ...errorResponses(404, 429) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return newBotChallenge(p, merchantOf(p, req));
    },
  );

  app.post(
    '/api/auth/sms-code',
    {
      config: { rateLimit: AUTH_RATE },
      schema: {
        tags,
        body: smsCodeBodySchema,
        response: { 200: smsCodeResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      const mobile = fullMobile(merchant, req.body.mobileNum, req.body.countryDialingCode);
      const purpose = req.body.purpose ?? 'login';
      return {
        value: {
          expirationTime: await sendSmsCode(
            p,
            merchant,
            mobile,
            purpose,
            () => checkBotCheck(p, merchant, mobile, req.body.botCheck),
            { lang: contentLang(req), log: req.log },
          ),
        },
      };
    },
  );

  app.delete(
    '/api/auth/session',
    {
      preHandler: requireRole(p, 'session'),
      schema: { tags, security: [{ bearer: [] }], response: { 200: okSchema, ...errorResponses(401) } },
    },
    async (req) => {
      await revokeSession(p.db, playerOf(req).tokenHash);
      return { success: true };
    },
  );
}

/**
 * The path of the page a request came from (the Referer a browser sends with a fetch), for the dev
 * outbox to name which form a captcha was drawn for (issue 32 item 23); undefined when absent or odd.
 */
function refererPath(referer: unknown): string | undefined {
  if (typeof referer !== 'string' || referer.length > 2048) return undefined;
  try {
    const path = new URL(referer, 'http://x').pathname;
    return path.length <= 200 ? path : undefined;
  } catch {
    return undefined;
  }
}
