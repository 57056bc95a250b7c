import { customerTasks } from '../../core/tasks';
import { NUMERO_GAMES, numeroGame, VN_REGIONS, vnLatest } from '../../core/lottery-draws';
import { numeroResponseSchema, tasksResponseSchema, vnLotteryResponseSchema } from '../../schemas/api';
import type { TypedApp } from '../../server/typed-app';
import { errorResponses } from '../../server/schema-refs';
import { merchantOf, type Platform } from '../context';
import { playerOf, requireRole } from '../lib/session';
import { taskFacts } from '../repositories/member-area-repository';

/** Draw results change once a period: clients may keep them this long. */
const DRAWS_MAX_AGE_S = 15;

/**
 * Spec §7 lottery extras of the LOTT and ELOTT screens (VN lottery, numero) and the customer tasks
 * of spec §2 (CustomerTask).
 */
export async function longtailRoutes(app: TypedApp, p: Platform): Promise<void> {
  app.get(
    '/api/games/lottery/vn',
    { schema: { tags: ['games'], response: { 200: vnLotteryResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${DRAWS_MAX_AGE_S}`);
      const now = p.clock.now();
      return { regions: VN_REGIONS.map((r) => vnLatest(r, now)) };
    },
  );

  app.get(
    '/api/games/lottery/numero',
    { schema: { tags: ['games'], response: { 200: numeroResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = p.clock.now();
      return { serverTime: now, list: NUMERO_GAMES.map((g) => numeroGame(g, now)) };
    },
  );

  app.get(
    '/api/member/tasks',
    {
      preHandler: requireRole(p, 'member'),
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        response: { 200: tasksResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const id = playerOf(req).id;
      const facts = await taskFacts(p.db, id);
      const merchant = merchantOf(p, req);
      return {
        list: customerTasks(facts, { signIn: merchant.flags.signIn, kyc: merchant.kyc.enabled }),
      };
    },
  );
}
