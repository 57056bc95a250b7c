import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../server/typed-app';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route answer while the replica sheds load (its types omit it). */
    pressureHandler?: (req: FastifyRequest, reply: FastifyReply) => unknown;
  }
}
const healthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'not-ready'] },
    merchants: { type: 'integer' },
    database: { type: 'string' },
    stopping: {
      type: 'boolean',
      description:
        'True once the replica got a stop signal: it serves for STOP_READY_DELAY_MS more, then closes.',
    },
    pressure: {
      type: 'boolean',
      description: 'True while this replica sheds load (its event loop lags): take it out of rotation.',
    },
    redis: {
      type: 'string',
      enum: ['ok', 'degraded'],
      description:
        'With REDIS_URL: degraded while Redis does not answer (the per-IP limits count in the database meanwhile); still ready.',
    },
  },
} as const;

/** /healthz: the process answers. /readyz: configs loaded and the database reachable (503 while it is not). */
export async function healthRoutes(
  app: TypedApp,
  opts: {
    stopping: () => boolean;
    ready: () => Promise<{ merchants: number; database: string | undefined; redis?: 'ok' | 'degraded' }>;
  },
) {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: configs loaded, database open',
        response: { 200: healthSchema, 503: healthSchema },
      },
      // While the replica sheds load (@fastify/under-pressure), readiness says so in its own format.
      config: {
        pressureHandler: (_req, reply) => {
          void reply.code(503).header('Retry-After', '1');
          return { status: 'not-ready' as const, pressure: true };
        },
      },
    },
    async (_req, reply) => {
      if (opts.stopping()) return reply.code(503).send({ status: 'not-ready', stopping: true });
      const r = await opts.ready().catch(() => ({ merchants: 0, database: undefined }));
      const ok = r.merchants > 0 && r.database !== undefined;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'not-ready',
        merchants: r.merchants,
        database: r.database ?? 'unreachable',
        ...('redis' in r && r.redis ? { redis: r.redis } : {}),
      });
    },
  );
}
