import type { FromSchema } from 'json-schema-to-ts';
import { REGISTER_FIELDS } from '../merchant.schema';

/* Auth calls (spec §3 payloads, §7 calls). Encrypted payloads are validated after decryption. */

export const publicKeyResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['publicKey'],
  properties: { publicKey: { type: 'string', description: 'RSA public key, PEM (SPKI).' } },
} as const;

export const captchaResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['captchaId', 'image', 'expiresAt'],
  properties: {
    captchaId: { type: 'string' },
    image: {
      type: 'string',
      description:
        'data:image/png;base64,… a 160×60 picture of the digits (warped, rotated, overlapping, with noise); the answer is nowhere but in its pixels. Single use; expires at expiresAt.',
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type CaptchaResponse = FromSchema<typeof captchaResponseSchema>;

const captchaProps = {
  captcha: { type: 'string', maxLength: 16, description: 'The digits of the captcha image.' },
  captchaId: { type: 'string', maxLength: 64 },
} as const;

/** Login payload, inside the encrypted body (spec §3). type sms: username = mobile, password = SMS code. */
export const loginPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    type: { type: 'string', enum: ['username', 'sms'], default: 'username' },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
    site: {
      type: 'string',
      enum: ['member', 'agent'],
      default: 'member',
      description: 'Which site the login is for (non-member / non-agent refused).',
    },
    ...captchaProps,
  },
} as const;
export type LoginPayload = FromSchema<typeof loginPayloadSchema>;

export const trialResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trialCount'],
  properties: {
    trialCount: {
      type: 'integer',
      minimum: 0,
      description:
        'Free trials this address had left today, this one included (merchant limits.trialsPerDay). 0: no trial was opened and nothing else comes.',
    },
    token: { type: 'string' },
    userName: { type: 'string' },
    customerType: { type: 'integer' },
    trialName: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type TrialResponse = FromSchema<typeof trialResponseSchema>;

const registerFieldProps = Object.fromEntries(
  REGISTER_FIELDS.map((f) => [f, { type: 'string', maxLength: 255 }]),
) as {
  [K in (typeof REGISTER_FIELDS)[number]]: { readonly type: 'string'; readonly maxLength: 255 };
};

/** Register payload, inside the encrypted body (spec §3). `method` picks the merchant's register rules. */
export const registerPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method'],
  properties: {
    method: { type: 'string', enum: ['username', 'mobile'] },
    registerMethod: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'], default: 'H5' },
    registerUrl: { type: 'string', maxLength: 2048 },
    domain: { type: 'string', maxLength: 255 },
    countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
    type: { type: 'integer', enum: [0], default: 0 },
    ...registerFieldProps,
    ...captchaProps,
  },
} as const;
export type RegisterPayload = FromSchema<typeof registerPayloadSchema>;

export const registerSettingsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['methods', 'fields', 'captcha'],
  properties: {
    methods: { type: 'array', items: { type: 'string', enum: ['mobile', 'username'] } },
    captcha: { type: 'boolean' },
    fields: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'required', 'minLength', 'maxLength'],
          properties: {
            name: { type: 'string' },
            required: { type: 'boolean' },
            minLength: { type: 'integer' },
            maxLength: { type: 'integer' },
            regExp: { type: 'string' },
            patternId: { type: 'string' },
          },
        },
      },
    },
  },
} as const;

export const usernameQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
export const usernameAvailableResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['available'],
  properties: { available: { type: 'boolean' } },
} as const;

export const affiliateCheckBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 32 },
    domain: { type: 'string', maxLength: 255 },
  },
} as const;

export const smsCodeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mobileNum', 'countryDialingCode'],
  properties: {
    mobileNum: { type: 'string', minLength: 4, maxLength: 20, pattern: '^[0-9]+$' },
    countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
    purpose: { type: 'string', enum: ['login', 'register', 'reset'], default: 'login' },
    botCheck: {
      description:
        'Bot-check fields (spec §3): a solved proof of work of `GET /api/auth/bot-challenge` (SHA-256 of `challengeId:dialingCode+mobileNum:nonce` with `bits` leading zero bits), or the answer of a captcha (`GET /api/auth/captcha`). Single use; without a valid one the request is refused (403 BOT_CHECK_FAILED).',
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['challengeId', 'nonce'],
          properties: {
            challengeId: { type: 'string', minLength: 1, maxLength: 64 },
            nonce: { type: 'string', pattern: '^[0-9]{1,12}$' },
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['captchaId', 'captcha'],
          properties: {
            captchaId: { type: 'string', minLength: 1, maxLength: 64 },
            captcha: { type: 'string', minLength: 1, maxLength: 16 },
          },
        },
      ],
    },
  },
} as const;
export const botChallengeResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['challengeId', 'bits', 'expiresAt'],
  properties: {
    challengeId: { type: 'string' },
    bits: { type: 'integer', minimum: 1, description: 'Leading zero bits the SHA-256 must have.' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type BotChallenge = FromSchema<typeof botChallengeResponseSchema>;
export type SmsCodeBody = FromSchema<typeof smsCodeBodySchema>;
export const smsCodeResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: {
    value: {
      type: 'object',
      additionalProperties: false,
      required: ['expirationTime'],
      properties: { expirationTime: { type: 'integer', description: 'Expiry, ms since epoch.' } },
    },
  },
} as const;

/** Forgot by email: form-encoded (spec §7). */
export const forgotEmailBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'email'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    email: { type: 'string', minLength: 1, maxLength: 254 },
  },
} as const;

/** Reset by phone payload, inside the encrypted body. */
export const resetPhonePayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPassword', 'mobileNum', 'verificationCode'],
  properties: {
    newPassword: { type: 'string', minLength: 1, maxLength: 128 },
    mobileNum: { type: 'string', minLength: 1, maxLength: 20 },
    countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
    verificationCode: { type: 'string', minLength: 1, maxLength: 10 },
    firebaseIdToken: { type: 'string', maxLength: 4096 },
  },
} as const;
export type ResetPhonePayload = FromSchema<typeof resetPhonePayloadSchema>;

/** Reset by email payload, inside the encrypted body: the code mailed by POST /api/auth/forgot/email. */
export const resetEmailPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'verificationCode', 'newPassword'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    verificationCode: {
      type: 'string',
      minLength: 1,
      maxLength: 10,
      description: 'The code of the forgot-by-email mail (single use, expires, 5 tries).',
    },
    newPassword: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type ResetEmailPayload = FromSchema<typeof resetEmailPayloadSchema>;

/** Change password v2 (spec §3). oldPassword may be omitted only when the session already proved it (never here). */
export const changePasswordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: {
    oldPassword: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: { type: 'string', minLength: 1, maxLength: 128 },
    confirmNewPassword: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

export const renewResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expiresAt'],
  properties: { expiresAt: { type: 'string', format: 'date-time' } },
} as const;
