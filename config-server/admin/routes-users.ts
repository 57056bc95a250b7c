import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform-api/lib/http-errors';
import { errorResponses } from '../../platform-api/lib/schema-refs';
import type { AdminContext } from './context';
import { audit } from './audit';
import { requireRole } from './sessions';
import { getUser, revokeSessions, setDisabled } from './users';
import { authErrors, secured, userSchema } from './schemas';

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/**
 * Operators disable and enable console users and end their sessions (issue 14 item 8). Disabling
 * also ends every session at once; a disabled user's token is refused even before that. Audited.
 */
export async function userRoutes(app: FastifyInstance, { db }: AdminContext): Promise<void> {
  const operator = requireRole(db, 'operator');
  const found = async (id: string) => {
    const user = await getUser(db, id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  };

  for (const disabled of [true, false]) {
    app.post<{ Params: { id: string } }>(
      `/api/admin/users/:id/${disabled ? 'disable' : 'enable'}`,
      {
        schema: {
          ...secured,
          params: idParams,
          description: disabled
            ? 'Disables a console user: no login, every session ended. An operator cannot disable themself.'
            : 'Enables a disabled console user again.',
          response: { 200: userSchema, ...authErrors, ...errorResponses(409) },
        },
        preHandler: operator,
      },
      async (req) => {
        const me = req.consoleUser!;
        const user = await found(req.params.id);
        if (disabled && user.id === me.id) throw new AppError('FORBIDDEN', { reason: 'self' });
        if (await setDisabled(db, user.id, disabled, me.username)) {
          const revoked = disabled ? await revokeSessions(db, user.id) : 0;
          await audit(db, {
            actor: me.username,
            action: disabled ? 'userDisabled' : 'userEnabled',
            ip: req.ip,
            detail: { username: user.username, ...(disabled ? { sessionsRevoked: revoked } : {}) },
          });
        }
        return found(user.id);
      },
    );
  }

  app.delete<{ Params: { id: string } }>(
    '/api/admin/users/:id/sessions',
    {
      schema: {
        ...secured,
        params: idParams,
        description: 'Ends every open session of a console user (they must log in again).',
        response: { 200: userSchema, ...authErrors },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = await found(req.params.id);
      const revoked = await revokeSessions(db, user.id);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'sessionsRevoked',
        ip: req.ip,
        detail: { username: user.username, sessionsRevoked: revoked },
      });
      return found(user.id);
    },
  );
}
