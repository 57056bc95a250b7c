import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema, outboxResponseSchema } from '../../schemas/api';
import type { Platform } from '../context';
import { errorResponses } from '../lib/schema-refs';
import { readOutbox, type OutboxKind } from '../repositories/outbox-repository';

/** The dev outbox over HTTP: registered only with DEMO_OUTBOX=1 and never in production (404 otherwise). */
export async function devRoutes(app: FastifyInstance, p: Platform): Promise<void> {
  if (!p.opts.demoOutbox || p.opts.production) return;
  app.get<{ Querystring: { kind: OutboxKind; to?: string; limit?: number } }>(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const rows = await readOutbox(p.db, req.query.kind, req.query.to, req.query.limit ?? 10);
      return {
        messages: rows.map((r) => ({
          kind: r.kind,
          to: r.recipient,
          body: r.body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
}
