import { AppError } from '../../server/http-errors';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, closeSession, openSession, requireRole, tokenOf } from './sessions';
import { checkPassword, createUser, listUsers, mayManage } from './users';
import { LoginGuard } from './login-guard';
import { authErrors, loginBody, newUserBody, secured, userSchema } from './schemas';
import { fieldOf, type TypedApp } from '../../server/typed-app';

/** Failed or not, 10 logins a minute per address and username; the 11th answers 429 RATE_LIMITED. */
export const LOGIN_LIMIT = { max: 10, timeWindow: 60_000 };

export async function authRoutes(app: TypedApp, { db, limits, store }: AdminContext): Promise<void> {
  await registerRateLimit(app, limits);
  const guard = new LoginGuard(db);

  app.post(
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
        scope: 'none',
        rateLimit: {
          ...LOGIN_LIMIT,
          hook: 'preHandler',
          keyGenerator: (req) => `${req.ip}|${String(fieldOf(req.body, 'username') ?? '').toLowerCase()}`,
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
      config: { scope: 'none' },
      schema: { ...secured, response: { 204: { type: 'null' }, ...errorResponses(401) } },
      preHandler: requireRole(db, ...ALL_ROLES),
    },
    async (req, reply) => {
      await closeSession(db, tokenOf(req)!);
      await audit(db, { actor: req.consoleUser!.username, action: 'logout', ip: req.ip });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/me',
    {
      config: { scope: 'none' },
      schema: { ...secured, response: { 200: userSchema, ...errorResponses(401) } },
      preHandler: requireRole(db, ...ALL_ROLES),
    },
    async (req) => req.consoleUser!,
  );

  app.get(
    '/api/admin/users',
    {
      config: { scope: 'list' },
      schema: { ...secured, response: { 200: { type: 'array', items: userSchema }, ...authErrors } },
      preHandler: requireRole(db, 'operator'),
    },
    // An operator limited to some merchants sees only the users they may manage.
    async (req) => (await listUsers(db)).filter((u) => mayManage(req.consoleUser!, u)),
  );

  app.post(
    '/api/admin/users',
    {
      config: { scope: 'create' },
      schema: {
        ...secured,
        body: newUserBody,
        response: { 201: userSchema, ...authErrors, ...errorResponses(409) },
      },
      preHandler: requireRole(db, 'operator'),
    },
    async (req, reply) => {
      const me = req.consoleUser!;
      // A scoped operator creates users within their own merchants (theirs by default).
      const wanted = req.body.merchants ?? me.merchants;
      if (req.body.merchants === null && me.merchants) throw new AppError('FORBIDDEN', { merchants: 'all' });
      const unknown = (wanted ?? []).filter(
        (m) => !store.get(m) || (me.merchants && !me.merchants.includes(m)),
      );
      if (unknown.length) throw new AppError('MERCHANT_NOT_FOUND', { merchants: unknown });
      const user = await createUser(db, {
        username: req.body.username,
        password: req.body.password,
        role: req.body.role,
        createdBy: me.username,
        ...(wanted ? { merchants: wanted } : {}),
        ...(req.body.email ? { email: req.body.email } : {}),
        ...(req.body.language ? { language: req.body.language } : {}),
      });
      if (!user) throw new AppError('USERNAME_TAKEN');
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'userCreated',
        ip: req.ip,
        detail: {
          username: user.username,
          role: user.role,
          ...(wanted ? { merchants: wanted } : {}),
          ...(req.body.email ? { email: req.body.email } : {}),
        },
      });
      return reply.code(201).send({
        ...user,
        ...(req.body.email ? { email: req.body.email } : {}),
        ...(req.body.language ? { language: req.body.language } : {}),
      });
    },
  );
}
