import type { FromSchema } from 'json-schema-to-ts';
import { sessionSchema } from './common.schema';

/* Social sign-in (issue 17): OAuth 2.0 / OpenID Connect with Google, Facebook and Line. */

const providerEnum = { type: 'string', enum: ['line', 'google', 'facebook'] } as const;

export const socialProviderParamsSchema = {
  type: 'object',
  required: ['provider'],
  additionalProperties: false,
  properties: { provider: providerEnum },
} as const;

export const socialProvidersResponseSchema = {
  type: 'object',
  required: ['providers'],
  additionalProperties: false,
  properties: {
    providers: {
      type: 'array',
      items: providerEnum,
      description: 'Providers this merchant can sign in with now (flag on, client id and secret set).',
    },
  },
} as const;

export const socialStartBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    returnPath: {
      type: 'string',
      maxLength: 512,
      description: 'A page of the site (/m/…) to go to afterwards; default /m/home.',
    },
    link: {
      type: 'boolean',
      description:
        'Link the identity to the signed-in member (needs a member session) instead of signing in.',
    },
    language: { type: 'string', enum: ['vi', 'en'] },
  },
} as const;

export const socialStartResponseSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', description: 'The provider’s authorization address (state, PKCE, nonce).' },
  },
} as const;

export const socialCallbackQuerySchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    code: { type: 'string', maxLength: 2048 },
    state: { type: 'string', maxLength: 256 },
    error: { type: 'string', maxLength: 256 },
    error_description: { type: 'string', maxLength: 2048 },
  },
} as const;

export const socialCompleteBodySchema = {
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: { ticket: { type: 'string', minLength: 16, maxLength: 256 } },
} as const;

export const socialCompleteResponseSchema = {
  ...sessionSchema,
  required: [...sessionSchema.required, 'outcome', 'provider', 'returnPath'],
  properties: {
    ...sessionSchema.properties,
    outcome: {
      type: 'string',
      enum: ['created', 'login', 'linked'],
      description:
        'created: a new account; login: the linked account; linked: linked to the signed-in member.',
    },
    provider: providerEnum,
    returnPath: { type: 'string' },
  },
} as const;
export type SocialComplete = FromSchema<typeof socialCompleteResponseSchema>;

export const socialLinksResponseSchema = {
  type: 'object',
  required: ['links'],
  additionalProperties: false,
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['provider', 'linkedAt'],
        additionalProperties: false,
        properties: {
          provider: providerEnum,
          name: { type: 'string' },
          email: { type: 'string' },
          linkedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
export type SocialLinks = FromSchema<typeof socialLinksResponseSchema>;
