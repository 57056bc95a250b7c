import type { FromSchema } from 'json-schema-to-ts';

/* My account (issue 12): personal details, the payment password, KYC. */

const detail = { type: 'string', maxLength: 255 } as const;

/** Personal details: nickname, email, birthday and the extras the merchant's register form shows. */
export const profileValuesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nickname: detail,
    email: detail,
    birthday: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD.' },
    idNumber: detail,
    payeeName: detail,
    qqNum: detail,
    facebook: detail,
    wechat: detail,
    line: detail,
    whatsapp: detail,
    zalo: detail,
  },
} as const;
export type ProfileValuesDto = FromSchema<typeof profileValuesSchema>;

export const profileResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'values', 'hasPaymentPassword'],
  properties: {
    account: { type: 'string' },
    mobileNum: { type: 'string' },
    values: profileValuesSchema,
    hasPaymentPassword: { type: 'boolean' },
  },
} as const;
export type ProfileResponse = FromSchema<typeof profileResponseSchema>;

export const paymentPasswordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPaymentPassword'],
  properties: {
    loginPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: 'The login password: required to set a first payment password.',
    },
    oldPaymentPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      description:
        'The current payment password: required to change it (wrong guesses count toward its lock).',
    },
    newPaymentPassword: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;
export type PaymentPasswordBody = FromSchema<typeof paymentPasswordBodySchema>;

export const KYC_SIDES = ['front', 'back', 'selfie'] as const;
export type KycSide = (typeof KYC_SIDES)[number];
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;

export const kycResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'status', 'maxBytes'],
  properties: {
    enabled: { type: 'boolean' },
    status: { type: 'string', enum: KYC_STATUSES },
    maxBytes: { type: 'integer', description: 'Largest picture accepted (merchant kyc.imageMaxBytes).' },
    requestId: { type: 'integer', description: 'The latest request, whose pictures the member may view.' },
    reason: { type: 'string', description: 'Why the operator rejected it.' },
    submittedAt: { type: 'string', format: 'date-time' },
    reviewedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type KycResponse = FromSchema<typeof kycResponseSchema>;

export const kycPictureParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'side'],
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    side: { type: 'string', enum: KYC_SIDES },
  },
} as const;
export type KycPictureParams = FromSchema<typeof kycPictureParamsSchema>;

export const payoutAccountParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
