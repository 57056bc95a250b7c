import type { TypedApp } from '../../server/typed-app';
import {
  adminKycListSchema,
  adminKycParamsSchema,
  adminKycPictureParamsSchema,
  adminKycQuerySchema,
  adminKycReviewBodySchema,
  adminKycReviewResponseSchema,
  adminPaymentsParamsSchema,
  type AdminKycRequest,
} from '../../schemas';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import {
  findMerchantKyc,
  listKyc,
  reviewKyc,
  sendKycPicture,
  type KycListRow,
  postInbox,
  uploadStore,
} from '../../platform-api';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, requireRole } from './sessions';
import { authErrors, secured } from './schemas';

/*
 * The console's KYC queue (issue 12): every role sees the queue (who, when, status); only
 * operators open the pictures and decide. A decision is one conditional UPDATE (a second click
 * finds nothing pending) with its audit row in the same transaction.
 */

const iso = (v: Date | string | null) => (v === null ? undefined : new Date(v).toISOString());

const dto = (r: KycListRow): AdminKycRequest => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  ...(r.nickname ? { nickname: r.nickname } : {}),
  status: r.status,
  createdAt: iso(r.created_at)!,
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.reviewed_by ? { reviewedBy: r.reviewed_by } : {}),
  ...(r.reviewed_at ? { reviewedAt: iso(r.reviewed_at) } : {}),
});

export async function kycAdminRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const files = uploadStore(db, ctx.dataDir);
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');
  const known = (code: string) => {
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
  };

  app.get(
    '/api/admin/merchants/:code/kyc',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        params: adminPaymentsParamsSchema,
        querystring: adminKycQuerySchema,
        response: { 200: adminKycListSchema, ...authErrors },
      },
    },
    async (req) => {
      known(req.params.code);
      const r = await listKyc(db, {
        merchantCode: req.params.code,
        status: req.query.status,
        limit: req.query.limit ?? 50,
      });
      return { pending: r.pending, list: r.list.map(dto) };
    },
  );

  app.get(
    '/api/admin/merchants/:code/kyc/:id/:side',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description: 'One identity picture (image/jpeg or image/png; private, no-store). Operators only.',
        params: adminKycPictureParamsSchema,
        response: { ...authErrors, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      known(req.params.code);
      const row = await findMerchantKyc(db, req.params.code, req.params.id);
      if (!row) throw new AppError('KYC_NOT_FOUND');
      return sendKycPicture(files, row, req.params.side, reply);
    },
  );

  app.post(
    '/api/admin/merchants/:code/kyc/:id/review',
    {
      preHandler: operator,
      schema: {
        ...secured,
        params: adminKycParamsSchema,
        body: adminKycReviewBodySchema,
        response: { 200: adminKycReviewResponseSchema, ...authErrors, ...errorResponses(404, 409) },
      },
    },
    async (req) => {
      known(req.params.code);
      const approve = req.body.decision === 'approve';
      const reason = req.body.reason?.trim();
      if (!approve && !reason)
        throw new AppError('VALIDATION_FAILED', { reason: { key: 'validation.required' } });
      const actor = req.consoleUser!.username;
      await db.transaction(async (tx) => {
        const done = await reviewKyc(tx, {
          merchantCode: req.params.code,
          id: req.params.id,
          approve,
          actor,
          reason,
        });
        if (!done) {
          const exists = await findMerchantKyc(tx, req.params.code, req.params.id);
          throw new AppError(exists ? 'KYC_NOT_PENDING' : 'KYC_NOT_FOUND');
        }
        await postInbox(
          tx,
          done.member_id,
          approve ? 'kycApproved' : 'kycRejected',
          reason && !approve ? { reason } : {},
        );
        await audit(tx, {
          actor,
          action: approve ? 'kycApproved' : 'kycRejected',
          merchant: req.params.code,
          ip: req.ip,
          detail: { requestId: done.id, memberId: done.member_id, ...(reason && !approve ? { reason } : {}) },
        });
      });
      return { request: dto((await findMerchantKyc(db, req.params.code, req.params.id))!) };
    },
  );
}
