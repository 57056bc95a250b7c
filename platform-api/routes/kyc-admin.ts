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
  adminAuthErrors as authErrors,
  adminSecured as secured,
  ALL_BACK_OFFICE_ROLES,
  type BackOfficeDeps,
} from '../lib/back-office';
import { uploadStore } from '../lib/file-store';
import { findMerchantKyc, listKyc, type KycListRow } from '../repositories/kyc-repository';
import { sendKycPicture } from '../services/kyc-service';
import { decideKyc } from '../services/kyc-admin-service';

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

export async function kycAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const files = uploadStore(db, deps.dataDir);
  const anyone = deps.requireRole(...ALL_BACK_OFFICE_ROLES);
  const operator = deps.requireRole('operator');
  const known = (code: string) => {
    if (!deps.merchant(code)) throw new AppError('MERCHANT_NOT_FOUND');
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
      await decideKyc(db, deps.audit, {
        merchantCode: req.params.code,
        id: req.params.id,
        approve,
        actor: deps.actor(req),
        reason,
        ip: req.ip,
      });
      return { request: dto((await findMerchantKyc(db, req.params.code, req.params.id))!) };
    },
  );
}
