import { adminPaymentsParamsSchema } from '../../schemas';
import { adminGrantRewardBodySchema, adminGrantRewardResponseSchema } from '../../schemas/api';
import { AppError } from '../../server/http-errors';
import type { TypedApp } from '../../server/typed-app';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  type BackOfficeDeps,
} from '../lib/back-office';
import { findMemberByUsername } from '../repositories/members-repository';
import { rewardDto } from '../repositories/member-area-repository';
import { grantRewardByOperator } from '../services/rewards-admin-service';

/*
 * Operators grant a reward to a member (it appears claimable in the member's reward centre); the
 * grant and its audit row are one transaction. Support and viewers cannot grant.
 */
export async function rewardAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const operator = deps.requireRole('operator');

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
      if (!deps.merchant(req.params.code)) throw new AppError('MERCHANT_NOT_FOUND');
      const member = await findMemberByUsername(db, req.params.code, req.body.username.trim());
      if (!member || member.trial) throw new AppError('ACCOUNT_NOT_FOUND');
      const reward = await grantRewardByOperator(db, deps.audit, {
        merchantCode: req.params.code,
        member,
        title: req.body.title?.trim() ?? '',
        amount: req.body.amount,
        expiresInDays: req.body.expiresInDays,
        actor: deps.actor(req),
        ip: req.ip,
      });
      return { reward: rewardDto(reward), memberId: member.id };
    },
  );
}
