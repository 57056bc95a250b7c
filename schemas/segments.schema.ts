import { languageCodeSchema } from './languages.schema';

/**
 * Segments (issue 35, beyond the anchors): saved audiences that rollouts and announcements target by
 * id. They live in the merchant JSON, so they are versioned, reviewed, rolled back and previewed like
 * every other setting; core/segments.ts decides who is in one (the same function on the player's page
 * and in the platform API).
 */
export const SEGMENT_PLAYERS = ['all', 'new', 'returning'] as const;
export const SEGMENT_PLATFORMS = ['app', 'web'] as const;
/** The player's device as its browser names it: iPhone and iPad, Android, anything else (computers). */
export const SEGMENT_DEVICES = ['ios', 'android', 'desktop'] as const;
export const SEGMENT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';
/** The highest VIP level a segment may name (the ladders the platform seeds stop well below). */
export const SEGMENT_VIP_MAX = 99;

/** The rules a rollout's own audience shares with a segment (schemas/rollouts.schema.ts). */
export const playersRule = {
  type: 'string',
  enum: SEGMENT_PLAYERS,
  default: 'all',
  description: 'New players (first visit less than 7 days ago), returning players, or both.',
} as const;
export const countriesRule = {
  type: 'array',
  items: { type: 'string', pattern: '^[A-Z]{2}$' },
  uniqueItems: true,
  maxItems: 50,
  default: [],
  description: 'Countries of the player (ISO codes); empty: every country.',
} as const;
export const platformsRule = {
  type: 'array',
  items: { type: 'string', enum: SEGMENT_PLATFORMS },
  uniqueItems: true,
  default: [],
  description: 'The installed app, the web site, or both (empty).',
} as const;

const vipLevel = { type: 'integer', minimum: 0, maximum: SEGMENT_VIP_MAX } as const;

export const segmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: {
    id: {
      type: 'string',
      pattern: SEGMENT_ID_PATTERN,
      description: 'Short name rollouts and announcements use: lower case, digits and dashes.',
    },
    name: { type: 'string', minLength: 1, maxLength: 80, description: 'What operators call it.' },
    description: { type: 'string', maxLength: 200, default: '', description: 'Who it is for.' },
    players: playersRule,
    countries: countriesRule,
    languages: {
      type: 'array',
      items: languageCodeSchema,
      uniqueItems: true,
      default: [],
      description: 'The language the player reads the site in; empty: every language.',
    },
    vipMin: {
      ...vipLevel,
      description: 'Lowest VIP level in the segment. With a VIP bound, guests are never in it.',
    },
    vipMax: { ...vipLevel, description: 'Highest VIP level in the segment.' },
    devices: {
      type: 'array',
      items: { type: 'string', enum: SEGMENT_DEVICES },
      uniqueItems: true,
      default: [],
      description: 'iPhone/iPad, Android, computers and other devices; empty: every device.',
    },
    platforms: platformsRule,
  },
} as const;

export const segmentsSchema = {
  type: 'array',
  items: segmentSchema,
  maxItems: 50,
  default: [],
  description: 'Saved audiences that rollouts and announcements target by their short name.',
} as const;
