import formbody from '@fastify/formbody';
import {
  agentInfoResponseSchema,
  contractsResponseSchema,
  feedbackBodySchema,
  HEAD_ICONS,
  headIconBodySchema,
  headIconResponseSchema,
  memberInfoResponseSchema,
  okSchema,
  rankProgressResponseSchema,
  unreadResponseSchema,
  walletsResponseSchema,
} from '../../schemas/api';
import { merchantOf, type Platform } from '../context';
import { AGENT_TYPES, GUEST_TYPE, NO_CONTRACT_TYPES } from '../lib/constants';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { findMemberById, insertFeedback, setHeadIcon } from '../repositories/members-repository';
import { unreadAnnouncementCount } from '../repositories/content-repository';
import { segmentsOfReader } from './content';
import { unreadInboxCount } from '../repositories/inbox-repository';
import { readWallet } from '../repositories/ledger-repository';
import { currentContracts, teamTotals } from '../repositories/agents-repository';
import { CONTRACT_FIELDS } from '../../core/member-types';
import { currencyDigits, toMinor } from '../../core/money';
import { vipStatus } from '../../core/vip';
import { vipLevels, vipTotals } from '../repositories/member-area-repository';
import type { TypedApp } from '../../server/typed-app';

const tags = ['member'];
const security = [{ bearer: [] }];
/** The value of a pending request in the contract response (the request type the seed has always used). */
const PENDING_REQUEST = '1';
const EMPTY_CONTRACTS = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };

export async function memberRoutes(app: TypedApp, p: Platform): Promise<void> {
  await app.register(formbody);
  const session = requireRole(p, 'session');
  const member = requireRole(p, 'member');
  const me = async (id: number) => (await findMemberById(p.db, id))!;

  app.get(
    '/api/member/info',
    {
      preHandler: session,
      schema: { tags, security, response: { 200: memberInfoResponseSchema, ...errorResponses(401) } },
    },
    async (req) => {
      const m = await me(playerOf(req).id);
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname,
        type: m.type,
        headIcon: m.head_icon,
        isAgent: AGENT_TYPES.includes(m.type),
        trial: m.trial,
        ...(m.mobile ? { mobileNum: m.mobile } : {}),
        ...(m.email ? { email: m.email } : {}),
        hasPaymentPassword: m.payment_password_hash !== null,
      };
    },
  );

  app.get(
    '/api/member/wallets',
    {
      preHandler: session,
      schema: { tags, security, response: { 200: walletsResponseSchema, ...errorResponses(401) } },
    },
    async (req) => {
      const m = await me(playerOf(req).id);
      const merchant = merchantOf(p, req);
      const currency = merchant.currency.code;
      // The member wallet is the ledger's balance (minor units); the agent's merchant balance is still a plain column.
      const wallet = await readWallet(p.db, m.id);
      return {
        member: { sumBalance: wallet.balance, currency, held: wallet.held },
        merchant: {
          sumBalance: toMinor(Number(m.merchant_balance), currencyDigits(merchant.currency)),
          currency,
        },
      };
    },
  );

  app.get(
    '/api/member/rank-progress',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: rankProgressResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      // Spec §3 rank progress, computed from the ledger and the rounds (the same as /api/member/vip).
      const merchant = merchantOf(p, req);
      const currency = { code: merchant.currency.code, digits: currencyDigits(merchant.currency) };
      const [levels, totals] = await Promise.all([
        vipLevels(p.db, merchant.code, currency),
        vipTotals(p.db, playerOf(req).id),
      ]);
      const s = vipStatus(levels, totals);
      return {
        currentProgress: {
          completedConditions: s.completedConditions,
          totalExpectedConditions: s.totalExpectedConditions,
        },
        playerRankProgress: s.next ? { labelId: s.next.labelId } : {},
      };
    },
  );

  app.get(
    '/api/member/unread',
    {
      preHandler: session,
      schema: { tags, security, response: { 200: unreadResponseSchema, ...errorResponses(401) } },
    },
    async (req) => {
      const player = playerOf(req);
      const announcements =
        player.type === GUEST_TYPE
          ? 0
          : await unreadAnnouncementCount(
              p.db,
              merchantOf(p, req).code,
              player.id,
              await segmentsOfReader(p, req),
            );
      // Spec §4: session type 4 skips the chat and inbox unread fetch; chat only with CBS3.
      if (player.type === GUEST_TYPE) return { announcements };
      return {
        announcements,
        ...(merchantOf(p, req).flags.CBS3 ? { chat: { unReadCount: 0 } } : {}),
        inbox: await unreadInboxCount(p.db, player.id),
      };
    },
  );

  app.get(
    '/api/member/contracts',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: contractsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      const player = playerOf(req);
      // Types 4, 40, 41, 42 never see contract prompts (spec §6).
      if (NO_CONTRACT_TYPES.includes(player.type)) return EMPTY_CONTRACTS;
      // Non-empty = a pending request (spec §3); its terms are at /api/member/contracts/:kind.
      const out = { ...EMPTY_CONTRACTS };
      for (const c of await currentContracts(p.db, player.id))
        if (c.status === 'pending') out[CONTRACT_FIELDS[c.kind]] = PENDING_REQUEST;
      return out;
    },
  );

  app.get(
    '/api/member/head-icon',
    {
      preHandler: session,
      schema: { tags, security, response: { 200: headIconResponseSchema, ...errorResponses(401) } },
    },
    async (req) => ({
      headIcon: (await me(playerOf(req).id)).head_icon,
      options: [...HEAD_ICONS],
    }),
  );

  app.post(
    '/api/member/head-icon',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: headIconBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      await setHeadIcon(p.db, playerOf(req).id, req.body.headIcon);
      return { success: true };
    },
  );

  app.put(
    '/api/member/feedback',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        body: feedbackBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      await insertFeedback(p.db, playerOf(req).id, req.body.category ?? null, req.body.content.trim());
      return { success: true };
    },
  );

  app.get(
    '/api/agent/info',
    {
      preHandler: requireRole(p, 'agent'),
      schema: {
        tags: ['agent'],
        security,
        response: { 200: agentInfoResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const m = await me(playerOf(req).id);
      const team = await teamTotals(p.db, m.id);
      return {
        affiliateCode: m.affiliate_code ?? '',
        downlines: team.downlines,
        teamDeposit: team.deposit,
        teamBet: 0,
      };
    },
  );
}
