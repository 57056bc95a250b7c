/**
 * Targeting (issue 16): a rollout gives some players other values for a few fields of the merchant
 * config; everyone else keeps the current ones. The player site evaluates it from the config it
 * already has (core/rollouts.ts `applyRollouts`), so no extra request is made.
 */
export const ROLLOUT_PLATFORMS = ['app', 'web'] as const;
export const ROLLOUT_PLAYERS = ['all', 'new', 'returning'] as const;

export const rolloutAudienceSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Who gets the changes; every condition set must hold.',
  properties: {
    percentage: {
      type: 'number',
      minimum: 0,
      maximum: 100,
      default: 100,
      description:
        'Share of the players who match the other conditions. Sticky: a member keeps their side (by member name), a guest by device.',
    },
    players: {
      type: 'string',
      enum: ROLLOUT_PLAYERS,
      default: 'all',
      description: 'New players (first visit less than 7 days ago), returning players, or both.',
    },
    countries: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{2}$' },
      uniqueItems: true,
      maxItems: 50,
      default: [],
      description: 'Countries of the player (ISO codes); empty: every country.',
    },
    platforms: {
      type: 'array',
      items: { type: 'string', enum: ROLLOUT_PLATFORMS },
      uniqueItems: true,
      default: [],
      description: 'The installed app, the web site, or both (empty).',
    },
  },
} as const;

export const rolloutSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'changes'],
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
      description: 'Short name: lower case, digits and dashes. Changing it reshuffles who is in.',
    },
    description: { type: 'string', maxLength: 200, default: '', description: 'What this rollout is for.' },
    enabled: { type: 'boolean', default: true, description: 'Off: nobody gets the changes.' },
    changes: {
      type: 'object',
      maxProperties: 30,
      propertyNames: { pattern: '^(/[^/]+)+$', maxLength: 200 },
      additionalProperties: true,
      description: 'The fields that change (JSON pointer) and their new values.',
    },
    audience: rolloutAudienceSchema,
  },
} as const;

export const rolloutsSchema = {
  type: 'array',
  items: rolloutSchema,
  maxItems: 20,
  default: [],
  description: 'Changes shown to some players only (a share, new or returning, a country, app or web).',
} as const;
