import {
  adminApplicationParamsSchema,
  adminApplicationResponseSchema,
  adminApplicationReviewBodySchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  adminContractOfferBodySchema,
  adminContractOfferResponseSchema,
  adminPaymentsParamsSchema,
} from '../../schemas';
import { isAgentType } from '../../core/member-types';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import {
  findMemberByUsername,
  listApplications,
  offerContract,
  reviewApplication,
  type Application,
  postInbox,
} from '../../platform-api';
import type { TypedApp } from '../../server/typed-app';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, requireRole } from './sessions';
import { authErrors, secured } from './schemas';

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

export async function agentAdminRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');
  const known = (code: string) => {
    if (!store.get(code)?.config) throw new AppError('MERCHANT_NOT_FOUND');
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
      const actor = req.consoleUser!.username;
      const application = await db.transaction(async (tx) => {
        const a = await reviewApplication(tx, {
          id: req.params.id,
          merchantCode: req.params.code,
          approve,
          actor,
          reason: approve ? undefined : reason,
        });
        await postInbox(
          tx,
          a.memberId,
          approve ? 'agentApproved' : 'agentRejected',
          a.reason ? { reason: a.reason } : {},
        );
        await audit(tx, {
          actor,
          action: approve ? 'agentApproved' : 'agentRejected',
          merchant: req.params.code,
          ip: req.ip,
          detail: {
            applicationId: a.id,
            memberId: a.memberId,
            username: a.username,
            ...(a.reason ? { reason: a.reason } : {}),
          },
        });
        return a;
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
      const actor = req.consoleUser!.username;
      const { kind, rateBp, minActive } = req.body;
      const id = await db.transaction(async (tx) => {
        const offered = await offerContract(tx, {
          memberId: member.id,
          kind,
          terms: { rateBp, minActive },
          offeredBy: actor,
        });
        if (offered === undefined) throw new AppError('CONTRACT_PENDING');
        await audit(tx, {
          actor,
          action: 'contractOffered',
          merchant: req.params.code,
          ip: req.ip,
          detail: {
            contractId: offered,
            memberId: member.id,
            username: member.username,
            kind,
            rateBp,
            minActive,
          },
        });
        return offered;
      });
      return { id, username: member.username, kind };
    },
  );
}
