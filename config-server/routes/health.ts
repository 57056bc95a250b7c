import type { TypedApp } from '../../server/typed-app';
const healthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'not-ready'] },
    merchants: { type: 'integer' },
    database: { type: 'string' },
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
    },
    async (_req, reply) => {
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
