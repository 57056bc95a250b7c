import {
  playersRule,
  countriesRule,
  platformsRule,
  SEGMENT_ID_PATTERN,
  SEGMENT_PLATFORMS,
  SEGMENT_PLAYERS,
} from './segments.schema';

/**
 * Targeting (issue 16): a rollout gives some players other values for a few fields of the merchant
 * config; everyone else keeps the current ones. The player site evaluates it from the config it
 * already has (core/rollouts.ts `applyRollouts`), so no extra request is made.
 */
export const ROLLOUT_PLATFORMS = SEGMENT_PLATFORMS;
export const ROLLOUT_PLAYERS = SEGMENT_PLAYERS;

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
    players: playersRule,
    countries: countriesRule,
    platforms: platformsRule,
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
    segment: {
      type: 'string',
      pattern: SEGMENT_ID_PATTERN,
      description:
        'A saved segment (by its short name) the player must be in as well; the audience share then applies inside it.',
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
