import type { FromSchema } from 'json-schema-to-ts';
import { languageQueryProp, listSchema } from './common.schema';

/* Content calls (spec §3 announcement, banner, help, download, customer service; §7). */

export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export const BANNER_TYPES = [
  'm_home',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
  'm_login',
  'm_download',
] as const;

/** What a greeting popup's button may do besides opening a page of the site: open an auth form. */
export const CTA_ACTIONS = ['register', 'login'] as const;
/** Longest call-to-action label (a button's words). */
export const CTA_LABEL_MAX = 40;
/**
 * Where a call to action goes: one of CTA_ACTIONS, or a page of the player site (/m/… with a plain
 * query). Never another origin or a scheme (javascript:): the server also checks the page exists.
 */
export const CTA_TARGET_PATTERN = '^(register|login|/m/[A-Za-z0-9/._-]*(\\?[A-Za-z0-9=&._%-]*)?)$';
export const ctaTargetSchema = {
  type: 'string',
  maxLength: 200,
  pattern: CTA_TARGET_PATTERN,
  description:
    '"register" or "login" (opens that form), or a page of the site: /m/activity, /m/voucherCenter…',
} as const;

export const announcementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'content', 'startDate', 'read', 'groupName'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ANNOUNCEMENT_TYPES },
    title: { type: 'string' },
    content: { type: 'string', description: 'Sanitised HTML.' },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
    groupName: { type: 'string' },
    execution: {
      type: 'string',
      enum: ['A', 'B'],
      description: 'Popups: A for logged-in players, B for logged-out.',
    },
    imageUrl: { type: 'string' },
    popular: { type: 'boolean' },
    cta: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'target'],
      description: "Popups: the button under the text (its label in the reader's language, where it goes).",
      properties: { label: { type: 'string' }, target: ctaTargetSchema },
    },
  },
} as const;
export type Announcement = FromSchema<typeof announcementSchema>;

export const announcementsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    types: {
      type: 'string',
      maxLength: 40,
      pattern: '^(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*$',
      default: 'B,PL,PU',
    },
    groupName: { type: 'string', maxLength: 40 },
    platform: { type: 'string', maxLength: 4 },
    merchantCode: { type: 'string', maxLength: 32 },
    language: languageQueryProp,
  },
} as const;
export const announcementListResponseSchema = listSchema(announcementSchema);
export type AnnouncementList = FromSchema<typeof announcementListResponseSchema>;
export const markReadResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['announcementId', 'read'],
  properties: { announcementId: { type: 'integer' }, read: { type: 'boolean' } },
} as const;

export const bannersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { type: 'string', enum: BANNER_TYPES }, language: languageQueryProp },
} as const;
export const bannersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url', 'title'],
        properties: { url: { type: 'string' }, title: { type: 'string' }, link: { type: 'string' } },
      },
    },
  },
} as const;
export type BannersResponse = FromSchema<typeof bannersResponseSchema>;

export const langQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lang: languageQueryProp,
    language: languageQueryProp,
    device: { type: 'string', maxLength: 10 },
  },
} as const;
export const helpResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'content', 'tag'],
        properties: {
          title: { type: 'string' },
          content: { type: 'string', description: 'Sanitised HTML.' },
          tag: { type: 'string' },
        },
      },
    },
  },
} as const;
export type HelpResponse = FromSchema<typeof helpResponseSchema>;

export const downloadsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['resourceType', 'url'],
        properties: { resourceType: { type: 'string' }, url: { type: 'string' } },
      },
    },
  },
} as const;

export const customerServiceResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['csType', 'csPosition', 'path'],
        properties: {
          csType: { type: 'string' },
          csPosition: { type: 'string' },
          path: {
            type: 'string',
            description: 'base64 of the URL (spec §3: obfuscated, decoded on the client).',
          },
        },
      },
    },
  },
} as const;

export const anchorsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['hot', 'promo', 'focus'], default: 'hot' },
    language: languageQueryProp,
  },
} as const;
export const anchorsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'avatar', 'roomKind', 'online', 'viewers'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          avatar: { type: 'string' },
          roomKind: { type: 'string', enum: ['Free', 'VIP', 'Pay per View'] },
          online: { type: 'boolean' },
          viewers: { type: 'integer' },
        },
      },
    },
  },
} as const;

export const chatLaunchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    b2c: { type: 'integer', enum: [0, 1], default: 1 },
    backUrl: { type: 'string', maxLength: 2048, pattern: '^/' },
    headerColor: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    title: { type: 'string', maxLength: 80 },
    template: { type: 'string', maxLength: 10 },
    purpose: {
      type: 'string',
      enum: ['live', 'service'],
      description:
        "live (when absent): an anchor's chat (flag CBS3); service: the customer-service chat, which greets the member by name.",
    },
  },
} as const;
export const chatLaunchResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chatUrl'],
  properties: { chatUrl: { type: 'string' } },
} as const;
