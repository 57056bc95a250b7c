import { LOTTERY_TYPES } from '../../core/game-browser';
import {
  gameListQuerySchema,
  gameListResponseSchema,
  gameMenusResponseSchema,
  hotQuerySchema,
  hotResponseSchema,
  lotteryListResponseSchema,
  lotteryMenuResponseSchema,
  lotteryQuerySchema,
  nodeIdParamsSchema,
  artQuerySchema,
  vendorsQuerySchema,
  vendorsResponseSchema,
  winnersQuerySchema,
  winnersResponseSchema,
} from '../../schemas/api';
import { contentLang, merchantOf, type Platform } from '../context';
import { CACHE_VARY, PICTURE_CACHE_SECONDS, WINNERS_WINDOW_DAYS } from '../lib/constants';
import { gamePictureSvg } from '../lib/game-picture';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { biggestWins } from '../repositories/player-games-repository';
import { byWinAmount, maskAccount } from '../../core/winners';
import { sendSerialised, type TypedApp } from '../../server/typed-app';

const tags = ['games'];

/** Catalogue reads: all served from the in-memory catalogue (no SQL per request, except the winner board). */
export async function gameRoutes(app: TypedApp, p: Platform): Promise<void> {
  app.get(
    '/api/games',
    {
      schema: {
        tags,
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const m = merchantOf(p, req);
      const lang = contentLang(req, q.language);
      const r = p.catalogue.list(
        {
          gameType: q.gameType || undefined,
          vendors: q.vassalage ? q.vassalage.split(',').filter(Boolean) : undefined,
          classify: q.gameClassify || undefined,
          name: q.gameName,
          minBet: q.minBet,
          minLine: q.minLine,
          isNew: q.isNew === '1',
        },
        q.pageNo ?? 1,
        q.pageSize ?? m.limits.pageSizeBrowser,
      );
      // The hottest route: games are serialised once when the catalogue loads (built from the schema'd
      // objects, so the body is what the response schema describes) and only concatenated here.
      sendSerialised(
        reply,
        `{"games":[${r.games.map((g) => g.json[lang]).join(',')}],"pageNum":${r.pageNum},"totalPages":${r.totalPages},"totalCount":${r.totalCount}}`,
      );
    },
  );

  app.get(
    '/api/games/hot',
    {
      schema: {
        tags,
        querystring: hotQuerySchema,
        response: { 200: hotResponseSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const lang = contentLang(req, req.query.language);
      // Cached by browsers: the answer depends on the language and the merchant asked for (issue 17).
      reply.header('cache-control', 'public, max-age=60').header('vary', CACHE_VARY);
      return { list: p.catalogue.hotGames(req.query.gameType || undefined).map((g) => g.item[lang]) };
    },
  );

  app.get(
    '/api/games/vendors',
    {
      schema: {
        tags,
        querystring: vendorsQuerySchema,
        response: { 200: vendorsResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => ({
      vendors: p.catalogue.vendors(req.query.gameType || undefined),
    }),
  );

  app.get('/api/games/menus', { schema: { tags, response: { 200: gameMenusResponseSchema } } }, async () => ({
    list: p.catalogue.gameTypes(),
  }));

  app.get(
    '/api/games/lottery',
    {
      schema: {
        tags,
        querystring: lotteryQuerySchema,
        response: { 200: lotteryListResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      const types = req.query.gameType ? [req.query.gameType] : LOTTERY_TYPES;
      const list = types.flatMap(
        (t) =>
          p.catalogue.list(
            { gameType: t, vendors: req.query.vendor ? [req.query.vendor] : undefined },
            1,
            Number.MAX_SAFE_INTEGER,
          ).games,
      );
      return { list: list.map((g) => g.item[lang]) };
    },
  );

  app.get(
    '/api/games/lottery/menu',
    { schema: { tags, response: { 200: lotteryMenuResponseSchema } } },
    async () => {
      const vendors = p.catalogue.vendors().filter((v) => LOTTERY_TYPES.includes(v.gameType));
      const menus = vendors.map((v) => {
        const groups = new Set<string>();
        for (const g of p.catalogue.list(
          { gameType: v.gameType, vendors: [v.vassalage] },
          1,
          Number.MAX_SAFE_INTEGER,
        ).games)
          if (g.item.en.gameClassifyNew) groups.add(g.item.en.gameClassifyNew);
        return {
          gameType: v.gameType,
          vendor: v.vassalage,
          displayName: v.displayName,
          groups: [...groups].sort(),
        };
      });
      const mapping: Record<string, string[]> = {};
      for (const v of vendors) (mapping[v.vassalage] ??= []).push(v.gameType);
      return { menus, mapping };
    },
  );

  app.get(
    '/api/games/winners',
    {
      schema: {
        tags,
        querystring: winnersQuerySchema,
        response: { 200: winnersResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      const rows = await biggestWins(p.db, {
        merchantCode: merchantOf(p, req).code,
        since: new Date(Date.now() - WINNERS_WINDOW_DAYS * 86_400_000),
        gameType: req.query.gameType,
        classify: req.query.gameClassify,
        limit: req.query.limit ?? 20,
      });
      const list = rows.flatMap((r) => {
        const g = p.catalogue.game(r.node_id);
        return g
          ? [
              {
                vo: {
                  userName: maskAccount(r.username),
                  gameName: g.names[lang],
                  vassalage: g.vendor,
                  winAmount: Number(r.win),
                  time: new Date(r.settled_at).toISOString(),
                },
              },
            ]
          : [];
      });
      return { list: byWinAmount(list) };
    },
  );

  app.get(
    '/api/games/:nodeId/picture.svg',
    {
      schema: {
        tags,
        params: nodeIdParamsSchema,
        querystring: artQuerySchema,
        response: { 200: { type: 'string', description: 'image/svg+xml' }, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const g = p.catalogue.game(req.params.nodeId);
      if (!g) throw new AppError('GAME_NOT_FOUND');
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', `public, max-age=${PICTURE_CACHE_SECONDS}, immutable`);
      const lang = contentLang(req, req.query.lang);
      return gamePictureSvg(
        { nodeId: g.nodeId, name: g.names[lang], nameEn: g.names.en, vendor: g.vendor.split('_')[0]! },
        merchantOf(p, req).theme.colors,
      );
    },
  );
}
