import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform-api/lib/http-errors';
import { registerRateLimit } from '../../platform-api/lib/rate-limit';
import { errorResponses } from '../../platform-api/lib/schema-refs';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, closeSession, openSession, requireRole, tokenOf } from './sessions';
import { checkPassword, createUser, listUsers } from './users';
import { LoginGuard } from './login-guard';
import { authErrors, loginBody, newUserBody, secured, userSchema } from './schemas';

/** Failed or not, 10 logins a minute per address and username; the 11th answers 429 RATE_LIMITED. */
export const LOGIN_LIMIT = { max: 10, timeWindow: 60_000 };

export async function authRoutes(app: FastifyInstance, { db, limits }: AdminContext): Promise<void> {
  await registerRateLimit(app, limits);
  const guard = new LoginGuard(db);

  app.post<{ Body: { username: string; password: string; captcha?: string; captchaId?: string } }>(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin'],
        body: loginBody,
        response: {
          200: {
            type: 'object',
            required: ['token', 'expiresAt', 'user'],
            properties: {
              token: { type: 'string' },
              expiresAt: { type: 'string', format: 'date-time' },
              user: userSchema,
            },
          },
          ...errorResponses(400, 401, 429),
        },
      },
      config: {
        rateLimit: {
          ...LOGIN_LIMIT,
          hook: 'preHandler',
          keyGenerator: (req) =>
            `${req.ip}|${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
    },
    async (req) => {
      const { username, password } = req.body;
      try {
        await guard.begin(username, { id: req.body.captchaId, answer: req.body.captcha });
      } catch (err) {
        await audit(db, {
          actor: username,
          action: 'loginFailed',
          ip: req.ip,
          detail: { refused: 'tooManyFailures' },
        });
        throw err;
      }
      const user = await checkPassword(db, username, password);
      if (!user) {
        await audit(db, { actor: username, action: 'loginFailed', ip: req.ip });
        throw new AppError('WRONG_CREDENTIALS', { captcha: await guard.captchaNext(username) });
      }
      await guard.succeed(username);
      const session = await openSession(db, user, req.ip);
      await audit(db, { actor: user.username, action: 'login', ip: req.ip });
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: { ...secured, response: { 204: { type: 'null' }, ...errorResponses(401) } },
      preHandler: requireRole(db, ...ALL_ROLES),
    },
    async (req, reply) => {
      await closeSession(db, tokenOf(req)!);
      await audit(db, { actor: req.consoleUser!.username, action: 'logout', ip: req.ip });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/me',
    {
      schema: { ...secured, response: { 200: userSchema, ...errorResponses(401) } },
      preHandler: requireRole(db, ...ALL_ROLES),
    },
    async (req) => req.consoleUser!,
  );

  app.get(
    '/api/admin/users',
    {
      schema: { ...secured, response: { 200: { type: 'array', items: userSchema }, ...authErrors } },
      preHandler: requireRole(db, 'operator'),
    },
    async () => listUsers(db),
  );

  app.post<{ Body: { username: string; password: string; role: 'operator' | 'support' | 'viewer' } }>(
    '/api/admin/users',
    {
      schema: {
        ...secured,
        body: newUserBody,
        response: { 201: userSchema, ...authErrors, ...errorResponses(409) },
      },
      preHandler: requireRole(db, 'operator'),
    },
    async (req, reply) => {
      const user = await createUser(db, { ...req.body, createdBy: req.consoleUser!.username });
      if (!user) throw new AppError('USERNAME_TAKEN');
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'userCreated',
        ip: req.ip,
        detail: { username: user.username, role: user.role },
      });
      return reply.code(201).send(user);
    },
  );
}
