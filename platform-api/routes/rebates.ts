import { rebatesQuerySchema, rebatesResponseSchema } from '../../schemas/api';
import type { TypedApp } from '../../server/typed-app';
import type { Platform } from '../context';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { listRebates } from '../repositories/rebates-repository';
import { startRebateScheduler } from '../services/rebate-service';

const tags = ['rebates'];
const security = [{ bearer: [] }];

/** A member's rebates (the reward centre's Rebates tab), and the scheduler that pays them. */
export async function rebateRoutes(app: TypedApp, p: Platform): Promise<void> {
  const stop = startRebateScheduler(
    p.db,
    () => p.opts.merchantCodes().flatMap((c) => p.opts.merchant(c) ?? []),
    app.log,
  );
  app.addHook('onClose', async () => stop());

  app.get(
    '/api/rebates',
    {
      preHandler: requireRole(p, 'member'),
      schema: {
        tags,
        security,
        querystring: rebatesQuerySchema,
        response: { 200: rebatesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const page = req.query.page ?? 1;
      const size = req.query.size ?? 20;
      return listRebates(p.db, playerOf(req).id, size, (page - 1) * size);
    },
  );
}
