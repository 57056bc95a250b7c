import type { FromSchema } from 'json-schema-to-ts';
import { ANNOUNCEMENT_TYPES, BANNER_TYPES, CTA_LABEL_MAX, ctaTargetSchema } from './api/content.schema';
import { SEGMENT_ID_PATTERN } from './segments.schema';

/*
 * The console's content section (issue 11): announcements, promotions, banners and help topics of a
 * merchant, per language, with their schedule. Shared items (the platform's, for every merchant) are
 * listed too: editing one makes the merchant its own copy, removing one hides it for this merchant.
 */

/** Languages content is written in (the platform stores a title and a body per language). */
export const CONTENT_LANGUAGES = ['vi', 'en'] as const;
export const CONTENT_KINDS = ['announcements', 'promotions', 'banners', 'help'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_HTML_MAX = 50_000;
/** Promotion and banner pictures: jpeg or png by their bytes, at most 5 MiB (re-encoded, at most 2048 px). */
export const CONTENT_IMAGE_MAX_BYTES = 5_242_880;

/** A picture this site serves: an uploaded content image, or the platform's generated art. */
export const CONTENT_IMAGE_URL_PATTERN =
  '^/api/content/(images/([0-9a-f]{64}|[0-9a-f-]{36})\\.(jpg|png)|art/[a-z0-9-]{1,60}\\.svg)$';

const code = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const contentKindParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code },
} as const;
export const contentItemParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'id'],
  properties: { code, id },
} as const;

const dateTime = { type: 'string', format: 'date-time', maxLength: 40 } as const;
const nullableDateTime = {
  type: ['string', 'null'],
  format: 'date-time',
  maxLength: 40,
  description: 'Absent or null: no end.',
} as const;
const text = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'content'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: CONTENT_TITLE_MAX },
    content: {
      type: 'string',
      maxLength: CONTENT_HTML_MAX,
      description: 'HTML; sanitised on the server (no script, handlers, forms or foreign images).',
    },
  },
} as const;
const texts = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  description:
    'Title and body per language (vi, en). A language left out is not shown to readers of that language.',
  properties: { vi: text, en: text },
} as const;
const titles = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  description: 'Title (the picture’s text alternative) per language; a banner shows only in its languages.',
  properties: {
    vi: { type: 'string', minLength: 1, maxLength: CONTENT_TITLE_MAX },
    en: { type: 'string', minLength: 1, maxLength: CONTENT_TITLE_MAX },
  },
} as const;
const imageUrl = { type: 'string', maxLength: 200, pattern: CONTENT_IMAGE_URL_PATTERN } as const;
const itemState = {
  type: 'string',
  enum: ['draft', 'scheduled', 'live', 'ended'],
  description: 'What players see now: draft (never), scheduled (later), live, ended.',
} as const;
const shared = {
  type: 'boolean',
  description: 'A platform item shared by every merchant: editing makes a copy for this merchant.',
} as const;

const ctaLabel = { type: 'string', minLength: 1, maxLength: CTA_LABEL_MAX } as const;
/** A popup's call to action (issue 32 item 18): its button's words per language and where it goes. */
const cta = {
  type: 'object',
  additionalProperties: false,
  required: ['target', 'labels'],
  description:
    'Popups: a button under the text. Absent: none. Every language the popup is written in needs its label.',
  properties: {
    target: ctaTargetSchema,
    labels: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { vi: ctaLabel, en: ctaLabel },
    },
  },
} as const;

/** Issue 35: an announcement, promotion or banner for one of the merchant's saved segments only. */
const segment = {
  type: 'string',
  pattern: SEGMENT_ID_PATTERN,
  description:
    'Issue 35: shown only to the players of this segment of the merchant (its short name). Absent: every player.',
} as const;

export const announcementBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'texts', 'startDate'],
  properties: {
    type: {
      type: 'string',
      enum: ANNOUNCEMENT_TYPES,
      description: 'Spec §3: PL notice, B, PU popup, PR, H, A.',
    },
    groupName: { type: 'string', maxLength: 40, default: '' },
    texts,
    popular: { type: 'boolean', default: false },
    startDate: { ...dateTime, description: 'Shown to players from.' },
    endDate: nullableDateTime,
    execution: {
      type: 'string',
      enum: ['A', 'B'],
      description: 'Popups (PU) on home: A for signed-in players, B for guests. Absent: not a home greeting.',
    },
    cta,
    segment,
  },
} as const;
export const announcementItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'shared', 'state', 'type', 'groupName', 'texts', 'popular', 'startDate'],
  properties: {
    id: { type: 'integer' },
    shared,
    state: itemState,
    ...announcementBodySchema.properties,
    endDate: dateTime,
  },
} as const;

export const promotionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['texts', 'startDate'],
  properties: {
    texts,
    startDate: { ...dateTime, description: 'The promotion starts (players see "Coming soon" before).' },
    endDate: nullableDateTime,
    noExpiry: { type: 'boolean', default: false, description: 'Long term: no end date shown.' },
    imageRequired: { type: 'boolean', default: false },
    remarkRequired: { type: 'boolean', default: false },
    categoryIds: { type: 'array', maxItems: 20, uniqueItems: true, items: id, default: [] },
    images: {
      type: 'array',
      maxItems: 5,
      default: [],
      description: 'Sequence 1 is the card cover.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sequence', 'url'],
        properties: { sequence: { type: 'integer', minimum: 1, maximum: 5 }, url: imageUrl },
      },
    },
    draft: { type: 'boolean', default: false, description: 'A draft is never shown to players.' },
    publishAt: {
      ...nullableDateTime,
      description: 'Shown to players from (scheduled publication); absent or null: at once.',
    },
    segment,
  },
} as const;
export const promotionItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'shared',
    'state',
    'texts',
    'startDate',
    'noExpiry',
    'imageRequired',
    'remarkRequired',
    'categoryIds',
    'images',
    'draft',
  ],
  properties: {
    id: { type: 'integer' },
    shared,
    state: itemState,
    ...promotionBodySchema.properties,
    endDate: dateTime,
    publishAt: dateTime,
  },
} as const;

export const bannerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'titles', 'imageUrl'],
  properties: {
    type: {
      type: 'string',
      enum: BANNER_TYPES,
      description: 'Spec §3 banner types (m_reg, m_login, m_download…).',
    },
    titles,
    imageUrl,
    link: {
      type: 'string',
      maxLength: 500,
      pattern: '^(/m/[A-Za-z0-9/?=&._-]*|https://[^\\s<>"]+)$',
      description: 'Where a tap goes: a player page (/m/…) or an https address.',
    },
    sort: { type: 'integer', minimum: 0, maximum: 9999, default: 0 },
    startDate: { ...nullableDateTime, description: 'Absent or null: at once.' },
    endDate: nullableDateTime,
    segment,
  },
} as const;
export const bannerItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'shared', 'state', 'type', 'titles', 'imageUrl', 'sort'],
  properties: {
    id: { type: 'integer' },
    shared,
    state: itemState,
    ...bannerBodySchema.properties,
    startDate: dateTime,
    endDate: dateTime,
  },
} as const;

export const helpBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['language', 'tag', 'title', 'content'],
  properties: {
    language: { type: 'string', enum: CONTENT_LANGUAGES },
    tag: {
      type: 'string',
      pattern: '^[a-z0-9_-]{1,30}$',
      description: 'Opens the topic by /m/help?tag=… (terms: the login and register forms link to it).',
    },
    title: text.properties.title,
    content: text.properties.content,
    sort: { type: 'integer', minimum: 0, maximum: 9999, default: 0 },
  },
} as const;
export const helpItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'shared', 'state', 'language', 'tag', 'title', 'content', 'sort'],
  properties: { id: { type: 'integer' }, shared, state: itemState, ...helpBodySchema.properties },
} as const;

export const contentImageReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'width', 'height', 'bytes'],
  properties: {
    url: { type: 'string', description: 'Use as a promotion image or banner imageUrl.' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    bytes: { type: 'integer' },
  },
} as const;

export const contentPreviewReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'expiresAt'],
  properties: {
    id: { type: 'string', description: 'The preview link (listed and revocable like config previews).' },
    url: {
      type: 'string',
      description: "The promotion's page on the merchant's own host, signed; works before publication.",
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const removedReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'removed'],
  properties: {
    id: { type: 'integer' },
    removed: {
      type: 'string',
      enum: ['deleted', 'hidden'],
      description: 'hidden: a shared item, for this merchant.',
    },
  },
} as const;

export type AnnouncementBody = FromSchema<typeof announcementBodySchema>;
export type AnnouncementItem = FromSchema<typeof announcementItemSchema>;
export type PromotionBody = FromSchema<typeof promotionBodySchema>;
export type PromotionItem = FromSchema<typeof promotionItemSchema>;
export type BannerBody = FromSchema<typeof bannerBodySchema>;
export type BannerItem = FromSchema<typeof bannerItemSchema>;
export type HelpBody = FromSchema<typeof helpBodySchema>;
export type HelpItem = FromSchema<typeof helpItemSchema>;
export type ContentImageReply = FromSchema<typeof contentImageReplySchema>;
export type ContentPreviewReply = FromSchema<typeof contentPreviewReplySchema>;
export type ContentItemState = FromSchema<typeof itemState>;
export type ContentTexts = FromSchema<typeof texts>;
export type AnnouncementCta = FromSchema<typeof cta>;
