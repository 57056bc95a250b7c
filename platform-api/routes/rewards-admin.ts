import { adminPaymentsParamsSchema } from '../../schemas';
import { adminGrantRewardBodySchema, adminGrantRewardResponseSchema } from '../../schemas/api';
import { AppError } from '../../server/http-errors';
import { findMemberByUsername, grantReward, postInbox, rewardDto } from '../../platform-api';
import type { TypedApp } from '../../server/typed-app';
import type { AdminContext } from './context';
import { audit } from './audit';
import { requireRole } from './sessions';
import { authErrors, secured } from './schemas';

const DAY_MS = 86_400_000;

/*
 * Operators grant a reward to a member (it appears claimable in the member's reward centre); the
 * grant and its audit row are one transaction. Support and viewers cannot grant.
 */
export async function rewardAdminRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const operator = requireRole(db, 'operator');

  app.post(
    '/api/admin/merchants/:code/rewards',
    {
      preHandler: operator,
      schema: {
        ...secured,
        summary: 'Grants a reward to a member (claimable in the reward centre)',
        params: adminPaymentsParamsSchema,
        body: adminGrantRewardBodySchema,
        response: { 200: adminGrantRewardResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      if (!store.get(req.params.code)) throw new AppError('MERCHANT_NOT_FOUND');
      const member = await findMemberByUsername(db, req.params.code, req.body.username.trim());
      if (!member || member.trial) throw new AppError('ACCOUNT_NOT_FOUND');
      const actor = req.consoleUser!.username;
      const title = req.body.title?.trim() ?? '';
      const reward = await db.transaction(async (tx) => {
        const r = await grantReward(tx, {
          memberId: member.id,
          source: 'operator',
          title,
          amount: req.body.amount,
          expiresAt: req.body.expiresInDays ? new Date(Date.now() + req.body.expiresInDays * DAY_MS) : null,
          grantedBy: actor,
        });
        await postInbox(tx, member.id, 'rewardGranted', { amount: r.amount, ...(title ? { title } : {}) });
        await audit(tx, {
          actor,
          action: 'rewardGranted',
          merchant: req.params.code,
          ip: req.ip,
          detail: { rewardId: r.id, memberId: member.id, username: member.username, amount: r.amount, title },
        });
        return r;
      });
      return { reward: rewardDto(reward), memberId: member.id };
    },
  );
}
