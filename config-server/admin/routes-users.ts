import type { FastifyRequest } from 'fastify';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { AdminContext } from './context';
import { audit } from './audit';
import { requireRole } from './sessions';
import {
  CONSOLE_ROLES,
  deleteUser,
  getUser,
  mayManage,
  otherActiveOperators,
  PASSWORD_MIN,
  revokeSessions,
  setDisabled,
  setPassword,
  updateUser,
  userMerchants,
} from './users';
import {
  authErrors,
  consoleEmailSchema,
  consoleLanguageSchema,
  merchantScopeSchema,
  secured,
  userSchema,
} from './schemas';
import type { TypedApp } from '../../server/typed-app';

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const passwordBody = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: { password: { type: 'string', minLength: PASSWORD_MIN, maxLength: 200 } },
} as const;

const changeBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    role: { type: 'string', enum: CONSOLE_ROLES },
    merchants: merchantScopeSchema,
    email: consoleEmailSchema,
    language: consoleLanguageSchema,
  },
} as const;

/**
 * Operators manage console users (issues 14 and 16): disable (every session ends at once) and
 * enable, end sessions, reset a password (sessions end), change the role or the merchants, delete.
 * An operator limited to some merchants manages only users limited to those merchants. Nobody
 * disables, demotes or deletes themself, and the last unrestricted operator stays. Audited.
 */
export async function userRoutes(app: TypedApp, { db, store }: AdminContext): Promise<void> {
  const operator = requireRole(db, 'operator');
  /** The user, when the caller may manage them (a user outside the caller's merchants is not found). */
  const managed = async (req: FastifyRequest, id: string) => {
    const user = await getUser(db, id);
    if (!user || !mayManage(req.consoleUser!, user)) throw new AppError('NOT_FOUND');
    return user;
  };
  const notSelf = (req: FastifyRequest, id: string) => {
    if (id === req.consoleUser!.id) throw new AppError('FORBIDDEN', { reason: 'self' });
  };

  for (const disabled of [true, false]) {
    app.post(
      `/api/admin/users/:id/${disabled ? 'disable' : 'enable'}`,
      {
        config: { scope: { owners: userMerchants } },
        schema: {
          ...secured,
          params: idParams,
          description: disabled
            ? 'Disables a console user: no login, every session ended. An operator cannot disable themself.'
            : 'Enables a disabled console user again.',
          response: { 200: userSchema, ...authErrors, ...errorResponses(404, 409) },
        },
        preHandler: operator,
      },
      async (req) => {
        const me = req.consoleUser!;
        const user = await managed(req, req.params.id);
        if (disabled) notSelf(req, user.id);
        if (await setDisabled(db, user.id, disabled, me.username)) {
          const revoked = disabled ? await revokeSessions(db, user.id) : 0;
          await audit(db, {
            actor: me.username,
            action: disabled ? 'userDisabled' : 'userEnabled',
            ip: req.ip,
            detail: { username: user.username, ...(disabled ? { sessionsRevoked: revoked } : {}) },
          });
        }
        return managed(req, user.id);
      },
    );
  }

  app.delete(
    '/api/admin/users/:id/sessions',
    {
      config: { scope: { owners: userMerchants } },
      schema: {
        ...secured,
        params: idParams,
        description: 'Ends every open session of a console user (they must log in again).',
        response: { 200: userSchema, ...authErrors, ...errorResponses(404) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = await managed(req, req.params.id);
      const revoked = await revokeSessions(db, user.id);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'sessionsRevoked',
        ip: req.ip,
        detail: { username: user.username, sessionsRevoked: revoked },
      });
      return managed(req, user.id);
    },
  );

  app.post(
    '/api/admin/users/:id/password',
    {
      config: { scope: { owners: userMerchants } },
      schema: {
        ...secured,
        params: idParams,
        body: passwordBody,
        description:
          'Sets a new password for a console user (the operator hands it over); every session of theirs ends.',
        response: { 200: userSchema, ...authErrors, ...errorResponses(404) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = await managed(req, req.params.id);
      await setPassword(db, user.id, req.body.password);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'passwordReset',
        ip: req.ip,
        detail: { username: user.username },
      });
      return managed(req, user.id);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { scope: { owners: userMerchants } },
      schema: {
        ...secured,
        params: idParams,
        body: changeBody,
        description:
          "Changes a console user's role and/or merchants (`null`: every merchant), mail address and mail language (`null`: none). Takes effect on their next request. An operator limited to some merchants can give only those; nobody changes their own role or scope (their own mail address and language, yes).",
        response: { 200: userSchema, ...authErrors, ...errorResponses(404, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      const me = req.consoleUser!;
      const user = await managed(req, req.params.id);
      const { role, merchants, email, language } = req.body;
      // Their own mail address and language, yes; their own role or merchants, no.
      if (role !== undefined || merchants !== undefined) notSelf(req, user.id);
      if (merchants !== undefined) {
        if (merchants === null && me.merchants) throw new AppError('FORBIDDEN', { merchants: 'all' });
        const unknown = (merchants ?? []).filter(
          (m) => !store.get(m) || (me.merchants && !me.merchants.includes(m)),
        );
        if (unknown.length) throw new AppError('MERCHANT_NOT_FOUND', { merchants: unknown });
      }
      const demotes =
        user.role === 'operator' &&
        !user.merchants &&
        ((role && role !== 'operator') || (merchants !== undefined && merchants !== null));
      if (demotes && (await otherActiveOperators(db, user.id)) === 0)
        throw new AppError('FORBIDDEN', { reason: 'lastOperator' });
      await updateUser(db, user.id, { role, merchants, email, language });
      await audit(db, {
        actor: me.username,
        action: 'userChanged',
        ip: req.ip,
        detail: {
          username: user.username,
          ...(role && role !== user.role ? { role: { from: user.role, to: role } } : {}),
          ...(merchants !== undefined ? { merchants: merchants ?? 'all' } : {}),
          ...(email !== undefined ? { email: email ?? 'none' } : {}),
          ...(language !== undefined ? { language: language ?? 'vi' } : {}),
        },
      });
      return managed(req, user.id);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { scope: { owners: userMerchants } },
      schema: {
        ...secured,
        params: idParams,
        description:
          'Deletes a console user and ends their sessions. Their name stays in versions and the audit log. Nobody deletes themself or the last unrestricted operator.',
        response: { 204: { type: 'null' }, ...authErrors, ...errorResponses(404) },
      },
      preHandler: operator,
    },
    async (req, reply) => {
      const user = await managed(req, req.params.id);
      notSelf(req, user.id);
      if (user.role === 'operator' && !user.merchants && (await otherActiveOperators(db, user.id)) === 0)
        throw new AppError('FORBIDDEN', { reason: 'lastOperator' });
      await deleteUser(db, user.id);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'userDeleted',
        ip: req.ip,
        detail: { username: user.username, role: user.role },
      });
      return reply.code(204).send(null);
    },
  );
}
