import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldOf, type TypedApp } from '../../server/typed-app';
import type { StoreEvent } from '../store/merchant-store';
import type { AdminContext } from './context';
import { audit, auditFacets } from './audit';
import { requireRole } from './sessions';
import { authErrors, secured } from './schemas';

/** Answers worth a line in the audit log when a signed-in console user gets them (issue 16). */
const REFUSED = new Set([403, 409, 412, 422, 428]);

/**
 * Issue 16 additions to the audit log: the filters' choices, refused attempts of signed-in users
 * (forbidden, conflicts, invalid saves), and disk edits (accepted and rejected).
 */
export async function auditExtraRoutes(app: TypedApp, { db }: AdminContext): Promise<void> {
  app.get(
    '/api/admin/audit/facets',
    {
      config: { scope: 'list' },
      schema: {
        ...secured,
        description: 'Who and which actions appear in the audit log (the choices of its filters).',
        response: {
          200: {
            type: 'object',
            required: ['actors', 'actions'],
            properties: {
              actors: { type: 'array', items: { type: 'string' } },
              actions: { type: 'array', items: { type: 'string' } },
            },
          },
          ...authErrors,
        },
      },
      preHandler: requireRole(db, 'operator'),
    },
    async (req) => auditFacets(db, req.consoleUser!.merchants),
  );

  // onSend, not onResponse: the row is written before the answer leaves, so whoever reads the
  // audit log right after a refusal finds it (onResponse ran after the client had its answer).
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const user = req.consoleUser;
    if (!user || !REFUSED.has(reply.statusCode) || !req.url.startsWith('/api/admin/')) return payload;
    const code = fieldOf(req.params, 'code');
    await audit(db, {
      actor: user.username,
      action: 'refused',
      merchant: typeof code === 'string' ? code : undefined,
      ip: req.ip,
      detail: {
        method: req.method,
        route: req.routeOptions.url ?? req.url.split('?')[0],
        status: reply.statusCode,
      },
    }).catch((err: unknown) => req.log.warn({ err }, 'could not audit a refused attempt'));
    return payload;
  });
}

/** A disk edit: published (with its version, recorded by the version log) or rejected with its problems. */
export function auditDiskEdit(ctx: AdminContext, e: StoreEvent, version?: number): Promise<void> {
  if (e.type === 'published')
    return audit(ctx.db, { actor: 'file', action: 'diskEdit', merchant: e.code, version, detail: {} });
  if (e.type === 'rejected')
    return audit(ctx.db, {
      actor: 'file',
      action: 'diskEditRejected',
      merchant: e.code,
      detail: {
        problems: e.problems.length,
        first: e.problems.slice(0, 3).map((p) => ({ pointer: p.pointer, key: p.key, params: p.params })),
      },
    });
  return Promise.resolve();
}
