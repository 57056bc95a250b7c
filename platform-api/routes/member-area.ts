import {
  claimRewardResponseSchema,
  rewardParamsSchema,
  rewardsResponseSchema,
  signInResponseSchema,
  signInStateSchema,
  vipResponseSchema,
} from '../../schemas/api';
import { currencyDigits, withdrawDailyCount } from '../../core/money';
import { REWARD_TABS } from '../../core/rewards';
import { vipStatus } from '../../core/vip';
import { merchantOf, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import {
  listRewards,
  signInState,
  vipLevels,
  vipTotals,
  rewardDto,
  type Reward,
} from '../repositories/member-area-repository';

import type { TypedApp } from '../../server/typed-app';
import { claimRewardOnce, signInOnce } from '../services/member-area-service';

/*
 * The member area (issue 12 part A): the VIP ladder and where the member stands on it (computed from
 * the ledger's paid deposits and the game rounds' stakes), the reward centre (claim credits the
 * wallet through the ledger, once), and the daily sign-in (merchant flag signIn).
 */

const tags = ['member'];
const security = [{ bearer: [] }];
/** Claims and sign-ins are cheap to retry but move money: a member's client never needs more than this. */
const MONEY_ACTION_RATE = { max: 30, timeWindow: '1 minute' } as const;

export async function memberAreaRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });
  const member = requireRole(p, 'member');
  const currencyOf = (req: Parameters<typeof merchantOf>[1]) => {
    const m = merchantOf(p, req);
    return { code: m.currency.code, digits: currencyDigits(m.currency) };
  };

  app.get(
    '/api/member/vip',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'VIP ladder, the member’s totals and the progress to the next level (spec §4)',
        response: { 200: vipResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const currency = currencyOf(req);
      const [levels, totals] = await Promise.all([
        vipLevels(p.db, merchantOf(p, req).code, currency),
        vipTotals(p.db, playerOf(req).id),
      ]);
      const s = vipStatus(levels, totals);
      const withdraw = merchantOf(p, req).payments.withdraw;
      return {
        currency,
        // Withdrawals a day: the merchant JSON's rule, the figure the server enforces at each level.
        levels: levels.map((l) => ({
          ...l,
          benefits: { ...l.benefits, dailyWithdrawals: withdrawDailyCount(withdraw, l.level) },
        })),
        ...(s.current ? { current: s.current.level } : {}),
        ...(s.next ? { next: s.next.level } : {}),
        totals,
        conditions: s.conditions,
        currentProgress: {
          completedConditions: s.completedConditions,
          totalExpectedConditions: s.totalExpectedConditions,
        },
        playerRankProgress: s.next ? { labelId: s.next.labelId } : {},
        ratio: s.ratio,
      };
    },
  );

  app.get(
    '/api/rewards',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'The member’s rewards (reward centre, REWCEN3), newest first, with the count of each tab',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: REWARD_TABS } },
        },
        response: { 200: rewardsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      if (!merchantOf(p, req).flags.REWCEN3) throw new AppError('FEATURE_UNAVAILABLE');
      const all = await listRewards(p.db, playerOf(req).id);
      const tab = req.query.status ?? 'all';
      const count = (s: Reward['status']) => all.filter((r) => r.status === s).length;
      return {
        list: all.filter((r) => tab === 'all' || r.status === tab).map(rewardDto),
        counts: {
          all: all.length,
          claimable: count('claimable'),
          claimed: count('claimed'),
          expired: count('expired'),
        },
      };
    },
  );

  app.post(
    '/api/rewards/:id/claim',
    {
      preHandler: member,
      config: { rateLimit: MONEY_ACTION_RATE },
      schema: {
        tags,
        security,
        summary: 'Claims a reward: the wallet is credited through the ledger, once',
        params: rewardParamsSchema,
        response: { 200: claimRewardResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      if (!merchantOf(p, req).flags.REWCEN3) throw new AppError('FEATURE_UNAVAILABLE');
      const out = await claimRewardOnce(p.db, playerOf(req).id, req.params.id);
      return { reward: rewardDto(out.reward), balance: out.balance };
    },
  );

  app.get(
    '/api/member/sign-in',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Daily sign-in state: signed today, streak, the 7-day rewards (flag signIn)',
        response: { 200: signInStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      if (!merchantOf(p, req).flags.signIn) throw new AppError('FEATURE_UNAVAILABLE');
      return signInState(p.db, playerOf(req).id, currencyOf(req));
    },
  );

  app.post(
    '/api/member/sign-in',
    {
      preHandler: member,
      config: { rateLimit: MONEY_ACTION_RATE },
      schema: {
        tags,
        security,
        summary: 'Signs in for today; the day’s reward is credited through the ledger, once a day',
        response: { 200: signInResponseSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req) => {
      if (!merchantOf(p, req).flags.signIn) throw new AppError('FEATURE_UNAVAILABLE');
      const currency = currencyOf(req);
      return signInOnce(p.db, playerOf(req).id, currency);
    },
  );
}
