import type { TypedApp } from '../../server/typed-app';
import multipart from '@fastify/multipart';
import {
  kycPictureParamsSchema,
  kycResponseSchema,
  okSchema,
  paymentPasswordBodySchema,
  payoutAccountParamsSchema,
  profileResponseSchema,
  profileValuesSchema,
  type KycResponse,
} from '../../schemas/api';
import { checkField, validateProfile } from '../../core';
import { merchantOf, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { uploadStore } from '../lib/file-store';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { readProfile, setPaymentPasswordHash, writeProfile } from '../repositories/account-repository';
import { insertKyc, latestKyc, ownKyc, type KycRow } from '../repositories/kyc-repository';
import { findMemberById } from '../repositories/members-repository';
import { checkPaymentPassword, removePayoutAccount } from '../repositories/payout-repository';
import { countUpload } from '../repositories/promotions-repository';
import { REWARD_UPLOAD_WINDOW_S, REWARD_UPLOADS_PER_WINDOW } from '../services/reward-service';
import {
  readKycPictures,
  removeKycPictures,
  sendKycPicture,
  storeKycPictures,
} from '../services/kyc-service';

const tags = ['account'];
const security = [{ bearer: [] }];
/** Password guesses are also slowed down per IP (the per-account lock is the real limit). */
const PASSWORD_RATE = { max: 10, timeWindow: '1 minute' } as const;
/** The largest kyc.imageMaxBytes a merchant may set (schema max) and three pictures. */
const MULTIPART_LIMITS = { fileSize: 20_971_520, files: 4, fields: 2, parts: 6 };

const iso = (v: Date | string | null) => (v === null ? undefined : new Date(v).toISOString());

function kycDto(enabled: boolean, maxBytes: number, row: KycRow | undefined): KycResponse {
  if (!row) return { enabled, maxBytes, status: 'none' };
  const reviewedAt = iso(row.reviewed_at);
  return {
    enabled,
    maxBytes,
    status: row.status,
    requestId: row.id,
    submittedAt: iso(row.created_at)!,
    ...(reviewedAt ? { reviewedAt } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

/** My account (issue 12): personal details, the payment password, payout-account removal and KYC. */
export async function accountRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const files = uploadStore(p.db, p.opts.dataDir);
  const member = requireRole(p, 'member');

  app.get(
    '/api/account/profile',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: profileResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      const r = await readProfile(p.db, playerOf(req).id);
      return {
        account: r.account,
        ...(r.mobile ? { mobileNum: r.mobile } : {}),
        values: r.values,
        hasPaymentPassword: r.hasPaymentPassword,
      };
    },
  );

  app.put(
    '/api/account/profile',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description:
          'Changes personal details: only the fields sent, checked against the merchant register rules; identity details (ID number, payee name, birthday) are locked once given.',
        body: profileValuesSchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const m = merchantOf(p, req);
      const id = playerOf(req).id;
      const current = await readProfile(p.db, id);
      const errors = validateProfile(m, current.values, req.body);
      if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', errors);
      const next = Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, v.trim()]));
      await writeProfile(p.db, id, next);
      const r = await readProfile(p.db, id);
      return {
        account: r.account,
        ...(r.mobile ? { mobileNum: r.mobile } : {}),
        values: r.values,
        hasPaymentPassword: r.hasPaymentPassword,
      };
    },
  );

  app.put(
    '/api/account/payment-password',
    {
      preHandler: member,
      config: { rateLimit: PASSWORD_RATE },
      schema: {
        tags,
        security,
        description:
          'Sets the payment password of withdrawals (the login password proves it is the member) or changes it (the current payment password, under its lock).',
        body: paymentPasswordBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 423, 429) },
      },
    },
    async (req) => {
      const m = merchantOf(p, req);
      const id = playerOf(req).id;
      const { loginPassword, oldPaymentPassword, newPaymentPassword } = req.body;
      const err = checkField(
        { ...m.register.fields.paymentPassword, enabled: true, required: true },
        newPaymentPassword,
      );
      if (err) throw new AppError('VALIDATION_FAILED', { newPaymentPassword: err });
      const row = (await findMemberById(p.db, id))!;
      if (row.payment_password_hash) {
        if (!oldPaymentPassword)
          throw new AppError('VALIDATION_FAILED', { oldPaymentPassword: { key: 'validation.required' } });
        if (oldPaymentPassword === newPaymentPassword)
          throw new AppError('SAME_PASSWORD', { newPaymentPassword: { key: 'validation.samePassword' } });
        const check = await checkPaymentPassword(p.db, id, oldPaymentPassword, {
          maxFailures: m.payments.withdraw.passwordMaxFailures,
          lockMinutes: m.payments.withdraw.passwordLockMinutes,
        });
        if (check === 'locked') throw new AppError('PAYMENT_PASSWORD_LOCKED');
        if (check !== 'ok')
          throw new AppError('PAYMENT_PASSWORD_INVALID', {
            oldPaymentPassword: { key: 'errors.PAYMENT_PASSWORD_INVALID' },
          });
      } else {
        if (!loginPassword)
          throw new AppError('VALIDATION_FAILED', { loginPassword: { key: 'validation.required' } });
        if (!(await verifyPassword(row.password_hash, loginPassword)))
          throw new AppError('WRONG_CREDENTIALS', { loginPassword: { key: 'errors.WRONG_CREDENTIALS' } });
      }
      await setPaymentPasswordHash(p.db, id, await hashPassword(newPaymentPassword.trim()));
      return { success: true };
    },
  );

  app.delete(
    '/api/payments/payout-accounts/:id',
    {
      preHandler: member,
      schema: {
        tags: ['payments'],
        security,
        description: 'Removes a payout account from the list (refused while a withdrawal to it is pending).',
        params: payoutAccountParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const out = await removePayoutAccount(p.db, playerOf(req).id, req.params.id);
      if (out === 'missing') throw new AppError('NOT_FOUND');
      if (out === 'inUse') throw new AppError('PAYOUT_ACCOUNT_IN_USE');
      return { success: true };
    },
  );

  app.get(
    '/api/account/kyc',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: kycResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      const m = merchantOf(p, req);
      return kycDto(m.kyc.enabled, m.kyc.imageMaxBytes, await latestKyc(p.db, playerOf(req).id));
    },
  );

  app.post(
    '/api/account/kyc',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with three files: front, back, selfie (jpeg/png by magic bytes, kyc.imageMaxBytes each; re-encoded without metadata). Refused while one is pending or after approval.',
        response: { 200: kycResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (req) => {
      const m = merchantOf(p, req);
      if (!m.kyc.enabled) throw new AppError('FEATURE_UNAVAILABLE');
      const player = playerOf(req);
      // Cheap refusals before a byte of the body is decoded.
      const last = await latestKyc(p.db, player.id);
      if (last?.status === 'pending') throw new AppError('KYC_PENDING');
      if (last?.status === 'approved') throw new AppError('KYC_ALREADY_APPROVED');
      if ((await countUpload(p.db, player.id, REWARD_UPLOAD_WINDOW_S)) > REWARD_UPLOADS_PER_WINDOW)
        throw new AppError('RATE_LIMITED', {
          max: REWARD_UPLOADS_PER_WINDOW,
          windowSeconds: REWARD_UPLOAD_WINDOW_S,
        });
      const pictures = await readKycPictures(req, m);
      const keys = await storeKycPictures(files, pictures);
      const row = await insertKyc(p.db, {
        memberId: player.id,
        merchantCode: m.code,
        ...keys,
      }).catch(async (e: unknown) => {
        await removeKycPictures(files, Object.values(keys));
        throw e;
      });
      if (!row) {
        await removeKycPictures(files, Object.values(keys));
        throw new AppError('KYC_PENDING');
      }
      return kycDto(m.kyc.enabled, m.kyc.imageMaxBytes, row);
    },
  );

  // Only the member's own pictures: another member's request id reads as not found.
  app.get(
    '/api/account/kyc/:id/:side',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description: 'One picture of the member’s own request (image/jpeg or image/png; private, no-store).',
        params: kycPictureParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const row = await ownKyc(p.db, playerOf(req).id, req.params.id);
      if (!row) throw new AppError('KYC_NOT_FOUND');
      return sendKycPicture(files, row, req.params.side, reply);
    },
  );
}
