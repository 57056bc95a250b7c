import type { FromSchema } from 'json-schema-to-ts';

/*
 * Building blocks shared by the platform API schemas (spec §3 entities). No $id: routes inline them,
 * so they appear once per operation in the OpenAPI document.
 */

export const okSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' } },
} as const;
export type Ok = FromSchema<typeof okSchema>;

/** A login, trial or phone-reset result (spec §3 session info). */
export const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'userName', 'type', 'firstTimeLogin', 'expiresAt'],
  properties: {
    token: { type: 'string', description: 'Bearer token (Authorization: Bearer …).' },
    userName: { type: 'string' },
    type: {
      type: 'integer',
      description: 'Member type: 0/1/2 real users, 1/2/41/42 agents, 4 guest/special, 9 trial.',
    },
    firstTimeLogin: { type: 'boolean' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type Session = FromSchema<typeof sessionSchema>;

/** The body of an encrypted call (login, register, reset by phone): AES-256-GCM, key in the Encryption header. */
export const encryptedBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['iv', 'data', 'ts'],
  properties: {
    iv: {
      type: 'string',
      minLength: 16,
      maxLength: 16,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description:
        'base64 of the 12-byte IV: also the nonce, accepted once (a replay answers 409 REQUEST_REPLAYED).',
    },
    ts: {
      type: 'integer',
      minimum: 0,
      maximum: 8640000000000000,
      description:
        'When the client encrypted, ms since the epoch; authenticated as the GCM additional data. Refused when older or newer than the replay window.',
    },
    data: {
      type: 'string',
      minLength: 24,
      maxLength: 65536,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: 'base64 of ciphertext + 16-byte GCM tag.',
    },
  },
} as const;
export type EncryptedBody = FromSchema<typeof encryptedBodySchema>;

export const encryptionHeaderSchema = {
  type: 'object',
  required: ['encryption'],
  properties: {
    encryption: {
      type: 'string',
      minLength: 16,
      maxLength: 2048,
      description: 'jsencrypt encryptOAEP(base64(AES key)).',
    },
  },
} as const;

export const gameTypeEnum = [
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'JACKPOT',
  'INHOUSE',
] as const;

/** A game tile (spec §3 game item). */
export const gameItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'nodeId',
    'gameType',
    'vassalage',
    'gameName',
    'gameId',
    'gameCode',
    'gameClassify',
    'displayName',
    'img',
    'new',
    'maintenance',
    'supportPlay',
    'isGameH5',
  ],
  properties: {
    nodeId: { type: 'integer' },
    gameType: { type: 'string' },
    vassalage: { type: 'string', description: 'Vendor code.' },
    gameName: { type: 'string', description: 'Name in the requested language.' },
    displayName: { type: 'string', description: 'Vendor display name.' },
    gameId: { type: 'string' },
    roomId: { type: 'string' },
    gameCode: { type: 'string' },
    gameClassify: {
      type: 'array',
      items: { type: 'string' },
      description: 'Classify keys (BG, JP, FeatureBuy…).',
    },
    gameClassifyNew: { type: 'string', description: 'E-lottery grouping.' },
    new: { type: 'boolean' },
    hot: { type: 'boolean' },
    img: { type: 'string', description: 'Picture path on this site.' },
    mobileLargeIcon: { type: 'string' },
    maintenance: { type: 'boolean' },
    supportPlay: { type: 'integer', enum: [0, 1], description: '1: free play available.' },
    isGameH5: { type: 'boolean' },
    lottoMode: { type: 'string' },
    playType: { type: 'string', enum: ['Tradition', 'Entertainment'] },
    minBet: { type: 'number' },
    minLine: { type: 'integer' },
  },
} as const;
export type GameItem = FromSchema<typeof gameItemSchema>;

export const pagingProps = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 36 },
} as const;

/** A page of the player site to come back to (a demo game or chat page's back link): `/m/…`, same origin. */
export const backPathProp = {
  type: 'string',
  // core/routes.ts isBackPath is the same rule.
  maxLength: 512,
  pattern: '^/m/[^\\s\\\\]*$',
  description: 'Where the player was (`/m/…`): the back link of the page opened.',
} as const;

export const languageQueryProp = {
  type: 'string',
  maxLength: 10,
  pattern: '^[A-Za-z-]+$',
  description: 'Language code (vi, en…); else Accept-Language.',
} as const;

export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * An operator's decision on something waiting for review (a withdrawal, an agent application, a KYC
 * request): approve, or reject with a reason the player reads where `readerNote` says.
 */
export const reviewDecisionBodySchema = <const Note extends string>(readerNote: Note) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['decision'],
    properties: {
      decision: { type: 'string', enum: ['approve', 'reject'] },
      reason: { type: 'string', minLength: 1, maxLength: 200, description: readerNote },
    },
  }) as const;

// `#__NO_SIDE_EFFECTS__`: a call builds a value and does nothing else, so a bundle drops the calls
// whose result nobody uses (the player app imports a few constants from files full of schemas).

/** An answer holding one item under one name: `{ [key]: item }`. */
export const wrappedSchema = /*#__NO_SIDE_EFFECTS__*/ <const Key extends string, const Item>(
  key: Key,
  item: Item,
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [key],
    properties: { [key]: item } as { [K in Key]: Item },
  }) as const;

/** An answer holding a list: `{ list: Item[] }`. */
export const listSchema = /*#__NO_SIDE_EFFECTS__*/ <const Item>(item: Item) =>
  wrappedSchema('list', { type: 'array', items: item } as const);
