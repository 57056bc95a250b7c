import {
  adminApplicationParamsSchema,
  adminApplicationResponseSchema,
  adminApplicationReviewBodySchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  adminContractOfferBodySchema,
  adminContractOfferResponseSchema,
  adminContractOffersResponseSchema,
  adminContractParamsSchema,
  adminContractWithdrawResponseSchema,
  adminPaymentsParamsSchema,
} from '../../schemas';
import { isAgentType } from '../../core/member-types';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  ALL_BACK_OFFICE_ROLES,
  type BackOfficeDeps,
} from '../lib/back-office';
import { findMemberByUsername } from '../repositories/members-repository';
import { listApplications, listPendingOffers, type Application } from '../repositories/agents-repository';
import { decideApplication, offerAgentContract, withdrawAgentOffer } from '../services/agents-admin-service';

/*
 * The Agents page of the console (issue 13): applications from /m/join, pending first. Every role
 * reads; only operators approve (the account becomes an agent, type 1, with an affiliate code) or
 * reject (with a reason the applicant reads), one conditional UPDATE per decision, audited in the
 * same transaction.
 */

const dto = (a: Application) => ({
  id: a.id,
  memberId: a.memberId,
  username: a.username,
  fields: a.fields,
  status: a.status,
  createdAt: a.createdAt,
  ...(a.reason ? { reason: a.reason } : {}),
  ...(a.reviewedBy ? { reviewedBy: a.reviewedBy } : {}),
  ...(a.reviewedAt ? { reviewedAt: a.reviewedAt } : {}),
});

export async function agentAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const anyone = deps.requireRole(...ALL_BACK_OFFICE_ROLES);
  const operator = deps.requireRole('operator');
  const known = (code: string) => {
    if (!deps.merchant(code)) throw new AppError('MERCHANT_NOT_FOUND');
  };

  app.get(
    '/api/admin/merchants/:code/agent-applications',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        description: 'Agent applications of a merchant: pending first (oldest first), then reviewed ones.',
        params: adminPaymentsParamsSchema,
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      known(req.params.code);
      const list = await listApplications(db, {
        merchantCode: req.params.code,
        limit: req.query.limit ?? 100,
      });
      return { list: list.map(dto) };
    },
  );

  app.post(
    '/api/admin/merchants/:code/agent-applications/:id/review',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description:
          'Approves (the member becomes an agent, type 1) or rejects (reason required) a pending application.',
        params: adminApplicationParamsSchema,
        body: adminApplicationReviewBodySchema,
        response: { 200: adminApplicationResponseSchema, ...authErrors, ...errorResponses(409) },
      },
    },
    async (req) => {
      known(req.params.code);
      const approve = req.body.decision === 'approve';
      const reason = req.body.reason?.trim();
      if (!approve && !reason)
        throw new AppError('VALIDATION_FAILED', { reason: { key: 'validation.required' } });
      const application = await decideApplication(db, deps.audit, {
        id: req.params.id,
        merchantCode: req.params.code,
        approve,
        actor: deps.actor(req),
        reason,
        ip: req.ip,
      });
      return { application: dto(application) };
    },
  );

  app.post(
    '/api/admin/merchants/:code/agent-contracts',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description:
          'Offers an agent a contract (spec §3 contract request): pending until the agent accepts or rejects it on its contract page.',
        params: adminPaymentsParamsSchema,
        body: adminContractOfferBodySchema,
        response: { 200: adminContractOfferResponseSchema, ...authErrors, ...errorResponses(409) },
      },
    },
    async (req) => {
      known(req.params.code);
      const member = await findMemberByUsername(db, req.params.code, req.body.username.trim());
      if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
      if (!isAgentType(member.type))
        throw new AppError('VALIDATION_FAILED', { username: { key: 'agent.console.notAgent' } });
      const { kind, rateBp, minActive } = req.body;
      const id = await offerAgentContract(db, deps.audit, {
        merchantCode: req.params.code,
        member,
        kind,
        rateBp,
        minActive,
        actor: deps.actor(req),
        ip: req.ip,
      });
      return { id, username: member.username, kind };
    },
  );

  app.get(
    '/api/admin/merchants/:code/agent-contracts',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        description:
          'Contract offers waiting for the agent’s answer (oldest first): an operator may withdraw one (…/withdraw).',
        params: adminPaymentsParamsSchema,
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminContractOffersResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      known(req.params.code);
      return {
        list: await listPendingOffers(db, { merchantCode: req.params.code, limit: req.query.limit ?? 100 }),
      };
    },
  );

  app.post(
    '/api/admin/merchants/:code/agent-contracts/:id/withdraw',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description:
          'Withdraws a contract offer the agent has not answered (audited): the agent no longer sees it and can no longer accept it. Answered or withdrawn already: 409 ALREADY_DECIDED.',
        params: adminContractParamsSchema,
        response: {
          200: adminContractWithdrawResponseSchema,
          ...authErrors,
          ...errorResponses(404, 409),
        },
      },
    },
    async (req) => {
      known(req.params.code);
      const contract = await withdrawAgentOffer(db, deps.audit, {
        merchantCode: req.params.code,
        id: req.params.id,
        actor: deps.actor(req),
        ip: req.ip,
      });
      return { contract };
    },
  );
}
