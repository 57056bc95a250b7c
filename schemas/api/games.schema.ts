import type { FromSchema } from 'json-schema-to-ts';
import { backPathProp, gameItemSchema, languageQueryProp, listSchema, pagingProps } from './common.schema';

/* Game calls (spec §3 game list / favourites / recent / hot / winner responses, §7 game calls). */

const code = { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9_]*$' } as const;

export const gameListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    merchant: { type: 'string', maxLength: 32 },
    platform: { type: 'string', enum: ['html5', 'mobile', 'web'], default: 'html5' },
    gameName: {
      type: 'string',
      maxLength: 64,
      description: 'Case-insensitive name search (either language).',
    },
    gameType: code,
    vassalage: {
      type: 'string',
      maxLength: 400,
      pattern: '^[A-Za-z0-9_,]*$',
      description: 'Vendor code, or several separated by commas (INHOUSE).',
    },
    gameClassify: code,
    minBet: { type: 'number', minimum: 0, maximum: 1e9 },
    minLine: { type: 'integer', minimum: 0, maximum: 10000 },
    isNew: { type: 'string', enum: ['1', ''] },
    language: languageQueryProp,
    clientType: { type: 'integer' },
    ...pagingProps,
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      description: "Default: the merchant's limits.pageSizeBrowser (36).",
    },
  },
} as const;
export type GameListQuery = FromSchema<typeof gameListQuerySchema>;

const pageOf = <S extends object>(items: S) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['games', 'pageNum', 'totalPages', 'totalCount'],
    properties: {
      games: { type: 'array', items },
      pageNum: { type: 'integer' },
      totalPages: { type: 'integer' },
      totalCount: { type: 'integer' },
    },
  }) as const;

export const gameListResponseSchema = pageOf(gameItemSchema);
export type GameListResponse = FromSchema<typeof gameListResponseSchema>;

export const hotQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    language: languageQueryProp,
    isPlatform: { type: 'integer' },
    platform: { type: 'string', maxLength: 10 },
    merchantCode: { type: 'string', maxLength: 32 },
    clientType: { type: 'integer' },
    gameType: code,
  },
} as const;
export const hotResponseSchema = listSchema(gameItemSchema);
export type HotResponse = FromSchema<typeof hotResponseSchema>;

/** GET /api/games/vendors: the shape core/vendor-grouping `orderCategories` takes. */
export const vendorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage', 'displayName', 'gameType', 'gameCount', 'classifies'],
  properties: {
    vassalage: { type: 'string' },
    displayName: { type: 'string' },
    gameType: { type: 'string' },
    gameCount: { type: 'integer' },
    classifies: { type: 'array', items: { type: 'string' } },
    accountTypeName: { type: 'string' },
    isHot: { type: 'integer', enum: [0, 1] },
    maintenance: { type: 'boolean' },
  },
} as const;
export const vendorsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    typeId: { type: 'integer' },
    merchantCode: { type: 'string', maxLength: 32 },
    gameType: code,
    language: languageQueryProp,
  },
} as const;
export const vendorsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vendors'],
  properties: { vendors: { type: 'array', items: vendorSchema } },
} as const;
export type VendorsResponse = FromSchema<typeof vendorsResponseSchema>;

export const favouritesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: code,
    vendor: code,
    language: languageQueryProp,
    ...pagingProps,
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 200 },
  },
} as const;
export const favouritesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content', 'pageNum', 'totalPages', 'totalCount'],
  properties: {
    content: { type: 'array', items: gameItemSchema },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
} as const;
export type FavouritesResponse = FromSchema<typeof favouritesResponseSchema>;
export const favouriteIdsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', items: { type: 'integer' } } },
} as const;
export const nodeIdBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId'],
  properties: { nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 }, vendor: code },
} as const;
export const nodeIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId'],
  properties: { nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
/** Generated art's address names what it depends on, so it can be cached immutably (issue 17). */
export const artQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lang: { type: 'string', enum: ['vi', 'en'], description: 'Language of the words on the art.' },
    t: {
      type: 'string',
      pattern: '^[a-z0-9]{1,16}$',
      description: 'Theme version (a hash of the theme colours): a new theme is a new address.',
    },
  },
} as const;
export const favouriteAddResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'added'],
  properties: {
    success: { type: 'boolean' },
    added: { type: 'boolean', description: 'false: it was already a favourite (skipped).' },
  },
} as const;

export const recentQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: code,
    vendor: code,
    language: languageQueryProp,
    clientType: { type: 'integer' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 200 },
  },
} as const;
export const recentResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'pageNum', 'totalPages'],
  properties: {
    list: { type: 'array', items: gameItemSchema },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;
export type RecentResponse = FromSchema<typeof recentResponseSchema>;

export const lotteryQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { type: 'string', enum: ['LOTT', 'ELOTT'] },
    vendor: code,
    language: languageQueryProp,
  },
} as const;
export const lotteryListResponseSchema = listSchema(gameItemSchema);
export const lotteryMenuResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['menus', 'mapping'],
  properties: {
    menus: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['gameType', 'vendor', 'displayName', 'groups'],
        properties: {
          gameType: { type: 'string' },
          vendor: { type: 'string' },
          displayName: { type: 'string' },
          groups: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    mapping: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Vendor → lottery categories it serves (prize mode ELOTT when it includes ELOTT).',
    },
  },
} as const;
export type LotteryMenuResponse = FromSchema<typeof lotteryMenuResponseSchema>;

export const winnersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: code,
    gameClassify: { ...code, description: 'Only games with this classify key (JP: jackpot games).' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    language: languageQueryProp,
  },
} as const;
export type WinnersQuery = FromSchema<typeof winnersQuerySchema>;
export const winnersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vo'],
        properties: {
          vo: {
            type: 'object',
            additionalProperties: false,
            required: ['userName', 'gameName', 'winAmount', 'time'],
            properties: {
              userName: { type: 'string', description: 'The winner’s account name, masked (de***er).' },
              gameName: { type: 'string' },
              vassalage: { type: 'string' },
              winAmount: {
                type: 'integer',
                description: 'The round’s win, minor units of the merchant currency.',
              },
              time: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
  },
} as const;
export type WinnersResponse = FromSchema<typeof winnersResponseSchema>;

export const launchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    free: { type: 'boolean', default: false, description: 'Free play (only for games with supportPlay 1).' },
    prizeMode: { type: 'string', enum: ['Lott', 'ZY', 'Elott'] },
    playType: { type: 'string', enum: ['Tradition', 'Entertainment'] },
    language: languageQueryProp,
    backUrl: backPathProp,
  },
} as const;
export type LaunchBody = FromSchema<typeof launchBodySchema>;
export const launchResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'mode', 'free'],
  properties: {
    url: { type: 'string' },
    mode: { type: 'string', enum: ['lottery', 'generic'] },
    free: { type: 'boolean' },
    prizeMode: { type: 'string' },
    showChoice: { type: 'boolean' },
  },
} as const;
export type LaunchResponse = FromSchema<typeof launchResponseSchema>;

/** Game menus (spec §7 "game menus GET"): categories with game counts, for the home footer and side menu. */
export const gameMenusResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['gameType', 'gameCount'],
        properties: { gameType: { type: 'string' }, gameCount: { type: 'integer' } },
      },
    },
  },
} as const;
