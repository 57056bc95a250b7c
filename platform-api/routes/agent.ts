import {
  agentApplicationBodySchema,
  agentApplicationResponseSchema,
  agentDownlineQuerySchema,
  agentDownlineResponseSchema,
  agentHomeResponseSchema,
  agentRangeQuerySchema,
  contractDecisionBodySchema,
  contractDecisionResponseSchema,
  contractDetailResponseSchema,
  contractParamsSchema,
} from '../../schemas/api';
import {
  commissionFor,
  joinValues,
  rangeInstants,
  rangeValid,
  validateJoin,
  type ContractTerms,
} from '../../core/agent';
import { isAgentType } from '../../core/member-types';
import { merchantOf, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import { playerOf, requireRole } from '../lib/session';
import { findMemberById } from '../repositories/members-repository';
import {
  currentContracts,
  insertApplication,
  latestApplication,
  listDownline,
  teamKpis,
  teamPlay,
  type Application,
  type Contract,
} from '../repositories/agents-repository';
import { answerContract } from '../services/agent-contract-service';

/*
 * The agent programme (issue 13): the /m/join application, the agent home's team report (KPIs,
 * downline, commission from the accepted contracts) and the contract pages' accept / reject.
 * Every figure is read from the ledger and the game rounds of the agent's own downline.
 */

const tags = ['agent'];
const security = [{ bearer: [] }];
/** Applications and contract decisions are rare: a few a minute per address is plenty. */
const WRITE_RATE = { max: 20, timeWindow: '1 minute' } as const;

const applicationDto = (a: Application) => ({
  id: a.id,
  status: a.status,
  fields: a.fields,
  createdAt: a.createdAt,
  ...(a.reason ? { reason: a.reason } : {}),
  ...(a.reviewedAt ? { reviewedAt: a.reviewedAt } : {}),
});
const contractDto = (c: Contract) => ({
  id: c.id,
  kind: c.kind,
  status: c.status,
  rateBp: c.terms.rateBp,
  minActive: c.terms.minActive,
  offeredAt: c.offeredAt,
  ...(c.decidedAt ? { decidedAt: c.decidedAt } : {}),
});

function range(q: { from: string; to: string }) {
  if (!rangeValid(q.from, q.to))
    throw new AppError('VALIDATION_FAILED', { from: { key: 'agent.period.invalid' } });
  return rangeInstants(q.from, q.to);
}

export async function agentRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });
  const member = requireRole(p, 'member');
  const agent = requireRole(p, 'agent');

  app.get(
    '/api/agent/application',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description: 'The member’s latest agent application (spec §2 /m/join), and whether it is an agent.',
        response: { 200: agentApplicationResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const player = playerOf(req);
      const a = await latestApplication(p.db, player.id);
      return { isAgent: isAgentType(player.type), ...(a ? { application: applicationDto(a) } : {}) };
    },
  );

  app.post(
    '/api/agent/application',
    {
      preHandler: member,
      config: { rateLimit: WRITE_RATE },
      schema: {
        tags,
        security,
        description:
          'Applies to the agent programme with the fields the merchant asks for (agentProgramme.joinFields); an operator reviews it.',
        body: agentApplicationBodySchema,
        response: { 200: agentApplicationResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (req) => {
      const player = playerOf(req);
      const merchant = merchantOf(p, req);
      if (isAgentType(player.type)) throw new AppError('ALREADY_AGENT');
      const errors = validateJoin(merchant, req.body.fields);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', errors);
      const id = await insertApplication(p.db, {
        merchantCode: merchant.code,
        memberId: player.id,
        fields: joinValues(merchant, req.body.fields) as Record<string, string>,
      });
      if (id === undefined) throw new AppError('AGENT_APPLICATION_PENDING');
      return { isAgent: false, application: applicationDto((await latestApplication(p.db, player.id))!) };
    },
  );

  app.get(
    '/api/agent/home',
    {
      preHandler: agent,
      schema: {
        tags,
        security,
        description:
          'Spec §7 team KPI: the affiliate code, the team’s figures over inclusive UTC days, the contracts and the commission they pay for the period.',
        querystring: agentRangeQuerySchema,
        response: { 200: agentHomeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { start, end } = range(req.query);
      const me = (await findMemberById(p.db, playerOf(req).id))!;
      const [kpis, contracts, days, hours] = await Promise.all([
        teamKpis(p.db, me.id, start, end),
        currentContracts(p.db, me.id),
        teamPlay(p.db, me.id, start, end, 'day'),
        teamPlay(p.db, me.id, start, end, 'hour'),
      ]);
      const accepted = contracts
        .filter((c) => c.status === 'accepted')
        .map((c) => ({ kind: c.kind, terms: c.terms as ContractTerms }));
      const commission = commissionFor(accepted, {
        days,
        hours,
        period: { bets: kpis.bets, wins: kpis.wins, active: kpis.activePlayers },
      });
      const { wins: _wins, ...shown } = kpis;
      return {
        affiliateCode: me.affiliate_code ?? '',
        from: req.query.from,
        to: req.query.to,
        kpis: shown,
        commission,
        contracts: contracts.map(contractDto),
      };
    },
  );

  app.get(
    '/api/agent/downline',
    {
      preHandler: agent,
      schema: {
        tags,
        security,
        description:
          'The agent’s downline, newest first, searchable by account or nickname, with deposits and bets over the days.',
        querystring: agentDownlineQuerySchema,
        response: { 200: agentDownlineResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { start, end } = range(req.query);
      const pageNo = req.query.pageNo ?? 1;
      const pageSize = req.query.pageSize ?? 20;
      const { list, totalCount } = await listDownline(p.db, {
        agentId: playerOf(req).id,
        start,
        end,
        search: req.query.search,
        pageNo,
        pageSize,
      });
      return {
        list: list.map((r) => ({
          id: r.id,
          account: r.username,
          nickname: r.nickname,
          joinedAt: r.joinedAt,
          deposits: r.deposits,
          bets: r.bets,
          ...(r.firstDepositAt ? { firstDepositAt: r.firstDepositAt } : {}),
        })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
        totalCount,
      };
    },
  );

  app.get(
    '/api/member/contracts/:kind',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description:
          'The pending request of a contract kind (spec §3) with its terms, and the contract in force.',
        params: contractParamsSchema,
        response: { 200: contractDetailResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const of = (await currentContracts(p.db, playerOf(req).id)).filter((c) => c.kind === req.params.kind);
      const pending = of.find((c) => c.status === 'pending');
      const current = of.find((c) => c.status === 'accepted');
      return {
        ...(pending ? { pending: contractDto(pending) } : {}),
        ...(current ? { current: contractDto(current) } : {}),
      };
    },
  );

  app.post(
    '/api/member/contracts/:kind/decision',
    {
      preHandler: member,
      config: { rateLimit: WRITE_RATE },
      schema: {
        tags,
        security,
        description:
          'Accepts or rejects the pending request `id` (one decision: a second answers ALREADY_DECIDED); accepting replaces the contract in force.',
        params: contractParamsSchema,
        body: contractDecisionBodySchema,
        response: { 200: contractDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      const contract = await answerContract(p.db, {
        memberId: playerOf(req).id,
        kind: req.params.kind,
        id: req.body.id,
        accept: req.body.decision === 'accept',
      });
      return { contract: contractDto(contract) };
    },
  );
}
