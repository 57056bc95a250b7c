import { SITE_FLAGS, TEMPLATE_VARIANTS, languageCodeSchema } from '../../schemas';
import {
  CONSOLE_EMAIL_PATTERN,
  CONSOLE_LANGUAGES,
  CONSOLE_ROLES,
  PASSWORD_MIN,
  USERNAME_PATTERN,
} from './users';

/** Route schemas of the admin API (request validation, response serialisation and OpenAPI). */
export const codeParams = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' } },
} as const;

export const versionParams = {
  type: 'object',
  required: ['code', 'version'],
  additionalProperties: false,
  properties: { ...codeParams.properties, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const ifMatchHeader = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      maxLength: 40,
      description:
        'The version number the edit started from, e.g. `"7"` (the `version` of GET …/config; its ETag header carries the same).',
    },
  },
} as const;

export const userSchema = {
  type: 'object',
  required: ['id', 'username', 'role'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', enum: CONSOLE_ROLES },
    disabled: {
      type: 'boolean',
      description: 'A disabled user cannot log in and every session of theirs is refused.',
    },
    sessions: { type: 'integer', description: 'Open sessions (user list only).' },
    merchants: {
      type: 'array',
      items: { type: 'string' },
      description: 'The merchants this user may read and change; absent: every merchant.',
    },
    email: {
      type: 'string',
      description:
        'Where reviews waiting for them and comments are mailed (user list only); absent: no mail.',
    },
    language: {
      type: 'string',
      enum: CONSOLE_LANGUAGES,
      description: 'The language of their mails (vi when absent).',
    },
  },
} as const;

/** A console user's mail address (`null` in a change: none). */
export const consoleEmailSchema = {
  type: ['string', 'null'],
  maxLength: 254,
  pattern: CONSOLE_EMAIL_PATTERN,
  description: 'Where reviews waiting for this user and comments are mailed; null or absent: no mail.',
} as const;
export const consoleLanguageSchema = {
  type: ['string', 'null'],
  enum: [...CONSOLE_LANGUAGES, null],
  description: 'The language of the mails this user gets (vi when absent).',
} as const;

/** A list of merchant codes a user is limited to (`null`: every merchant). */
export const merchantScopeSchema = {
  type: ['array', 'null'],
  items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' },
  uniqueItems: true,
  minItems: 1,
  maxItems: 200,
  description: 'Merchant codes this user may read and change; null or absent: every merchant.',
} as const;

// The admin answers the console reads are in schemas/admin.schema.ts (one home, types from them).
export { versionMetaSchema, versionSchema, configProblemListSchema as problemList } from '../../schemas';

export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 40 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    captcha: {
      type: 'string',
      maxLength: 16,
      description: 'Answer of GET /api/auth/captcha, required after too many failures for the username.',
    },
    captchaId: { type: 'string', maxLength: 64 },
  },
} as const;

export const newUserBody = {
  type: 'object',
  required: ['username', 'password', 'role'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', pattern: USERNAME_PATTERN },
    password: { type: 'string', minLength: PASSWORD_MIN, maxLength: 200 },
    role: { type: 'string', enum: CONSOLE_ROLES },
    merchants: merchantScopeSchema,
    email: consoleEmailSchema,
    language: consoleLanguageSchema,
  },
} as const;

export const overridesSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    flags: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(SITE_FLAGS.map((f) => [f, { type: 'boolean' } as const])),
    },
    templates: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mem_cen: { type: 'string', enum: TEMPLATE_VARIANTS },
        dep_func: { type: 'string', enum: TEMPLATE_VARIANTS },
      },
    },
    language: languageCodeSchema,
    rollouts: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
      additionalProperties: { type: 'boolean' },
      description: 'Forces the side of rollouts by id: true shows the change, false the current version.',
    },
  },
} as const;

export const previewBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    document: {
      type: 'object',
      description: 'An unsaved draft of the editor; absent: the live config (or the staging copy).',
    },
    overrides: overridesSchema,
    environment: {
      type: 'string',
      enum: ['production', 'staging'],
      default: 'production',
      description:
        "Issue 35: `staging` previews the merchant's staging copy (its latest version, or `document`, a draft of it) with the overrides; support's draft limits are counted against the staging copy. No copy: 404 STAGING_NOT_FOUND.",
    },
  },
} as const;

export const previewReply = {
  type: 'object',
  required: ['id', 'token', 'url', 'frameUrl', 'expiresAt'],
  properties: {
    id: {
      type: 'string',
      description: 'The link (GET /api/admin/previews, DELETE /api/admin/previews/:id).',
    },
    token: { type: 'string' },
    url: {
      type: 'string',
      description:
        "Relative when this host serves the merchant, else absolute on the merchant's first host: a link renders only there.",
    },
    frameUrl: {
      type: 'string',
      description:
        "The same link for the console's own preview frame: renders on this host, only inside a same-origin frame (Sec-Fetch-Dest: iframe).",
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

// One definition for every console route, the back office's included (platform-api/lib/back-office.ts).
export { adminAuthErrors as authErrors, adminSecured as secured } from '../../platform-api';
